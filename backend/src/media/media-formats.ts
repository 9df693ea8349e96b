import { FILE_SIGNATURES, MUSIC_AUDIO_UPLOAD, REFERENCE_IMAGE_UPLOAD, SIGNATURE_BYTES, type UploadRule } from '@studio/contracts/uploads';

/** A file format recognised by its first bytes, with the MIME types a browser may declare for it. */
export interface MediaFormat {
  /** Extension the stored file gets (it decides the Content-Type it is served with). */
  extension: string;
  mimeTypes: readonly string[];
  /** Whether the file's first SIGNATURE_BYTES bytes are this format's. */
  matches: (head: Uint8Array) => boolean;
}

export const IMAGE_FORMATS: readonly MediaFormat[] = [
  { extension: 'png', mimeTypes: ['image/png'], matches: FILE_SIGNATURES['image/png'] },
  { extension: 'jpg', mimeTypes: ['image/jpeg'], matches: FILE_SIGNATURES['image/jpeg'] },
  { extension: 'webp', mimeTypes: ['image/webp'], matches: FILE_SIGNATURES['image/webp'] },
  { extension: 'gif', mimeTypes: ['image/gif'], matches: FILE_SIGNATURES['image/gif'] },
];

export const AUDIO_FORMATS: readonly MediaFormat[] = [
  { extension: 'mp3', mimeTypes: ['audio/mpeg', 'audio/mp3'], matches: FILE_SIGNATURES['audio/mpeg'] },
  { extension: 'wav', mimeTypes: ['audio/wav', 'audio/x-wav', 'audio/wave'], matches: FILE_SIGNATURES['audio/wav'] },
  { extension: 'ogg', mimeTypes: ['audio/ogg'], matches: FILE_SIGNATURES['audio/ogg'] },
  { extension: 'webm', mimeTypes: ['audio/webm'], matches: FILE_SIGNATURES['audio/webm'] },
  { extension: 'm4a', mimeTypes: ['audio/mp4', 'audio/x-m4a'], matches: FILE_SIGNATURES['audio/mp4'] },
  { extension: 'flac', mimeTypes: ['audio/flac', 'audio/x-flac'], matches: FILE_SIGNATURES['audio/flac'] },
];

/** What one upload endpoint accepts: the contract's rule plus the formats that satisfy it. */
export interface MediaKind {
  rule: UploadRule;
  formats: readonly MediaFormat[];
}

export const REFERENCE_IMAGE: MediaKind = { rule: REFERENCE_IMAGE_UPLOAD, formats: IMAGE_FORMATS };
export const MUSIC_AUDIO: MediaKind = { rule: MUSIC_AUDIO_UPLOAD, formats: AUDIO_FORMATS };

/**
 * The format of a file whose declared MIME type and first bytes agree, or null. Both must match:
 * the declared type alone is whatever the client says, and the bytes alone would accept an image
 * sent as audio.
 */
export function detectFormat(kind: MediaKind, mimeType: string, bytes: Buffer): MediaFormat | null {
  const declared = mimeType.toLowerCase().split(';')[0].trim();
  if (!kind.rule.mimeTypes.includes(declared)) return null;
  const head = bytes.subarray(0, SIGNATURE_BYTES);
  return kind.formats.find((format) => format.mimeTypes.includes(declared) && format.matches(head)) ?? null;
}

/** The format of a file by its first bytes alone, for files that come with no declared type (a bundle's). */
export function sniffFormat(formats: readonly MediaFormat[], bytes: Buffer): MediaFormat | null {
  const head = bytes.subarray(0, SIGNATURE_BYTES);
  return formats.find((format) => format.matches(head)) ?? null;
}
