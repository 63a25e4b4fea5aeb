import {
  API_BASES,
  APPLICATION_PATHS,
  ATTESTATION_PATHS,
  AUTH_PATHS,
  CONTACT_US_PATH,
  DEV_INBOX_PATH,
  DEV_LIVE_CALL_START_NOW_PATH,
  DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH,
  DEV_PARTNER_COMMISSION_PATH,
  DEV_SANDBOX_FAILURES_PATH,
  DEV_SANDBOX_FPX_BANKS_PATH,
  DIRECT_DEBIT_COLLECTION_PATHS,
  DIRECT_DEBIT_PATHS,
  EKYC_PATHS,
  LOGIN_PATHS,
  OFFICER_AUTH_PATHS,
  PAYMENT_PATHS,
  type TokenPair,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loggedIn, seedDemoAccounts } from '../modules/auth/testing.ts';
import { InMemoryLoanAccounts as InMemoryCollectionAccounts } from '../modules/direct-debit-collection/testing.ts';
import { InMemoryLoanAccounts as InMemoryPostingAccounts } from '../modules/payments/testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every call the OpenAPI document lists is either public, by the list below, or behind a guard that answers before
 * anything else: no token is a 401, whatever the body, and a customer's token opens no back-office call.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The document's path form of a route: `/user/{userId}`. */
const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

/**
 * The calls anyone may make: logins, sign-ups, refreshing and ending a session (the refresh token is the proof),
 * password reset (the emailed link is), the human check, master data, contact us, health, the developer inbox and the
 * sandboxes' failure switches, the live call's start-now and an account's days closed ahead (absent in production), and the links whose token is the proof (the email step's
 * link, the e-KYC phone hand-off, the attestation video's stream, as a video element sends no bearer token), and the
 * providers' signed callbacks (the signature is the proof). The
 * master files and the attestation videos the applicant plays sit at the spec's admin-master paths, and are public
 * all the same.
 */
const PUBLIC_OPERATIONS: readonly string[] = [
  ...Object.values(LOGIN_PATHS).map((path) => `POST ${path}`),
  `POST ${AUTH_PATHS.register}`,
  `POST ${AUTH_PATHS.checkEmailExisted(':email', ':phoneNo')}`,
  `POST ${AUTH_PATHS.staffRegister(':language')}`,
  `POST ${AUTH_PATHS.staffVerification}`,
  `POST ${AUTH_PATHS.smeUser}`,
  `POST ${AUTH_PATHS.requestResetPassword}`,
  `POST ${AUTH_PATHS.checkResetPasswordToken}`,
  `PATCH ${AUTH_PATHS.resetPassword}`,
  `POST ${AUTH_PATHS.refresh}`,
  `POST ${AUTH_PATHS.logout}`,
  `GET ${AUTH_PATHS.humanCheckChallenge}`,
  `POST ${OFFICER_AUTH_PATHS.login}`,
  `POST ${OFFICER_AUTH_PATHS.totp}`,
  `POST ${OFFICER_AUTH_PATHS.refresh}`,
  `POST ${OFFICER_AUTH_PATHS.logout}`,
  `POST ${CONTACT_US_PATH}`,
  'GET /healthz',
  'GET /readyz',
  `GET ${DEV_INBOX_PATH}`,
  ...['GET', 'POST', 'DELETE'].map((method) => `${method} ${DEV_SANDBOX_FAILURES_PATH}`),
  `POST ${DEV_SANDBOX_FPX_BANKS_PATH}`,
  `POST ${DEV_LIVE_CALL_START_NOW_PATH(':id')}`,
  `POST ${DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH(':agreementNo')}`,
  `POST ${DEV_PARTNER_COMMISSION_PATH}`,
  `POST ${DEV_PARTNER_COMMISSION_PATH}/failures`,
  `GET ${APPLICATION_PATHS.emailVerificationLink(':token')}`,
  `POST ${EKYC_PATHS.claimHandoff(':token')}`,
  `GET ${ATTESTATION_PATHS.videoStream(':agreementId')}`,
  `GET ${DIRECT_DEBIT_PATHS.bankReturn}`,
  `POST ${DIRECT_DEBIT_PATHS.callback}`,
  `GET ${PAYMENT_PATHS.gatewayReturn}`,
  `POST ${PAYMENT_PATHS.gatewayReturn}`,
  `POST ${PAYMENT_PATHS.gatewayCallback}`,
  `POST ${PAYMENT_PATHS.gatewayNotification}`,
  `POST ${DIRECT_DEBIT_COLLECTION_PATHS.callback}`,
  `GET ${API_BASES.adminMaster}/file/entity/:id`,
  `GET ${API_BASES.adminMaster}/file/:id`,
  `GET ${API_BASES.adminMaster}/video/file/:id`,
].map((operation) => openApiPath(operation));

/** Master data is public: every call under its base, read by the web app before anyone logs in. */
const isPublic = (operation: string) =>
  PUBLIC_OPERATIONS.includes(operation) || operation.split(' ')[1]?.startsWith(`${API_BASES.master}/`);

/** The back office's calls: everything under the admin bases, and the administrator's deletion of an account. */
const ADMIN_BASES = [API_BASES.admin, API_BASES.adminAuth, API_BASES.adminMaster];
const isOfficerOperation = (operation: string) => {
  const [method, path = ''] = operation.split(' ');
  return (
    (ADMIN_BASES.some((base) => path.startsWith(`${base}/`)) && !isPublic(operation)) ||
    (method === 'DELETE' && path === openApiPath(AUTH_PATHS.user(':userId')))
  );
};

/** Plausible values, so that a route is reached; the guard must answer before they are ever validated. */
const PARAMETER_VALUES: Record<string, string> = {
  language: 'en',
  side: 'front',
  stepName: 'ekyc',
  token: 'x'.repeat(43),
  applicationNo: 'SK-2026-000001',
  email: 'someone@example.com',
  phoneNo: '0123000001',
  company: 'conventional',
  list: 'race',
  code: 'SINAR20',
  tenureMonths: '12',
  agreementId: 'AG-2026-000001',
};
const filled = (path: string) =>
  path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => PARAMETER_VALUES[name] ?? '6f1d5c7e-3b4a-4c2d-9e8f-0a1b2c3d4e5f',
  );

let t: TestApp;
let operations: string[];
let customer: TokenPair;

beforeAll(async () => {
  // With the loan accounts' side of online payments and of the direct-debit run, and the close of business, so that
  // their calls are walked too.
  t = await createTestApp({
    loanAccountPosting: new InMemoryPostingAccounts(),
    loanAccountCollections: new InMemoryCollectionAccounts(),
    closeOfBusiness: true,
  });
  await seedDemoAccounts(t);
  customer = await loggedIn(t, { tab: 'telecom', phoneNo: '0123000001' });
  const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

/** A call with a body that no schema accepts: were it validated before the guard, the answer would be a 400. */
function call(operation: string, headers: Record<string, string>) {
  const [method, path = ''] = operation.split(' ') as [Method, string];
  const withBody = method !== 'GET' && method !== 'DELETE';
  return t.app.inject({
    method,
    url: filled(path),
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { payload: '{"not json' } : {}),
  });
}

describe('the guards of every call in the OpenAPI document', () => {
  it('list each public call that exists, and nothing else as public', () => {
    for (const operation of PUBLIC_OPERATIONS) expect(operations).toContain(operation);
    expect(operations.filter(isPublic).length).toBeGreaterThan(PUBLIC_OPERATIONS.length);
  });

  it('answer 401 to every other call without a token, before its body is read', async () => {
    const guarded = operations.filter((operation) => !isPublic(operation));
    expect(guarded.length).toBeGreaterThan(60);
    const answers = await Promise.all(
      guarded.map(async (operation) => `${operation} -> ${(await call(operation, {})).statusCode}`),
    );
    expect(answers).toEqual(guarded.map((operation) => `${operation} -> 401`));
  });

  it("publish each back-office call's declared roles, for the security sweep, and none on other calls", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-officer-roles'?: string[] }>>;
    }>();
    const declared = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation['x-officer-roles'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(declared.length).toBeGreaterThan(30);
    expect(declared.filter((operation) => !isOfficerOperation(operation))).toEqual([]);
    expect(document.paths[`${API_BASES.admin}/audit`]?.get?.['x-officer-roles']).toEqual(['admin']);
    expect(
      document.paths[`${API_BASES.admin}/applications/{id}/decisions`]?.post?.['x-officer-roles'],
    ).toEqual(['verifier', 'verifier2', 'approver1', 'approver2']);
  });

  it("refuse a customer's token on every back-office call", async () => {
    const backOffice = operations.filter(isOfficerOperation);
    expect(backOffice.length).toBeGreaterThan(30);
    const refused = await Promise.all(
      backOffice.map(async (operation) => {
        const status = (await call(operation, bearer(customer))).statusCode;
        return `${operation} -> ${status === 401 || status === 403 ? 'refused' : status}`;
      }),
    );
    expect(refused).toEqual(backOffice.map((operation) => `${operation} -> refused`));
  });
});
