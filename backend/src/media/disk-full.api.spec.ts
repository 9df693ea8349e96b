import { existsSync } from 'node:fs';
import { characterSchema } from '@studio/contracts/characters';
import { jobSchema } from '@studio/contracts/jobs';
import { musicTrackSchema } from '@studio/contracts/music';
import { fillDiskUnder } from '../../test/disk-full';
import { newCharacter, newMusicTrack, newSet } from '../../test/factories';
import { pngBytes, storedMediaFiles, wavBytes } from '../../test/media-files';
import { reportFigure } from '../../test/reliability-figures';
import { settledJob } from '../../test/renders';
import { useTestProject } from '../../test/test-app';
import { MediaStorage } from './media-storage.service';

const DISK_FULL = {
  statusCode: 507,
  message: 'The server has no disk space left to save this file.',
  error: 'Insufficient Storage',
};

/** No real disk is filled: writes under the media folder fail as on a full one (half the bytes, then ENOSPC). */
describe(`a full disk on a media write (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();
  const diskFull = () => fillDiskUnder(ctx.app.get(MediaStorage).root);
  afterEach(() => jest.restoreAllMocks());

  it('answers an upload with 507 and a clear message, keeps no partial file, and takes the upload once there is room', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    // The model its creation built is the only file it has.
    const modelFile = character.modelPath!.split('/').pop();
    const halfWritten = diskFull();
    const refused = await ctx.http
      .post(`/api/characters/${character.id}/reference-image`)
      .attach('file', pngBytes(), { filename: 'face.png', contentType: 'image/png' })
      .expect('Content-Type', /json/)
      .expect(507);
    expect(refused.body).toEqual(DISK_FULL);
    // Half the image did land, under a temporary name beside the final one; it is gone.
    expect(halfWritten).toEqual([expect.stringMatching(new RegExp(`/characters/${character.id}/\\.reference-[0-9a-f]+\\.png\\.partial$`))]);
    expect(existsSync(halfWritten[0])).toBe(false);
    expect(storedMediaFiles(ctx.app, 'characters', character.id)).toEqual([modelFile]);
    expect(characterSchema.parse((await ctx.http.get(`/api/characters/${character.id}`).expect(200)).body).referenceImagePath).toBeNull();

    jest.restoreAllMocks();
    const stored = characterSchema.parse(
      (await ctx.http.post(`/api/characters/${character.id}/reference-image`).attach('file', pngBytes(), { filename: 'face.png', contentType: 'image/png' }).expect(200))
        .body,
    );
    expect(storedMediaFiles(ctx.app, 'characters', character.id).sort()).toEqual([modelFile, stored.referenceImagePath!.split('/').pop()].sort());
    reportFigure(`media write on a full disk (${process.env.TEST_DB}): 507 with 'no disk space left' as JSON, 0 partial or temporary files left: PASS`);
  });

  it('keeps the previous file of a replacing upload', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const upload = () => ctx.http.post(`/api/music/${track.id}/audio`).attach('file', wavBytes(), { filename: 'theme.wav', contentType: 'audio/wav' });
    const first = musicTrackSchema.parse((await upload().expect(200)).body);
    diskFull();
    expect((await upload().expect(507)).body).toEqual(DISK_FULL);
    expect(storedMediaFiles(ctx.app, 'music', track.id)).toEqual([first.filePath!.split('/').pop()]);
    expect(musicTrackSchema.parse((await ctx.http.get(`/api/music/${track.id}`).expect(200)).body).filePath).toBe(first.filePath);
  });

  it('fails a model job saying the disk is full, with no partial file, keeping the model the set had', async () => {
    const set = await newSet(ctx.http, ctx.projectId);
    expect(set.scenePath).not.toBeNull();
    const halfWritten = diskFull();
    const job = jobSchema.parse((await ctx.http.post(`/api/sets/${set.id}/generate-model`).expect(202)).body);
    expect(await settledJob(ctx.http, job.id, 30_000)).toMatchObject({
      state: 'failed',
      error: 'saving model: The server has no disk space left to save this file.',
    });
    expect(halfWritten).toHaveLength(1);
    expect(storedMediaFiles(ctx.app, 'sets', set.id)).toEqual([set.scenePath!.split('/').pop()]);
  });
});
