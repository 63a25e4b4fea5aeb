import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { translate } from '../http/translator.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import {
  ATTEMPT_RULES,
  type AttemptLimitError,
  AttemptLimiter,
  type AttemptRule,
  addressKey,
  assertAllowed,
} from './attempt-limiter.ts';

const T0 = '2026-11-23T02:00:00Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000);

const rule: AttemptRule = {
  name: 'test-three',
  max: 3,
  windowSeconds: 60,
  lockSeconds: 300,
  refusal: 'errors.tooManyRequests',
};

describe('AttemptLimiter', () => {
  let db: Database;
  const clock = fixedClock(T0);
  let limiter: AttemptLimiter;
  beforeAll(async () => {
    db = await openTestDatabase();
    limiter = new AttemptLimiter({ db, clock });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    clock.set(T0);
    await db.query('delete from attempt_counters');
  });

  it('allows max attempts in a window, then locks the key for lockSeconds', async () => {
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: true, remaining: 2 });
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: true, remaining: 0 });
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 300, rule });
    clock.set(at(100));
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 200, rule });
    // Refused attempts do not lengthen the lock.
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 200, rule });
  });

  it('starts afresh when the lock is over', async () => {
    for (let i = 0; i < 4; i++) await limiter.hit(rule, 'k');
    clock.set(at(299));
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 1, rule });
    clock.set(at(300));
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: true, remaining: 3 });
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: true, remaining: 2 });
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: true, remaining: 1 });
  });

  it('forgets attempts once their window is over', async () => {
    await limiter.hit(rule, 'k');
    await limiter.hit(rule, 'k');
    clock.set(at(59));
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: true, remaining: 1 });
    clock.set(at(60));
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: true, remaining: 3 });
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: true, remaining: 2 });
    // The new window opened at the attempt after the old one ended.
    clock.set(at(119));
    await limiter.hit(rule, 'k');
    expect(await limiter.hit(rule, 'k')).toEqual({ allowed: true, remaining: 0 });
  });

  it('forgets a key on reset, lock included', async () => {
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'k');
    expect((await limiter.check(rule, 'k')).allowed).toBe(false);
    await limiter.reset(rule, 'k');
    expect(await limiter.check(rule, 'k')).toEqual({ allowed: true, remaining: 3 });
  });

  it('keeps keys, and rules, apart', async () => {
    const other: AttemptRule = { ...rule, name: 'test-other' };
    for (let i = 0; i < 3; i++) await limiter.hit(rule, '60123456789');
    expect((await limiter.check(rule, '60123456789')).allowed).toBe(false);
    expect(await limiter.check(rule, '60123456780')).toEqual({ allowed: true, remaining: 3 });
    expect(await limiter.check(other, '60123456789')).toEqual({ allowed: true, remaining: 3 });
  });

  it('folds case and spaces, and stores only a hash of the key', async () => {
    await limiter.hit(rule, 'Aisyah@Example.com');
    await limiter.hit(rule, ' aisyah@example.com ');
    expect(await limiter.check(rule, 'aisyah@example.com')).toEqual({ allowed: true, remaining: 1 });
    const rows = await db.query<{ key_hash: string }>('select key_hash from attempt_counters');
    expect(rows).toEqual([{ key_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(JSON.stringify(rows)).not.toContain('aisyah');
  });

  it('counts concurrent attempts exactly', async () => {
    const wide: AttemptRule = { ...rule, name: 'test-wide', max: 100 };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(wide, 'busy')));
    const [row] = await db.query<{ attempts: number }>('select attempts from attempt_counters');
    expect(row?.attempts).toBe(20);
    const remaining = outcomes
      .map((outcome) => (outcome.allowed ? outcome.remaining : -1))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => 80 + i));
  });

  it('lets exactly max of a concurrent burst through', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(rule, 'burst')));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(3);
  });

  it('purges counters whose window and lock are over', async () => {
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'locked');
    await limiter.hit(rule, 'counting');
    clock.set(at(60));
    expect(await limiter.purgeExpired()).toBe(1);
    clock.set(at(300));
    expect(await limiter.purgeExpired()).toBe(1);
    expect(await db.query('select 1 from attempt_counters')).toEqual([]);
  });

  it('locks an account after five wrong passwords for 15 minutes, with the spec text', async () => {
    const login = ATTEMPT_RULES.loginAccount;
    for (let i = 0; i < 4; i++) assertAllowed(await limiter.hit(login, '60123456789'));
    expect(await limiter.hit(login, '60123456789')).toEqual({ allowed: true, remaining: 0 });
    const outcome = await limiter.check(login, '60123456789');
    const error = catchError(() => assertAllowed(outcome));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 429, key: 'errors.loginLocked', params: { minutes: 15 } });
    expect(error.retryAfterSeconds).toBe(900);
    expect(translate('en', error.key, error.params)).toBe(
      'Too many failed attempts. Please try again in 15 minutes or reset your password.',
    );
    clock.set(at(14 * 60 + 1));
    const later = await limiter.check(login, '60123456789');
    expect(catchError(() => assertAllowed(later))).toMatchObject({
      params: { minutes: 1 },
      retryAfterSeconds: 59,
    });
  });

  it('refuses the other rules with the generic text', async () => {
    const sending = ATTEMPT_RULES.codeSendRecipient;
    for (let i = 0; i < 3; i++) assertAllowed(await limiter.hit(sending, 'aisyah@example.com'));
    const outcome = await limiter.hit(sending, 'aisyah@example.com');
    const thrown = catchError(() => assertAllowed(outcome));
    expect(thrown).toMatchObject({ statusCode: 429, key: 'errors.tooManyRequests', params: {} });
    expect(thrown.retryAfterSeconds).toBe(600);
  });

  it('defines every rule the accounts work uses, each sound', () => {
    expect(
      Object.fromEntries(
        Object.values(ATTEMPT_RULES).map((r) => [
          r.name,
          `${r.max}/${r.windowSeconds}s lock ${r.lockSeconds}s`,
        ]),
      ),
    ).toEqual({
      'login-account': '5/900s lock 900s',
      'login-ip': '30/900s lock 900s',
      'officer-login-ip': '30/900s lock 900s',
      'code-send-recipient': '3/600s lock 600s',
      'code-send-ip': '10/3600s lock 3600s',
      'code-check-ip': '30/900s lock 900s',
      'password-reset-email': '3/3600s lock 3600s',
      'password-reset-ip': '10/3600s lock 3600s',
      'registration-ip': '10/3600s lock 3600s',
      'check-email-existed-ip': '30/600s lock 600s',
      'validate-nric-ip': '30/600s lock 600s',
      'temporary-password-phone': '3/3600s lock 3600s',
      'temporary-password-ip': '10/3600s lock 3600s',
    });
  });
});

describe('addressKey', () => {
  it.each([
    ['203.106.1.7', '203.106.1.7'],
    ['::ffff:203.106.1.7', '203.106.1.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:DB8:AA:BB::9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

function catchError(run: () => unknown): AttemptLimitError {
  try {
    run();
  } catch (error) {
    return error as AttemptLimitError;
  }
  throw new Error('expected a refusal');
}
