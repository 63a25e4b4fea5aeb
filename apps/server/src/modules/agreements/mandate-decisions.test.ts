import { DIRECT_DEBIT_PATHS, sen } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MandateNotice } from '../../providers/direct-debit/direct-debit-provider.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { MANDATE_POLL_JOB } from './mandate-service.ts';
import { atBank, runJobsNow } from './testing/after-signing.ts';
import { mandateSteps } from './testing/mandate-steps.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam, storedAgreement } from './testing.ts';

/**
 * The bank's decision: notices, callback, repeats, the status enquiry.
 *
 * The direct-debit mandate through the API: started with consent and a TAC of its own purpose, authorised at the
 * sandbox bank, decided by the bank's signed notice (in-process or posted to the callback, one handler) or by the
 * status enquiry when the notice is lost. Each call answers its own applicant only, refuses a step out of order,
 * and a refused or repeated notice writes nothing.
 */

let t: TestApp;
let team: ReviewTeam;
const notices: MandateNotice[] = [];

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  t.directDebit.onNotice(async (notice) => {
    notices.push(notice);
  });
});
afterAll(() => t.close());
const { mandatePath, attested, startMandate, mandateDecided, mandateRow, refundsOf, tableCounts } =
  mandateSteps(() => ({ t, team }));

describe('the bank decides', () => {
  it('is pending until the notice; the browser only comes back with a hint; activation owes the RM1 back', async () => {
    const loan = await attested();
    const started = await startMandate(loan);
    expect(started.statusCode).toBe(200);
    const { mandateId, redirectUrl } = started.json();
    expect(redirectUrl).toContain(`/sandbox/fpx/mandates/${mandateId}?token=`);
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'PENDING', forAttestation: false });
    const again = await startMandate(loan);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en.directDebit.alreadySetUp);

    const answered = await atBank(t, redirectUrl, { decision: 'authorise', accountNo: '114012345678' });
    const back = new URL(answered.headers.location as string);
    expect(back.pathname).toBe(DIRECT_DEBIT_PATHS.bankReturn);
    const hinted = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(hinted.statusCode).toBe(303);
    expect(hinted.headers.location).toBe(
      `/direct-debit/confirmation?reference=${loan.agreementId}&status=authorised`,
    );
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'PENDING', accountNoLast4: null });

    await runJobsNow(t);
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'ACTIVE', accountNoLast4: '5678' });
    expect(await refundsOf(loan.agreementId)).toEqual([
      { amountSen: 100, reason: 'mandateVerificationDebit', mandateId },
    ]);
    const record = await call(t, loan.applicant, 'GET', mandatePath(loan));
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      id: mandateId,
      agreementId: loan.agreementId,
      state: 'ACTIVE',
      bankName: 'Maybank2u',
      accountType: 'savings',
      accountNoLast4: '5678',
      amountSen: 49_167,
      monthlyAmountSen: 49_167,
      tenureMonths: 12,
      balanceTenureMonths: 12,
      name: expect.stringMatching(/^Applicant \d+$/),
      verificationFeeSen: 100,
      rejectionReason: null,
    });
    expect(record.body).not.toContain('114012345678');
    // The agreement is only attested: the mandate waits for signing and stamping.
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('ATTESTED');
  });

  it.each([
    ['the customer rejects at the bank', { decision: 'reject' }, 'cancelledByCustomer', null],
    [
      'an account ending 0051 cannot pay the RM1',
      { decision: 'authorise', accountNo: '1140123450051' },
      'insufficientFunds',
      null,
    ],
    [
      'the bank refuses an account ending 0099',
      { decision: 'authorise', accountNo: '1140123450099' },
      'rejectedByBank',
      100,
    ],
  ] as const)('records a rejection with its reason when %s', async (_case, form, reason, refunded) => {
    const loan = await attested();
    const { mandateId } = await mandateDecided(loan, { ...form });
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'REJECTED', rejection: reason });
    const record = await call(t, loan.applicant, 'GET', mandatePath(loan));
    expect(record.json()).toMatchObject({
      state: 'REJECTED',
      rejectionReason: en.directDebit.rejections[reason],
    });
    const inMalay = await t.app.inject({
      method: 'GET',
      url: mandatePath(loan),
      headers: { ...loan.applicant.headers, 'accept-language': 'ms' },
    });
    expect(inMalay.json().rejectionReason).toBe(ms.directDebit.rejections[reason]);
    expect((await refundsOf(loan.agreementId)).map((refund) => refund.amountSen)).toEqual(
      refunded ? [refunded] : [],
    );
    // A rejected mandate may be asked for again.
    expect((await startMandate(loan)).statusCode).toBe(200);
  });

  it('takes the notice posted to the callback once, and refuses a changed one with 401, writing nothing', async () => {
    const loan = await attested();
    const { mandateId } = await mandateDecided(loan);
    const notice = notices.find((each) => each.subjectId === mandateId && each.type === 'active');
    expect(notice).toBeDefined();
    const before = await tableCounts();

    const repeated = await t.app.inject({
      method: 'POST',
      url: DIRECT_DEBIT_PATHS.callback,
      payload: notice,
    });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().message).toBe(en.directDebit.noticeAccepted);

    const changed = { ...notice, id: crypto.randomUUID(), body: { ...notice?.body, accountNoLast4: '9999' } };
    const tampered = await t.app.inject({
      method: 'POST',
      url: DIRECT_DEBIT_PATHS.callback,
      payload: changed,
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe(en.directDebit.noticeRefused);
    const forged = await t.app.inject({
      method: 'POST',
      url: DIRECT_DEBIT_PATHS.callback,
      payload: { ...notice, id: crypto.randomUUID(), signature: '0'.repeat(64) },
    });
    expect(forged.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: DIRECT_DEBIT_PATHS.callback,
      payload: { reference: loan.agreementId, state: 'ACTIVE' },
    });
    expect(malformed.statusCode).toBe(400);
    const strangers = await t.app.inject({
      method: 'POST',
      url: DIRECT_DEBIT_PATHS.callback,
      payload: { ...notice, subjectId: crypto.randomUUID() },
    });
    expect(strangers.statusCode).toBe(401);
    expect(await tableCounts()).toBe(before);
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'ACTIVE', accountNoLast4: '5678' });
    expect(await refundsOf(loan.agreementId)).toHaveLength(1);
  });

  it("answers 404 to a genuine notice about a mandate that is no agreement's, and the listener leaves it alone", async () => {
    const { mandateId, redirectUrl } = await t.directDebit.createMandate({
      reference: 'another-merchant-reference',
      bankCode: 'MB2U0227',
      accountType: 'savings',
      payer: { name: 'Nur Aisyah binti Ahmad', nric: '900615145672' },
      maxAmountSen: sen(10_000),
      returnUrl: 'http://127.0.0.1/elsewhere',
    });
    await atBank(t, redirectUrl, { decision: 'authorise', accountNo: '114012345678' });
    const before = await tableCounts();
    await runJobsNow(t);
    const notice = notices.find((each) => each.subjectId === mandateId);
    expect(notice?.type).toBe('active');
    const posted = await t.app.inject({ method: 'POST', url: DIRECT_DEBIT_PATHS.callback, payload: notice });
    expect(posted.statusCode).toBe(404);
    expect(await tableCounts()).toBe(before);
  });

  it('applies a notice delivered twice by the bank once', async () => {
    const loan = await attested();
    await t.directDebit.failNext('repeatNotice');
    const { mandateId } = await mandateDecided(loan);
    expect(notices.filter((each) => each.subjectId === mandateId)).toHaveLength(2);
    expect(await refundsOf(loan.agreementId)).toHaveLength(1);
    const applied = await t.db.query('select 1 from agreement_provider_notices where subject_id = $1', [
      mandateId,
    ]);
    expect(applied).toHaveLength(1);
  });

  it('asks the bank about a mandate whose notice was lost, and applies its answer', async () => {
    const loan = await attested();
    const started = await startMandate(loan);
    const { mandateId, redirectUrl } = started.json();
    await atBank(t, redirectUrl, { decision: 'authorise', accountNo: '114012345678' });
    // The bank decided, but its notice never arrived.
    await t.db.query(`delete from jobs where kind = 'direct-debit-sandbox.step' and status = 'queued'`);
    await t.db.query(`update sandbox_mandates set status = 'ACTIVE', decided_at = now() where id = $1`, [
      mandateId,
    ]);
    const [poll] = await t.db.query<{ kind: string }>(
      `select kind from jobs where kind = $1 and payload->>'mandateId' = $2 and run_at > now() + interval '29 minutes'`,
      [MANDATE_POLL_JOB, mandateId],
    );
    expect(poll?.kind).toBe(MANDATE_POLL_JOB);
    await runJobsNow(t);
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'ACTIVE', accountNoLast4: '5678' });
    expect(await refundsOf(loan.agreementId)).toHaveLength(1);
  });
});
