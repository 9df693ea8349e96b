import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { musicGainAt } from '@studio/scene-timeline/playback';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { mixRms, mixSamplesOf, tone } from '../../test/mix-audio';
import { audioMixArgs, MIX_SAMPLE_RATE } from './audio-mix';
import { runFfmpeg } from './ffmpeg-process';
import { splitIntoChunks } from './scene-render-pipeline';

const timelineWith = (musicSeconds: number | null): SceneTimeline =>
  buildSceneTimeline({
    scene: { id: 1, name: 'Mix' },
    set: { id: 1, name: 'Farm', type: 'farm', oceanType: null, modelUrl: null },
    music: { id: 1, name: 'Bed', audioUrl: '/media/music/1/bed.wav', durationSeconds: musicSeconds },
    characters: [{ id: 1, name: 'Rex', modelUrl: null }],
    lines: [
      { id: 1, characterId: 1, text: 'One.', audioUrl: '/media/voice-lines/1/a.wav', durationSeconds: 1 },
      { id: 2, characterId: 1, text: 'Two.', audioUrl: '/media/voice-lines/2/b.wav', durationSeconds: 1 },
    ],
  });

describe('audioMixArgs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'studio-mix-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Mixes with ffmpeg and returns the mono samples at MIX_SAMPLE_RATE (each call in a folder of its own: mixes run in parallel). */
  const mix = async (timeline: SceneTimeline, files: Record<string, Buffer>) => {
    const callDir = mkdtempSync(join(dir, 'mix-'));
    const pathOf = (url: string) => join(callDir, url.split('/').join('_'));
    for (const [url, bytes] of Object.entries(files)) writeFileSync(pathOf(url), bytes);
    const output = join(callDir, 'mix.m4a');
    await runFfmpeg(audioMixArgs(timeline, pathOf, output));
    return mixSamplesOf(output);
  };

  it('plays the music bed looped, with the gain curve of musicGainAt, for exactly the video length', async () => {
    // A short bed that has to loop; silent voices, so what is heard is the bed's gain alone.
    const timeline = timelineWith(2);
    const samples = await mix(timeline, {
      '/media/music/1/bed.wav': tone(2, 0.5, 2),
      '/media/voice-lines/1/a.wav': tone(1, 0),
      '/media/voice-lines/2/b.wav': tone(1, 0),
    });
    // AAC pads a little at the ends; the decoded length is the video's to within one AAC frame.
    expect(Math.abs(samples.length / MIX_SAMPLE_RATE - timeline.frameCount / timeline.fps)).toBeLessThan(0.03);
    const bedRms = 0.5 / Math.SQRT2;
    for (const seconds of [1, 2, 2.5, 3.5, 4.6, 5.5]) {
      const expected = bedRms * musicGainAt(timeline, seconds);
      expect(mixRms(samples, seconds - 0.05, seconds + 0.05)).toBeCloseTo(expected, 1);
    }
    // Ducked under the first line: a quarter of the bed.
    expect(mixRms(samples, 3.5, 4.0) / mixRms(samples, 1.5, 2.0)).toBeCloseTo(0.25, 1);
  });

  it('lays the sound bed of rain, a storm or wind under the music, and none for clear weather', async () => {
    const files = { '/media/music/1/bed.wav': tone(1, 0), '/media/voice-lines/1/a.wav': tone(1, 0), '/media/voice-lines/2/b.wav': tone(1, 0) };
    const withWeather = (weather: 'clear' | 'rain' | 'storm' | 'wind' | 'snow'): SceneTimeline => ({ ...timelineWith(30), weather });
    // Silent music and voices: what is heard is the weather alone, after its fade in.
    const levels = Object.fromEntries(
      await Promise.all((['clear', 'snow', 'rain', 'storm', 'wind'] as const).map(async (weather) => [weather, mixRms(await mix(withWeather(weather), files), 1.5, 4)] as const)),
    );
    expect(levels.clear).toBeLessThan(0.001);
    expect(levels.snow).toBeLessThan(0.001);
    for (const weather of ['rain', 'storm', 'wind'] as const) {
      expect(levels[weather]).toBeGreaterThan(0.01);
      // A bed under the music and the voices, not over them.
      expect(levels[weather]).toBeLessThan(0.2);
    }
    // The same bed every time: a render and its re-render sound the same.
    const [first, second] = await Promise.all([mix(withWeather('rain'), files), mix(withWeather('rain'), files)]);
    expect(first).toEqual(second);
  });

  it('places each voice at its clip start', async () => {
    const timeline = timelineWith(30);
    const samples = await mix(timeline, {
      '/media/music/1/bed.wav': tone(1, 0),
      '/media/voice-lines/1/a.wav': tone(1, 0.5),
      '/media/voice-lines/2/b.wav': tone(1, 0.5),
    });
    const [first, second] = timeline.audio.voices;
    expect(mixRms(samples, first.start - 0.2, first.start - 0.05)).toBeLessThan(0.01);
    expect(mixRms(samples, first.start + 0.1, first.end - 0.1)).toBeCloseTo(0.5 / Math.SQRT2, 1);
    expect(mixRms(samples, first.end + 0.05, second.start - 0.05)).toBeLessThan(0.01);
    expect(mixRms(samples, second.start + 0.1, second.end - 0.1)).toBeCloseTo(0.5 / Math.SQRT2, 1);
  });
});

describe('splitIntoChunks', () => {
  it('covers every frame once, in order, with at least one chunk per worker', () => {
    expect(splitIntoChunks(10, 240, 2)).toEqual([
      { index: 0, startFrame: 0, endFrame: 5 },
      { index: 1, startFrame: 5, endFrame: 10 },
    ]);
    expect(splitIntoChunks(500, 240, 1).map((chunk) => [chunk.startFrame, chunk.endFrame])).toEqual([
      [0, 240],
      [240, 480],
      [480, 500],
    ]);
    expect(splitIntoChunks(1, 240, 4)).toEqual([{ index: 0, startFrame: 0, endFrame: 1 }]);
  });
});
