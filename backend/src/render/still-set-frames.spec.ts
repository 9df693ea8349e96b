/**
 * A still shot's frames drawn from the set drawn once (the render page's default) against the same
 * frames drawn in full, by the real render page in Chromium with the local engine's models: the
 * shortcut must not show (SSIM >= 0.98, and hardly a pixel off), by day with the sun's shadows and
 * at night in the street.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimeOfDay } from '@studio/contracts/scenes';
import type { SetType } from '@studio/contracts/sets';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { ssim } from 'ssim.js';
import { rgbaOf } from '../../test/golden-frames';
import { wavBytes } from '../../test/media-files';
import { loadAppConfig } from '../config';
import { LocalModelEngine } from '../engines/meshes/local-model-engine';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';

jest.setTimeout(240_000);

const SIZE = { width: 640, height: 360 };
const MIN_SSIM = 0.98;
/** At most this share of the pixels may differ by more than DIFFERING_LEVELS in any channel: JPEG noise, not a missing shadow. */
const MAX_DIFFERING_SHARE = 0.002;
const DIFFERING_LEVELS = 40;

/** The share of the pixels of two RGBA pictures that differ by more than DIFFERING_LEVELS in a colour channel. */
function differingShare(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 4) {
    if (Math.abs(a[index] - b[index]) > DIFFERING_LEVELS || Math.abs(a[index + 1] - b[index + 1]) > DIFFERING_LEVELS || Math.abs(a[index + 2] - b[index + 2]) > DIFFERING_LEVELS) differing += 1;
  }
  return differing / (a.length / 4);
}

describe('still shots drawn from the set drawn once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-still-set-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const engine = new LocalModelEngine();
  const renderer = new ChromiumFrameRenderer(loadAppConfig({}).render.chromiumPath);

  it.each<[SetType, TimeOfDay]>([
    ['farm', 'day'],
    ['street', 'night'],
  ])('look like the full draw on the %s at %s', async (set, timeOfDay) => {
    const cast = [
      { id: 1, name: 'Ana', description: 'a farmer in a straw hat', isPirate: false },
      { id: 2, name: 'Tom', description: 'a tall lanky farmhand', isPirate: false },
    ];
    for (const character of cast) writeFileSync(join(dir, `character-${character.id}.glb`), (await engine.buildCharacter({ ...character, traits: [] })).glb);
    writeFileSync(join(dir, `set-${set}.glb`), (await engine.buildSet({ name: `The ${set}`, type: set, oceanType: null, description: null })).glb);
    const lines = ['Did you hear that?', 'Only the wind, I think.', 'The wind does not knock.'].map((text, index) => {
      writeFileSync(join(dir, `line-${index}.wav`), wavBytes({ seconds: 2, frequencyHz: 180 + 40 * index }));
      return { id: index + 1, characterId: (index % 2) + 1, text, audioUrl: `/media/line-${index}.wav`, durationSeconds: 2 };
    });
    const timeline = buildSceneTimeline({
      scene: { id: 1, name: 'Still shots', timeOfDay },
      set: { id: 1, name: `The ${set}`, type: set, oceanType: null, modelUrl: `/media/set-${set}.glb` },
      music: null,
      characters: cast.map(({ id, name }) => ({ id, name, modelUrl: `/media/character-${id}.glb` })),
      lines,
    });
    // Two frames of each shot whose camera holds still, the later one drawn from the set kept for the earlier.
    const times = timeline.shots
      .filter((shot) => JSON.stringify(shot.camera) === JSON.stringify(shot.endCamera))
      .flatMap((shot) => [0.3, 0.7].map((share) => shot.start + share * (shot.end - shot.start)));
    expect(times.length).toBeGreaterThanOrEqual(2);

    const draw = async (reuseStillSet: boolean) => {
      const session = await renderer.open(timeline, { ...SIZE, shadows: true, reuseStillSet }, (url) => join(dir, url.replace('/media/', '')));
      try {
        return await session.frames(times, 0.95);
      } finally {
        await session.close();
      }
    };
    const full = await draw(false);
    const reused = await draw(true);
    const image = async (jpeg: Buffer) => ({ data: new Uint8ClampedArray(await rgbaOf(jpeg)), ...SIZE });
    // (The render page's own test checks that still shots are drawn from the kept set in Chromium.)
    for (const [index, jpeg] of reused.entries()) {
      const [whole, kept] = [await image(full[index]), await image(jpeg)];
      expect(ssim(whole, kept).mssim).toBeGreaterThanOrEqual(MIN_SSIM);
      // Nor in a patch the whole-picture score would average away (a performer's shadow cut off).
      expect(differingShare(whole.data, kept.data)).toBeLessThan(MAX_DIFFERING_SHARE);
    }
  });
});
