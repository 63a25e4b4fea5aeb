import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { AUTH_PATHS, LOGIN_PATHS } from '@sinar/domain';
import { freshTelecomNumber, humanCheckToken, readInbox, type Tokens } from './accounts.ts';

/**
 * Helpers of the account journeys (registration, staff registration, password reset, profile): fresh identities
 * that never collide on a rerun, registering through the API, and the codes and links the sandbox emails hold.
 */
const unique = () => `${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}`;

/** An email address nobody registered yet. */
export function freshEmail(prefix = 'e2e'): string {
  return `${prefix}.${unique()}@example.com`;
}

/** A mailbox of the group's own domain, nobody's yet. */
export function freshStaffEmail(): string {
  return `e2e.staff.${unique()}@sinargroup.com.my`;
}

export interface NricParts {
  readonly part1: string;
  readonly part2: string;
  readonly part3: string;
}

/** A valid MyKad number of someone born 1970-1999 in Kuala Lumpur (place code 14), as its three parts. */
export function randomNric(): NricParts {
  const two = (value: number) => String(value).padStart(2, '0');
  const year = two(randomInt(70, 100));
  return {
    part1: `${year}${two(randomInt(1, 13))}${two(randomInt(1, 29))}`,
    part2: '14',
    part3: String(randomInt(0, 10_000)).padStart(4, '0'),
  };
}

export interface FreshIndividual {
  readonly email: string;
  readonly phoneNo: string;
  readonly password: string;
  readonly fullName: string;
  readonly tokens: Tokens;
}

/** Registers a new individual (conventional brand) through the API: the seeded demo accounts stay untouched. */
export async function registerThroughApi(request: APIRequestContext): Promise<FreshIndividual> {
  const person = {
    email: freshEmail('e2e.user'),
    phoneNo: freshTelecomNumber(),
    password: `Start${randomInt(1000, 9999)}!`,
    fullName: 'Nur Aisyah binti Ahmad',
  };
  const response = await request.post(AUTH_PATHS.register, {
    data: {
      brand: 'conventional',
      language: 'en',
      fullName: person.fullName,
      icType: 'MYKAD',
      nric: randomNric(),
      raceId: '1',
      grossSalaryRangeId: '3',
      phoneNo: person.phoneNo,
      email: person.email,
      residentialAddress1: '12 Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      password: person.password,
      confirmPassword: person.password,
      termsAccepted: true,
      marketingConsent: false,
    },
  });
  expect(response.status(), `registration: ${await response.text()}`).toBe(201);
  const { accessToken, refreshToken } = (await response.json()) as Tokens;
  return { ...person, tokens: { accessToken, refreshToken } };
}

/** How many emails went to an address so far: what comes after is new. */
export async function emailCount(request: APIRequestContext, to: string): Promise<number> {
  return (await readInbox(request, to, 'email')).length;
}

/** The text of the newest email to `to` once there are more than `before`, waiting for it to arrive. */
export async function newEmailTo(request: APIRequestContext, to: string, before: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const messages = await readInbox(request, to, 'email');
        text = messages.length > before ? (messages[0]?.text ?? '') : '';
        return text;
      },
      { message: `a new email to ${to}`, timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}

/** The 6-digit code of the newest email to `to` that came after `before` emails. */
export async function codeEmailedTo(request: APIRequestContext, to: string, before: number): Promise<string> {
  const text = await newEmailTo(request, to, before);
  const code = text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code in: ${text}`).toBeTruthy();
  return code as string;
}

/** The reset link of the newest email to `to`, as a path of the site ('/reset-password-request?token=...'). */
export async function resetLinkEmailedTo(
  request: APIRequestContext,
  to: string,
  before: number,
): Promise<string> {
  const text = await newEmailTo(request, to, before);
  const link = text.match(/https?:\/\/\S+reset-password-request\?\S+/)?.[0];
  expect(link, `a reset link in: ${text}`).toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** A brand login's HTTP status, for a password that should (or should no longer) work. */
export async function brandLoginStatus(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post(LOGIN_PATHS.brandLogin, {
    data: {
      brand: 'conventional',
      phoneOrEmail: email,
      password,
      humanCheckToken: await humanCheckToken(request),
    },
  });
  return response.status();
}
