import { musicTrackSchema, type MusicTrack } from '@studio/contracts/music';
import { MUSIC_AUDIO_UPLOAD } from '@studio/contracts/uploads';
import request from 'supertest';
import { newMusicTrack } from '../../test/factories';
import { expectDeleteRemovesMedia, paddedTo, pngBytes, storedMediaFiles, wavBytes, wrongFileTypeBody } from '../../test/media-files';
import { useTestProject } from '../../test/test-app';

describe(`music audio upload (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();
  const storedFiles = (id: number) => storedMediaFiles(ctx.app, 'music', id);
  /** A refused upload leaves the track's composed audio as the only file. */
  const composedFiles = (track: MusicTrack): string[] => (track.filePath ? [track.filePath.split('/').pop()!] : []);
  const upload = (id: number, bytes: Buffer, filename = 'theme.wav', contentType = 'audio/wav') =>
    ctx.http.post(`/api/music/${id}/audio`).attach('file', bytes, { filename, contentType });


  it('stores the audio, marks the track complete and serves it with byte ranges', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const audio = wavBytes({ seconds: 0.5 });
    const response = await upload(track.id, audio).expect(200);

    const updated = musicTrackSchema.parse(response.body);
    expect(updated).toEqual({ ...track, status: 'complete', filePath: expect.any(String) });
    expect(updated.filePath).toMatch(new RegExp(`^/media/music/${track.id}/audio-[0-9a-f]+\\.wav$`));
    await ctx.http.get(`/api/music/${track.id}`).expect(200, response.body);

    const whole = await ctx.http.get(updated.filePath!).buffer(true).expect(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.body as Buffer, audio)).toBe(0);

    const part = await ctx.http.get(updated.filePath!).set('Range', 'bytes=40-99').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 40-99/${audio.length}`);
    expect(part.headers['content-length']).toBe('60');
    expect(Buffer.compare(part.body as Buffer, audio.subarray(40, 100))).toBe(0);

    const unsatisfiable = await ctx.http.get(updated.filePath!).set('Range', `bytes=${audio.length + 10}-`).expect(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${audio.length}`);
  });

  it.each([
    ['MP3 with an ID3 tag', Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), Buffer.alloc(30)]), 'audio/mpeg', 'mp3', 'audio/mpeg'],
    ['MP3 frames', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(30)]), 'audio/mpeg', 'mp3', 'audio/mpeg'],
    ['OGG', Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.alloc(30)]), 'audio/ogg', 'ogg', 'audio/ogg'],
    ['WebM', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(30)]), 'audio/webm', 'webm', 'video/webm'],
    ['M4A', Buffer.concat([Buffer.from('\x00\x00\x00\x20ftypM4A ', 'latin1'), Buffer.alloc(30)]), 'audio/x-m4a', 'm4a', 'audio/mp4'],
    ['FLAC', Buffer.concat([Buffer.from('fLaC', 'latin1'), Buffer.alloc(30)]), 'audio/flac', 'flac', 'audio/flac'],
  ])('accepts %s', async (_name, bytes, declared, extension, served) => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const response = await upload(track.id, bytes, `track.${extension}`, declared).expect(200);
    expect(response.body.filePath).toMatch(new RegExp(`\\.${extension}$`));
    expect((await ctx.http.get(response.body.filePath).expect(200)).headers['content-type']).toBe(served);
  });

  it('replaces the previous file and deletes it', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const first = (await upload(track.id, wavBytes({ frequencyHz: 220 })).expect(200)).body.filePath;
    const second = (await upload(track.id, wavBytes({ frequencyHz: 880 })).expect(200)).body.filePath;
    expect(storedFiles(track.id)).toEqual([second.split('/').pop()]);
    await ctx.http.get(first).expect(404);
  });

  it.each([
    ['an image', pngBytes(), 'cover.png', 'image/png'],
    ['an image declared as audio', pngBytes(), 'cover.wav', 'audio/wav'],
    ['text declared as MP3', Buffer.from('hello world, not audio'), 'song.mp3', 'audio/mpeg'],
    ['WAV declared as OGG', wavBytes(), 'song.ogg', 'audio/ogg'],
  ])('rejects %s with 400', async (_name, bytes, filename, contentType) => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const response = await upload(track.id, bytes, filename, contentType).expect(400);
    expect(response.body).toEqual(wrongFileTypeBody(MUSIC_AUDIO_UPLOAD));
    expect(storedFiles(track.id)).toEqual(composedFiles(track));
    expect((await ctx.http.get(`/api/music/${track.id}`).expect(200)).body).toEqual(track);
  });

  it('rejects a file over 25 MB with 413 and stores nothing', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const response = await upload(track.id, paddedTo(wavBytes(), 25 * 1024 * 1024 + 1)).expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Audio file must be at most 25 MB.', error: 'Payload Too Large' });
    expect(storedFiles(track.id)).toEqual(composedFiles(track));
    expect((await ctx.http.get(`/api/music/${track.id}`).expect(200)).body).toEqual(track);
  });

  it('takes one file only', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    await ctx.http
      .post(`/api/music/${track.id}/audio`)
      .attach('file', wavBytes(), { filename: 'a.wav', contentType: 'audio/wav' })
      .attach('file', wavBytes(), { filename: 'b.wav', contentType: 'audio/wav' })
      .expect(400);
    expect(storedFiles(track.id)).toEqual(composedFiles(track));
  });

  it('answers 404 for an unknown track and 401 without a session', async () => {
    expect((await upload(31337, wavBytes()).expect(404)).body.message).toBe('Music track 31337 not found');
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    await request(ctx.app.getHttpServer())
      .post(`/api/music/${track.id}/audio`)
      .attach('file', wavBytes(), { filename: 'theme.wav', contentType: 'audio/wav' })
      .expect(401);
    expect(storedFiles(track.id)).toEqual(composedFiles(track));
  });

  it('deleting the track removes its media', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const url = (await upload(track.id, wavBytes()).expect(200)).body.filePath;
    await expectDeleteRemovesMedia(ctx, 'music', track.id, url);
  });
});
