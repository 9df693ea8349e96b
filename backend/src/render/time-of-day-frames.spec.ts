/**
 * Time of day and weather in the rendered frames: one scene on a street set (two characters
 * built by the local engine) drawn by the real render page in Chromium at day, night, dawn, dusk
 * and in rain. Night is far darker than day while the faces stay readable; dawn and dusk are
 * warmer than day; rain shows, and stays a pure function of time. The day and night frames are
 * also golden frames (./golden-frames/time-of-day), compared by SSIM as golden-frames.spec.ts
 * does; `UPDATE_GOLDEN_FRAMES=1 npx jest time-of-day-frames` in backend/ draws them again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimeOfDay, Weather } from '@studio/contracts/scenes';
import type { CameraPose, SceneTimeline } from '@studio/contracts/timeline';
import { eyePoint } from '@studio/scene-timeline/body';
import { modelHeadTop } from '@studio/scene-timeline/model-height';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { wavBytes } from '../../test/media-files';
import { expectGoldenFrame } from '../../test/golden-frames';
import { loadAppConfig } from '../config';
import { LocalModelEngine } from '../engines/meshes/local-model-engine';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';
import { startFfmpeg } from './ffmpeg-process';

jest.setTimeout(240_000);

const WIDTH = 640;
const HEIGHT = 360;
const GOLDEN_DIR = join(__dirname, 'golden-frames', 'time-of-day');
/** Night's mean brightness is at most this fraction of day's (the 0.6). */
const NIGHT_TO_DAY_LUMA = 0.6;
/**
 * A face at night keeps at least this fraction of its day brightness (the frame keeps at most
 * NIGHT_TO_DAY_LUMA of its own): lit, where the set around it is dark. Skin tones differ, so the
 * bar is relative, with an absolute floor that no lit face of any tone falls under.
 */
const NIGHT_FACE_OF_DAY = 0.6;
const READABLE_FACE_LUMA = 25;

const CAST = [
  { id: 1, name: 'Ana', description: 'a fisher in a yellow raincoat', isPirate: false },
  { id: 2, name: 'Tom', description: 'a tall baker in an apron', isPirate: false },
];
/** The darkest skin and clothes in the hour with the least light on faces: a low sun behind rain. */
const DUSK_CAST = [{ id: 3, name: 'Doyle', description: 'a priest with black skin in a black suit', isPirate: false }, CAST[1]];
const LINES = [
  { speaker: 1, text: 'The boats are late.', seconds: 2 },
  { speaker: 2, text: 'They always are.', seconds: 2 },
];

/** Decoded frames as RGB24 rows. */
function rgbOf(jpeg: Buffer): Promise<Buffer> {
  const decoding = startFfmpeg(['-f', 'mjpeg', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  decoding.stdin.end(jpeg);
  return decoding.done;
}

interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const WHOLE: Region = { left: 0, top: 0, right: WIDTH, bottom: HEIGHT };

/** Mean red, green, blue and luma (Rec. 601) of a region of an RGB24 frame. */
function meanColour(rgb: Buffer, region: Region = WHOLE): { red: number; green: number; blue: number; luma: number } {
  let [red, green, blue, count] = [0, 0, 0, 0];
  for (let y = Math.max(0, Math.floor(region.top)); y < Math.min(HEIGHT, Math.ceil(region.bottom)); y += 1) {
    for (let x = Math.max(0, Math.floor(region.left)); x < Math.min(WIDTH, Math.ceil(region.right)); x += 1) {
      const index = (y * WIDTH + x) * 3;
      red += rgb[index];
      green += rgb[index + 1];
      blue += rgb[index + 2];
      count += 1;
    }
  }
  [red, green, blue] = [red / count, green / count, blue / count];
  return { red, green, blue, luma: 0.299 * red + 0.587 * green + 0.114 * blue };
}

/** A still close-up from straight in front of the first character's face, in which its face fills the middle of the frame. */
function faceCloseUp(timeline: SceneTimeline): CameraPose {
  const mark = timeline.blocking[0];
  const eye = eyePoint(mark);
  const distance = 1.1;
  return { position: [eye[0] + Math.sin(mark.facing) * distance, eye[1], eye[2] + Math.cos(mark.facing) * distance], target: eye, fov: 20 };
}

/** Eyes, nose and cheeks in `closeUp`: a band from the eyes down to the mouth, as wide as the eyes apart. */
function faceRegion(closeUp: CameraPose): Region {
  const metres = HEIGHT / 2 / (Math.tan((closeUp.fov * Math.PI) / 360) * 1.1);
  return { left: WIDTH / 2 - 0.045 * metres, right: WIDTH / 2 + 0.045 * metres, top: HEIGHT / 2 - 0.01 * metres, bottom: HEIGHT / 2 + 0.07 * metres };
}

describe('time of day and weather in the rendered frames', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-time-of-day-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const renderer = new ChromiumFrameRenderer(loadAppConfig({}).render.chromiumPath);
  const heights = new Map<number, number | null>();

  beforeAll(async () => {
    const engine = new LocalModelEngine();
    for (const character of [...CAST, DUSK_CAST[0]]) {
      const { glb } = await engine.buildCharacter({ ...character, traits: [] });
      writeFileSync(join(dir, `character-${character.id}.glb`), glb);
      // As the renderer does: the model's own height, so the close-up finds the face.
      heights.set(character.id, modelHeadTop(new Uint8Array(glb)));
    }
    writeFileSync(join(dir, 'street.glb'), (await engine.buildSet({ name: 'Harbour Street', type: 'street', oceanType: null, description: null })).glb);
    // Silence: the mouths stay shut, so the frames depend on the light alone.
    LINES.forEach((line, index) => writeFileSync(join(dir, `line-${index}.wav`), wavBytes({ seconds: line.seconds, frequencyHz: 0 })));
  });

  const timelineAt = (timeOfDay: TimeOfDay, weather: Weather, cast = CAST): SceneTimeline =>
    buildSceneTimeline({
      scene: { id: 1, name: 'EXT. HARBOUR STREET', timeOfDay, weather },
      set: { id: 1, name: 'Harbour Street', type: 'street', oceanType: null, modelUrl: '/media/street.glb' },
      music: null,
      characters: cast.map(({ id, name }) => ({ id, name, modelUrl: `/media/character-${id}.glb`, height: heights.get(id) })),
      lines: LINES.map((line, index) => ({ id: index + 1, characterId: cast[line.speaker - 1].id, text: line.text, audioUrl: `/media/line-${index}.wav`, durationSeconds: line.seconds })),
    });

  /**
   * The establishing frame, a frame of the first line's shot and a close-up of a face (the last
   * shot's camera turned onto it), then `extraTimes`.
   */
  const draw = async (timeOfDay: TimeOfDay, weather: Weather, extraTimes: number[] = [], cast = CAST) => {
    const built = timelineAt(timeOfDay, weather, cast);
    const closeUp = faceCloseUp(built);
    const last = built.shots.length - 1;
    const timeline: SceneTimeline = { ...built, shots: built.shots.map((shot, index) => (index === last ? { ...shot, camera: closeUp, endCamera: closeUp } : shot)) };
    const [establishing, line] = timeline.shots;
    const times = [(establishing.start + establishing.end) / 2, (line.start + line.end) / 2, (timeline.shots[last].start + timeline.shots[last].end) / 2, ...extraTimes];
    const session = await renderer.open(timeline, { width: WIDTH, height: HEIGHT, shadows: true }, (url) => join(dir, url.replace('/media/', '')));
    try {
      expect(session.notes).toEqual([]);
      const jpegs = await session.frames(times, 0.95);
      return { closeUp, jpegs, rgb: await Promise.all(jpegs.map(rgbOf)) };
    } finally {
      await session.close();
    }
  };

  /** Day, clear: what the other conditions are measured against, drawn once. */
  let clearDay: Promise<Awaited<ReturnType<typeof draw>>> | undefined;
  const drawDay = () => (clearDay ??= draw('day', 'clear'));

  it('draws night much darker than day, with the faces still readable', async () => {
    const day = await drawDay();
    const night = await draw('night', 'clear');
    for (const frame of [0, 1]) {
      expect(meanColour(night.rgb[frame]).luma).toBeLessThanOrEqual(NIGHT_TO_DAY_LUMA * meanColour(day.rgb[frame]).luma);
    }
    const face = faceRegion(night.closeUp);
    const [dayFace, nightFace] = [meanColour(day.rgb[2], face).luma, meanColour(night.rgb[2], face).luma];
    expect(nightFace).toBeGreaterThanOrEqual(READABLE_FACE_LUMA);
    expect(nightFace).toBeGreaterThanOrEqual(NIGHT_FACE_OF_DAY * dayFace);

    for (const [name, frames] of [
      ['day', day],
      ['night', night],
    ] as const) {
      for (const [index, shot] of ['establishing', 'line', 'face'].entries()) {
        await expectGoldenFrame(frames.jpegs[index], join(GOLDEN_DIR, `street-${name}-${shot}.png`), { width: WIDTH, height: HEIGHT });
      }
    }
  });

  it('keeps a face with black skin above a black suit readable at dusk in the rain', async () => {
    const day = await draw('day', 'clear', [], DUSK_CAST);
    const dusk = await draw('dusk', 'rain', [], DUSK_CAST);
    const face = faceRegion(dusk.closeUp);
    const [dayFace, duskFace] = [meanColour(day.rgb[2], face).luma, meanColour(dusk.rgb[2], face).luma];
    if (process.env.TIME_OF_DAY_FRAMES_DIR) {
      for (const [name, frames] of [['day', day], ['dusk-rain', dusk]] as const) {
        frames.jpegs.forEach((jpeg, index) => writeFileSync(join(process.env.TIME_OF_DAY_FRAMES_DIR!, `doyle-${name}-${index}.jpg`), jpeg));
      }
      console.log(`face luma: day ${dayFace.toFixed(1)}, dusk in the rain ${duskFace.toFixed(1)}`);
    }
    expect(duskFace).toBeGreaterThanOrEqual(READABLE_FACE_LUMA);
    expect(duskFace).toBeGreaterThanOrEqual(NIGHT_FACE_OF_DAY * dayFace);
  });

  it('draws dawn and dusk warmer than day', async () => {
    const warmth = (rgb: Buffer) => {
      const { red, blue } = meanColour(rgb);
      return red / blue;
    };
    const day = await drawDay();
    for (const timeOfDay of ['dawn', 'dusk'] as const) {
      const frames = await draw(timeOfDay, 'clear');
      for (const frame of [0, 1]) expect(warmth(frames.rgb[frame])).toBeGreaterThan(warmth(day.rgb[frame]) * 1.1);
    }
  });

  it('shows rain, and draws the same rain again at the same time', async () => {
    const clear = await drawDay();
    const timeline = timelineAt('day', 'rain');
    const later = timeline.shots[0].start + 0.1;
    const rain = await draw('day', 'rain', [later, (timeline.shots[0].start + timeline.shots[0].end) / 2]);
    const difference = (a: Buffer, b: Buffer) => {
      let sum = 0;
      for (let index = 0; index < a.length; index += 1) sum += Math.abs(a[index] - b[index]);
      return sum / a.length;
    };
    // Rain greys the sky, darkens the ground and falls across the frame.
    expect(difference(rain.rgb[0], clear.rgb[0])).toBeGreaterThan(8);
    // Falling: another moment has the drops elsewhere; the same moment has them in the same place.
    expect(difference(rain.rgb[0], rain.rgb[3])).toBeGreaterThan(0.5);
    expect(rain.jpegs[4].equals(rain.jpegs[0])).toBe(true);
  });
});
