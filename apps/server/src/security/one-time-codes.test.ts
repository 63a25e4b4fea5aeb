import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { type OneTimeCodePurpose, OneTimeCodes } from './one-time-codes.ts';

const T0 = '2026-11-23T02:00:00Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000);
interface Subject {
  purpose: OneTimeCodePurpose;
  subject: string;
}
const STAFF: Subject = { purpose: 'staff-verification', subject: 'aisyah@sinar-group.test' };

describe('OneTimeCodes', () => {
  let db: Database;
  const clock = fixedClock(T0);
  let codes: OneTimeCodes;
  beforeAll(async () => {
    db = await openTestDatabase();
    codes = new OneTimeCodes({ db, clock });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    clock.set(T0);
    await db.query('delete from one_time_codes');
  });

  const issue = (request = STAFF) => db.transaction((tx) => codes.issue(tx, request));
  const verify = (code: string, request: Subject = STAFF) =>
    db.transaction((tx) => codes.verify(tx, { ...request, code }));
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('issues six random digits and stores only a hash of them', async () => {
    const issued = new Set<string>();
    for (let i = 0; i < 20; i++) issued.add(await issue({ ...STAFF, subject: `user${i}@sinar-group.test` }));
    expect([...issued].every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(issued.size).toBeGreaterThan(15);
    const code = await issue();
    const stored = JSON.stringify(await db.query('select * from one_time_codes'));
    expect(stored).not.toContain(code);
    expect(stored).not.toContain('aisyah');
  });

  it('accepts the code once', async () => {
    const code = await issue();
    expect(await verify(code)).toBe('ok');
    expect(await verify(code)).toBe('invalid');
  });

  it('accepts it with stray spaces and in any case of the subject', async () => {
    const code = await issue();
    expect(
      await verify(` ${code.slice(0, 3)} ${code.slice(3)} `, {
        ...STAFF,
        subject: 'Aisyah@Sinar-Group.test',
      }),
    ).toBe('ok');
  });

  it('expires after ten minutes', async () => {
    const code = await issue();
    clock.set(at(599));
    expect(await verify(wrong(code))).toBe('invalid');
    clock.set(at(600));
    expect(await verify(code)).toBe('expired');
  });

  it('keeps only the latest code of a purpose and subject', async () => {
    const first = await issue();
    const second = await issue();
    if (first !== second) expect(await verify(first)).toBe('invalid');
    expect(await verify(second)).toBe('ok');
  });

  it('binds a code to its purpose and subject', async () => {
    const code = await issue();
    expect(await verify(code, { purpose: 'email-change', subject: STAFF.subject })).toBe('invalid');
    expect(await verify(code, { ...STAFF, subject: 'someone@sinar-group.test' })).toBe('invalid');
    expect(await verify(code)).toBe('ok');
  });

  it('kills the code at the fifth wrong one, even if the right one follows', async () => {
    const code = await issue();
    for (let i = 0; i < 4; i++) expect(await verify(wrong(code))).toBe('invalid');
    expect(await verify('')).toBe('too-many-attempts');
    expect(await verify(code)).toBe('too-many-attempts');
    // A new code starts with a clean count.
    const next = await issue();
    expect(await verify(next)).toBe('ok');
  });

  it('counts a wrong code only when the transaction commits', async () => {
    const code = await issue();
    await expect(
      db.transaction(async (tx) => {
        expect(await codes.verify(tx, { ...STAFF, code: wrong(code) })).toBe('invalid');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [row] = await db.query<{ failed_attempts: number }>('select failed_attempts from one_time_codes');
    expect(row?.failed_attempts).toBe(0);
  });

  it('lets only one of two concurrent uses of a code through', async () => {
    const code = await issue();
    const outcomes = await Promise.all([verify(code), verify(code), verify(code)]);
    expect(outcomes.sort()).toEqual(['invalid', 'invalid', 'ok']);
  });

  it('answers invalid when no code was issued', async () => {
    expect(await verify('123456')).toBe('invalid');
  });

  it('purges expired codes', async () => {
    await issue();
    clock.set(at(600));
    await issue({ ...STAFF, subject: 'later@sinar-group.test' });
    expect(await codes.purgeExpired()).toBe(1);
    expect(await db.query('select 1 from one_time_codes')).toHaveLength(1);
  });
});
