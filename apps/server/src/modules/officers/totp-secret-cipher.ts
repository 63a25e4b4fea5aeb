import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals the officers' second-factor secrets for storage with AES-256-GCM. The key is derived from the token secret
 * (AUTH_TOKEN_SECRET) for this purpose alone, so a copy of the database without the server's configuration shows no
 * secret. Each sealed value is bound to its officer (the officer id is the additional authenticated data): moved to
 * another officer's row, it no longer opens.
 */
export class TotpSecretCipher {
  readonly #key: Buffer;

  constructor(tokenSecret: string) {
    this.#key = createHmac('sha256', tokenSecret).update('officer-totp-secret').digest();
  }

  seal(secret: string, officerId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(officerId, 'utf8'));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed].map(encode).join('.');
  }

  /** The secret, or null when the value was sealed with another key, for another officer, or altered. */
  open(sealed: string, officerId: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv(ALGORITHM, this.#key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(officerId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
