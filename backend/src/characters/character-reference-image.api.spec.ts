import { characterSchema } from '@studio/contracts/characters';
import { REFERENCE_IMAGE_UPLOAD } from '@studio/contracts/uploads';
import { existsSync, readdirSync } from 'node:fs';
import request from 'supertest';
import { newCharacter, newMusicTrack, newProject } from '../../test/factories';
import { expectDeleteRemovesMedia, mediaDir, paddedTo, pngBytes, storedMediaFiles, wavBytes, wrongFileTypeBody } from '../../test/media-files';
import { useTestProject } from '../../test/test-app';

describe(`character reference image upload (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();
  /** Files (not temporary ones) stored for a character. */
  /** The character's reference images on disk (its creation also stored a 3D model beside them). */
  const storedFiles = (id: number) => storedMediaFiles(ctx.app, 'characters', id).filter((file) => file.startsWith('reference-'));
  const upload = (id: number, bytes: Buffer, filename = 'face.png', contentType = 'image/png') =>
    ctx.http.post(`/api/characters/${id}/reference-image`).attach('file', bytes, { filename, contentType });


  it('stores the image, points the character at its URL and serves it to the session', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const image = pngBytes({ width: 8, height: 6 });
    const response = await upload(character.id, image).expect(200);

    const updated = characterSchema.parse(response.body);
    expect(updated).toEqual({ ...character, referenceImagePath: expect.any(String) });
    expect(updated.referenceImagePath).toMatch(new RegExp(`^/media/characters/${character.id}/reference-[0-9a-f]+\\.png$`));
    await ctx.http.get(`/api/characters/${character.id}`).expect(200, response.body);
    expect(storedFiles(character.id)).toEqual([updated.referenceImagePath!.split('/').pop()]);

    const served = await ctx.http.get(updated.referenceImagePath!).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
    await request(ctx.app.getHttpServer()).get(updated.referenceImagePath!).expect(401);
  });

  it('accepts JPEG, WebP and GIF by their bytes and keeps their extension', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), 'image/jpeg', 'jpg'],
      [Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(24)]), 'image/webp', 'webp'],
      [Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]), 'image/gif', 'gif'],
    ];
    for (const [bytes, contentType, extension] of cases) {
      const response = await upload(character.id, bytes, `image.${extension}`, contentType).expect(200);
      expect(response.body.referenceImagePath).toMatch(new RegExp(`\\.${extension}$`));
      const served = await ctx.http.get(response.body.referenceImagePath).expect(200);
      expect(served.headers['content-type']).toBe(contentType);
    }
  });

  it('replaces the previous image and deletes its file', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const first = (await upload(character.id, pngBytes({ rgb: [0, 0, 255] })).expect(200)).body.referenceImagePath;
    const second = (await upload(character.id, pngBytes({ rgb: [0, 255, 0] })).expect(200)).body.referenceImagePath;
    expect(second).not.toBe(first);
    expect(storedFiles(character.id)).toEqual([second.split('/').pop()]);
    await ctx.http.get(first).expect(404);
    await ctx.http.get(second).expect(200);
  });

  it.each([
    ['a text file', Buffer.from('not an image at all'), 'notes.txt', 'text/plain'],
    ['audio declared as audio', wavBytes(), 'tone.wav', 'audio/wav'],
    ['audio declared as an image', wavBytes(), 'tone.png', 'image/png'],
    ['an image declared as something else', pngBytes(), 'face.bin', 'application/octet-stream'],
    ['an empty PNG', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('rejects %s with 400 and stores nothing', async (_name, bytes, filename, contentType) => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const response = await upload(character.id, bytes, filename, contentType).expect(400);
    expect(response.body).toEqual(wrongFileTypeBody(REFERENCE_IMAGE_UPLOAD));
    expect(storedFiles(character.id)).toEqual([]);
    expect((await ctx.http.get(`/api/characters/${character.id}`).expect(200)).body).toEqual(character);
  });

  it('answers 400 when the request has no file', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const response = await ctx.http.post(`/api/characters/${character.id}/reference-image`).field('name', 'x').expect(400);
    expect(response.body.message).toBe(REFERENCE_IMAGE_UPLOAD.invalidTypeMessage);
  });

  it('rejects a file over 5 MB with 413, leaving the previous image and no partial file', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const kept = (await upload(character.id, pngBytes()).expect(200)).body.referenceImagePath;
    const response = await upload(character.id, paddedTo(pngBytes(), 5 * 1024 * 1024 + 1)).expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      message: 'Reference image must be at most 5 MB.',
      error: 'Payload Too Large',
    });
    expect(storedFiles(character.id)).toEqual([kept.split('/').pop()]);
    expect((await ctx.http.get(`/api/characters/${character.id}`).expect(200)).body.referenceImagePath).toBe(kept);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    await upload(character.id, paddedTo(pngBytes(), 5 * 1024 * 1024)).expect(200);
  });

  it('answers 404 for an unknown character, and 401 without a session', async () => {
    const response = await upload(424242, pngBytes()).expect(404);
    expect(response.body.message).toBe('Character 424242 not found');
    expect(existsSync(mediaDir(ctx.app, 'characters', '424242'))).toBe(false);

    const character = await newCharacter(ctx.http, ctx.projectId);
    const anonymous = await request(ctx.app.getHttpServer())
      .post(`/api/characters/${character.id}/reference-image`)
      .attach('file', pngBytes(), { filename: 'face.png', contentType: 'image/png' })
      .expect(401);
    expect(anonymous.body.statusCode).toBe(401);
    expect(storedFiles(character.id)).toEqual([]);
  });

  it('deleting the character removes its media', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const url = (await upload(character.id, pngBytes()).expect(200)).body.referenceImagePath;
    await expectDeleteRemovesMedia(ctx, 'characters', character.id, url);
  });

  it('setting another path with PUT deletes the uploaded file', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    await upload(character.id, pngBytes()).expect(200);
    await ctx.http.put(`/api/characters/${character.id}`).send({ referenceImagePath: null }).expect(200);
    expect(storedFiles(character.id)).toEqual([]);
  });

  it('deleting the project removes the media of its characters and tracks', async () => {
    const project = await newProject(ctx.http);
    const character = await newCharacter(ctx.http, project.id);
    await upload(character.id, pngBytes()).expect(200);
    const track = await newMusicTrack(ctx.http, project.id, { name: 'Theme' });
    await ctx.http
      .post(`/api/music/${track.id}/audio`)
      .attach('file', wavBytes(), { filename: 'theme.wav', contentType: 'audio/wav' })
      .expect(200);
    expect(storedFiles(character.id)).toHaveLength(1);
    expect(readdirSync(mediaDir(ctx.app, 'music', track.id))).toHaveLength(1);

    await ctx.http.delete(`/api/projects/${project.id}`).expect(200);
    expect(existsSync(mediaDir(ctx.app, 'characters', character.id))).toBe(false);
    expect(existsSync(mediaDir(ctx.app, 'music', track.id))).toBe(false);
  });
});
