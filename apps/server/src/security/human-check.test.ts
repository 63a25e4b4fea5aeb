import { humanCheckChallengeSchema } from '@sinar/domain';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { HumanCheck } from './human-check.ts';

const T0 = '2026-11-23T02:00:00Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000);
const HMAC_KEY = 'test-human-check-key-of-32-chars!!';

/** What the browser widget posts: the challenge with the number it found, as base64 JSON. */
async function solve(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('no solution found');
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  );
}

const reencode = (token: string, change: (payload: Record<string, unknown>) => void) => {
  const payload = JSON.parse(atob(token));
  change(payload);
  return btoa(JSON.stringify(payload));
};

describe('HumanCheck', () => {
  let db: Database;
  const clock = fixedClock(T0);
  let humanCheck: HumanCheck;
  beforeAll(async () => {
    db = await openTestDatabase();
    humanCheck = new HumanCheck({ db, clock, hmacKey: HMAC_KEY, maxNumber: 500 });
  });
  afterAll(() => db.close());
  beforeEach(() => clock.set(T0));

  it('issues a signed challenge in the ALTCHA format that expires in ten minutes', async () => {
    const challenge = await humanCheck.challenge();
    expect(humanCheckChallengeSchema.parse(challenge)).toEqual(challenge);
    expect(challenge.maxnumber).toBe(500);
    expect(challenge.salt).toMatch(new RegExp(`\\?expires=${Date.parse(T0) / 1000 + 600}&$`));
    expect((await humanCheck.challenge()).challenge).not.toBe(challenge.challenge);
    await expect(new HumanCheck({ db, clock, hmacKey: HMAC_KEY }).challenge()).resolves.toMatchObject({
      maxnumber: 50_000,
    });
  });

  it('accepts a solution once', async () => {
    const token = await solve(await humanCheck.challenge());
    await expect(humanCheck.verify(token)).resolves.toBeUndefined();
    await expect(humanCheck.verify(token)).rejects.toMatchObject({
      statusCode: 400,
      key: 'errors.humanCheckInvalid',
    });
  });

  it('accepts exactly one of concurrent uses of a solution', async () => {
    const token = await solve(await humanCheck.challenge());
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => humanCheck.verify(token)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a solution after its challenge expired, by the clock', async () => {
    const token = await solve(await humanCheck.challenge());
    clock.set(at(600));
    await expect(humanCheck.verify(token)).rejects.toMatchObject({ key: 'errors.humanCheckInvalid' });
    clock.set(at(599));
    await expect(humanCheck.verify(token)).resolves.toBeUndefined();
  });

  it.each([
    ['a wrong number', (p: Record<string, unknown>) => Object.assign(p, { number: Number(p.number) + 1 })],
    ['a forged signature', (p: Record<string, unknown>) => Object.assign(p, { signature: 'a'.repeat(64) })],
    [
      'a later expiry',
      (p: Record<string, unknown>) =>
        Object.assign(p, { salt: String(p.salt).replace('?expires=', '?expires=9') }),
    ],
    ['another algorithm', (p: Record<string, unknown>) => Object.assign(p, { algorithm: 'SHA-1' })],
    ['a missing field', (p: Record<string, unknown>) => delete p.signature],
  ])('refuses %s', async (_, tamper) => {
    const token = await solve(await humanCheck.challenge());
    await expect(humanCheck.verify(reencode(token, tamper))).rejects.toMatchObject({
      key: 'errors.humanCheckInvalid',
    });
    // The untouched solution is still good: a refused token spends nothing.
    await expect(humanCheck.verify(token)).resolves.toBeUndefined();
  });

  it('refuses a challenge signed with another key, or with no expiry', async () => {
    const foreign = await createChallenge({
      hmacKey: 'someone-else-key-of-32-characters!',
      maxNumber: 100,
      expires: at(600),
    });
    await expect(humanCheck.verify(await solve(foreign))).rejects.toMatchObject({
      key: 'errors.humanCheckInvalid',
    });
    const forever = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 100 });
    await expect(humanCheck.verify(await solve(forever))).rejects.toMatchObject({
      key: 'errors.humanCheckInvalid',
    });
  });

  it.each([
    ['no token field', 'errors.humanCheckKeyMissing', undefined],
    ['an empty token', 'errors.humanCheckNotTicked', ''],
    ['a blank token', 'errors.humanCheckNotTicked', '   '],
    ['text that is not base64 JSON', 'errors.humanCheckInvalid', 'not-a-token'],
    ['base64 of something else', 'errors.humanCheckInvalid', btoa('[1,2,3]')],
    ['a huge token', 'errors.humanCheckInvalid', 'A'.repeat(10_000)],
  ])('answers %s with %s', async (_, key, token) => {
    await expect(humanCheck.verify(token)).rejects.toMatchObject({ statusCode: 400, key });
  });

  it('purges spent challenges once they expired', async () => {
    await db.query('delete from used_human_checks');
    await humanCheck.verify(await solve(await humanCheck.challenge()));
    clock.set(at(300));
    await humanCheck.verify(await solve(await humanCheck.challenge()));
    clock.set(at(600));
    expect(await humanCheck.purgeExpired()).toBe(1);
    expect(await db.query('select 1 from used_human_checks')).toHaveLength(1);
  });

  it('refuses a short HMAC key at start', () => {
    expect(() => new HumanCheck({ db, clock, hmacKey: 'short' })).toThrow(/32 characters/);
  });
});
