import { ApiError } from './http';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), if it gave one. */
  fileName: string | null;
}

/** `attachment; filename="a.pdf"; filename*=UTF-8''%C3%A0.pdf` -> 'à.pdf' (the encoded form wins, as in browsers). */
export function attachmentFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Malformed: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim();
}

/**
 * GETs a file route (a storyboard PDF, a film's editor handoff) with the session and reads it
 * whole. A refusal (e.g. 409: nothing to draw yet, no film) is thrown as an ApiError with the
 * server's words, where a plain download link would only show a failed download.
 */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return { blob: await response.blob(), fileName: attachmentFileName(response.headers.get('Content-Disposition')) };
}
