import {
  OFFICER_AUTH_PATHS,
  type OfficerLoginChallenge,
  type OfficerPasswordChangeRequest,
  type OfficerSession,
  type TokenPair,
} from '@sinar/domain';
import { argon2PasswordHashing } from '../../security/argon2-password-hashing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { DEMO_PASSWORD } from '../auth/demo-accounts.ts';
import { bearer } from '../auth/testing.ts';
import { DEMO_OFFICERS, type DemoOfficer, ensureDemoOfficers } from './demo-officers.ts';
import { totpCode } from './totp.ts';
import { TotpSecretCipher } from './totp-secret-cipher.ts';

/** Helpers for the officers' API tests: the demo officers, and logging in through the API as the browser does. */

export async function seedDemoOfficers(t: TestApp): Promise<void> {
  await ensureDemoOfficers({
    db: t.db,
    passwords: argon2PasswordHashing,
    cipher: new TotpSecretCipher(t.config.auth.tokenSecret),
    now: t.clock.now(),
  });
}

export function demoOfficer(role: DemoOfficer['role']): DemoOfficer {
  const officer = DEMO_OFFICERS.find((candidate) => candidate.role === role);
  if (!officer) throw new Error(`no demo officer for ${role}`);
  return officer;
}

export function passwordStep(t: TestApp, email: string, password = DEMO_PASSWORD, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: OFFICER_AUTH_PATHS.login,
    payload: { email, password },
    remoteAddress: ip,
  });
}

export function codeStep(t: TestApp, challengeToken: string, code: string, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: OFFICER_AUTH_PATHS.totp,
    payload: { challengeToken, code },
    remoteAddress: ip,
  });
}

/** The code the officer's authenticator shows now, by the test's clock. */
export function codeNow(t: TestApp, secret: string): string {
  return totpCode(secret, t.clock.now());
}

/** Moves the test's clock on by whole 30-second steps, so that the next code is a new one. */
export function nextTimeStep(t: TestApp, steps = 1): void {
  t.clock.set(new Date(t.clock.now().getTime() + steps * 30_000));
}

/**
 * Logs a demo officer in through both steps, failing the test when either fails. The clock moves on a step first,
 * so that a login right after another one by the same officer does not present a code already used.
 */
export async function officerLoggedIn(t: TestApp, role: DemoOfficer['role']): Promise<OfficerSession> {
  const officer = demoOfficer(role);
  nextTimeStep(t);
  const password = await passwordStep(t, officer.email);
  if (password.statusCode !== 200) throw new Error(`password step failed: ${password.body}`);
  const { challengeToken } = password.json<OfficerLoginChallenge>();
  const code = await codeStep(t, challengeToken, codeNow(t, officer.totpSecret));
  if (code.statusCode !== 200) throw new Error(`code step failed: ${code.body}`);
  return code.json<OfficerSession>();
}

/**
 * Both login steps of an officer who has not enrolled yet (new, or reset): the code is computed from the secret
 * offered. Fails the test when either step fails.
 */
export async function firstLogin(
  t: TestApp,
  email: string,
  password: string,
): Promise<{ session: OfficerSession; secret: string }> {
  nextTimeStep(t);
  const challenge = await passwordStep(t, email, password);
  if (challenge.statusCode !== 200) throw new Error(`password step failed: ${challenge.body}`);
  const { challengeToken, enrolment } = challenge.json<OfficerLoginChallenge>();
  if (!enrolment) throw new Error('no enrolment offered');
  const code = await codeStep(t, challengeToken, codeNow(t, enrolment.secret));
  if (code.statusCode !== 200) throw new Error(`code step failed: ${code.body}`);
  return { session: code.json<OfficerSession>(), secret: enrolment.secret };
}

export function changeOwnPassword(
  t: TestApp,
  tokens: TokenPair,
  form: Partial<OfficerPasswordChangeRequest>,
  ip = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: OFFICER_AUTH_PATHS.password,
    headers: bearer(tokens),
    payload: form,
    remoteAddress: ip,
  });
}
