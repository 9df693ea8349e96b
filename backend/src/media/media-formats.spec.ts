import { pngBytes, wavBytes } from '../../test/media-files';
import { detectFormat, MUSIC_AUDIO, REFERENCE_IMAGE } from './media-formats';

describe('media format detection', () => {
  it('recognises a PNG declared as one', () => {
    expect(detectFormat(REFERENCE_IMAGE, 'image/png', pngBytes())?.extension).toBe('png');
    expect(detectFormat(REFERENCE_IMAGE, 'IMAGE/PNG', pngBytes())?.extension).toBe('png');
  });

  it('needs the declared type and the bytes to agree', () => {
    expect(detectFormat(REFERENCE_IMAGE, 'image/jpeg', pngBytes())).toBeNull();
    expect(detectFormat(REFERENCE_IMAGE, 'image/png', wavBytes())).toBeNull();
    expect(detectFormat(MUSIC_AUDIO, 'audio/wav', pngBytes())).toBeNull();
    expect(detectFormat(MUSIC_AUDIO, 'image/png', pngBytes())).toBeNull();
  });

  it('accepts the aliases browsers declare for the same audio format', () => {
    for (const declared of ['audio/wav', 'audio/x-wav', 'audio/wave']) {
      expect(detectFormat(MUSIC_AUDIO, declared, wavBytes())?.extension).toBe('wav');
    }
  });

  it('tells RIFF WAV from RIFF WebP', () => {
    const webp = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(8)]);
    expect(detectFormat(REFERENCE_IMAGE, 'image/webp', webp)?.extension).toBe('webp');
    expect(detectFormat(REFERENCE_IMAGE, 'image/webp', wavBytes())).toBeNull();
    expect(detectFormat(MUSIC_AUDIO, 'audio/wav', webp)).toBeNull();
  });

  it('rejects truncated and empty files', () => {
    expect(detectFormat(REFERENCE_IMAGE, 'image/png', pngBytes().subarray(0, 4))).toBeNull();
    expect(detectFormat(MUSIC_AUDIO, 'audio/mpeg', Buffer.from([0xff]))).toBeNull();
    expect(detectFormat(MUSIC_AUDIO, 'audio/flac', Buffer.alloc(0))).toBeNull();
  });
});
