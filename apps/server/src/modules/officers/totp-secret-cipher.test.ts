import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TotpSecretCipher } from './totp-secret-cipher.ts';

const SECRET = 'TDKWGGWMOMHQXCXVAZFZK553YVZMU3GC';
const cipher = new TotpSecretCipher('a-token-secret-of-at-least-32-characters');

describe('sealing second-factor secrets', () => {
  it('opens what it sealed for the same officer, and never stores the secret in clear', () => {
    const officerId = randomUUID();
    const sealed = cipher.seal(SECRET, officerId);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.open(sealed, officerId)).toBe(SECRET);
    // A fresh nonce each time: two seals of one secret look unrelated.
    expect(cipher.seal(SECRET, officerId)).not.toBe(sealed);
  });

  it('opens nothing sealed for another officer, with another key, or altered', () => {
    const officerId = randomUUID();
    const sealed = cipher.seal(SECRET, officerId);
    expect(cipher.open(sealed, randomUUID())).toBeNull();
    expect(new TotpSecretCipher('another-token-secret-of-32-characters').open(sealed, officerId)).toBeNull();
    const [version, iv, tag, data = ''] = sealed.split('.');
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(cipher.open([version, iv, tag, flipped].join('.'), officerId)).toBeNull();
    expect(cipher.open('not sealed at all', officerId)).toBeNull();
  });
});
