import type { Request, Response } from 'express';
import type { Preview } from './preview-tokens';

/** The cookie that puts one browser in a preview: its signed token, nothing else. */
export const PREVIEW_COOKIE = 'studio.preview';

/** Sent only to the platform routes: the composition reads it, and exit clears it. */
const COOKIE_PATH = '/api/platform';

/** The preview token this request's browser holds, if any (not yet checked). */
export function previewCookieOf(request: Request): string | undefined {
  for (const part of (request.get('Cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== PREVIEW_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** httpOnly so the page's scripts cannot read or forge it; it expires with the preview. */
export function setPreviewCookie(request: Request, response: Response, token: string, preview: Preview): void {
  response.cookie(PREVIEW_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secure,
    path: COOKIE_PATH,
    expires: preview.expiresAt,
  });
}

export function clearPreviewCookie(request: Request, response: Response): void {
  response.clearCookie(PREVIEW_COOKIE, { httpOnly: true, sameSite: 'lax', secure: request.secure, path: COOKIE_PATH });
}
