import { APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_FORM } from './testing/complete-form.ts';
import {
  type ApplicationsTestApp,
  call,
  createApplicationsTestApp,
  readyToSubmit,
  SUBMIT,
  type TestApplicant,
} from './testing.ts';

let t: ApplicationsTestApp;
let owner: TestApplicant;
let other: TestApplicant;
let application: { id: string; applicationNo: string };

beforeAll(async () => {
  t = await createApplicationsTestApp();
  owner = await t.applicant();
  other = await t.applicant();
  application = await readyToSubmit(t, owner);
});
afterAll(() => t.close());

describe("another applicant's application", () => {
  it.each([
    ['summary', 'GET', () => APPLICATION_PATHS.summary(application.id), undefined],
    ['status', 'GET', () => APPLICATION_PATHS.status(application.id), undefined],
    [
      'status check by number',
      'GET',
      () => APPLICATION_PATHS.statusCheck(application.applicationNo),
      undefined,
    ],
    ['save', 'PATCH', () => APPLICATION_PATHS.update('en', application.id), COMPLETE_FORM],
    ['cancel', 'DELETE', () => APPLICATION_PATHS.remove(application.id), undefined],
    ['submit', 'POST', () => APPLICATION_PATHS.submit(application.id), SUBMIT],
    ['email code sending', 'POST', () => APPLICATION_PATHS.emailVerification(application.id), undefined],
    [
      'email code checking',
      'POST',
      () => APPLICATION_PATHS.emailVerificationCode(application.id),
      { code: '123456' },
    ],
    ['form step', 'PATCH', () => STEP_PATHS.applicationFormCompleted(application.id), undefined],
    ['email step', 'PATCH', () => STEP_PATHS.emailVerificationCompleted(application.id), undefined],
    ['documents step', 'PATCH', () => STEP_PATHS.documentUploadCompleted(application.id), undefined],
    ['e-KYC step', 'PATCH', () => STEP_PATHS.ekycCompleted(application.id), undefined],
    ['error marker', 'PATCH', () => STEP_PATHS.error(application.id, 'ekyc'), { reason: 'x' }],
  ] as const)('answers %s as not found, changing nothing', async (_name, method, url, body) => {
    const before = await t.db.query('select status, markers, form from applications where id = $1', [
      application.id,
    ]);
    const response = await call(t, other, method, url(), body);
    expect([response.statusCode, response.json().message]).toEqual([404, 'Application Not Found']);
    expect(
      await t.db.query('select status, markers, form from applications where id = $1', [application.id]),
    ).toEqual(before);
  });

  it("refuses the list of someone else's applications", async () => {
    const response = await call(t, other, 'GET', APPLICATION_PATHS.byUser(owner.userId));
    expect(response.statusCode).toBe(403);
  });

  it("refuses a draft from someone else's check as not found", async () => {
    const checkId = (
      await t.db.query<{ eligibility_check_id: string }>(
        'select eligibility_check_id from applications where id = $1',
        [application.id],
      )
    )[0]?.eligibility_check_id;
    const response = await call(t, other, 'POST', APPLICATION_PATHS.draft, {
      checkId,
      applicationType: 'conventional',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers every call without a login with 401', async () => {
    const draftBody = { checkId: application.id, applicationType: 'conventional' };
    for (const [method, url, body] of [
      ['GET', APPLICATION_PATHS.summary(application.id), undefined],
      ['POST', APPLICATION_PATHS.draft, draftBody],
      ['PATCH', STEP_PATHS.applicationFormCompleted(application.id), undefined],
      ['POST', APPLICATION_PATHS.emailVerification(application.id), undefined],
    ] as const)
      expect((await call(t, null, method, url, body)).statusCode).toBe(401);
  });

  it('still serves the owner', async () => {
    const response = await call(t, owner, 'POST', APPLICATION_PATHS.submit(application.id), SUBMIT);
    expect(response.statusCode).toBe(200);
  });
});
