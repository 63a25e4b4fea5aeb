import {
  type AccountLoginTab,
  AUTH_PATHS,
  humanCheckChallengeSchema,
  LOGIN_PATHS,
  type TokenPair,
} from '@sinar/domain';
import { solveChallenge } from 'altcha-lib/v1';
import type { Queryable } from '../../db/database.ts';
import { SandboxBrandAccountDirectory } from '../../providers/brand-accounts/sandbox-brand-account-directory.ts';
import { SandboxPartnerDirectory } from '../../providers/partners/sandbox-partner-directory.ts';
import { argon2PasswordHashing } from '../../security/argon2-password-hashing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { DEMO_PASSWORD, ensureDemoAccounts } from './demo-accounts.ts';
import { findUserById, insertUser, type NewUser, type UserRow } from './user-repository.ts';

/** Helpers for the accounts' API tests: solving the human check, logging in, reading the sandbox's messages. */

export { DEMO_PASSWORD };

export async function seedDemoAccounts(t: TestApp): Promise<void> {
  const directories = { db: t.db, clock: t.clock, latencyMs: 0 };
  await ensureDemoAccounts({
    db: t.db,
    passwords: argon2PasswordHashing,
    brandAccounts: new SandboxBrandAccountDirectory(directories),
    partners: new SandboxPartnerDirectory(directories),
  });
}

/** A customer stored as a registration leaves one, for other modules' tests that need an applicant at once. */
export function insertCustomer(db: Queryable, person: NewUser): Promise<UserRow> {
  return insertUser(db, person);
}

/** What the browser's widget does: fetch a challenge and find its number. */
export async function humanCheckToken(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: AUTH_PATHS.humanCheckChallenge });
  const challenge = humanCheckChallengeSchema.parse(response.json());
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('human check challenge could not be solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}

export type LoginCall =
  | { tab: 'telecom'; phoneNo: string; password?: string }
  | { tab: AccountLoginTab; phoneOrEmail: string; password?: string }
  | { tab: 'staff'; email: string; password?: string }
  | { tab: 'partner'; partnerId: string; password?: string };

export async function login(
  t: TestApp,
  call: LoginCall,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const humanCheck = await humanCheckToken(t);
  const password = call.password ?? DEMO_PASSWORD;
  const [url, payload] =
    call.tab === 'telecom'
      ? [LOGIN_PATHS.telecomLogin, { phoneNo: call.phoneNo }]
      : call.tab === 'staff'
        ? [LOGIN_PATHS.staffLogin, { email: call.email }]
        : call.tab === 'partner'
          ? [LOGIN_PATHS.partnerLogin, { partnerId: call.partnerId }]
          : [LOGIN_PATHS.brandLogin, { brand: call.tab, phoneOrEmail: call.phoneOrEmail }];
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { ...payload, password, humanCheckToken: humanCheck },
  });
}

/** Logs in and returns the tokens, failing the test when the login fails. */
export async function loggedIn(t: TestApp, call: LoginCall): Promise<TokenPair> {
  const response = await login(t, call);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenPair>();
}

export function bearer(tokens: TokenPair | string): Record<string, string> {
  return { authorization: `Bearer ${typeof tokens === 'string' ? tokens : tokens.accessToken}` };
}

/** The newest message the sandbox email or SMS provider accepted for a recipient. */
export async function lastMessageTo(t: TestApp, recipient: string): Promise<string> {
  await t.settle();
  const [row] = await t.db.query<{ body: string }>(
    `select body_text as body from sandbox_messages where lower(recipient) = lower($1)
     order by created_at desc, id desc limit 1`,
    [recipient],
  );
  if (!row) throw new Error(`no message to ${recipient}`);
  return row.body;
}

/** The 6-digit code in a message. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** An officer with the given roles and an open back-office session, as its access token. */
export async function officerToken(t: TestApp, roles: string[]): Promise<string> {
  const [officer] = await t.db.query<{ id: string }>(
    `insert into officers (email, full_name, roles) values ($1, 'Test Officer', $2) returning id`,
    [`officer-${crypto.randomUUID()}@sinarkredit.com.my`, roles],
  );
  const [session] = await t.db.query<{ id: string }>(
    `insert into sessions (audience, officer_id, login_method, expires_at)
     values ('backoffice', $1, 'officer', $2) returning id`,
    [officer?.id, new Date(t.clock.now().getTime() + 3_600_000)],
  );
  return t.accounts.tokens.issueOfficerToken({
    officerId: officer?.id ?? '',
    sessionId: session?.id ?? '',
    email: 'officer@sinarkredit.com.my',
    name: 'Test Officer',
    roles,
  });
}

let nextNumber = 1000;
/** A phone number the sandbox operator treats as a fresh active account (01170000000-01170009999). */
export function freshTelecomNumber(): string {
  nextNumber += 1;
  return `0117000${String(nextNumber).padStart(4, '0')}`;
}

let nricSerial = 100;
/** A valid NRIC no test has used: born 1992-04-11 in Selangor (10), a new serial each time. */
export function freshNric() {
  nricSerial += 1;
  return { part1: '920411', part2: '10', part3: String(nricSerial).padStart(4, '0') };
}

/** The password of every registration `registrationRequest` makes. */
export const REGISTERED_PASSWORD = 'Kelapa#Muda24';

/** A registration the form accepts, on a fresh telecom line, NRIC and email. */
export function registrationRequest(overrides: Record<string, unknown> = {}) {
  return {
    partnerId: '',
    fullName: 'Nur Aina binti Zulkifli',
    icType: 'MYKAD',
    nric: freshNric(),
    raceId: '1',
    phoneNo: freshTelecomNumber(),
    residentialAddress1: '5, Jalan SS 2/24',
    residentialAddress2: '',
    residentialAddress3: '',
    postcode: '47300',
    city: '',
    email: `aina.${crypto.randomUUID().slice(0, 8)}@example.com`,
    grossSalaryRangeId: '3',
    password: REGISTERED_PASSWORD,
    confirmPassword: REGISTERED_PASSWORD,
    termsAccepted: true,
    marketingConsent: true,
    brand: 'conventional',
    language: 'en',
    ...overrides,
  };
}

/** A fresh session for an existing customer at the test clock's time, for steps taken hours after the first. */
export async function openSessionAtClock(t: TestApp, userId: string): Promise<TokenPair> {
  const user = await findUserById(t.db, userId);
  if (!user) throw new Error(`no customer ${userId}`);
  return t.accounts.sessions.open(t.db, user, 'telecom', { ip: null, userAgent: null });
}
