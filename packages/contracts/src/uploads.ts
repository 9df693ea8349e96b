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

/** Client-side check with the server's rules: the message to show, or null when the file may be sent. */
export function checkUpload(rule: UploadRule, file: { size: number; type: string }): string | null {
  if (!rule.mimeTypes.includes(file.type)) return rule.invalidTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}
