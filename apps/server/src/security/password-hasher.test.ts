import { argon2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_PARAMETERS,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hasher.ts';

const stored = (parameters: string) =>
  `$argon2id$v=19$${parameters}$qbrP4xFhXDBJcgSn4/yPDA$${'A'.repeat(43)}`;

/** The reference implementation's own test vector (phc-winner-argon2 src/test.c): "password", salt "somesalt". */
const REFERENCE_PHC =
  '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc';

describe('password hasher', () => {
  it('is the standard argon2id (RFC 9106 test vector)', () => {
    const tag = argon2Sync('argon2id', {
      message: Buffer.alloc(32, 0x01),
      nonce: Buffer.alloc(16, 0x02),
      secret: Buffer.alloc(8, 0x03),
      associatedData: Buffer.alloc(12, 0x04),
      parallelism: 4,
      tagLength: 32,
      memory: 32,
      passes: 3,
    });
    expect(tag.toString('hex')).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659');
  });

  it('verifies a PHC string made by the reference implementation, and refuses it tampered', async () => {
    expect(await verifyPassword(REFERENCE_PHC, 'password')).toBe(true);
    expect(await verifyPassword(REFERENCE_PHC, 'Password')).toBe(false);
    expect(await verifyPassword(REFERENCE_PHC.replace('t=2', 't=3'), 'password')).toBe(false);
    expect(await verifyPassword(REFERENCE_PHC.replace('c29tZXNhbHQ', 'c29tZXNhbHR'), 'password')).toBe(false);
    expect(await verifyPassword(REFERENCE_PHC.replace('CTFh', 'CTFi'), 'password')).toBe(false);
    expect(await verifyPassword(REFERENCE_PHC.replace('argon2id', 'argon2i'), 'password')).toBe(false);
  });

  it('stores the OWASP parameters with a 16-byte salt and a 32-byte tag, salted anew each time', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    const shape = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/;
    expect(first).toMatch(shape);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(second, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(first, 'correct horse battery stapler')).toBe(false);
    expect(first).not.toContain('correct');
  });

  it('matches a password however its accents were composed', async () => {
    const composed = 'Caf\u00e9-Kopi-2026';
    const decomposed = 'Cafe\u0301-Kopi-2026';
    expect(await verifyPassword(await hashPassword(composed), decomposed)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['a bcrypt hash', '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'],
    ['a truncated hash', REFERENCE_PHC.slice(0, 40)],
    ['another version', REFERENCE_PHC.replace('v=19', 'v=16')],
    ['padded base64', `${REFERENCE_PHC}=`],
    ['absurd memory', REFERENCE_PHC.replace('m=65536', 'm=4294967295')],
    ['zero lanes', REFERENCE_PHC.replace('p=1', 'p=0')],
    ['a null column', null],
  ])('answers false, without throwing, for %s', async (_, phc) => {
    await expect(verifyPassword(phc as string, 'password')).resolves.toBe(false);
  });

  it('asks for a rehash only below the current parameters', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(stored('m=19456,t=2,p=1'))).toBe(false);
    expect(needsRehash(stored('m=65536,t=3,p=4'))).toBe(false);
    expect(needsRehash(stored('m=12288,t=3,p=1'))).toBe(true);
    expect(needsRehash(stored('m=19456,t=1,p=1'))).toBe(true);
    expect(needsRehash(REFERENCE_PHC)).toBe(true); // an 8-byte salt
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('keeps the dummy hash at the current parameters, and never lets it match', async () => {
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
    expect(DUMMY_PASSWORD_HASH).toContain(
      `m=${PASSWORD_HASH_PARAMETERS.memoryKiB},t=${PASSWORD_HASH_PARAMETERS.passes},p=1$`,
    );
    expect(await verifyAgainstDummy('password')).toBe(false);
    expect(await verifyAgainstDummy('')).toBe(false);
  });
});
