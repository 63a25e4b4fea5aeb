import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  BACKOFFICE_BASE_PATH,
  BACKOFFICE_PATHS,
  OFFICER_AUTH_PATHS,
  type OfficerLoginChallenge,
  type OfficerSession,
} from '@sinar/domain';
import { TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './accounts.ts';

/**
 * The demo officers (README, 'Demo officers') and two ways into the back office: through its login screen, as a
 * person does (one journey tests that), and through the API with the session put where the app keeps it (every other
 * journey). An authenticator code works once: the server accepts the code of the step before, at or after the current
 * 30-second step, and refuses a step at or before the last one it accepted from that officer.
 */
export const OFFICERS = {
  verifier: { email: 'verifier@sinarkredit.com.my', secret: 'TDKWGGWMOMHQXCXVAZFZK553YVZMU3GC' },
  /** Logs in through the screen only, so that journey never shares a code step with a session opened by the API. */
  verifier2: { email: 'verifier2@sinarkredit.com.my', secret: 'T3FRMJAPFVDDLNUAQVSTGAUIQQ6RV64O' },
  approver1: { email: 'approver1@sinarkredit.com.my', secret: 'OXHK2UQEJURLY7YXDUI73BBMYU5OBDBS' },
  admin: { email: 'admin@sinarkredit.com.my', secret: 'OKZZCWKTJGD6DDLYADS3E4QG6WHEJLSI' },
  disbursement: { email: 'disbursement@sinarkredit.com.my', secret: 'HJRG5ELSZSEMNTF4HJVN4JEQ3WJJKRI2' },
  /** The checker of the disbursement: releases what the first disbursement officer prepared. */
  disbursement2: { email: 'disbursement2@sinarkredit.com.my', secret: 'S6D43RDBIQUDVWZ4HSOSKTWFBAL3CAT6' },
  attestation: { email: 'attestation@sinarkredit.com.my', secret: '5P44QM476SAXHT3O7YVFHQJ54VBN7YYL' },
} as const;
export type DemoOfficer = (typeof OFFICERS)[keyof typeof OFFICERS];

/** Where the back-office app keeps the session: its tab's session storage (apps/backoffice/src/lib/session.ts). */
const SESSION_STORAGE_KEYS = {
  accessToken: 'backoffice.accessToken',
  refreshToken: 'backoffice.refreshToken',
  officer: 'backoffice.officer',
} as const;

const STEP_MS = 30_000;
const lastStepUsed = new Map<string, number>();

/**
 * The steps whose codes this officer may still use now, earliest first: the current one and the next, above the last
 * one used in this worker. The step before the current one is left out, as it may have passed by the time the
 * server reads the code.
 */
async function usableSteps(officer: DemoOfficer): Promise<number[]> {
  const current = Math.floor(Date.now() / STEP_MS);
  const first = Math.max(current, (lastStepUsed.get(officer.secret) ?? 0) + 1);
  if (first <= current + 1) return first === current ? [current, current + 1] : [first];
  // Only an officer signed in twice within one step gets here; the journeys never do (see officerSession).
  await new Promise((resolve) => setTimeout(resolve, (first - 1) * STEP_MS - Date.now() + 250));
  return usableSteps(officer);
}

function codeOfStep(officer: DemoOfficer, step: number): string {
  lastStepUsed.set(officer.secret, step);
  return new TOTP({ secret: officer.secret }).generate({ timestamp: step * STEP_MS });
}

/** Logs in through the login screen: email and password, then the code the authenticator app shows. */
export async function logInToBackoffice(page: Page, officer: DemoOfficer): Promise<void> {
  await page.goto(`${BACKOFFICE_BASE_PATH}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Work email' }).fill(officer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeVisible();
  const [step] = await usableSteps(officer);
  await code.fill(codeOfStep(officer, step as number));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work queues' })).toBeVisible();
}

export async function logOutOfBackoffice(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out')).toBeVisible();
}

/** Sessions opened through the API in this worker, by officer; reused while their access token is young. */
const sessions = new Map<string, { readonly session: OfficerSession; readonly openedAt: number }>();
/**
 * Under the access token's 15 minutes: a reused session never makes the app refresh it, which would rotate the refresh
 * token this worker still holds and end the session on its next use.
 */
const SESSION_REUSE_MS = 10 * 60_000;

/**
 * The officer's session, signed in through the API as the back-office app does (the password, then the code), once
 * per worker while it is young. A step another worker used already is refused; the next one is tried. Journeys on
 * such a session do not log out (that would end it for the next journey): the login journey logs in and out on its own.
 */
export async function officerSession(
  request: APIRequestContext,
  officer: DemoOfficer,
): Promise<OfficerSession> {
  const reusable = sessions.get(officer.email);
  if (reusable && Date.now() - reusable.openedAt < SESSION_REUSE_MS) return reusable.session;
  const password = await request.post(OFFICER_AUTH_PATHS.login, {
    data: { email: officer.email, password: DEMO_PASSWORD },
  });
  expect(password.ok(), `officer password step: ${password.status()} ${await password.text()}`).toBe(true);
  const { challengeToken } = (await password.json()) as OfficerLoginChallenge;
  let refusal = '';
  for (const step of await usableSteps(officer)) {
    const answer = await request.post(OFFICER_AUTH_PATHS.totp, {
      data: { challengeToken, code: codeOfStep(officer, step) },
    });
    if (answer.ok()) {
      const session = (await answer.json()) as OfficerSession;
      sessions.set(officer.email, { session, openedAt: Date.now() });
      return session;
    }
    refusal = `${answer.status()} ${await answer.text()}`;
  }
  throw new Error(`the officer code step was refused: ${refusal}`);
}

const BLANK_PAGE = `${BACKOFFICE_BASE_PATH}/e2e-blank-page`;

/**
 * Opens a back-office page signed in as the officer: the session goes into the tab's session storage from a blank
 * page of the same origin (answered by the test itself), so no running app sees another officer's session change.
 */
export async function openBackofficeAs(
  page: Page,
  request: APIRequestContext,
  officer: DemoOfficer,
  path: string = BACKOFFICE_BASE_PATH,
): Promise<void> {
  const session = await officerSession(request, officer);
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(BLANK_PAGE);
  await page.evaluate(
    ({ keys, values }) => {
      window.sessionStorage.clear();
      window.sessionStorage.setItem(keys.accessToken, values.accessToken);
      window.sessionStorage.setItem(keys.refreshToken, values.refreshToken);
      window.sessionStorage.setItem(keys.officer, JSON.stringify(values.officer));
    },
    { keys: SESSION_STORAGE_KEYS, values: session },
  );
  await page.unroute(BLANK_PAGE);
  await page.goto(path);
}

/**
 * One review decision on an application, taken through the API by the officer: an individual's by default, an SME
 * partner's or staff member's with the SME review's decisions call.
 */
export async function decideThroughApi(
  request: APIRequestContext,
  officer: DemoOfficer,
  applicationId: string,
  decision: Record<string, unknown>,
  decisionsPath: (applicationId: string) => string = BACKOFFICE_PATHS.decisions,
): Promise<void> {
  const session = await officerSession(request, officer);
  const answer = await request.post(decisionsPath(applicationId), {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: decision,
  });
  expect(answer.ok(), `${String(decision.decision)}: ${answer.status()} ${await answer.text()}`).toBe(true);
}

/** The verifier verifies the application and the first approver approves it on these terms. */
export async function approveThroughApi(
  request: APIRequestContext,
  applicationId: string,
  terms: { readonly amountSen: number; readonly tenureMonths: number },
  decisionsPath: (applicationId: string) => string = BACKOFFICE_PATHS.decisions,
): Promise<void> {
  await decideThroughApi(
    request,
    OFFICERS.verifier,
    applicationId,
    { decision: 'verify', remark: 'Payslips and bank statement match the employer.' },
    decisionsPath,
  );
  await decideThroughApi(
    request,
    OFFICERS.approver1,
    applicationId,
    { decision: 'approve', remark: 'Within policy.', ...terms },
    decisionsPath,
  );
}
