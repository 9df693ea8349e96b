import type { Job } from '@studio/contracts/jobs';
import { musicTrackSchema } from '@studio/contracts/music';
import request from 'supertest';
import { settledMusicTrack } from '../../test/factories';
import { storedMediaFiles, wavBytes } from '../../test/media-files';
import { useTestProject } from '../../test/test-app';
import { EngineError } from '../engines/engine.errors';
import type { MusicEngine } from '../engines/engine.types';
import { MUSIC_ENGINE } from '../engine-selection/selected-engines';
import { MediaStorage } from '../media';
import { COMPOSED_PREFIX } from './music-compose.job';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';

// The media route serves WebM as video/webm, whatever its tracks (see music-audio.api.spec).
const AUDIO_TYPES: Record<string, string> = { webm: 'video/webm', wav: 'audio/wav' };

describe(`music composition jobs (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();
  const storedFiles = (id: number) => storedMediaFiles(ctx.app, 'music', id);
  let tracksMade = 0;
  // Names are unique within a project.
  const createTrack = async (body: object = {}) =>
    musicTrackSchema.parse(
      (await ctx.http.post('/api/music').send({ name: `Harbour Theme ${(tracksMade += 1)}`, projectId: ctx.projectId, ...body }).expect(201)).body,
    );
  /** The track's compose job once it has finished. */
  const settledJob = async (trackId: number): Promise<Job> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const jobs = (await ctx.http.get('/api/jobs').query({ projectId: ctx.projectId }).expect(200)).body as Job[];
      const job = jobs.find((candidate) => candidate.type === 'music.compose' && candidate.target.id === trackId);
      if (job && (job.state === 'complete' || job.state === 'failed')) return job;
      if (Date.now() > deadline) throw new Error(`The compose job of track ${trackId} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  afterEach(() => jest.restoreAllMocks());

  it('a track created without a file is composed: complete, with audio served at filePath', async () => {
    const created = await createTrack({ style: 'jazz', mood: 'happy' });
    expect(created).toMatchObject({ status: 'pending', filePath: null });
    const track = await settledMusicTrack(ctx.http, created.id);
    expect(track).toEqual({ ...created, status: 'complete', filePath: expect.any(String) });
    const extension = track.filePath!.split('.').pop()!;
    expect(AUDIO_TYPES[extension]).toBeDefined();

    const audio = await ctx.http.get(track.filePath!).buffer(true).expect(200);
    expect(audio.headers['content-type']).toBe(AUDIO_TYPES[extension]);
    expect(Number(audio.headers['content-length'])).toBeGreaterThan(10_000);
    await request(ctx.app.getHttpServer()).get(track.filePath!).expect(401);

    const job = await settledJob(track.id);
    expect(job).toMatchObject({ state: 'complete', progress: 100, error: null, target: { type: 'music', id: track.id } });
    expect(job.result).toEqual({ filePath: track.filePath, engine: 'local synthesizer' });
    expect(storedFiles(track.id)).toEqual([track.filePath!.split('/').pop()]);
  });

  it('leaves no file behind from an earlier run that was cut off after saving its audio', async () => {
    const engine = ctx.app.get<MusicEngine>(MUSIC_ENGINE);
    const compose = engine.compose.bind(engine);
    const media = ctx.app.get(MediaStorage);
    let stray = '';
    const description = 'A theme whose first run was cut off.';
    jest.spyOn(engine, 'compose').mockImplementation(async (...args) => {
      // Only this track's composition: another test's job may still be composing.
      if (args[0].description !== description || stray) return compose(...args);
      // What a run killed between writing its file and pointing the row at it left.
      const tracks = (await ctx.http.get(`/api/projects/${ctx.projectId}/music`).expect(200)).body as { id: number; name: string }[];
      const trackId = tracks.find((candidate) => candidate.name === 'Cut Off Theme')!.id;
      stray = (await media.save('music', trackId, COMPOSED_PREFIX, 'wav', wavBytes())).split('/').pop()!;
      const earlier = new Date(Date.now() - 60_000);
      utimesSync(join(media.root, 'music', String(trackId), stray), earlier, earlier);
      return compose(...args);
    });
    const created = await createTrack({ name: 'Cut Off Theme', description });
    // The track reads complete as soon as its row points at the audio; the strays go after that, before the job ends.
    await settledJob(created.id);
    const track = await settledMusicTrack(ctx.http, created.id);
    expect(stray).not.toBe('');
    expect(storedFiles(track.id)).toEqual([track.filePath!.split('/').pop()]);
  });

  it('an upload made while the track is composed wins', async () => {
    const created = await createTrack();
    const uploaded = await ctx.http
      .post(`/api/music/${created.id}/audio`)
      .attach('file', wavBytes(), { filename: 'theme.wav', contentType: 'audio/wav' })
      .expect(200);
    await settledJob(created.id);
    const track = await settledMusicTrack(ctx.http, created.id);
    expect(track).toMatchObject({ status: 'complete', filePath: uploaded.body.filePath });
    expect(storedFiles(created.id)).toEqual([uploaded.body.filePath.split('/').pop()]);
  });

  it('a failing engine marks the track failed and the job names the stage', async () => {
    const engine = ctx.app.get<MusicEngine>(MUSIC_ENGINE);
    jest.spyOn(engine, 'compose').mockRejectedValue(new EngineError('local synthesizer', 'rendering the track', 'out of notes'));
    const created = await createTrack();
    const track = await settledMusicTrack(ctx.http, created.id);
    expect(track).toMatchObject({ status: 'failed', filePath: null });
    const job = await settledJob(created.id);
    expect(job.state).toBe('failed');
    expect(job.error).toBe('composing music: local synthesizer failed while rendering the track: out of notes');
    expect(storedFiles(created.id)).toEqual([]);
  });
});
