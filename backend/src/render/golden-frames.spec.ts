/**
 * Golden frames: one reference frame per shot kind, drawn by the real render page in Chromium
 * with the local engine's models, compared with the frames in ./golden-frames by structural
 * similarity (SSIM), so framing, lighting and models do not change unseen. A change that is
 * meant is accepted by drawing them again: `UPDATE_GOLDEN_FRAMES=1 npx jest golden-frames` in
 * backend/, then looking at the PNGs before committing them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LineCamera } from '@studio/contracts/direction';
import type { SetType } from '@studio/contracts/sets';
import type { SceneTimeline, ShotKind, TimelineInput } from '@studio/contracts/timeline';
import { modelHeadTop } from '@studio/scene-timeline/model-height';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { wavBytes } from '../../test/media-files';
import { expectGoldenFrame } from '../../test/golden-frames';
import { loadAppConfig } from '../config';
import { LocalModelEngine } from '../engines/meshes/local-model-engine';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';

jest.setTimeout(240_000);

const WIDTH = 640;
const HEIGHT = 360;
const GOLDEN_DIR = join(__dirname, 'golden-frames');

const CAST = [
  { id: 1, name: 'Ana', description: 'a farmer in a straw hat', isPirate: false },
  { id: 2, name: 'Tom', description: 'a tall lanky farmhand', isPirate: false },
  { id: 3, name: 'Reed', description: 'the captain in a long coat', isPirate: true },
];

/**
 * Scenes that between them have every shot kind: an exchange, a speaker alone, a line to
 * everyone, and a long line heard by a listener (their reaction) then a line shot as an insert.
 */
const SCENES: { label: string; set: SetType; cast: number[]; lines: { speaker: number; text: string; seconds: number; camera?: LineCamera }[] }[] = [
  {
    label: 'exchange',
    set: 'farm',
    cast: [1, 2],
    lines: [
      { speaker: 1, text: 'The cows got out again.', seconds: 2 },
      { speaker: 2, text: 'All of them?', seconds: 1.5 },
      { speaker: 1, text: 'Every last one.', seconds: 2 },
    ],
  },
  {
    label: 'alone',
    set: 'apartment',
    cast: [3],
    lines: [
      { speaker: 3, text: 'Quiet.', seconds: 2.5 },
      { speaker: 3, text: 'Something is wrong with this room, and I mean to find out what.', seconds: 4 },
    ],
  },
  { label: 'group', set: 'street', cast: [1, 2, 3], lines: [{ speaker: 2, text: 'Listen up, everyone!', seconds: 2 }] },
  {
    label: 'direction',
    set: 'farm',
    cast: [1, 2],
    lines: [
      { speaker: 1, text: 'The wind took the whole fence down last night, post by post.', seconds: 5 },
      { speaker: 2, text: 'Show me.', seconds: 1.5, camera: { kind: 'insert' } },
    ],
  },
];
const KINDS: ShotKind[] = ['establishing', 'wide', 'two-shot', 'over-the-shoulder', 'medium', 'close', 'reaction', 'insert'];

describe('golden frames', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-golden-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const engine = new LocalModelEngine();
  const renderer = new ChromiumFrameRenderer(loadAppConfig({}).render.chromiumPath);
  /** The frame of each shot kind, drawn in the middle of the first shot of that kind. */
  const frames = new Map<ShotKind, Buffer>();

  beforeAll(async () => {
    // Each model's measured height, as the render service passes it: the framing reads it.
    const heights = new Map<number, number | null>();
    for (const character of CAST) {
      const { glb } = await engine.buildCharacter({ ...character, traits: [] });
      writeFileSync(join(dir, `character-${character.id}.glb`), glb);
      heights.set(character.id, modelHeadTop(new Uint8Array(glb)));
    }
    for (const scene of SCENES) {
      writeFileSync(join(dir, `set-${scene.label}.glb`), (await engine.buildSet({ name: `The ${scene.set}`, type: scene.set, oceanType: null, description: null })).glb);
      const input: TimelineInput = {
        scene: { id: 1, name: scene.label },
        set: { id: 1, name: `The ${scene.set}`, type: scene.set, oceanType: null, modelUrl: `/media/set-${scene.label}.glb` },
        music: null,
        characters: scene.cast.map((id) => ({ id, name: CAST[id - 1].name, modelUrl: `/media/character-${id}.glb`, height: heights.get(id) })),
        lines: scene.lines.map((line, index) => {
          // Silence: the mouths stay shut, so the frames depend on framing and lighting alone.
          writeFileSync(join(dir, `${scene.label}-${index}.wav`), wavBytes({ seconds: line.seconds, frequencyHz: 0 }));
          return { id: index + 1, characterId: line.speaker, text: line.text, audioUrl: `/media/${scene.label}-${index}.wav`, durationSeconds: line.seconds, camera: line.camera };
        }),
      };
      const timeline: SceneTimeline = buildSceneTimeline(input);
      const wanted = timeline.shots.filter((shot) => !frames.has(shot.kind) && KINDS.includes(shot.kind));
      if (wanted.length === 0) continue;
      const session = await renderer.open(timeline, { width: WIDTH, height: HEIGHT, shadows: true }, (url) => join(dir, url.replace('/media/', '')));
      try {
        expect(session.notes).toEqual([]);
        const firstOfKind = wanted.filter((shot, index) => wanted.findIndex((other) => other.kind === shot.kind) === index);
        const jpegs = await session.frames(
          firstOfKind.map((shot) => (shot.start + shot.end) / 2),
          0.95,
        );
        firstOfKind.forEach((shot, index) => frames.set(shot.kind, jpegs[index]));
      } finally {
        await session.close();
      }
    }
  });

  it('has a scene for every shot kind', () => {
    expect([...frames.keys()].sort()).toEqual([...KINDS].sort());
  });

  it.each(KINDS)('draws the %s shot as its golden frame shows', async (kind) => {
    await expectGoldenFrame(frames.get(kind)!, join(GOLDEN_DIR, `${kind}.png`), { width: WIDTH, height: HEIGHT });
  });
});
