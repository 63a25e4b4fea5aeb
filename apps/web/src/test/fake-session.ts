import type { AccessTokenClaims, UserProfile } from '@sinar/domain';
import { vi } from 'vitest';
import { storeSession } from '../lib/session.ts';

/** Test fixtures of a logged-in user: tokens shaped like the server's (the browser never checks signatures). */
const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const USER_ID = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';

export const CLAIMS: AccessTokenClaims = {
  sub: USER_ID,
  sid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'aisyah@example.com',
  organizationType: 'INDIVIDUAL',
  username: '0123000001',
  name: 'Aisyah binti Ahmad',
  latestApplicationDetailsId: null,
  loginMethod: 'telecom',
  exp: 1_900_000_000,
};

export function fakeToken(claims: Record<string, unknown> = CLAIMS): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** Stores a session as a login would. */
export function logInAs(claims: Partial<AccessTokenClaims> = {}): void {
  storeSession({ accessToken: fakeToken({ ...CLAIMS, ...claims }), refreshToken: 'refresh-1' });
}

export function profile(changes: Partial<UserProfile> = {}): UserProfile {
  return {
    id: USER_ID,
    organizationType: 'INDIVIDUAL',
    fullName: 'Aisyah binti Ahmad',
    email: 'aisyah@example.com',
    pendingEmail: null,
    phoneNo: '0123000001',
    icType: 'MYKAD',
    nric: '900101105566',
    dateOfBirth: '1990-01-01',
    age: 36,
    raceId: null,
    residentialAddress1: null,
    residentialAddress2: null,
    residentialAddress3: null,
    postcode: null,
    city: null,
    state: null,
    grossSalaryRangeId: null,
    partnerId: null,
    tinNumber: null,
    brands: ['conventional'],
    marketingConsent: false,
    marketingConsentAt: null,
    latestApplicationId: null,
    latestAgreementId: null,
    allowToApplyNewLoanAfterDateTime: null,
    passwordIsTemporary: false,
    identityLocked: false,
    createdAt: '2026-01-05T02:00:00.000Z',
    ...changes,
  };
}

export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

type Answer =
  | { status: number; body: unknown }
  | ((request: SentRequest) => { status: number; body: unknown })
  /** An answer that takes its time, as a slow call does. */
  | ((request: SentRequest) => Promise<{ status: number; body: unknown }>);

/**
 * A fake API: answers by 'METHOD path' and notes what each request sent, at the time it was sent. A request nobody
 * answers is a 404, which shows up in the test as an error on the screen.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const request: SentRequest = {
      url,
      method: init?.method ?? 'GET',
      // A multipart form is kept as it was sent; a JSON body is read back.
      body:
        init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init?.headers).get('Authorization'),
    };
    sent.push(request);
    const answer = answers[`${request.method} ${url}`];
    const { status, body } = await (typeof answer === 'function'
      ? answer(request)
      : (answer ?? { status: 404, body: { message: 'Not Found' } }));
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent, to: (url: string) => sent.filter((request) => request.url === url) };
}
