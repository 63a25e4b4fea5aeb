import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../modules/auth/testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The address a request counts against (the per-address limits and lock-outs, the login record) is the client's
 * as the trusted proxies report it, and a client's own X-Forwarded-For never replaces it.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
});
afterAll(() => t.close());

/** A failed login from `remoteAddress` with the header given, and the address its record names. */
async function recordedAddress(remoteAddress: string, forwardedFor: string): Promise<string | null> {
  const account = `0117${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const response = await login(
    t,
    { tab: 'telecom', phoneNo: account, password: 'Wrong-password-1' },
    { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  );
  expect(response.statusCode).toBe(401);
  const [row] = await t.db.query<{ ip: string | null }>('select ip from login_attempts where account = $1', [
    account,
  ]);
  return row?.ip ?? null;
}

describe('the client address behind trusted proxies', () => {
  it('ignores the X-Forwarded-For of a client that reaches the server directly', async () => {
    expect(await recordedAddress('203.0.113.50', '198.51.100.7')).toBe('203.0.113.50');
  });

  it('takes the address a trusted proxy reports', async () => {
    expect(await recordedAddress('10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('stops at the first address no trusted proxy vouches for, whatever the client wrote before it', async () => {
    expect(await recordedAddress('10.1.2.3', '192.0.2.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await recordedAddress('10.1.2.3', '192.0.2.1, 198.51.100.7, 10.9.9.9')).toBe('198.51.100.7');
  });
});
