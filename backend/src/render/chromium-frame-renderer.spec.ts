/**
 * The Chromium renderer's sessions, with the real render page and the local engine's models: a
 * browser that drew one scene and then loads another draws it as a browser started for it does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SetType } from '@studio/contracts/sets';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { rgbaOf } from '../../test/golden-frames';
import { wavBytes } from '../../test/media-files';
import { loadAppConfig } from '../config';
import { LocalModelEngine } from '../engines/meshes/local-model-engine';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';
import type { FrameSession } from './frame-renderer';

jest.setTimeout(240_000);

const SIZE = { width: 640, height: 360, shadows: true };

/** The mean difference of two JPEGs' pixels, in levels of 255. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = [await rgbaOf(a), await rgbaOf(b)];
  return first.reduce((total, value, index) => total + Math.abs(value - second[index]), 0) / first.length;
}

describe('ChromiumFrameRenderer', () => {
  const root = mkdtempSync(join(tmpdir(), 'studio-chromium-renderer-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const engine = new LocalModelEngine();
  const renderer = new ChromiumFrameRenderer(loadAppConfig({}).render.chromiumPath);

  /** A scene on `set` with two people described as given, its files in a folder of its own (its /media URLs map only there). */
  async function scene(name: string, set: SetType, descriptions: [string, string]): Promise<{ timeline: SceneTimeline; fileOf: (url: string) => string }> {
    const dir = join(root, name);
    mkdirSync(dir);
    for (const [index, description] of descriptions.entries()) {
      writeFileSync(join(dir, `character-${index + 1}.glb`), (await engine.buildCharacter({ name: `P${index + 1}`, description, isPirate: false, traits: [] })).glb);
    }
    writeFileSync(join(dir, 'set.glb'), (await engine.buildSet({ name: `The ${set}`, type: set, oceanType: null, description: null })).glb);
    writeFileSync(join(dir, 'line.wav'), wavBytes({ seconds: 2, frequencyHz: 200 }));
    const timeline = buildSceneTimeline({
      scene: { id: 1, name },
      set: { id: 1, name: `The ${set}`, type: set, oceanType: null, modelUrl: '/media/set.glb' },
      music: null,
      characters: [1, 2].map((id) => ({ id, name: `P${id}`, modelUrl: `/media/character-${id}.glb` })),
      lines: [{ id: 1, characterId: 1, text: 'Is anyone there?', audioUrl: '/media/line.wav', durationSeconds: 2 }],
    });
    return { timeline, fileOf: (url) => join(dir, url.replace('/media/', '')) };
  }

  it('draws a scene loaded into a browser that drew another as a browser started for it draws it', async () => {
    const farm = await scene('farm', 'farm', ['a farmer in a straw hat', 'a tall lanky farmhand']);
    const street = await scene('street', 'street', ['a postman in a blue uniform', 'an old woman in a red coat']);
    const times = [1, street.timeline.talking[0].start + 0.5];
    const framesOf = async (session: FrameSession) => session.frames(times, 0.95);

    const first = await renderer.open(farm.timeline, SIZE, farm.fileOf);
    // Debian's Chromium encodes H.264 in the page (its https origin makes WebCodecs available).
    expect(first.encodesVideo).toBe(true);
    const farmFrames = await framesOf(first);
    expect(first.reload).toBeDefined();
    const reloaded = await first.reload!(street.timeline, { ...SIZE, width: 480, height: 270 }, street.fileOf);
    let reloadedFrames: Buffer[];
    let segment: Buffer;
    try {
      reloadedFrames = await framesOf(reloaded);
      segment = await reloaded.videoFrames(times, { starts: true, ends: true });
      // The size asked for the new scene, not the old one's.
      expect((await rgbaOf(reloadedFrames[0])).length).toBe(480 * 270 * 4);
    } finally {
      await reloaded.close();
    }
    const fresh = await renderer.open(street.timeline, { ...SIZE, width: 480, height: 270 }, street.fileOf);
    try {
      const freshFrames = await framesOf(fresh);
      for (const [index, frame] of reloadedFrames.entries()) expect(await meanDifference(frame, freshFrames[index])).toBeLessThan(1);
      // And not the farm's.
      expect(reloaded.notes).toEqual([]);
      expect(farmFrames[0].equals(reloadedFrames[0])).toBe(false);
      expect(segment.subarray(0, 4)).toEqual(Buffer.from([0, 0, 0, 1]));
    } finally {
      await fresh.close();
    }
  });
});
