import { checkUpload, MUSIC_AUDIO_UPLOAD, REFERENCE_IMAGE_UPLOAD } from './uploads';

describe('upload rules', () => {
  it('lets an accepted file of the right size through', () => {
    expect(checkUpload(REFERENCE_IMAGE_UPLOAD, { type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkUpload(MUSIC_AUDIO_UPLOAD, { type: 'audio/mpeg', size: 1000 })).toBeNull();
  });

  it('names the wrong type first, then the size', () => {
    expect(checkUpload(REFERENCE_IMAGE_UPLOAD, { type: 'text/plain', size: 10 })).toBe(
      'Reference image must be a PNG, JPEG, WebP or GIF image.',
    );
    expect(checkUpload(REFERENCE_IMAGE_UPLOAD, { type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Reference image must be at most 5 MB.',
    );
    expect(checkUpload(MUSIC_AUDIO_UPLOAD, { type: 'image/png', size: 10 })).toBe(
      'Audio file must be MP3, WAV, OGG, WebM, M4A or FLAC audio.',
    );
    expect(checkUpload(MUSIC_AUDIO_UPLOAD, { type: 'audio/wav', size: 25 * 1024 * 1024 + 1 })).toBe(
      'Audio file must be at most 25 MB.',
    );
  });
});
