import { createHash, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { type AccountLoginTab, AUTH_PATHS, DEV_INBOX_PATH, LOGIN_PATHS } from '@sinar/domain';

/**
 * Accounts for the journeys: the seeded demo accounts, fresh telecom numbers, logging in through the API (the
 * human check solved here, as a browser would) and reading what the sandbox SMS and email providers sent.
 */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO = {
  telecom: { phoneNo: '0123000001' },
  conventional: { email: 'aisyah@example.com', phoneNo: '0123000001' },
  islamic: { email: 'hafiz@example.com', phoneNo: '0123000012' },
  staff: { email: 'tan.meiling@sinargroup.com.my' },
  partner: { partnerId: 'P100234' },
} as const;

/**
 * Chromium logs every answer with an error status as a console error, which fails a journey (support/fixtures.ts).
 * A journey that expects refusals takes exactly those off the list, once each; any other error still fails it.
 */
export function acceptRefusedRequests(consoleErrors: string[], ...statuses: number[]): void {
  for (const status of statuses) {
    const index = consoleErrors.findIndex((error) =>
      error.startsWith(`Failed to load resource: the server responded with a status of ${status} `),
    );
    expect(index, `a console error for the expected ${status} answer`).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(index, 1);
  }
}

/**
 * 01170000000 to 01170009999 are active telecom accounts in the sandbox. Each run starts on an empty database, so
 * numbers only need to differ within a run: every worker process takes its own block of 400 (a random pick of
 * 10,000 collided in about one run in three, and a collided number is 'already registered').
 */
const NUMBERS_PER_WORKER = 400;
const workerBlock = Number(process.env.TEST_WORKER_INDEX ?? randomInt(0, 25)) % 25;
let numbersTaken = 0;

export function freshTelecomNumber(): string {
  if (numbersTaken === NUMBERS_PER_WORKER)
    throw new Error('this worker has used its block of telecom numbers');
  const serial = workerBlock * NUMBERS_PER_WORKER + numbersTaken;
  numbersTaken += 1;
  return `0117000${String(serial).padStart(4, '0')}`;
}

/** Solves the ALTCHA v1 challenge by brute force, as the widget does in the browser. */
export async function humanCheckToken(request: APIRequestContext): Promise<string> {
  const response = await request.get(AUTH_PATHS.humanCheckChallenge);
  expect(response.ok(), `human-check challenge: ${response.status()}`).toBe(true);
  const challenge = (await response.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('the human-check challenge has no solution');
}

export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export type ApiLogin =
  | { readonly tab: 'telecom'; readonly phoneNo: string; readonly password?: string }
  | { readonly tab: AccountLoginTab; readonly phoneOrEmail: string; readonly password?: string }
  | { readonly tab: 'staff'; readonly email: string; readonly password?: string }
  | { readonly tab: 'partner'; readonly partnerId: string; readonly password?: string };

/** Logs in through the API, the way a login tab would, and returns the tokens. */
export async function logInThroughApi(request: APIRequestContext, login: ApiLogin): Promise<Tokens> {
  const password = login.password ?? DEMO_PASSWORD;
  const token = await humanCheckToken(request);
  const [path, body] = ((): [string, Record<string, string>] => {
    switch (login.tab) {
      case 'telecom':
        return [LOGIN_PATHS.telecomLogin, { phoneNo: login.phoneNo }];
      case 'conventional':
      case 'islamic':
        return [LOGIN_PATHS.brandLogin, { brand: login.tab, phoneOrEmail: login.phoneOrEmail }];
      case 'staff':
        return [LOGIN_PATHS.staffLogin, { email: login.email }];
      case 'partner':
        return [LOGIN_PATHS.partnerLogin, { partnerId: login.partnerId }];
    }
  })();
  const response = await request.post(path, { data: { ...body, password, humanCheckToken: token } });
  expect(response.ok(), `login ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  const { accessToken, refreshToken } = (await response.json()) as Tokens;
  return { accessToken, refreshToken };
}

const BLANK_PAGE = '/e2e-blank-page';

/**
 * Puts values in the site's local storage from a blank page of the same origin (answered by the test itself), so no
 * running app reacts to them before the journey opens its page.
 */
export async function setLocalStorage(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(BLANK_PAGE);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
  await page.unroute(BLANK_PAGE);
}

/** Opens `path` with a session in local storage, as if the user had logged in on this browser. */
export async function openWithSession(page: Page, path: string, tokens: Tokens): Promise<void> {
  await setLocalStorage(page, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  await page.goto(path);
}

export interface InboxMessage {
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly subject: string | null;
  readonly text: string;
  readonly createdAt: string;
}

export async function readInbox(
  request: APIRequestContext,
  to: string,
  channel: 'sms' | 'email' = 'sms',
): Promise<InboxMessage[]> {
  const response = await request.get(DEV_INBOX_PATH, { params: { to, channel } });
  expect(response.ok(), `inbox: ${response.status()}`).toBe(true);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

/**
 * The temporary password in the newest SMS to a number ('... your temporary password is X7k2pQ9a. It expires
 * ...'), waiting for it to arrive.
 */
export async function temporaryPasswordSentTo(request: APIRequestContext, to: string): Promise<string> {
  let password: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await readInbox(request, to, 'sms');
        // 'your temporary password is X7k2pQ9aBc.' / 'kata laluan sementara anda ialah X7k2pQ9aBc.'
        password = newest?.text.match(/(?:password is|anda ialah)\s+([A-Za-z0-9]+)/i)?.[1];
        return password;
      },
      { message: `a temporary password by SMS to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return password as string;
}
