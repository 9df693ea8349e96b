/**
 * File uploads (multipart/form-data, one file in the field `file`, a release's in `bundle`): what each upload accepts,
 * its size limit and the messages the server answers with, so a form can check a file before
 * sending it and show the same words the server would.
 */
export interface UploadRule {
  /** The multipart field that carries the file. */
  field: 'file' | 'bundle';
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Declared MIME types the server accepts (it also checks the file's own bytes). */
  mimeTypes: readonly string[];
  /** For `<input type="file" accept=…>`. */
  accept: string;
  /** 400: no file, or not one of the accepted formats. */
  invalidTypeMessage: string;
  /** 413: larger than `maxBytes`. */
  tooLargeMessage: string;
}

const MB = 1024 * 1024;

export const REFERENCE_IMAGE_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: 5 * MB,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  accept: 'image/png,image/jpeg,image/webp,image/gif',
  invalidTypeMessage: 'Reference image must be a PNG, JPEG, WebP or GIF image.',
  tooLargeMessage: 'Reference image must be at most 5 MB.',
};

export const MUSIC_AUDIO_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: 25 * MB,
  mimeTypes: [
    'audio/mpeg',
    'audio/mp3',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/ogg',
    'audio/webm',
    'audio/mp4',
    'audio/x-m4a',
    'audio/flac',
    'audio/x-flac',
  ],
  accept: 'audio/*',
  invalidTypeMessage: 'Audio file must be MP3, WAV, OGG, WebM, M4A or FLAC audio.',
  tooLargeMessage: 'Audio file must be at most 25 MB.',
};

/** How many first bytes of a file `hasSignatureOf` looks at. */
export const SIGNATURE_BYTES = 16;

const startsWith = (head: Uint8Array, signature: string | readonly number[], offset = 0): boolean => {
  const bytes = typeof signature === 'string' ? [...signature].map((character) => character.charCodeAt(0)) : signature;
  return head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
};

/** RIFF container (WAV, WebP): 'RIFF', a size, then the form type. */
const isRiff = (head: Uint8Array, form: string) => startsWith(head, 'RIFF') && startsWith(head, form, 8);

/** An MPEG audio frame header: 11 sync bits, a layer that is not 'reserved'. */
const isMpegFrame = (head: Uint8Array) => head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0;

const isPng = (head: Uint8Array) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isMp3 = (head: Uint8Array) => startsWith(head, 'ID3') || isMpegFrame(head);
const isWav = (head: Uint8Array) => isRiff(head, 'WAVE');
const isM4a = (head: Uint8Array) => startsWith(head, 'ftyp', 4);
const isFlac = (head: Uint8Array) => startsWith(head, 'fLaC');

/**
 * How the files of each accepted MIME type start, by their first SIGNATURE_BYTES bytes: the server
 * checks uploads with these, and a form checks a chosen file before it creates anything.
 */
export const FILE_SIGNATURES: Readonly<Record<string, (head: Uint8Array) => boolean>> = {
  'image/png': isPng,
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/webp': (head) => isRiff(head, 'WEBP'),
  'image/gif': (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'),
  'audio/mpeg': isMp3,
  'audio/mp3': isMp3,
  'audio/wav': isWav,
  'audio/x-wav': isWav,
  'audio/wave': isWav,
  'audio/ogg': (head) => startsWith(head, 'OggS'),
  'audio/webm': (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  'audio/mp4': isM4a,
  'audio/x-m4a': isM4a,
  'audio/flac': isFlac,
  'audio/x-flac': isFlac,
};

/** True when a file's first bytes are those of its declared MIME type. */
export const hasSignatureOf = (mimeType: string, head: Uint8Array): boolean => FILE_SIGNATURES[mimeType]?.(head) ?? false;

/** Client-side check with the server's rules: the message to show, or null when the file may be sent. */
export function checkUpload(rule: UploadRule, file: { size: number; type: string }): string | null {
  if (!rule.mimeTypes.includes(file.type)) return rule.invalidTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}
