import { projectFilmSchema, type Film } from '@studio/contracts/films';
import { jobSchema } from '@studio/contracts/jobs';
import { sceneTimelineSchema, type SceneTimeline } from '@studio/contracts/timeline';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { readZip } from '../../../test/archives';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../../test/factories';
import { downloadMedia } from '../../../test/models';
import { audioRms, fakeFrameSession, probeVideo, settledJob } from '../../../test/renders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runFfmpeg } from '../../render/ffmpeg-process';
import { FRAME_RENDERER, type FrameRenderer } from '../../render/frame-renderer';
import { parseCmx3600 } from './cmx3600';
import type { EditShot } from './edit-list';
import { parseFcpxml } from './fcpxml';
import { KDENLIVE_DOCUMENT_VERSION, parseMlt } from './mlt';

const FPS = 24;
/** Each scene's shots alternate between two colours of its own, so every cut in a video is a change of colour. */
const COLOURS = [
  [200, 30, 30],
  [30, 200, 30],
  [30, 30, 200],
  [220, 220, 30],
] as const;
const hex = (rgb: readonly number[]) => rgb.map((value) => value.toString(16).padStart(2, '0')).join('');

/** The colour run of each frame of a video (nearest of COLOURS), counted as runs: the cuts seen, plus one. */
async function colourRuns(path: string): Promise<{ frames: number; runs: number }> {
  const rgb = await runFfmpeg(['-i', path, '-vf', 'scale=8:8', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  const frameBytes = 8 * 8 * 3;
  let runs = 0;
  let previous = -1;
  for (let offset = 0; offset < rgb.length; offset += frameBytes) {
    const mean = [0, 1, 2].map((channel) => {
      let sum = 0;
      for (let i = offset + channel; i < offset + frameBytes; i += 3) sum += rgb[i];
      return sum / 64;
    });
    const distances = COLOURS.map((colour) => colour.reduce((sum, value, channel) => sum + (value - mean[channel]) ** 2, 0));
    const nearest = distances.indexOf(Math.min(...distances));
    if (nearest !== previous) runs += 1;
    previous = nearest;
  }
  return { frames: rgb.length / frameBytes, runs };
}

// The film is rendered once (flat-colour frames, 640x360) and its handoff cut back three ways and by melt.
jest.setTimeout(240_000);
describe(`The film's editor handoff (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let projectId: number;
  let sceneIds: number[];
  let workDir: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    workDir = mkdtempSync(join(tmpdir(), 'studio-handoff-test-'));
    const frames = await Promise.all(COLOURS.map((colour) => runFfmpeg(['-f', 'lavfi', '-i', `color=c=0x${hex(colour)}:s=640x360`, '-frames:v', '1', '-f', 'mjpeg', '-'])));
    jest.spyOn(ctx.app.get<FrameRenderer>(FRAME_RENDERER), 'open').mockImplementation(async (timeline: SceneTimeline) => {
      const first = sceneIds.indexOf(timeline.sceneId) * 2;
      return fakeFrameSession(async (seconds) => {
        const frame = Math.round(seconds * timeline.fps);
        const shot = timeline.shots.findIndex((candidate) => frame >= candidate.startFrame && frame < candidate.endFrame);
        return frames[first + (Math.max(0, shot) % 2)];
      });
    });
    projectId = (await newProject(ctx.http, { name: 'Gull Rock / Night' })).id;
    const set = await newSet(ctx.http, projectId, { type: 'farm' });
    const track = await newMusicTrack(ctx.http, projectId);
    const cast = [await newCharacter(ctx.http, projectId, { name: 'Mara' }), await newCharacter(ctx.http, projectId, { name: 'Tom/../Piet' })];
    sceneIds = [];
    for (const [name, lines] of [
      ['Lamp Room', ['The lamp is out again.', 'Then we light it by hand.', 'Hold the ladder.']],
      ['Quay', ['Ships passed safe.', 'Because we stayed up.']],
    ] as const) {
      // Rain on the quay: its bed is the ambience stem's.
      const scene = await newScene(ctx.http, projectId, { name, setId: set.id, musicId: track.id, weather: name === 'Quay' ? 'rain' : 'clear' });
      sceneIds.push(scene.id);
      for (const character of cast) await linkCharacter(ctx.http, scene.id, character.id);
      for (const [index, text] of lines.entries()) await newVoiceLine(ctx.http, cast[index % 2].id, { sceneId: scene.id, text });
    }
  }, 180_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    rmSync(workDir, { recursive: true, force: true });
    await ctx.close();
  });

  it('answers 404 for no project and 409 while the project has no film', async () => {
    await ctx.http.get('/api/projects/999999/film/handoff').expect(404);
    const refused = await ctx.http.get(`/api/projects/${projectId}/film/handoff`).expect(409);
    expect(refused.body.message).toBe(`Project ${projectId} has no film yet: render the film first, then download its editor handoff`);
  });

  it("zips the film's cut as MLT, FCPXML and EDL with the scene videos, a stem per character, the music, the ambience and the .srt, by relative paths", async () => {
    const job = jobSchema.parse((await ctx.http.post(`/api/director/${projectId}/render-film`).send({ resolution: '640x360' }).expect(202)).body);
    expect(await settledJob(ctx.http, job.id, 180_000)).toMatchObject({ state: 'complete' });
    const film: Film = projectFilmSchema.parse((await ctx.http.get(`/api/director/${projectId}/film`).expect(200)).body).film!;
    const timelines = await Promise.all(sceneIds.map(async (id) => sceneTimelineSchema.parse((await ctx.http.get(`/api/scenes/${id}/timeline`).expect(200)).body)));

    const response = await ctx.http.get(`/api/projects/${projectId}/film/handoff`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/zip/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?Gull-Rock-Night-editor-handoff\.zip"?$/);
    const files = await readZip(response.body as Buffer);
    expect([...files.keys()].sort()).toEqual([
      'Gull-Rock-Night.edl',
      'Gull-Rock-Night.fcpxml',
      'Gull-Rock-Night.kdenlive',
      'Gull-Rock-Night.srt',
      'stems/ambience.wav',
      'stems/dialogue-Mara.wav',
      'stems/dialogue-Tom-Piet.wav',
      'stems/music.wav',
      'videos/SCENE001.mp4',
      'videos/SCENE002.mp4',
    ]);
    for (const [path, bytes] of files) {
      expect(isAbsolute(path) || normalize(path).startsWith('..')).toBe(false);
      mkdirSync(dirname(join(workDir, path)), { recursive: true });
      writeFileSync(join(workDir, path), bytes);
    }
    expect(files.get('Gull-Rock-Night.srt')!.toString('utf8')).toBe((await downloadMedia(ctx.http, film.subtitlesPath)).bytes.toString('utf8'));

    // The film shot by shot: each scene's timeline at its chapter, cut from its own video.
    const expected: EditShot[] = timelines.flatMap((timeline, index) => {
      const start = Math.round(film.chapters[index].startSeconds * FPS);
      return timeline.shots.map((shot) => ({
        source: `videos/SCENE00${index + 1}.mp4`,
        sceneName: timeline.sceneName,
        kind: shot.kind,
        sourceIn: shot.startFrame,
        sourceOut: shot.endFrame,
        recordIn: start + shot.startFrame,
        recordOut: start + shot.endFrame,
      }));
    });
    expect(film.chapters.map((chapter) => chapter.title)).toEqual(['Lamp Room', 'Quay']);
    expect(expected.length).toBeGreaterThan(2);
    const text = (path: string) => readFileSync(join(workDir, path), 'utf8');
    const filmFrames = Math.round(film.durationSeconds * FPS);
    const stems = [
      { path: 'stems/dialogue-Mara.wav', name: 'Dialogue: Mara', audioRole: 'dialogue.Mara' },
      { path: 'stems/dialogue-Tom-Piet.wav', name: 'Dialogue: Tom/../Piet', audioRole: 'dialogue.Tom//Piet' },
      { path: 'stems/music.wav', name: 'Music', audioRole: 'music' },
      { path: 'stems/ambience.wav', name: 'Ambience', audioRole: 'effects.ambience' },
    ];
    const fcpxml = parseFcpxml(text('Gull-Rock-Night.fcpxml'));
    expect(fcpxml).toEqual({
      version: '1.10',
      fps: FPS,
      width: 640,
      height: 360,
      shots: expected,
      stems: stems.map(({ path, name, audioRole }) => ({ source: path, name, audioRole, recordIn: 0, recordOut: expected.at(-1)!.recordOut })),
    });
    expect(parseCmx3600(text('Gull-Rock-Night.edl'), FPS)).toEqual({ title: 'Gull Rock / Night', shots: expected });
    // The reel is the video's file name, which Resolve can conform an EDL by.
    expect(text('Gull-Rock-Night.edl')).toContain(`${String(expected.length).padStart(3, '0')}  SCENE002 AA/V  C`);
    // Kdenlive's own structure: main_bin with the 1.1 document's properties, every file a bin clip, the sequence's tracks.
    const kdenlive = parseMlt(text('Gull-Rock-Night.kdenlive'));
    expect(kdenlive).toMatchObject({
      root: undefined,
      fps: FPS,
      width: 640,
      height: 360,
      shots: expected,
      binClips: [
        { name: 'Lamp Room', resource: 'videos/SCENE001.mp4' },
        { name: 'Quay', resource: 'videos/SCENE002.mp4' },
        ...stems.map(({ path, name }) => ({ name, resource: path })),
        { name: 'Gull Rock / Night', resource: '' },
      ],
      audioTracks: stems.map(({ path, name }) => ({ name, resources: [path] })),
    });
    expect(kdenlive.documentProperties).toMatchObject({ version: KDENLIVE_DOCUMENT_VERSION, activetimeline: kdenlive.documentProperties.uuid });
    expect(kdenlive.documentProperties.uuid).toMatch(/^\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}$/);
    // Every file the three documents name is in the folder, by a path relative to it.
    for (const path of [...kdenlive.binClips.map((clip) => clip.resource).filter(Boolean), ...fcpxml.shots.map((shot) => shot.source), ...fcpxml.stems.map((stem) => stem.source)]) {
      expect(existsSync(join(workDir, path))).toBe(true);
    }

    // melt renders the project from the folder: the film's length, and a colour change at each of its cuts.
    const rendered = join(workDir, 'melt.mp4');
    execFileSync('melt', [join(workDir, 'Gull-Rock-Night.kdenlive'), '-quiet', '-consumer', `avformat:${rendered}`, 'vcodec=libx264', 'preset=ultrafast', 'acodec=aac'], {
      cwd: tmpdir(),
      stdio: 'pipe',
      timeout: 120_000,
    });
    const cut = await colourRuns(rendered);
    expect(Math.abs(cut.frames - filmFrames)).toBeLessThanOrEqual(1);
    expect(cut.runs).toBe(expected.length);

    // The stems last as long as the film (what each one holds is checked in film-stems.spec.ts), and
    // melt plays them from their audio tracks: its sound is at least as loud as the loudest stem's.
    const stemLevels: number[] = [];
    for (const { path } of stems) {
      expect(Math.abs((await probeVideo(join(workDir, path))).durationSeconds - filmFrames / FPS)).toBeLessThan(1 / FPS);
      stemLevels.push(await audioRms(join(workDir, path), 0, filmFrames / FPS));
    }
    expect(Math.max(...stemLevels)).toBeGreaterThan(0.01);
    expect(await audioRms(rendered, 0, filmFrames / FPS)).toBeGreaterThan(0.8 * Math.max(...stemLevels));
    // The ambience stem: the quay's rain in its chapter, nothing under the clear lamp room.
    const [lampRoom, quay] = film.chapters;
    const ambience = join(workDir, 'stems/ambience.wav');
    expect(await audioRms(ambience, lampRoom.startSeconds, lampRoom.endSeconds)).toBeLessThan(0.001);
    expect(await audioRms(ambience, quay.startSeconds + 1, quay.endSeconds - 1)).toBeGreaterThan(0.005);
  });

  it('answers 409 once a scene of the film changed since it was rendered', async () => {
    await ctx.http.put(`/api/scenes/${sceneIds[1]}`).send({ pace: 'brisk' }).expect(200);
    const refused = await ctx.http.get(`/api/projects/${projectId}/film/handoff`).expect(409);
    expect(refused.body.message).toBe('Quay changed since the film was rendered: render the film again, then download its editor handoff');
  });
});
