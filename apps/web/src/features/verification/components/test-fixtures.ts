import { type ApplicationSummary, type ApplicationView, type EkycSession, sen } from '@sinar/domain';
import { vi } from 'vitest';
import { USER_ID } from '../../../test/fake-session.ts';

/** Fixtures of the verification tests: the application, its summary and e-KYC session, and a fake API. */
export const APPLICATION_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const SESSION_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function application(changes: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    userId: USER_ID,
    applicationType: 'conventional',
    applicationStatus: 'PENDING',
    markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
    maxEligibleAmountSen: sen(1_000_000),
    netSalarySen: sen(450_000),
    campaignCode: null,
    form: { amountSen: sen(500_000), tenureMonths: 12, loanReasonId: '2' },
    applicantEmail: 'aisyah@example.com',
    emailVerified: true,
    interestRateBpPerYear: 1800,
    estimatedMonthlyInstalmentSen: sen(49_167),
    submissionDate: '2026-11-20T04:00:00.000Z',
    remarks: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T04:00:00.000Z',
    ...changes,
  };
}

export function summary(changes: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    applicationType: 'conventional',
    fullName: 'Aisyah binti Ahmad',
    identityCardMasked: '********5566',
    loanReasonId: '2',
    customReason: null,
    amountSen: sen(500_000),
    tenureMonths: 12,
    interestRateBpPerYear: 1800,
    estimatedMonthlyInstalmentSen: sen(49_167),
    ...changes,
  };
}

export function ekycSession(changes: Partial<EkycSession> = {}): EkycSession {
  return {
    sessionId: SESSION_ID,
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    state: 'CAPTURING',
    captured: [],
    failureReason: null,
    attempts: 0,
    maxAttempts: 3,
    ...changes,
  };
}

export interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  /** JSON bodies parsed; multipart bodies as their fields (a file part by its name). */
  readonly body: unknown;
}

type Answer = { status: number; body: unknown } | ((request: Sent) => { status: number; body: unknown });

/** A fake API that also reads multipart bodies: answers by 'METHOD path', a 404 for anything else. */
export function fakeRoutes(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    let body: unknown;
    if (init?.body instanceof FormData) {
      body = Object.fromEntries(
        [...init.body.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : (value as File).name,
        ]),
      );
    } else if (init?.body) body = JSON.parse(String(init.body));
    const request: Sent = { url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body };
    sent.push(request);
    const answer = answers[`${request.method} ${url}`];
    const { status, body: answerBody } =
      typeof answer === 'function'
        ? answer(request)
        : (answer ?? { status: 404, body: { message: 'Not Found' } });
    return new Response(JSON.stringify(answerBody), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent, to: (url: string) => sent.filter((request) => request.url === url) };
}

/** The layout to test: a phone below the desktop breakpoint, a desktop above. */
export function useLayout(layout: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: layout === 'phone',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

export function photo(name: string): File {
  return new File([Uint8Array.from(PNG_BYTES)], name, { type: 'image/png' });
}
