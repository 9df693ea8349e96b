import type { INestApplication } from '@nestjs/common';
import type { UploadRule } from '@studio/contracts/uploads';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MediaStorage } from '../src/media/media-storage.service';
import type { TestApp } from './test-app';

export { pngBytes, type PngOptions, wavBytes, type WavOptions } from './media-bytes';

/** `bytes` padded with zeros to `size` bytes: a file that starts right but is too big. */
export const paddedTo = (bytes: Buffer, size: number): Buffer => Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);

/** The folder an owner's media is stored in (e.g. 'music', 12) under the app's media root. */
export const mediaDir = (app: INestApplication, owner: string, id: number | string): string => join(app.get(MediaStorage).root, owner, String(id));

/** The files stored for an owner; none once its folder is gone. */
export function storedMediaFiles(app: INestApplication, owner: string, id: number | string): string[] {
  const dir = mediaDir(app, owner, id);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The 400 an upload of a file of the wrong type answers: the rule's message, also on the file field. */
export const wrongFileTypeBody = (rule: UploadRule) => ({
  statusCode: 400,
  message: rule.invalidTypeMessage,
  error: 'Bad Request',
  errors: [{ path: 'file', message: rule.invalidTypeMessage }],
});

/** Deletes the item at /api/<owner>/<id> and expects its media gone: its folder, and the file at `url`. */
export async function expectDeleteRemovesMedia(ctx: TestApp, owner: string, id: number, url: string): Promise<void> {
  await ctx.http.delete(`/api/${owner}/${id}`).expect(200);
  expect(existsSync(mediaDir(ctx.app, owner, id))).toBe(false);
  await ctx.http.get(url).expect(404);
}
