import { AGREEMENT_PATHS, ATTESTATION_PATHS, DIRECT_DEBIT_PATHS, SIGNING_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/testing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { partnerRepayingAccount } from '../servicing/commission-accounts.ts';
import {
  approvedSmeApplication,
  call,
  createSmeTestApp,
  partnerSession,
  type SmeTestApplicant,
  staffSession,
} from '../sme-applications/testing.ts';
import { runJobsNow, verifyTacAndSign } from './testing/after-signing.ts';
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
 * The individual's journey calls take an SME partner's and a staff member's agreement (docs/decisions/067): the
 * approved summary with the SME loan's figures, attestation by the partner type's video, and the document; another
 * partner's agreement answers as a missing one.
 */

let t: TestApp;
let soleProprietor: SmeTestApplicant;
let otherPartner: SmeTestApplicant;
let staff: SmeTestApplicant;
let agreementId: string;
let staffAgreementId: string;

const START = '2026-11-26T02:00:00.000Z';

beforeAll(async () => {
  t = await createSmeTestApp();
  soleProprietor = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
  otherPartner = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
  staff = await staffSession(t);
  agreementId = (
    await agreementOfSmeApplication(
      t,
      await approvedSmeApplication(t, soleProprietor, 'SOLE_PROPRIETOR', { amountSen: 800_000 }),
    )
  ).id;
  staffAgreementId = (await agreementOfSmeApplication(t, await approvedSmeApplication(t, staff, 'STAFF'))).id;
});
afterAll(() => t.close());

describe("an SME sole proprietor's RM8,000 over 12 months at 12% a year, through the individual's calls", () => {
  it('shows the approved summary: flat interest, equal instalments, the stamping as the only deduction', async () => {
    const summary = await call(t, soleProprietor, 'GET', AGREEMENT_PATHS.summary(agreementId));
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      agreementId,
      status: 'SUMMARY_PENDING',
      approvedAmountSen: 800_000,
      annualRateBp: 1_200,
      tenureMonths: 12,
      // RM8,000.00 x 12% x 12/12 = RM960.00 interest; RM8,960.00 payable.
      totalInterestSen: 96_000,
      totalPayableSen: 896_000,
      // RM8,960.00 / 12 = RM746.666.. half-up RM746.67; the last RM8,960.00 - 11 x RM746.67 = RM746.63.
      monthlyInstalmentSen: 74_667,
      lastInstalmentSen: 74_663,
      // 0.5% of RM8,000.00 = RM40.00, plus the RM150.00 admin fee.
      stampDutySen: 19_000,
      processingFeeSen: 0,
      wakalahFeeSen: 0,
      // RM8,000.00 - RM190.00.
      netAmountSen: 781_000,
      protection: null,
      acceptance: null,
    });
  });

  it("is another partner's to neither read nor accept: a 404", async () => {
    const read = await call(t, otherPartner, 'GET', AGREEMENT_PATHS.summary(agreementId));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: en.errors.agreementNotFound });
    const accept = await call(t, otherPartner, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
      takeProtection: false,
    });
    expect(accept.statusCode).toBe(404);
    const staffRead = await call(t, staff, 'GET', AGREEMENT_PATHS.summary(agreementId));
    expect(staffRead.statusCode).toBe(404);
  });

  it('offers no protection plan: asking for one is refused and nothing is accepted', async () => {
    const refused = await call(t, soleProprietor, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
      takeProtection: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: en.agreements.protectionNotOffered });
  });

  it('records the accepted figures to the sen and moves on to attestation', async () => {
    t.clock.set(START);
    const accepted = await call(t, soleProprietor, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
      takeProtection: false,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().agreement).toMatchObject({ id: agreementId, status: 'AWAITING_ATTESTATION' });
    expect(await acceptedFigures(t, agreementId)).toEqual({
      monthlyInstalmentSen: 74_667,
      lastInstalmentSen: 74_663,
      totalInterestSen: 96_000,
      totalPayableSen: 896_000,
      stampDutySen: 19_000,
      processingFeeSen: 0,
      totalPremiumSen: 0,
      totalDeductionsSen: 19_000,
      netDisbursementSen: 781_000,
      agentCommissionSen: 0,
      protectionTaken: false,
    });
    const summary = await call(t, soleProprietor, 'GET', AGREEMENT_PATHS.summary(agreementId));
    expect(summary.json()).toMatchObject({
      netAmountSen: 781_000,
      acceptance: { acceptedAt: START, protectionTaken: false },
    });
  });

  it("attests by the sole proprietor's SME video, streamed whole and watched through", async () => {
    const video = await call(t, soleProprietor, 'GET', ATTESTATION_PATHS.video(agreementId));
    expect(video.statusCode).toBe(200);
    expect(video.json()).toMatchObject({
      language: 'en',
      title: 'Your SME partner loan: what you are agreeing to',
      playedThrough: false,
    });
    expect(await videoPartnerTypeShown(t, agreementId)).toBe('soleProprietor');
    const streamed = await t.app.inject({ method: 'GET', url: video.json().streamUrl });
    expect(streamed.statusCode).toBe(200);
    t.clock.set(new Date(new Date(START).getTime() + 60_000));
    const acknowledged = await call(
      t,
      soleProprietor,
      'POST',
      ATTESTATION_PATHS.videoAcknowledgement(agreementId),
      {
        acknowledged: true,
      },
    );
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().agreement).toMatchObject({ id: agreementId, status: 'ATTESTED' });
    const status = await call(t, soleProprietor, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(status.json().history.map((entry: { event: string }) => entry.event)).toEqual([
      'open',
      'acceptSummary',
      'attestByVideo',
    ]);
  });

  it('accepts the agreement document naming the business and its signatory', async () => {
    const accepted = await call(t, soleProprietor, 'POST', SIGNING_PATHS.acceptDocument(agreementId), {
      accepted: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().agreement).toMatchObject({ status: 'AGREEMENT_ACCEPTED' });
    const [file] = await t.db.query<{ kind: string }>(
      `select kind from agreement_files where agreement_id = $1`,
      [agreementId],
    );
    expect(file?.kind).toBe('agreementpdf');
  });

  it("enrols the signatory's certificate, sends the TAC to the partner's phone and signs for the business", async () => {
    const someoneElse = await call(t, soleProprietor, 'POST', SIGNING_PATHS.enrol('800101015555'), {
      agreementId,
    });
    expect(someoneElse.statusCode).toBe(404);
    const enrolled = await call(t, soleProprietor, 'POST', SIGNING_PATHS.enrol('790322085519'), {
      agreementId,
    });
    expect(enrolled.statusCode).toBe(200);
    const tacSent = await call(t, soleProprietor, 'POST', SIGNING_PATHS.tac(agreementId), {
      purpose: 'signing',
    });
    expect(tacSent.statusCode).toBe(200);
    const [sms] = await t.db.query<{ recipient: string }>(
      `select recipient from outbound_sms where purpose = 'agreement-tac-signing' order by created_at desc limit 1`,
    );
    expect(sms?.recipient).toBe('0192000010');
    const signed = await verifyTacAndSign(t, soleProprietor, agreementId, 'conventional');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().agreement).toMatchObject({ status: 'SIGNED' });
    const document = await call(t, soleProprietor, 'GET', SIGNING_PATHS.document(agreementId, 'en'));
    expect(document.statusCode).toBe(200);
    const text = (await pdfText(document.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Name of the borrower Chong Wei Liang');
    expect(text).toContain('Business (for which the borrower signs) Chong Mobile Sdn. Bhd.');
    expect(text).toContain('RM40.00 stamp duty (0.5% of the principal) and RM150.00 admin fee: RM190.00');
    const [file] = await t.db.query<{ signerNricMasked: string }>(
      `select signer_nric_masked as "signerNricMasked" from agreement_files where agreement_id = $1 and kind = 'signedagreementpdf'`,
      [agreementId],
    );
    expect(file?.signerNricMasked).toMatch(/5519$/);
  });

  it('is stamped at the 0.5% duty LHDN assesses and, repaid from commission, waits for its payout without a mandate', async () => {
    await runJobsNow(t); // submitted, assessed, paid, stamped
    // 0.5% of RM8,000.00; the RM150.00 admin fee is the lender's, not LHDN's.
    expect(await stampingOf(t, agreementId)).toEqual({ status: 'stamped', dutySen: 4_000, paidSen: 4_000 });
    const status = await call(t, soleProprietor, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(status.json()).toMatchObject({ status: 'PENDING_DISBURSEMENT' });
    expect(
      status
        .json()
        .history.slice(-3)
        .map((entry: { event: string }) => entry.event),
    ).toEqual(['sign', 'stamp', 'repayFromCommission']);
    const [mandates] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from agreement_mandates where agreement_id = $1`,
      [agreementId],
    );
    expect(mandates?.count).toBe(0);
  });

  it('refuses a direct debit: the loan is repaid from the partner commission', async () => {
    const started = await call(t, soleProprietor, 'POST', DIRECT_DEBIT_PATHS.mandate(agreementId), {
      bankCode: 'MBB0228',
      accountType: 'savings',
      consent: true,
      signature: DRAWN_SIGNATURE,
      tac: '123456',
    });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({ message: en.directDebit.repaidFromCommission });
  });

  it('is paid out net to the account the SME application names, once prepared and released by two officers', async () => {
    const officers = await disbursementPair(t);
    const prepared = await officers.prepare(agreementId);
    expect(prepared.json()).toMatchObject({ agreement: { agreement: { status: 'DISBURSEMENT_PREPARED' } } });
    const released = await officers.release(agreementId);
    expect(released.statusCode).toBe(200);
    // RM8,000.00 less the RM190.00 stamping, into the account ending 5678 of the disbursement details.
    expect(await payoutsOf(t, agreementId)).toEqual([{ amount_sen: 781_000, account_no_last4: '5678' }]);
    await t.settle();
    const status = await call(t, soleProprietor, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(status.json()).toMatchObject({ status: 'COMPLETED' });
  });

  it("opens the loan account repaid from P200010's commission, its instalments as the summary quoted", async () => {
    const account = await loanAccountOf(t, agreementId);
    expect(account).toMatchObject({ amountSen: 800_000, totalPayableSen: 896_000 });
    if (!account) return;
    expect(await partnerRepayingAccount(t.db, account.id)).toBe('P200010');
    const rows = await scheduleOf(t, account.id);
    expect(rows).toHaveLength(12);
    // Flat interest: RM960.00 / 12 = RM80.00 a month; the balance is of the RM8,960.00 payable.
    expect(rows.slice(0, 2)).toEqual([
      {
        no: 1,
        dueOn: '2026-12-26',
        instalmentSen: 74_667,
        principalSen: 66_667,
        interestSen: 8_000,
        balanceSen: 821_333,
      },
      {
        no: 2,
        dueOn: '2027-01-26',
        instalmentSen: 74_667,
        principalSen: 66_667,
        interestSen: 8_000,
        balanceSen: 746_666,
      },
    ]);
    // The last absorbs the rounding: 11 x RM666.67 + RM666.63 = RM8,000.00 of principal.
    expect(rows.at(-1)).toEqual({
      no: 12,
      dueOn: '2027-11-26',
      instalmentSen: 74_663,
      principalSen: 66_663,
      interestSen: 8_000,
      balanceSen: 0,
    });
  });
});

describe("a staff member's loan through the individual's calls", () => {
  it("shows the staff loan's conventional quote and books a live call's slots like an individual", async () => {
    const summary = await call(t, staff, 'GET', AGREEMENT_PATHS.summary(staffAgreementId));
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      agreementId: staffAgreementId,
      protection: null,
      acceptance: null,
    });
    const accepted = await call(t, staff, 'POST', AGREEMENT_PATHS.acceptSummary(staffAgreementId), {
      takeProtection: false,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().agreement).toMatchObject({ status: 'AWAITING_ATTESTATION' });
    const slots = await call(t, staff, 'GET', ATTESTATION_PATHS.liveCallSlots(staffAgreementId));
    expect(slots.statusCode).toBe(200);
  });

  it("is the staff member's current agreement, for the direct-debit pages; an SME partner's is not", async () => {
    const staffCurrent = await call(t, staff, 'GET', AGREEMENT_PATHS.current);
    expect(staffCurrent.statusCode).toBe(200);
    expect(staffCurrent.json().agreement).toMatchObject({ id: staffAgreementId });
    const partnerCurrent = await call(t, soleProprietor, 'GET', AGREEMENT_PATHS.current);
    expect(partnerCurrent.json()).toEqual({ agreement: null });
  });

  it('is cancelled with its application, not through the individual cancel', async () => {
    const refused = await call(t, staff, 'PATCH', AGREEMENT_PATHS.cancel(staffAgreementId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: en.agreements.smeCancelWithApplication });
  });
});
