import { LOAN_ACCOUNT_PATHS, STATEMENT_PATHS, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/testing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createApplicant, type ReviewApplicant } from '../review/testing.ts';
import { reversePayment } from './ledger-service.ts';
import { StatementService } from './statement-service.ts';
import { type OpenedAccount, openedAccount, postPayment, writeBusinessDateForTest } from './testing.ts';

/**
 * A reversed payment's own document (decision 048): the reversal enqueues its advice, the job renders it once, the
 * payment history lists it beside the reversed payment, and only the account holder or a servicing officer reads it.
 * A 6-month RM1,000 Islamic financing (RM181.67 a month), its first instalment paid by JomPAY and reversed.
 */

let t: TestApp;
let team: ReviewTeam;
let financing: OpenedAccount;
let stranger: ReviewApplicant;

const at = (date: string) => new Date(`${date}T03:00:00Z`);

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  financing = await openedAccount(t, team, {
    variant: 'islamic',
    amountSen: 100_000,
    tenureMonths: 6,
    madeOn: '2026-12-01',
  });
  stranger = await createApplicant(t);
  const { payment } = await t.db.transaction((tx) =>
    postPayment(tx, {
      accountId: financing.accountId,
      channel: 'jompay',
      reference: 'JP-RV-1',
      amountSen: sen(18_167),
      receivedOn: '2027-01-02',
      receivedAt: at('2027-01-02'),
    }),
  );
  await t.db.transaction((tx) =>
    reversePayment(tx, {
      paymentId: payment.id,
      reason: 'Bank recalled the credit',
      actor: { officerId: team.admin.id, name: team.admin.name, role: 'admin' },
      on: '2027-01-06',
      at: at('2027-01-06'),
    }),
  );
  await writeBusinessDateForTest(t, '2027-01-07');
});
afterAll(() => t.close());

async function historyItem() {
  const history = await call(
    t,
    financing.applicant,
    'GET',
    LOAN_ACCOUNT_PATHS.paymentHistory(financing.agreementNo),
  );
  const [item] = history.json().payments as {
    paymentId: string;
    status: string;
    reversalAdviceFileId: string | null;
  }[];
  if (!item) throw new Error('no payment listed');
  return item;
}

describe('payment-reversal-advice/{fileId}', () => {
  it('is made once by the job the reversal enqueued, and listed beside the reversed payment', async () => {
    expect(await historyItem()).toMatchObject({ status: 'reversed', reversalAdviceFileId: null });
    await t.jobs.runDue();
    const item = await historyItem();
    expect(item.reversalAdviceFileId).toEqual(expect.any(String));
    const statements = new StatementService({ db: t.db, clock: t.clock, lender: t.config.lender });
    expect(await statements.renderReversalAdvice(item.paymentId)).toBeNull();
    const [counted] = await t.db.query<{ advices: number }>(
      'select count(*)::int as advices from payment_reversal_advices',
    );
    expect(counted?.advices).toBe(1);
  });

  it('serves the holder the advice in the Islamic wording, to the sen', async () => {
    const { reversalAdviceFileId } = await historyItem();
    const response = await call(
      t,
      financing.applicant,
      'GET',
      LOAN_ACCOUNT_PATHS.paymentReversalAdvice(reversalAdviceFileId as string),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(response.rawPayload))).split('\n');
    for (const line of [
      'Payment Reversal Advice',
      'A payment on your Personal Financing-i has been reversed',
      'Date of Reversal 6 January 2027',
      'Reason Bank recalled the credit',
      `Agreement No. ${financing.agreementNo}`,
      'Amount RM181.67',
      'Payment Channel JomPAY',
      'Channel Reference JP-RV-1',
      'Total RM181.67',
      'Outstanding Selling Price after the reversal RM1,090.00',
    ])
      expect(text).toContain(line);
    expect(text.some((line) => line.startsWith('Profit RM'))).toBe(true);
  });

  it("answers another customer's advice as a missing one; a servicing officer reads any", async () => {
    const { reversalAdviceFileId } = await historyItem();
    const fileId = reversalAdviceFileId as string;
    expect(
      (await call(t, stranger, 'GET', LOAN_ACCOUNT_PATHS.paymentReversalAdvice(fileId))).statusCode,
    ).toBe(404);
    expect((await call(t, null, 'GET', LOAN_ACCOUNT_PATHS.paymentReversalAdvice(fileId))).statusCode).toBe(
      401,
    );
    expect(
      (await asOfficer(t, team.admin, 'GET', STATEMENT_PATHS.officerPaymentReversalAdvice(fileId)))
        .statusCode,
    ).toBe(200);
    expect(
      (await asOfficer(t, team.verifier, 'GET', STATEMENT_PATHS.officerPaymentReversalAdvice(fileId)))
        .statusCode,
    ).toBe(403);
  });
});
