import { KeyCipher, KeyCipherError, type SealedValue } from './key-cipher';

const SECRET = 'a-test-secret-that-is-long-enough-for-hkdf';
const KEY = 'sk-live-1234567890abcdef';

/** Flips one bit of a base64 field. */
const flipBit = (base64: string): string => {
  const bytes = Buffer.from(base64, 'base64');
  bytes[0] ^= 1;
  return bytes.toString('base64');
};

describe('KeyCipher', () => {
  const cipher = new KeyCipher(SECRET);

  it('opens what it sealed, and the sealed parts do not contain the plaintext', () => {
    const sealed = cipher.seal(KEY, 'openai');

    expect(cipher.open(sealed, 'openai')).toBe(KEY);
    expect(Object.values(sealed).join(' ')).not.toContain(KEY);
    expect(Buffer.from(sealed.ciphertext, 'base64').toString('utf8')).not.toContain(KEY);
  });

  it('uses a fresh IV each time, so the same key seals differently', () => {
    const first = cipher.seal(KEY, 'openai');
    const second = cipher.seal(KEY, 'openai');

    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
  });

  it('opens with a new instance built from the same secret', () => {
    expect(new KeyCipher(SECRET).open(cipher.seal(KEY, 'meshy'), 'meshy')).toBe(KEY);
  });

  it.each<[string, (sealed: SealedValue) => SealedValue]>([
    ['a changed ciphertext', (sealed) => ({ ...sealed, ciphertext: flipBit(sealed.ciphertext) })],
    ['a changed IV', (sealed) => ({ ...sealed, iv: flipBit(sealed.iv) })],
    ['a changed tag', (sealed) => ({ ...sealed, tag: flipBit(sealed.tag) })],
  ])('refuses %s', (_name, tamper) => {
    const sealed = cipher.seal(KEY, 'openai');

    expect(() => cipher.open(tamper(sealed), 'openai')).toThrow(KeyCipherError);
  });

  it("refuses another service's ciphertext", () => {
    expect(() => cipher.open(cipher.seal(KEY, 'openai'), 'elevenlabs')).toThrow(KeyCipherError);
  });

  it('refuses a value sealed with another secret', () => {
    const other = new KeyCipher('another-secret-that-is-long-enough-for-hkdf');

    expect(() => other.open(cipher.seal(KEY, 'openai'), 'openai')).toThrow(KeyCipherError);
  });
});
