import { musicGainAt } from '@studio/scene-timeline/playback';
import { DUCK_GAIN, MUSIC_BED_GAIN } from '@studio/scene-timeline/scene-timeline';
import { createTimelineAudio, musicGainPoints } from './timeline-audio';
import { newSceneTimeline } from './testing/scene-timelines';

/** What the code under test asked an audio context to do, in order. */
type Call = [string, ...unknown[]];

/** A BaseAudioContext stand-in that records every call; "decoding" maps a URL's bytes to a buffer of a known length. */
function recordingContext(durations: Record<string, number>, currentTime = 10) {
  const calls: Call[] = [];
  let nextNode = 0;
  const node = (kind: string) => {
    const id = `${kind}#${(nextNode += 1)}`;
    return {
      id,
      connect: (target: { id?: string }) => {
        calls.push([`${id}.connect`, target.id ?? 'destination']);
        return target;
      },
      disconnect: () => calls.push([`${id}.disconnect`]),
    };
  };
  const context = {
    currentTime,
    destination: { id: 'destination' },
    decodeAudioData: async (bytes: ArrayBuffer) => {
      const url = new TextDecoder().decode(bytes);
      if (!(url in durations)) throw new Error(`cannot decode ${url}`);
      return { duration: durations[url], url };
    },
    createBufferSource: () => {
      const source = {
        ...node('source'),
        buffer: null as { url: string } | null,
        loop: false,
        start: (...args: number[]) => calls.push([`${source.id}.start`, source.buffer?.url, source.loop, ...args]),
        stop: (...args: number[]) => calls.push([`${source.id}.stop`, ...args]),
      };
      return source;
    },
    createGain: () => {
      const gain = node('gain');
      const param = (method: string) => (...args: number[]) => calls.push([`${gain.id}.${method}`, ...args]);
      return {
        ...gain,
        gain: {
          setValueAtTime: param('setValueAtTime'),
          linearRampToValueAtTime: param('linearRampToValueAtTime'),
          cancelScheduledValues: param('cancelScheduledValues'),
        },
      };
    },
  };
  return { calls, context: context as unknown as BaseAudioContext };
}

const loadAudio = async (url: string) => new TextEncoder().encode(url).buffer as ArrayBuffer;
const starts = (calls: Call[]) => calls.filter(([name]) => name.endsWith('.start')).map(([, url, loop, when, offset, duration]) => ({ url, loop, when, offset, duration }));

describe('createTimelineAudio', () => {
  const timeline = newSceneTimeline();
  const durations: Record<string, number> = {
    ...Object.fromEntries(timeline.audio.voices.map((voice) => [voice.url, voice.end - voice.start])),
    '/media/music/20/theme.wav': 4,
  };
  const [first, second, third] = timeline.audio.voices;

  it('schedules every voice at its time and the looping music bed from the start', async () => {
    const { calls, context } = recordingContext(durations);
    const audio = await createTimelineAudio(context, timeline, loadAudio);
    audio.start(0);

    expect(audio.notes).toEqual([]);
    expect(starts(calls)).toEqual([
      { url: first.url, loop: false, when: 10 + first.start, offset: 0, duration: first.end - first.start },
      { url: second.url, loop: false, when: 10 + second.start, offset: 0, duration: second.end - second.start },
      { url: third.url, loop: false, when: 10 + third.start, offset: 0, duration: third.end - third.start },
      // The 4 s track is shorter than the scene, so it loops.
      { url: '/media/music/20/theme.wav', loop: true, when: 10, offset: 0, duration: undefined },
    ]);
    expect(calls).toContainEqual([expect.stringMatching(/^source#\d+\.stop$/), 10 + timeline.durationSeconds]);
  });

  it('ramps the music gain through the fades and every ducking window', async () => {
    const { calls, context } = recordingContext(durations);
    const audio = await createTimelineAudio(context, timeline, loadAudio);
    audio.start(0);

    const automation = calls.filter(([name]) => /^gain#\d+\.(setValueAtTime|linearRampToValueAtTime)$/.test(name));
    expect(automation[0]).toEqual([expect.stringMatching(/setValueAtTime$/), 0, 10]);
    const ramps = automation.slice(1).map(([, value, when]) => ({ value, at: (when as number) - 10 }));
    for (const window of timeline.audio.ducking) {
      // Fully down under the voice, back to the bed gain after the release.
      expect(ramps).toContainEqual({ value: MUSIC_BED_GAIN * DUCK_GAIN, at: window.start + window.attackSeconds });
      expect(ramps).toContainEqual({ value: musicGainAt(timeline, window.end), at: window.end });
    }
    expect(ramps.at(-1)).toEqual({ value: 0, at: timeline.durationSeconds });
    expect(ramps.map((ramp) => ramp.at)).toEqual([...ramps.map((ramp) => ramp.at)].sort((a, b) => a - b));
  });

  it('starts mid-line with the rest of that line and skips the lines already over', async () => {
    const { calls, context } = recordingContext(durations);
    const audio = await createTimelineAudio(context, timeline, loadAudio);
    const at = second.start + 0.25;
    audio.start(at);

    expect(starts(calls)).toEqual([
      { url: second.url, loop: false, when: 10, offset: 0.25, duration: second.end - second.start - 0.25 },
      { url: third.url, loop: false, when: 10 + third.start - at, offset: 0, duration: third.end - third.start },
      { url: '/media/music/20/theme.wav', loop: true, when: 10, offset: at % 4, duration: undefined },
    ]);
    expect(calls).toContainEqual([expect.stringMatching(/setValueAtTime$/), musicGainAt(timeline, at), 10]);
  });

  it('stops every source on stop() and schedules fresh ones on the next start', async () => {
    const { calls, context } = recordingContext(durations);
    const audio = await createTimelineAudio(context, timeline, loadAudio);
    audio.start(0);
    const firstSources = starts(calls).length;
    calls.length = 0;
    audio.stop();
    expect(calls.filter(([name]) => name.endsWith('.stop'))).toHaveLength(firstSources);
    expect(calls).toContainEqual([expect.stringMatching(/^gain#\d+\.cancelScheduledValues$/), 0]);

    calls.length = 0;
    audio.start(0);
    expect(starts(calls)).toHaveLength(firstSources);
    expect(calls.some(([name]) => name.startsWith('source#1.'))).toBe(false);
  });

  it('keeps playing the rest when a clip cannot be decoded, with a note', async () => {
    const decodable = Object.fromEntries(Object.entries(durations).filter(([url]) => url !== second.url));
    const { calls, context } = recordingContext(decodable);
    const audio = await createTimelineAudio(context, timeline, loadAudio);
    audio.start(0);
    expect(audio.notes).toEqual([`The audio of voice line ${second.lineId} could not be loaded (cannot decode ${second.url}): it stays silent.`]);
    expect(starts(calls).map((start) => start.url)).toEqual([first.url, third.url, '/media/music/20/theme.wav']);
  });

  it('plays only voices when the scene has no music', async () => {
    const { calls, context } = recordingContext(durations);
    const audio = await createTimelineAudio(context, newSceneTimeline({ music: null }), loadAudio);
    audio.start(0);
    expect(starts(calls)).toHaveLength(3);
    expect(calls.some(([name]) => name.startsWith('gain#'))).toBe(false);
  });
});

describe('musicGainPoints', () => {
  it('is empty without music or after the bed ends', () => {
    expect(musicGainPoints(newSceneTimeline({ music: null }), 0)).toEqual([]);
    const timeline = newSceneTimeline();
    expect(musicGainPoints(timeline, timeline.durationSeconds)).toEqual([]);
  });

  it('starts at the offset with the gain there', () => {
    const timeline = newSceneTimeline();
    expect(musicGainPoints(timeline, 1)[0]).toEqual({ seconds: 1, gain: MUSIC_BED_GAIN });
  });
});
