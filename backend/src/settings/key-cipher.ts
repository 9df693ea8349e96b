import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A sealed value as stored: each part base64. */
export interface SealedValue {
  ciphertext: string;
  iv: string;
  tag: string;
}

/** The ciphertext, its IV or tag was changed, or it was sealed with another secret or for another context. */
export class KeyCipherError extends Error {
  constructor() {
    super('The stored value cannot be decrypted: it was changed or sealed with another secret');
    this.name = 'KeyCipherError';
  }
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
// Fixed HKDF salt and info: the secret already has full entropy; these only separate this use of it.
const HKDF_SALT = 'studio/settings';
const HKDF_INFO = 'service-keys/aes-256-gcm/v1';

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from a server secret. The context (the service
 * name) is authenticated data, so a ciphertext copied to another service's row does not open.
 */
export class KeyCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
  }

  seal(plaintext: string, context: string): SealedValue {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      ciphertext: ciphertext.toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
    };
  }

  open(sealed: SealedValue, context: string): string {
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new KeyCipherError();
    }
  }
}
