import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Request, Response } from 'express';

/** The copies the front-end builds write next to each text asset (packages/federation/build/precompress-plugin.mjs), best first. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The compressed copy of `root/file` to send instead of the file itself: the best encoding the
 * request accepts whose copy exists, or null (send the file as it is).
 */
export function precompressedVariant(request: Request, root: string, file: string): { file: string; encoding: string } | null {
  if (file.split(/[\\/]/).includes('..')) return null;
  for (const { encoding, suffix } of ENCODINGS) {
    if (request.acceptsEncodings(encoding) === encoding && existsSync(join(root, file + suffix))) {
      return { file: file + suffix, encoding };
    }
  }
  return null;
}

/**
 * Prepares the response for a compressed copy of `file`: the original's content type, the
 * encoding, and Vary so caches keep one answer per Accept-Encoding. The caller sends the copy.
 */
export function describePrecompressed(response: Response, file: string, encoding: string): void {
  response.type(extname(file));
  response.setHeader('Content-Encoding', encoding);
  response.append('Vary', 'Accept-Encoding');
}
