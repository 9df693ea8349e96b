import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { mixRms, mixSamplesOf, tone } from '../../test/mix-audio';
import { MIX_SAMPLE_RATE } from './audio-mix';
import { writeFilmStems } from './film-stems';

/** A scene where Rex (1) speaks, then Ada (2). */
const scene = (id: number): SceneTimeline =>
  buildSceneTimeline({
    scene: { id, name: `Scene ${id}` },
    set: { id: 1, name: 'Farm', type: 'farm', oceanType: null, modelUrl: null },
    music: { id: 1, name: 'Bed', audioUrl: '/media/music/1/bed.wav', durationSeconds: 30 },
    characters: [
      { id: 1, name: 'Rex', modelUrl: null },
      { id: 2, name: 'Ada', modelUrl: null },
    ],
    lines: [
      { id: id * 10 + 1, characterId: 1, text: 'One.', audioUrl: '/media/voice-lines/rex.wav', durationSeconds: 1 },
      { id: id * 10 + 2, characterId: 2, text: 'Two.', audioUrl: '/media/voice-lines/ada.wav', durationSeconds: 1 },
    ],
  });

describe('writeFilmStems', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'studio-stems-'));
    writeFileSync(join(dir, 'bed.wav'), tone(30, 0.5));
    writeFileSync(join(dir, 'rex.wav'), tone(1, 0.5));
    writeFileSync(join(dir, 'ada.wav'), tone(1, 0.5));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileOf = (url: string) => join(dir, url.split('/').at(-1)!);


  it("lasts the film's chapters to the sample and holds one character's lines at their film times", async () => {
    const [first, second] = [scene(1), scene(2)];
    // The second chapter one frame longer than its timeline, as the join may round it.
    const scenes = [
      { timeline: first, frames: first.frameCount },
      { timeline: second, frames: second.frameCount + 1 },
    ];
    const [rexStem, adaStem] = [join(dir, 'rex.stem.wav'), join(dir, 'ada.stem.wav')];
    await writeFilmStems({ scenes, stems: [{ sound: { characterId: 1 }, output: rexStem }, { sound: { characterId: 2 }, output: adaStem }], fileOf, workDir: dir });
    const [samples, adaSamples] = [await mixSamplesOf(rexStem), await mixSamplesOf(adaStem)];
    expect(adaSamples.length).toBe(samples.length);
    expect(samples.length).toBe(((first.frameCount + second.frameCount + 1) / first.fps) * MIX_SAMPLE_RATE);

    const offset = first.frameCount / first.fps;
    for (const [timeline, start] of [
      [first, 0],
      [second, offset],
    ] as const) {
      const rex = timeline.audio.voices.find((voice) => voice.characterId === 1)!;
      const ada = timeline.audio.voices.find((voice) => voice.characterId === 2)!;
      expect(mixRms(samples, start + rex.start + 0.2, start + rex.end - 0.2)).toBeGreaterThan(0.2);
      expect(mixRms(samples, start + ada.start + 0.2, start + ada.end - 0.2)).toBeLessThan(0.001);
      expect(mixRms(adaSamples, start + ada.start + 0.2, start + ada.end - 0.2)).toBeGreaterThan(0.2);
      expect(mixRms(adaSamples, start + rex.start + 0.2, start + rex.end - 0.2)).toBeLessThan(0.001);
    }
  });

  it('keeps the music bed, ducked under the voices, and no voice (the sounds no stem keeps are left out)', async () => {
    const timeline = scene(1);
    const output = join(dir, 'music.stem.wav');
    await writeFilmStems({ scenes: [{ timeline, frames: timeline.frameCount }], stems: [{ sound: 'music', output }], fileOf, workDir: dir });
    const samples = await mixSamplesOf(output);
    const [rex] = timeline.audio.voices;
    const open = mixRms(samples, 1, 1.5);
    expect(open).toBeGreaterThan(0.01);
    expect(mixRms(samples, rex.start + 0.3, rex.end - 0.3) / open).toBeLessThan(0.5);
  });

  it("keeps the weather's bed in the ambience stem, and only there", async () => {
    const rainy: SceneTimeline = { ...scene(1), weather: 'rain' };
    const [ambience, music, clear] = [join(dir, 'ambience.stem.wav'), join(dir, 'music-in-rain.stem.wav'), join(dir, 'ambience-clear.stem.wav')];
    await writeFilmStems({ scenes: [{ timeline: rainy, frames: rainy.frameCount }], stems: [{ sound: 'ambience', output: ambience }, { sound: 'music', output: music }], fileOf, workDir: dir });
    await writeFilmStems({ scenes: [{ timeline: scene(1), frames: scene(1).frameCount }], stems: [{ sound: 'ambience', output: clear }, { sound: 'music', output: join(dir, 'music-clear.stem.wav') }], fileOf, workDir: dir });
    const [rain, musicSamples, clearSamples] = [await mixSamplesOf(ambience), await mixSamplesOf(music), await mixSamplesOf(clear)];
    const seconds = rainy.frameCount / rainy.fps;
    expect(rain.length).toBe(musicSamples.length);
    // The rain under the whole scene, through the lines too.
    expect(mixRms(rain, 1.5, seconds - 1.5)).toBeGreaterThan(0.005);
    const [rex] = rainy.audio.voices;
    expect(mixRms(rain, rex.start + 0.3, rex.end - 0.3)).toBeGreaterThan(0.005);
    // The music stem holds no rain: it is the same as under clear skies.
    const clearMusic = await mixSamplesOf(join(dir, 'music-clear.stem.wav'));
    expect(mixRms(musicSamples, 1, 1.5)).toBeCloseTo(mixRms(clearMusic, 1, 1.5), 3);
    // Clear weather: a silent stem of the scene's length.
    expect(clearSamples.length).toBe(rain.length);
    expect(mixRms(clearSamples, 0, seconds)).toBeLessThan(0.001);
  });
});
