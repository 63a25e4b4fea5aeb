import { SME_APPLICATION_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { holdNewApplicationsUntil } from '../auth/customer-records.ts';
import { bearer, openSessionAtClock } from '../auth/testing.ts';
import {
  call,
  completeForm,
  createSmeReviewTestApp,
  newDraft,
  partnerSession,
  rejectedSmeApplication,
  type SmeTestApplicant,
  smeAuditRows,
  staffSession,
} from './testing.ts';

let t: TestApp;

/** The test app's clock: 26 November 2026, 10:00 in Malaysia. */
const REJECTED_AT = '2026-11-26T02:00:00Z';

beforeAll(async () => {
  t = await createSmeReviewTestApp('single');
});
afterAll(() => t.close());

/** The applicant logged in again at the clock's time (months later, the earlier session has ended). */
async function loggedInAgain(who: SmeTestApplicant): Promise<SmeTestApplicant> {
  return { userId: who.userId, headers: bearer(await openSessionAtClock(t, who.userId)) };
}

const draft = (who: SmeTestApplicant, language = 'en') =>
  call(t, who, 'POST', `${SME_APPLICATION_PATHS.draft}?lang=${language}`, { form: {} });

describe('the wait before applying again after a rejection (decision 070)', () => {
  it('holds a rejected partner for 3 months: a new draft is refused with the date, then allowed after it', async () => {
    t.clock.set(REJECTED_AT);
    const partner = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
    const id = await rejectedSmeApplication(t, partner, 'SOLE_PROPRIETOR');
    expect((await smeAuditRows(t, id)).at(-1)).toMatchObject({
      action: 'smeApplication.reject',
      before: { status: 'SUBMITTED_FOR_APPROVAL', allowToApplyNewLoanAfter: null },
      after: { status: 'REJECTED', allowToApplyNewLoanAfter: '2027-02-26T02:00:00.000Z' },
      remark: 'Commission too irregular',
    });

    const refused = await draft(partner);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'You cannot make a new application until 2027-02-26.',
    ]);
    const malay = await draft(partner, 'ms');
    expect(malay.json().message).toBe('Anda tidak boleh membuat permohonan baharu sehingga 2027-02-26.');

    t.clock.set('2027-02-26T01:59:59Z');
    expect((await draft(await loggedInAgain(partner))).statusCode).toBe(403);
    t.clock.set('2027-02-26T02:00:00Z');
    const allowed = await draft(await loggedInAgain(partner));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json()).toMatchObject({ partnerId: 'P200010', applicationStatus: 'DRAFT' });
    t.clock.set(REJECTED_AT);
  });

  it("refuses a rejected partner's eligibility with the wait and its end, in both languages, then finds it eligible after", async () => {
    t.clock.set(REJECTED_AT);
    const partner = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
    await rejectedSmeApplication(t, partner, 'COMPANY');
    const check = async (who: SmeTestApplicant) => {
      const response = await call(t, who, 'POST', SME_APPLICATION_PATHS.eligibility);
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    expect(await check(partner)).toEqual({
      eligible: false,
      reasons: ['eligibility.reasons.waitingAfterRejection'],
      partnerId: 'P200001',
      partnerType: 'COMPANY',
      averageRecurringCommissionSen: 709_500,
      interestRateBpPerYear: 800,
      remainingLimitSen: 50_000_000,
      allowToApplyNewLoanAfterDateTime: '2027-02-26T02:00:00.000Z',
    });
    expect(en.eligibility.reasons.waitingAfterRejection).toBe(
      'Previous application not successful: you may apply again from {{date}}',
    );
    expect(ms.eligibility.reasons.waitingAfterRejection).toBe(
      'Permohonan sebelum ini tidak berjaya: anda boleh memohon semula mulai {{date}}',
    );

    t.clock.set('2027-02-26T01:59:59Z');
    expect(await check(await loggedInAgain(partner))).toMatchObject({
      eligible: false,
      allowToApplyNewLoanAfterDateTime: '2027-02-26T02:00:00.000Z',
    });
    t.clock.set('2027-02-26T02:00:00Z');
    expect(await check(await loggedInAgain(partner))).toMatchObject({
      eligible: true,
      reasons: [],
      allowToApplyNewLoanAfterDateTime: null,
    });
    t.clock.set(REJECTED_AT);
  });

  it('holds rejected group staff alike, and lets them apply once the wait is over', async () => {
    t.clock.set(REJECTED_AT);
    const staff = await staffSession(t);
    await rejectedSmeApplication(t, staff, 'STAFF');
    expect((await draft(staff)).statusCode).toBe(403);
    t.clock.set('2027-03-01T00:00:00Z');
    expect((await draft(await loggedInAgain(staff))).statusCode).toBe(201);
    t.clock.set(REJECTED_AT);
  });

  it("refuses a draft's submission while a wait set on the account runs, and writes nothing", async () => {
    t.clock.set(REJECTED_AT);
    const staff = await staffSession(t);
    const id = await newDraft(t, staff);
    await holdNewApplicationsUntil(t.db, staff.userId, new Date('2027-01-15T04:00:00Z'));
    const submitted = await call(
      t,
      staff,
      'POST',
      SME_APPLICATION_PATHS.submission('STAFF'),
      completeForm('STAFF', id),
    );
    expect([submitted.statusCode, submitted.json().message]).toEqual([
      403,
      'You cannot make a new application until 2027-01-15.',
    ]);
    expect((await call(t, staff, 'GET', SME_APPLICATION_PATHS.application(id))).json().markers).toEqual([]);
  });
});
