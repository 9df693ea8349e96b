/**
 * Every kind of place at day and at night: the establishing frame of a one-character scene on a
 * set of each kind, drawn by the real render page in Chromium and compared by SSIM with its golden
 * frame in ./golden-frames/set-kinds (so a kind's look does not change unseen), and the night one
 * far darker than the day one. `UPDATE_GOLDEN_FRAMES=1 npx jest set-kind-frames` in backend/ draws
 * them again; look at them before committing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimeOfDay } from '@studio/contracts/scenes';
import { SET_KIND_INFO, SET_KINDS, type SetKind } from '@studio/contracts/set-kinds';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { modelHeadTop } from '@studio/scene-timeline/model-height';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { expectGoldenFrame } from '../../test/golden-frames';
import { loadAppConfig } from '../config';
import { LocalModelEngine } from '../engines/meshes/local-model-engine';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';
import { startFfmpeg } from './ffmpeg-process';

jest.setTimeout(600_000);

const WIDTH = 480;
const HEIGHT = 270;
const GOLDEN_DIR = join(__dirname, 'golden-frames', 'set-kinds');
/** The rule: a night render's mean luma is at most this fraction of its day render's. */
const NIGHT_TO_DAY_LUMA = 0.6;

/** A frame's RGB rows, decoded by ffmpeg. */
function rgbOf(jpeg: Buffer): Promise<Buffer> {
  const decoding = startFfmpeg(['-f', 'mjpeg', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  decoding.stdin.end(jpeg);
  return decoding.done;
}

function meanLuma(rgb: Buffer): number {
  let sum = 0;
  for (let index = 0; index < rgb.length; index += 3) sum += 0.299 * rgb[index] + 0.587 * rgb[index + 1] + 0.114 * rgb[index + 2];
  return sum / (rgb.length / 3);
}

describe('every kind of place at day and at night', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-set-kinds-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const engine = new LocalModelEngine();
  const renderer = new ChromiumFrameRenderer(loadAppConfig({}).render.chromiumPath);
  let height: number | null = null;

  beforeAll(async () => {
    const { glb } = await engine.buildCharacter({ name: 'Ana', description: 'a fisher in a yellow raincoat', traits: [], isPirate: false });
    writeFileSync(join(dir, 'ana.glb'), glb);
    height = modelHeadTop(new Uint8Array(glb));
  });

  /** The establishing frame of the set of `kind` at `timeOfDay`. */
  const establishing = async (kind: SetKind, timeOfDay: TimeOfDay): Promise<Buffer> => {
    const { label, family } = SET_KIND_INFO[kind];
    const timeline: SceneTimeline = buildSceneTimeline({
      scene: { id: 1, name: label, timeOfDay, weather: 'clear' },
      set: { id: 1, name: label, type: family, oceanType: null, kind, modelUrl: `/media/${kind}.glb` },
      music: null,
      characters: [{ id: 1, name: 'Ana', modelUrl: '/media/ana.glb', height }],
      lines: [],
    });
    const session = await renderer.open(timeline, { width: WIDTH, height: HEIGHT, shadows: true }, (url) => join(dir, url.replace('/media/', '')));
    try {
      expect(session.notes).toEqual([]);
      const [jpeg] = await session.frames([timeline.durationSeconds / 2], 0.95);
      return jpeg;
    } finally {
      await session.close();
    }
  };

  it.each(SET_KINDS)('draws %s as its golden frames show, night much darker than day', async (kind) => {
    writeFileSync(join(dir, `${kind}.glb`), (await engine.buildSet({ name: SET_KIND_INFO[kind].label, type: SET_KIND_INFO[kind].family, kind, description: null })).glb);
    const day = await establishing(kind, 'day');
    const night = await establishing(kind, 'night');
    expect(meanLuma(await rgbOf(night))).toBeLessThanOrEqual(NIGHT_TO_DAY_LUMA * meanLuma(await rgbOf(day)));
    await expectGoldenFrame(day, join(GOLDEN_DIR, `${kind}-day.png`), { width: WIDTH, height: HEIGHT });
    await expectGoldenFrame(night, join(GOLDEN_DIR, `${kind}-night.png`), { width: WIDTH, height: HEIGHT });
  });
});
