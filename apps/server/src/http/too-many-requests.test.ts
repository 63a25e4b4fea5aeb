import { AUTH_PATHS, CONTACT_US_PATH } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../modules/auth/testing.ts';
import { passwordStep } from '../modules/officers/testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Every 429 says when to come back: Retry-After, in seconds, whichever limit refused the call. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function retryAfterSeconds(response: { headers: Record<string, unknown> }): number {
  const value = response.headers['retry-after'];
  expect(value, 'Retry-After header').toMatch(/^\d+$/);
  return Number(value);
}

describe('Retry-After on every 429', () => {
  it("on a customer's login lock-out", async () => {
    const call = { tab: 'telecom', phoneNo: '01170055501', password: 'Guess123!' } as const;
    for (let attempt = 1; attempt <= 5; attempt++) await login(t, call, {}, '10.5.0.1');
    const locked = await login(t, call, {}, '10.5.0.2');
    expect(locked.statusCode).toBe(429);
    expect(retryAfterSeconds(locked)).toBe(15 * 60);
  });

  it("on an officer's login lock-out", async () => {
    for (let attempt = 1; attempt <= 5; attempt++)
      await passwordStep(t, 'nobody@sinarkredit.com.my', `guess-${attempt}`, '10.5.1.1');
    const locked = await passwordStep(t, 'nobody@sinarkredit.com.my', 'guess-6', '10.5.1.2');
    expect(locked.statusCode).toBe(429);
    expect(retryAfterSeconds(locked)).toBe(15 * 60);
  });

  it('on the limit of password reset emails to one address', async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: AUTH_PATHS.requestResetPassword,
        remoteAddress: '10.5.2.1',
        payload: { email: 'someone@example.com', staff: false, brand: 'conventional' },
      });
    for (let attempt = 1; attempt <= 3; attempt++) expect((await request()).statusCode).toBe(200);
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(retryAfterSeconds(refused)).toBe(60 * 60);
  });

  it("on a route's own rate limit", async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: CONTACT_US_PATH,
        remoteAddress: '10.5.3.1',
        payload: { email: 'aisyah@example.com', comments: 'When is my money credited?' },
      });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(retryAfterSeconds(refused)).toBeGreaterThan(0);
  });
});
