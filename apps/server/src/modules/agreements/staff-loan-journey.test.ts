import {
  AGREEMENT_PATHS,
  ATTESTATION_PATHS,
  DIRECT_DEBIT_PATHS,
  SIGNING_PATHS,
  type TacPurpose,
} from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/testing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { partnerRepayingAccount } from '../servicing/commission-accounts.ts';
import {
  approvedSmeApplication,
  call,
  partnerSession,
  type SmeTestApplicant,
  staffSession,
} from '../sme-applications/testing.ts';
import { atBank, expectOk, runJobsNow, tacSentTo, verifyTacAndSign } from './testing/after-signing.ts';
import {
  acceptedFigures,
  agreementOfSmeApplication,
  disbursementPair,
  loanAccountOf,
  payoutsOf,
  scheduleOf,
  stampingOf,
  videoPartnerTypeShown,
} from './testing/journey-records.ts';
import { DRAWN_SIGNATURE } from './testing/mandate-steps.ts';

/**
 * A group staff member's personal loan from its approval to its loan account, through the individual's calls
 * (issue 14, docs/decisions/067): the conventional loan's figures within the staff bounds, attestation by the staff
 * video, signing by the applicant, stamping, the direct-debit mandate a staff loan is repaid through, the payout
 * prepared and released by two officers, and the account the monthly direct-debit run collects from. Nobody else
 * reads any of it.
 */

let t: TestApp;
let staff: SmeTestApplicant;
let otherStaff: SmeTestApplicant;
let partner: SmeTestApplicant;
let agreementId: string;

const START = '2026-11-26T02:00:00.000Z';
const at = (secondsAfterStart: number) => new Date(new Date(START).getTime() + secondsAfterStart * 1000);

beforeAll(async () => {
  // The servicing module's own loan accounts behind the monthly direct-debit run, as main.ts wires them.
  t = await createTestApp({ now: START, servicingLoanAccounts: true });
  staff = await staffSession(t);
  otherStaff = await staffSession(t);
  partner = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
  // Approved for RM8,000, less than the RM10,000 applied for, over the 12 months applied for.
  const applicationId = await approvedSmeApplication(t, staff, 'STAFF', { amountSen: 800_000 });
  agreementId = (await agreementOfSmeApplication(t, applicationId)).id;
}, 120_000);
afterAll(() => t.close());

/** Asks for a TAC of `purpose` for the staff member, past the resend wait, and answers the code the SMS carried. */
async function staffTac(purpose: TacPurpose): Promise<string> {
  await t.db.query(
    `update agreement_tacs set issued_at = issued_at - interval '2 minutes', expires_at = expires_at - interval '2 minutes'
      where agreement_id = $1 and purpose = $2`,
    [agreementId, purpose],
  );
  await expectOk(
    await call(t, staff, 'POST', SIGNING_PATHS.tac(agreementId), { purpose }),
    'requesting a TAC',
  );
  return tacSentTo(t, staff, purpose);
}

/** The mandate form with the drawn signature and consent, for Maybank2u savings. */
const mandateForm = (tac: string) => ({
  bankCode: 'MB2U0227',
  accountType: 'savings',
  consent: true,
  signature: DRAWN_SIGNATURE,
  tac,
});

async function historyOf(): Promise<string[]> {
  const status = await call(t, staff, 'GET', AGREEMENT_PATHS.status(agreementId));
  return status.json().history.map((entry: { event: string }) => entry.event);
}

describe("a staff member's RM8,000 personal loan over 12 months, from approval to its loan account", () => {
  it("shows the approved summary at the conventional loan's 1.5% a month, to the sen", async () => {
    const summary = await call(t, staff, 'GET', AGREEMENT_PATHS.summary(agreementId));
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      agreementId,
      status: 'SUMMARY_PENDING',
      approvedAmountSen: 800_000,
      annualRateBp: 1_800,
      tenureMonths: 12,
      // RM8,000.00 x 1.5% x 12 = RM1,440.00 interest; RM9,440.00 payable.
      totalInterestSen: 144_000,
      totalPayableSen: 944_000,
      // RM9,440.00 / 12 = RM786.666.. half-up RM786.67; the last RM9,440.00 - 11 x RM786.67 = RM786.63.
      monthlyInstalmentSen: 78_667,
      lastInstalmentSen: 78_663,
      // 0.5% of RM8,000.00 = RM40.00, with no SME admin fee; the conventional loan's RM50.00 processing fee.
      stampDutySen: 4_000,
      processingFeeSen: 5_000,
      wakalahFeeSen: 0,
      // RM8,000.00 - RM40.00 - RM50.00.
      netAmountSen: 791_000,
      protection: null,
      acceptance: null,
    });
  });

  it("is neither another staff member's nor a partner's to read or move: a 404", async () => {
    for (const stranger of [otherStaff, partner]) {
      const read = await call(t, stranger, 'GET', AGREEMENT_PATHS.summary(agreementId));
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: en.errors.agreementNotFound });
      const accept = await call(t, stranger, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
        takeProtection: false,
      });
      expect(accept.statusCode).toBe(404);
      const status = await call(t, stranger, 'GET', AGREEMENT_PATHS.status(agreementId));
      expect(status.statusCode).toBe(404);
    }
    const current = await call(t, otherStaff, 'GET', AGREEMENT_PATHS.current);
    expect(current.json()).toEqual({ agreement: null });
  });

  it('records the accepted figures to the sen, without a protection plan', async () => {
    const refused = await call(t, staff, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
      takeProtection: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: en.agreements.protectionNotOffered });
    t.clock.set(START);
    const accepted = await call(t, staff, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
      takeProtection: false,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().agreement).toMatchObject({ id: agreementId, status: 'AWAITING_ATTESTATION' });
    expect(await acceptedFigures(t, agreementId)).toEqual({
      monthlyInstalmentSen: 78_667,
      lastInstalmentSen: 78_663,
      totalInterestSen: 144_000,
      totalPayableSen: 944_000,
      stampDutySen: 4_000,
      processingFeeSen: 5_000,
      totalPremiumSen: 0,
      totalDeductionsSen: 9_000,
      netDisbursementSen: 791_000,
      agentCommissionSen: 0,
      protectionTaken: false,
    });
  });

  it('attests by the staff video, streamed whole and watched through', async () => {
    const video = await call(t, staff, 'GET', ATTESTATION_PATHS.video(agreementId));
    expect(video.statusCode).toBe(200);
    expect(video.json()).toMatchObject({
      language: 'en',
      title: 'Your staff personal loan: what you are agreeing to',
      playedThrough: false,
    });
    expect(await videoPartnerTypeShown(t, agreementId)).toBe('staff');
    const strangers = await call(t, otherStaff, 'GET', ATTESTATION_PATHS.video(agreementId));
    expect(strangers.statusCode).toBe(404);
    const streamed = await t.app.inject({ method: 'GET', url: video.json().streamUrl });
    expect(streamed.statusCode).toBe(200);
    t.clock.set(at(60));
    const acknowledged = await call(t, staff, 'POST', ATTESTATION_PATHS.videoAcknowledgement(agreementId), {
      acknowledged: true,
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().agreement).toMatchObject({ id: agreementId, status: 'ATTESTED' });
    expect(await historyOf()).toEqual(['open', 'acceptSummary', 'attestByVideo']);
  });

  it('accepts the agreement document, then enrols, gets the TAC on the staff phone and signs', async () => {
    const accepted = await call(t, staff, 'POST', SIGNING_PATHS.acceptDocument(agreementId), {
      accepted: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().agreement).toMatchObject({ status: 'AGREEMENT_ACCEPTED' });
    const someoneElse = await call(t, staff, 'POST', SIGNING_PATHS.enrol('800101015555'), { agreementId });
    expect(someoneElse.statusCode).toBe(404);
    const enrolled = await call(t, staff, 'POST', SIGNING_PATHS.enrol('790322085519'), { agreementId });
    expect(enrolled.statusCode).toBe(200);
    const tacSent = await call(t, staff, 'POST', SIGNING_PATHS.tac(agreementId), { purpose: 'signing' });
    expect(tacSent.statusCode).toBe(200);
    const [sms] = await t.db.query<{ recipient: string }>(
      `select recipient from outbound_sms where purpose = 'agreement-tac-signing' order by created_at desc limit 1`,
    );
    expect(sms?.recipient).toBe('0123987654');
    const signed = await verifyTacAndSign(t, staff, agreementId, 'conventional');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().agreement).toMatchObject({ status: 'SIGNED' });

    const document = await call(t, staff, 'GET', SIGNING_PATHS.document(agreementId, 'en'));
    expect(document.statusCode).toBe(200);
    const text = (await pdfText(document.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Name of the borrower Chong Wei Liang');
    expect(text).not.toContain('admin fee');
    const theirs = await call(t, otherStaff, 'GET', SIGNING_PATHS.document(agreementId, 'en'));
    expect(theirs.statusCode).toBe(404);
  });

  it('is stamped at the 0.5% duty LHDN assesses, then waits for its direct-debit mandate', async () => {
    await runJobsNow(t); // submitted, assessed, paid, stamped
    // 0.5% of RM8,000.00.
    expect(await stampingOf(t, agreementId)).toEqual({ status: 'stamped', dutySen: 4_000, paidSen: 4_000 });
    const status = await call(t, staff, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(status.json()).toMatchObject({ status: 'STAMPED' });
    expect((await historyOf()).slice(-2)).toEqual(['sign', 'stamp']);
  });

  it('sets up the direct-debit mandate with a TAC, authorised at the bank, and moves on to the payout', async () => {
    const theirs = await call(
      t,
      otherStaff,
      'POST',
      DIRECT_DEBIT_PATHS.mandate(agreementId),
      mandateForm('123456'),
    );
    expect(theirs.statusCode).toBe(404);
    const tac = await staffTac('directDebit');
    const started = await call(t, staff, 'POST', DIRECT_DEBIT_PATHS.mandate(agreementId), mandateForm(tac));
    expect(started.statusCode).toBe(200);
    const { mandateId, redirectUrl } = started.json();
    const answered = await atBank(t, redirectUrl, { decision: 'authorise', accountNo: '5012345671234' });
    expect(answered.statusCode).toBe(303);
    await runJobsNow(t);

    const mandate = await call(t, staff, 'GET', DIRECT_DEBIT_PATHS.mandate(agreementId));
    expect(mandate.statusCode).toBe(200);
    expect(mandate.json()).toMatchObject({ id: mandateId, state: 'ACTIVE' });
    const partnersRead = await call(t, partner, 'GET', DIRECT_DEBIT_PATHS.mandate(agreementId));
    expect(partnersRead.statusCode).toBe(404);
    const [row] = await t.db.query<{ accountNoLast4: string }>(
      `select account_no_last4 as "accountNoLast4" from agreement_mandates where id = $1`,
      [mandateId],
    );
    expect(row?.accountNoLast4).toBe('1234');
    // The bank was asked to debit the borrower the application names: a staff account holds no NRIC of its own.
    const [atTheBank] = await t.db.query(
      `select payer_name as "name", payer_nric as "nric" from sandbox_mandates where reference = $1`,
      [agreementId],
    );
    expect(atTheBank).toEqual({ name: 'Chong Wei Liang', nric: '790322085519' });
    const status = await call(t, staff, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(status.json()).toMatchObject({ status: 'PENDING_DISBURSEMENT' });
    expect((await historyOf()).slice(-3)).toEqual(['sign', 'stamp', 'completeDirectDebit']);
  });

  it('is paid out net to the account of the disbursement details, once prepared and released by two officers', async () => {
    const officers = await disbursementPair(t);
    const prepared = await officers.prepare(agreementId);
    expect(prepared.json()).toMatchObject({ agreement: { agreement: { status: 'DISBURSEMENT_PREPARED' } } });
    const bySameOfficer = await officers.releaseByPreparer(agreementId);
    expect(bySameOfficer.statusCode).toBe(403);
    expect(bySameOfficer.json()).toEqual({ message: en.status.refusals.samePreparer });
    const released = await officers.release(agreementId);
    expect(released.statusCode).toBe(200);
    // RM8,000.00 less RM40.00 stamp duty and RM50.00 processing fee, into the account ending 5678 of the
    // disbursement details (not the mandate's account ending 1234).
    expect(await payoutsOf(t, agreementId)).toEqual([{ amount_sen: 791_000, account_no_last4: '5678' }]);
    await t.settle();
    const status = await call(t, staff, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(status.json()).toMatchObject({ status: 'COMPLETED' });
  });

  it('opens the loan account with the schedule the summary quoted, repaid by its holder, not from commission', async () => {
    const account = await loanAccountOf(t, agreementId);
    expect(account).toMatchObject({ amountSen: 800_000, totalPayableSen: 944_000 });
    if (!account) return;
    expect(await partnerRepayingAccount(t.db, account.id)).toBeNull();
    const rows = await scheduleOf(t, account.id);
    expect(rows).toHaveLength(12);
    // Flat interest: RM1,440.00 / 12 = RM120.00 a month; the balance is of the RM9,440.00 payable.
    expect(rows.slice(0, 2)).toEqual([
      {
        no: 1,
        dueOn: '2026-12-26',
        instalmentSen: 78_667,
        principalSen: 66_667,
        interestSen: 12_000,
        balanceSen: 865_333,
      },
      {
        no: 2,
        dueOn: '2027-01-26',
        instalmentSen: 78_667,
        principalSen: 66_667,
        interestSen: 12_000,
        balanceSen: 786_666,
      },
    ]);
    // The last absorbs the rounding: 11 x RM666.67 + RM666.63 = RM8,000.00 of principal.
    expect(rows.at(-1)).toEqual({
      no: 12,
      dueOn: '2027-11-26',
      instalmentSen: 78_663,
      principalSen: 66_663,
      interestSen: 12_000,
      balanceSen: 0,
    });
  });

  it("is debited through the mandate on the first instalment's debit day", async () => {
    const account = await loanAccountOf(t, agreementId);
    if (!account) throw new Error('no loan account opened');
    const collections = t.directDebitCollections;
    if (!collections) throw new Error('the direct-debit run was not registered');
    // Due on Saturday 26 December: nothing is asked of the bank that day, and it is debited on Monday the 28th.
    t.clock.set('2026-12-26T02:00:00Z');
    expect(await collections.runDay('2026-12-26')).toMatchObject({ firstAttempts: 0, retries: 0 });
    t.clock.set('2026-12-28T02:00:00Z');
    expect(await collections.runDay('2026-12-28')).toMatchObject({ firstAttempts: 1, retries: 0 });
    await runJobsNow(t);
    await runJobsNow(t);
    const attempts = await t.db.query(
      `select instalment_no as "instalmentNo", amount_sen as "amountSen", status from direct_debit_attempts
       where account_id = $1`,
      [account.id],
    );
    // RM786.67 less the mandate's RM1.00 verification debit, credited to the account when it opened.
    expect(attempts).toEqual([{ instalmentNo: 1, amountSen: 78_567, status: 'succeeded' }]);
    const payments = await t.db.query(
      `select channel, amount_sen as "amountSen", status from loan_payments where account_id = $1
       order by received_at`,
      [account.id],
    );
    expect(payments).toEqual([
      // The mandate's RM1.00 verification debit, credited when the account opened.
      { channel: 'directDebit', amountSen: 100, status: 'posted' },
      { channel: 'directDebit', amountSen: 78_567, status: 'posted' },
    ]);
    const [first] = await t.db.query<{ met: string | null }>(
      `select met_on::text as met from loan_instalments where account_id = $1 and instalment_no = 1`,
      [account.id],
    );
    expect(first?.met).toBe('2026-12-28');
  });
});
