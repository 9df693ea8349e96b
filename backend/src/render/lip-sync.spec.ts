/**
 * A character speaks one line, drawn frame by frame by the real render page in Chromium: the
 * model from the local engine, the voice from eSpeak-NG. The dark inside of the mouth shows only
 * while the jaw is open, so its visible area is how open the mouth is.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { loadAppConfig } from '../config';
import { LocalModelEngine } from '../engines/meshes/local-model-engine';
import { EspeakVoiceEngine } from '../engines/voice/espeak-voice-engine';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';
import { startFfmpeg } from './ffmpeg-process';

jest.setTimeout(180_000);

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;

/** Pixels of the mouth's inside (dark red, and the tongue) in the middle of the frame, where the mouth is; dark hair is brown, bluer than green. */
function mouthPixels(rgb: Buffer): number {
  let count = 0;
  for (let y = HEIGHT / 2 - 50; y < HEIGHT / 2 + 50; y += 1) {
    for (let x = WIDTH / 2 - 70; x < WIDTH / 2 + 70; x += 1) {
      const index = (y * WIDTH + x) * 3;
      const [red, green, blue] = [rgb[index], rgb[index + 1], rgb[index + 2]];
      if (red >= 25 && red <= 150 && green < red / 2.5 && blue > green) count += 1;
    }
  }
  return count;
}

/** A JPEG's pixels as RGB24 rows, decoded by ffmpeg. */
function rgbOf(jpeg: Buffer): Promise<Buffer> {
  const decoding = startFfmpeg(['-f', 'mjpeg', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  decoding.stdin.end(jpeg);
  return decoding.done;
}

/** The world position of a named node of a GLB (the model stands at the origin, facing +z). */
async function nodePosition(glb: Buffer, name: string): Promise<[number, number, number]> {
  const document = await new NodeIO().readBinary(new Uint8Array(glb));
  const node = document.getRoot().listNodes().find((candidate) => candidate.getName() === name);
  if (!node) throw new Error(`the model has no ${name} node`);
  return node.getWorldTranslation();
}

describe('lip sync in the rendered frames', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-lip-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // eSpeak reports the phonemes it spoke; a cloud voice gives audio alone, and its loudness moves the mouth.
  it.each([
    ['its phonemes', true],
    ['its loudness alone', false],
  ])('opens and closes the mouth with %s while its owner speaks and keeps it still in silence', async (_driver, withPhonemes) => {
    const model = await new LocalModelEngine().buildCharacter({ name: 'Ada Lovelace', description: 'A sailor', traits: [], isPirate: false });
    const voices = new EspeakVoiceEngine();
    const speech = await voices.synthesize({ text: 'Arr, the treasure be under the old oak, mate!', voice: { voice: 'en', rate: 160, pitch: 50 } });
    await voices.dispose();
    writeFileSync(join(dir, 'ada.glb'), model.glb);
    writeFileSync(join(dir, 'line.wav'), speech.audio);

    const built = buildSceneTimeline({
      scene: { id: 1, name: 'One line' },
      set: { id: 1, name: 'Stage', type: 'farm', oceanType: null, modelUrl: null },
      music: null,
      characters: [{ id: 1, name: 'Ada', modelUrl: '/media/ada.glb' }],
      // The phonemes as a voice line keeps them: the mouth takes their shapes.
      lines: [{ id: 1, characterId: 1, text: 'Arr, the treasure be under the old oak, mate!', audioUrl: '/media/line.wav', durationSeconds: speech.durationSeconds, phonemes: withPhonemes ? speech.phonemes : null, emotion: 'neutral' }],
    });
    const line = built.audio.voices[0];
    expect(line.mouth.length > 10).toBe(withPhonemes);
    // One still close-up on the face for the whole scene: only the character moves.
    // A neutral line: a smile would show the inside of the mouth in silence too.
    const jaw = await nodePosition(model.glb, 'jaw');
    const [x, , z] = built.blocking[0].position;
    // The mouth is just below the jaw's pivot and in front of it: the frame's centre.
    const mouth = [x + jaw[0], built.set.floorY + jaw[1] - 0.02, z + jaw[2] + 0.1] as [number, number, number];
    const camera = { position: [mouth[0] + 0.1, mouth[1] + 0.05, mouth[2] + 1.1] as [number, number, number], target: mouth, fov: 20 };
    const timeline: SceneTimeline = { ...built, shots: built.shots.map((shot) => ({ ...shot, camera, endCamera: camera })) };

    const config = loadAppConfig({});
    const session = await new ChromiumFrameRenderer(config.render.chromiumPath).open(timeline, { width: WIDTH, height: HEIGHT, shadows: true }, (url) => join(dir, url.replace('/media/', '')));
    try {
      expect(session.notes).toEqual(['No 3D model for the set Stage: a neutral stage is shown.']);
      const times = Array.from({ length: Math.floor(timeline.durationSeconds * FPS) }, (_, frame) => frame / FPS);
      const jpegs = await session.frames(times, 0.92);
      const counts = await Promise.all(jpegs.map(async (jpeg) => mouthPixels(await rgbOf(jpeg))));
      const silent = counts.filter((_, index) => times[index] < line.start - 0.05 || times[index] > line.end + 0.05);
      const speaking = counts.filter((_, index) => times[index] > line.start + 0.05 && times[index] < line.end - 0.05);
      expect(silent.length).toBeGreaterThan(FPS / 2);
      expect(speaking.length).toBeGreaterThan(FPS);

      // While speaking it opens wide on syllables; in silence it is shut: at most the thin dark line between the lips shows.
      const widest = Math.max(...speaking);
      expect(widest).toBeGreaterThan(150);
      expect(Math.max(...silent)).toBeLessThan(widest * 0.15);
      // And it closes between syllables and at pauses, rather than hanging open.
      const openFrames = speaking.filter((count) => count > widest / 2).length;
      expect(openFrames).toBeGreaterThan(speaking.length * 0.15);
      expect(speaking.filter((count) => count < widest * 0.1).length).toBeGreaterThan(2);
    } finally {
      await session.close();
    }
  });
});
