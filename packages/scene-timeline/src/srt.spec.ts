import { line, sceneInput } from '../test/scene-input';
import { buildSceneTimeline } from './scene-timeline';
import { srtTimestamp, toSrt } from './srt';

interface ParsedCue {
  index: number;
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = /^(\d{2}):(\d{2}):(\d{2}),(\d{3})$/;

function parseTimestamp(value: string): number {
  const match = TIMESTAMP.exec(value);
  if (!match) throw new Error(`Not an SRT timestamp: ${value}`);
  const [hours, minutes, seconds, millis] = match.slice(1).map(Number);
  return hours * 3600 + minutes * 60 + seconds + millis / 1000;
}

/** A strict SubRip reader: blocks separated by one blank line, each index, times, then text. */
function parseSrt(srt: string): ParsedCue[] {
  if (srt === '') return [];
  expect(srt.endsWith('\n')).toBe(true);
  return srt
    .slice(0, -1)
    .split('\n\n')
    .map((block) => {
      const [index, times, ...text] = block.split('\n');
      const [start, end, ...rest] = times.split(' --> ');
      expect(rest).toEqual([]);
      expect(text.length).toBeGreaterThan(0);
      for (const row of text) expect(row.trim()).not.toBe('');
      return { index: Number(index), start: parseTimestamp(start), end: parseTimestamp(end), text: text.join('\n') };
    });
}

describe('srtTimestamp', () => {
  it.each([
    [0, '00:00:00,000'],
    [3.25, '00:00:03,250'],
    [59.9996, '00:01:00,000'],
    [3723.042, '01:02:03,042'],
  ])('writes %f s as %s', (seconds, expected) => {
    expect(srtTimestamp(seconds)).toBe(expected);
  });
});

describe('toSrt', () => {
  it('writes numbered cues with times and the speaker, separated by blank lines', () => {
    const srt = toSrt(buildSceneTimeline(sceneInput()));
    expect(srt).toBe('1\n00:00:03,250 --> 00:00:04,950\nAna: Good morning.\n\n2\n00:00:05,250 --> 00:00:07,700\nBen: The cows got out again.\n');
    expect(srt).not.toContain('\r');
  });

  it('parses back to the timeline subtitles', () => {
    const lines = [
      line(1, 1, { text: 'First line,\r\nsecond line.', durationSeconds: 2.3456 }),
      line(2, 2, { text: 'A gap\n\n\nin the middle', durationSeconds: 0.8 }),
      line(3, 1, { text: '  -->  arrows and ñ  ', durationSeconds: 4000 }),
    ];
    const timeline = buildSceneTimeline(sceneInput({ lines }));
    const cues = parseSrt(toSrt(timeline));
    expect(cues.map((cue) => cue.index)).toEqual([1, 2, 3]);
    cues.forEach((cue, index) => {
      const subtitle = timeline.subtitles[index];
      expect(cue.start).toBeCloseTo(subtitle.start, 3);
      expect(cue.end).toBeCloseTo(subtitle.end, 3);
    });
    expect(cues.map((cue) => cue.text)).toEqual(['Ana: First line,\nsecond line.', 'Ben: A gap\nin the middle', 'Ana: -->  arrows and ñ']);
    expect(cues[2].end).toBeGreaterThan(3600);
  });

  it('is empty for a scene without lines', () => {
    expect(toSrt(buildSceneTimeline(sceneInput({ lines: [] })))).toBe('');
  });
});
