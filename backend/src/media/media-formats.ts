import { MUSIC_AUDIO_UPLOAD, REFERENCE_IMAGE_UPLOAD, type UploadRule } from '@studio/contracts/uploads';

/** A file format recognised by its first bytes, with the MIME types a browser may declare for it. */
export interface MediaFormat {
  /** Extension the stored file gets (it decides the Content-Type it is served with). */
  extension: string;
  mimeTypes: readonly string[];
  matches: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, signature: string | number[], offset = 0): boolean => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
};

/** RIFF container (WAV, WebP): 'RIFF', a size, then the form type. */
const isRiff = (head: Buffer, form: string) => startsWith(head, 'RIFF') && startsWith(head, form, 8);

/** An MPEG audio frame header: 11 sync bits, a layer that is not 'reserved'. */
const isMpegFrame = (head: Buffer) => head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0;

export const IMAGE_FORMATS: readonly MediaFormat[] = [
  { extension: 'png', mimeTypes: ['image/png'], matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { extension: 'jpg', mimeTypes: ['image/jpeg'], matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { extension: 'webp', mimeTypes: ['image/webp'], matches: (head) => isRiff(head, 'WEBP') },
  { extension: 'gif', mimeTypes: ['image/gif'], matches: (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a') },
];

export const AUDIO_FORMATS: readonly MediaFormat[] = [
  {
    extension: 'mp3',
    mimeTypes: ['audio/mpeg', 'audio/mp3'],
    matches: (head) => startsWith(head, 'ID3') || isMpegFrame(head),
  },
  { extension: 'wav', mimeTypes: ['audio/wav', 'audio/x-wav', 'audio/wave'], matches: (head) => isRiff(head, 'WAVE') },
  { extension: 'ogg', mimeTypes: ['audio/ogg'], matches: (head) => startsWith(head, 'OggS') },
  { extension: 'webm', mimeTypes: ['audio/webm'], matches: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) },
  { extension: 'm4a', mimeTypes: ['audio/mp4', 'audio/x-m4a'], matches: (head) => startsWith(head, 'ftyp', 4) },
  { extension: 'flac', mimeTypes: ['audio/flac', 'audio/x-flac'], matches: (head) => startsWith(head, 'fLaC') },
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
  const head = bytes.subarray(0, 16);
  return kind.formats.find((format) => format.mimeTypes.includes(declared) && format.matches(head)) ?? null;
}

/** The format of a file by its first bytes alone, for files that come with no declared type (a bundle's). */
export function sniffFormat(formats: readonly MediaFormat[], bytes: Buffer): MediaFormat | null {
  const head = bytes.subarray(0, 16);
  return formats.find((format) => format.matches(head)) ?? null;
}
