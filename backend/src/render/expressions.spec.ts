/**
 * A character's face shows the line's feeling, drawn by the real render page in Chromium with the
 * model from the local engine: with the mouth shut and the eyes open, the face of a neutral frame
 * differs from the angry, sad, happy and surprised ones by far more than two neutral frames differ
 * from each other (the idle still breathes and drifts), and in a medium close-up sad and relaxed
 * differ from neutral by a margin, and angry, surprised, afraid and happy beyond the threshold, on
 * every skin tone, dark skin included (there an open mouth reads by its teeth, not its dark inside);
 * and each feeling's medium close-up matches its golden frame in ./golden-frames/expressions
 * (redrawn as golden-frames.spec.ts says).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { PERFORMANCE_EMOTIONS, type PerformanceEmotion, type SceneTimeline } from '@studio/contracts/timeline';
import { blinkAt } from '@studio/scene-timeline/performance/face';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { expectGoldenFrame } from '../../test/golden-frames';
import { loadAppConfig } from '../config';
import { encodeWav } from '../engines/audio/wav';
import { LocalModelEngine } from '../engines/meshes/local-model-engine';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';
import { startFfmpeg } from './ffmpeg-process';

jest.setTimeout(180_000);

const WIDTH = 640;
const HEIGHT = 360;
/** Mean difference per colour channel (0–255) over the face the feelings must exceed. */
const EXPRESSION_THRESHOLD = 2;
const EMOTIONS: PerformanceEmotion[] = ['angry', 'sad', 'happy', 'surprised'];
/** Sad and relaxed, the quiet feelings, in a medium close-up (a smaller face): beyond the threshold with a quarter to spare. */
const QUIET_EMOTIONS: PerformanceEmotion[] = ['sad', 'relaxed'];
const MEDIUM_CLOSE_UP_THRESHOLD = EXPRESSION_THRESHOLD * 1.25;
/** The feelings that open the mouth or knit the brow, in a medium close-up: beyond the threshold. */
const LOUD_EMOTIONS: PerformanceEmotion[] = ['angry', 'surprised', 'afraid', 'happy'];
/** Skin words the look reads, from the palest tone to the darkest. */
const SKIN_TONES = ['pale', 'tanned', 'brown', 'dark'] as const;
const GOLDEN_DIR = join(__dirname, 'golden-frames', 'expressions');

/** A JPEG's pixels as RGB24 rows, decoded by ffmpeg. */
function rgbOf(jpeg: Buffer): Promise<Buffer> {
  const decoding = startFfmpeg(['-f', 'mjpeg', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  decoding.stdin.end(jpeg);
  return decoding.done;
}

/** The mean absolute difference per channel of two frames over the face, the middle of the frame. */
function faceDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  let count = 0;
  for (let y = HEIGHT / 2 - 90; y < HEIGHT / 2 + 90; y += 1) {
    for (let x = WIDTH / 2 - 90; x < WIDTH / 2 + 90; x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        const index = (y * WIDTH + x) * 3 + channel;
        sum += Math.abs(a[index] - b[index]);
        count += 1;
      }
    }
  }
  return sum / count;
}

async function headPosition(glb: Buffer): Promise<[number, number, number]> {
  const document = await new NodeIO().readBinary(new Uint8Array(glb));
  const node = document.getRoot().listNodes().find((candidate) => candidate.getName() === 'head');
  if (!node) throw new Error('the model has no head bone');
  return node.getWorldTranslation();
}

/** The first time from `from` on (in 10 ms steps) when the character's eyes are open. */
function eyesOpenFrom(characterId: number, from: number): number {
  let time = from;
  while (blinkAt(characterId, time) > 0 || blinkAt(characterId, time + 0.05) > 0 || blinkAt(characterId, time - 0.05) > 0) time += 0.01;
  return Math.round(time * 100) / 100;
}

describe('expressions in the rendered frames', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-expressions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const config = loadAppConfig({});
  /** Each model's head bone, by its file name. */
  const heads = new Map<string, [number, number, number]>();

  beforeAll(async () => {
    const engine = new LocalModelEngine();
    const models = [{ file: 'ada', description: 'A farmer' }, ...SKIN_TONES.map((tone) => ({ file: tone, description: `A farmer with ${tone} skin` }))];
    for (const { file, description } of models) {
      const model = await engine.buildCharacter({ name: 'Ada Lovelace', description, traits: [], isPirate: false });
      writeFileSync(join(dir, `${file}.glb`), model.glb);
      heads.set(file, await headPosition(model.glb));
    }
    // A silent line: the mouth stays shut, so the face shows the feeling alone.
    writeFileSync(join(dir, 'line.wav'), encodeWav({ sampleRate: 22_050, channels: [new Float32Array(22_050 * 2)] }));
  });

  /**
   * One frame of a one-line scene whose line is said with `emotion`, seen from `distance` metres in
   * front of the face through a `fov`° lens aimed `drop` metres below it: the same pose for every feeling.
   */
  const frameWith = async (emotion: PerformanceEmotion, view: { distance: number; fov: number; drop: number }, model = 'ada'): Promise<Buffer> => {
    const head = heads.get(model)!;
    const built = buildSceneTimeline({
      scene: { id: 1, name: 'Feelings' },
      set: { id: 1, name: 'Stage', type: 'farm', oceanType: null, modelUrl: null },
      music: null,
      characters: [{ id: 1, name: 'Ada', modelUrl: `/media/${model}.glb` }],
      lines: [{ id: 1, characterId: 1, text: 'Hm.', audioUrl: '/media/line.wav', durationSeconds: 2, emotion, intensity: 1 }],
    });
    expect(built.performances.map((performance) => performance.emotion)).toEqual([emotion]);
    const [x, , z] = built.blocking[0].position;
    // The eyes are 12 cm above the head bone: the face's middle is a little above that.
    const face = [x + head[0], built.set.floorY + head[1] + 0.1, z + head[2] + 0.08] as [number, number, number];
    const target = [face[0], face[1] - view.drop, face[2]] as [number, number, number];
    const camera = { position: [face[0], face[1] + 0.03, face[2] + view.distance] as [number, number, number], target, fov: view.fov };
    const timeline: SceneTimeline = { ...built, shots: built.shots.map((shot) => ({ ...shot, camera, endCamera: camera })) };
    // Well into the line, the feeling blended in, the eyes open.
    const time = eyesOpenFrom(1, timeline.talking[0].start + 1.2);
    const session = await new ChromiumFrameRenderer(config.render.chromiumPath).open(timeline, { width: WIDTH, height: HEIGHT, shadows: true }, (url) => join(dir, url.replace('/media/', '')));
    try {
      const [jpeg] = await session.frames([time], 0.95);
      return jpeg;
    } finally {
      await session.close();
    }
  };
  /** The face filling the middle of the frame. */
  const FACE = { distance: 1.2, fov: 18, drop: 0 };
  /** A medium close-up: head and shoulders, the face in the upper middle. */
  const MEDIUM_CLOSE_UP = { distance: 1.2, fov: 24, drop: 0.04 };

  it('draws a face that differs from neutral when angry, sad, happy or surprised', async () => {
    const neutral = await rgbOf(await frameWith('neutral', FACE));
    // Frames are a function of the time: the same face twice is the same picture.
    expect(faceDifference(neutral, await rgbOf(await frameWith('neutral', FACE)))).toBeLessThan(0.2);
    for (const emotion of EMOTIONS) {
      const difference = faceDifference(neutral, await rgbOf(await frameWith(emotion, FACE)));
      expect({ emotion, difference, beyondThreshold: difference > EXPRESSION_THRESHOLD }).toMatchObject({ emotion, beyondThreshold: true });
    }
  });

  it.each(SKIN_TONES)('draws every feeling apart from neutral in a medium close-up of %s skin', async (tone) => {
    const neutral = await rgbOf(await frameWith('neutral', MEDIUM_CLOSE_UP, tone));
    const differences = async (emotions: PerformanceEmotion[]) => {
      const found: Record<string, number> = {};
      for (const emotion of emotions) found[emotion] = Math.round(faceDifference(neutral, await rgbOf(await frameWith(emotion, MEDIUM_CLOSE_UP, tone))) * 100) / 100;
      return found;
    };
    const quiet = await differences(QUIET_EMOTIONS);
    const loud = await differences(LOUD_EMOTIONS);
    expect({
      tone,
      quiet,
      loud,
      quietBeyondThreshold: Math.min(...Object.values(quiet)) > MEDIUM_CLOSE_UP_THRESHOLD,
      loudBeyondThreshold: Math.min(...Object.values(loud)) > EXPRESSION_THRESHOLD,
    }).toMatchObject({ tone, quietBeyondThreshold: true, loudBeyondThreshold: true });
  });

  it.each(PERFORMANCE_EMOTIONS)('draws the %s medium close-up as its golden frame shows', async (emotion) => {
    await expectGoldenFrame(await frameWith(emotion, MEDIUM_CLOSE_UP), join(GOLDEN_DIR, `${emotion}.png`), { width: WIDTH, height: HEIGHT });
  });
});
