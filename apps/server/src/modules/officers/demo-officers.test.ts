import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { argon2PasswordHashing } from '../../security/argon2-password-hashing.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { DEMO_PASSWORD } from '../auth/demo-accounts.ts';
import { DEMO_OFFICERS, ensureDemoOfficers } from './demo-officers.ts';
import { findOfficerByEmail } from './officer-repository.ts';
import { TotpSecretCipher } from './totp-secret-cipher.ts';

let db: Database;
const now = new Date('2026-11-23T02:00:00Z');
const firstKey = new TotpSecretCipher('the-first-start-token-secret-of-32-chars');

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function stored(email: string) {
  const officer = await findOfficerByEmail(db, email);
  if (!officer) throw new Error(`${email} was not seeded`);
  return officer;
}

describe('the demo officers', () => {
  it('are one per role (two disbursement officers), each enrolled with its known secret and the demo password', async () => {
    await ensureDemoOfficers({ db, passwords: argon2PasswordHashing, cipher: firstKey, now });
    expect(DEMO_OFFICERS.map((officer) => [officer.email, officer.role])).toEqual([
      ['verifier@sinarkredit.com.my', 'verifier'],
      ['verifier2@sinarkredit.com.my', 'verifier2'],
      ['approver1@sinarkredit.com.my', 'approver1'],
      ['approver2@sinarkredit.com.my', 'approver2'],
      ['admin@sinarkredit.com.my', 'admin'],
      ['attestation@sinarkredit.com.my', 'attestationOfficer'],
      ['disbursement@sinarkredit.com.my', 'disbursementOfficer'],
      ['disbursement2@sinarkredit.com.my', 'disbursementOfficer'],
    ]);
    for (const demo of DEMO_OFFICERS) {
      const officer = await stored(demo.email);
      expect(officer).toMatchObject({ fullName: demo.fullName, roles: [demo.role], active: true });
      expect(firstKey.open(officer.totpSecret ?? '', officer.id)).toBe(demo.totpSecret);
      expect(await argon2PasswordHashing.verify(officer.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
  });

  it('are left as they are at the next start with the same key', async () => {
    const before = await stored('admin@sinarkredit.com.my');
    await db.query(`update officers set roles = '{admin,approver2}' where id = $1`, [before.id]);
    await ensureDemoOfficers({ db, passwords: argon2PasswordHashing, cipher: firstKey, now });
    const after = await stored('admin@sinarkredit.com.my');
    expect(after.totpSecret).toBe(before.totpSecret);
    expect(after.roles).toEqual(['admin', 'approver2']);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'select count(*) as count from officers',
    );
    expect(count).toBe(DEMO_OFFICERS.length);
  });

  it('get their known secret back under a new key, so a restart without AUTH_TOKEN_SECRET keeps them working', async () => {
    const nextKey = new TotpSecretCipher('the-next-start-token-secret-of-32-chars!');
    await ensureDemoOfficers({ db, passwords: argon2PasswordHashing, cipher: nextKey, now });
    for (const demo of DEMO_OFFICERS) {
      const officer = await stored(demo.email);
      expect(nextKey.open(officer.totpSecret ?? '', officer.id)).toBe(demo.totpSecret);
    }
  });
});
