import { LOAN_ACCOUNT_PATHS, STATEMENT_PATHS, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/testing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { call } from '../applications/testing.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  type ReviewApplicant,
  type TestOfficer,
} from '../review/testing.ts';
import { reversePayment } from './ledger-service.ts';
import { StatementService } from './statement-service.ts';
import {
  chargeInstalment,
  type OpenedAccount,
  openedAccount,
  postPayment,
  writeBusinessDateForTest,
} from './testing.ts';

/**
 * The statement of account and the payment receipts as the customer and the officers fetch them (decision 041): a
 * RM10,000 loan over 24 months made on 1 December 2026 (RM13,600.00 of principal and interest, RM566.67 a month),
 * one late charge, a payment covering it, a JomPAY payment reversed three days later, and a payment at the counter.
 */

let t: TestApp;
let team: ReviewTeam;
let verifier: TestOfficer;
let loan: OpenedAccount;
let financing: OpenedAccount;
let stranger: ReviewApplicant;

const at = (date: string) => new Date(`${date}T03:00:00Z`);

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  verifier = team.verifier;
  loan = await openedAccount(t, team, {
    variant: 'conventional',
    amountSen: 1_000_000,
    tenureMonths: 24,
    madeOn: '2026-12-01',
  });
  financing = await openedAccount(t, team, {
    variant: 'islamic',
    amountSen: 100_000,
    tenureMonths: 6,
    madeOn: '2026-12-01',
  });
  stranger = await createApplicant(t);
  await t.db.transaction(async (tx) => {
    await chargeInstalment(tx, {
      accountId: loan.accountId,
      instalmentNo: 1,
      component: 'lateCharge',
      amountSen: sen(657),
      on: '2027-01-05',
      description: 'Late payment charge',
      at: at('2027-01-05'),
    });
    await postPayment(tx, {
      accountId: loan.accountId,
      channel: 'fpx',
      reference: 'FPX-ST-1',
      amountSen: sen(57_324),
      receivedOn: '2027-01-05',
      receivedAt: at('2027-01-05'),
    });
    await postPayment(tx, {
      accountId: loan.accountId,
      channel: 'jompay',
      reference: 'JP-ST-2',
      amountSen: sen(56_667),
      receivedOn: '2027-02-03',
      receivedAt: at('2027-02-03'),
    });
  });
  const [jompay] = await t.db.query<{ id: string }>(
    "select id from loan_payments where reference = 'JP-ST-2'",
  );
  await t.db.transaction(async (tx) => {
    await reversePayment(tx, {
      paymentId: jompay?.id as string,
      reason: 'Bank recalled the credit',
      actor: { officerId: team.admin.id, name: team.admin.name, role: 'admin' },
      on: '2027-02-06',
      at: at('2027-02-06'),
    });
    await postPayment(tx, {
      accountId: loan.accountId,
      channel: 'counter',
      reference: 'CTR-ST-3',
      amountSen: sen(56_667),
      receivedOn: '2027-02-10',
      receivedAt: at('2027-02-10'),
    });
    await postPayment(tx, {
      accountId: financing.accountId,
      channel: 'card',
      reference: 'CARD-ST-4',
      amountSen: sen(17_834),
      receivedOn: '2027-02-03',
      receivedAt: at('2027-02-03'),
    });
  });
  await writeBusinessDateForTest(t, '2027-02-15');
});
afterAll(() => t.close());

const rowsOf = async (pdf: Buffer) =>
  (await pdfText(new Uint8Array(pdf))).split('\n').filter((line) => /^\d\d\/\d\d\/\d{4} /.test(line));

describe('statement-of-account/{en|bm}/agreement/{agreementId}', () => {
  it("lists the account's ledger to the sen in English, the reversed payment beside its reversal", async () => {
    const response = await call(
      t,
      loan.applicant,
      'GET',
      STATEMENT_PATHS.customerStatement('en', loan.agreementId),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain(`Agreement No. ${loan.agreementNo}`);
    expect(text).toContain('Outstanding Balance RM12,466.66');
    expect(text).toContain('Statement Period 01/12/2026 to 15/02/2027');
    expect(await rowsOf(response.rawPayload)).toEqual([
      '01/12/2026 Balance brought forward RM0.00',
      '01/12/2026 Loan disbursed: principal and interest JNL-0000001 RM13,600.00 RM13,600.00',
      '05/01/2027 Late payment interest JNL-0000002 RM6.57 RM13,606.57',
      '05/01/2027 Payment, FPX online banking FPX-ST-1 RM573.24 RM13,033.33',
      '03/02/2027 Payment, JomPAY (reversed on JP-ST-2 RM566.67 RM12,466.66',
      '06/02/2027 Reversal of payment JP-ST-2: Bank JNL-0000005 RM566.67 RM13,033.33',
      '10/02/2027 Payment, Counter CTR-ST-3 RM566.67 RM12,466.66',
      '15/02/2027 Closing balance RM12,466.66',
    ]);
    // The reversal's date and reason wrap within the description's column, on the lines under them.
    expect(text).toContain('06/02/2027)');
    expect(text).toContain('recalled the credit');
  });

  it('reads the same figures in Malay, for an officer with a servicing role', async () => {
    const response = await asOfficer(
      t,
      team.admin,
      'GET',
      STATEMENT_PATHS.officerStatement('bm', loan.agreementId),
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Penyata Akaun');
    expect(text).toContain('Baki Tertunggak RM12,466.66');
    const rows = await rowsOf(response.rawPayload);
    expect(rows).toHaveLength(8);
    expect(rows.at(1)).toMatch(/^01\/12\/2026 .* JNL-0000001 RM13,600.00 RM13,600.00$/);
    expect(rows.at(4)).toMatch(
      /^03\/02\/2027 Bayaran, JomPAY \(dibatalkan pada JP-ST-2 RM566.67 RM12,466.66$/,
    );
    expect(text).toContain('06/02/2027)');
    expect(rows.at(5)).toMatch(/^06\/02\/2027 .* JNL-0000005 RM566.67 RM13,033.33$/);
    expect(rows.at(-1)).toMatch(/^15\/02\/2027 .* RM12,466.66$/);
  });

  it("prints an Islamic financing's lines and ibra' table to the sen", async () => {
    const response = await call(
      t,
      financing.applicant,
      'GET',
      STATEMENT_PATHS.customerStatement('en', financing.agreementId),
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Selling Price');
    // RM1,000 over 6 months at 18% flat: a selling price of RM1,090.00. RM178.34 by card met the first instalment's
    // RM15.00 of profit, then RM163.34 of cost price; RM75.00 of profit is still unearned.
    expect(await rowsOf(response.rawPayload)).toEqual([
      '01/12/2026 Balance brought forward RM0.00',
      '01/12/2026 Financing disbursed: selling price JNL-0000001 RM1,090.00 RM1,090.00',
      '03/02/2027 Payment, Debit or credit card CARD-ST-4 RM178.34 RM911.66',
      '15/02/2027 Closing balance RM911.66',
      '03/02/2027 RM178.34 RM15.00 RM163.34 RM911.66 RM836.66 RM75.00',
    ]);
  });

  it("answers another customer's agreement as a missing one, and asks for a token", async () => {
    const path = STATEMENT_PATHS.customerStatement('en', loan.agreementId);
    expect((await call(t, stranger, 'GET', path)).statusCode).toBe(404);
    expect((await call(t, financing.applicant, 'GET', path)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', path)).statusCode).toBe(401);
  });

  it('refuses an officer without a servicing role, and a language it does not write', async () => {
    expect(
      (await asOfficer(t, verifier, 'GET', STATEMENT_PATHS.officerStatement('en', loan.agreementId)))
        .statusCode,
    ).toBe(403);
    expect(
      (await asOfficer(t, team.admin, 'GET', STATEMENT_PATHS.officerStatement('fr', loan.agreementId)))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t, loan.applicant, 'GET', STATEMENT_PATHS.officerStatement('en', loan.agreementId)))
        .statusCode,
    ).toBe(401);
  });
});

describe('statement-of-account/search', () => {
  const search = (officer: TestOfficer, body: Record<string, unknown>) =>
    asOfficer(t, officer, 'POST', STATEMENT_PATHS.search, body);

  it('pages every account, newest first (opened the same moment: by agreement number, descending)', async () => {
    const first = await search(team.admin, { pageSize: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      page: 1,
      pageSize: 1,
      total: 2,
      items: [
        { agreementNo: loan.agreementNo, company: 'conventional', status: 'ACTIVE', openedOn: '2026-12-01' },
      ],
    });
    const second = await search(team.admin, { pageSize: 1, page: 2 });
    expect(second.json().items.map((item: { agreementNo: string }) => item.agreementNo)).toEqual([
      financing.agreementNo,
    ]);
    expect((await search(team.admin, { pageSize: 1, page: 3 })).json()).toMatchObject({
      items: [],
      total: 2,
    });
  });

  it('filters by agreement number, customer name, NRIC last digits, status and date opened', async () => {
    const numbers = async (body: Record<string, unknown>) =>
      (await search(team.admin, body)).json().items.map((item: { agreementNo: string }) => item.agreementNo);
    const [holder] = await t.db.query<{ fullName: string; nric: string }>(
      'select full_name as "fullName", nric from users where id = $1',
      [loan.applicant.userId],
    );
    if (!holder) throw new Error('no holder');
    expect(await numbers({ agreementNo: loan.agreementNo.slice(-6).toLowerCase() })).toEqual([
      loan.agreementNo,
    ]);
    expect(await numbers({ customerName: holder.fullName.toLowerCase() })).toEqual([loan.agreementNo]);
    expect(await numbers({ nricLastDigits: holder.nric.slice(-4) })).toEqual([loan.agreementNo]);
    expect(await numbers({ status: 'CLOSED' })).toEqual([]);
    expect(await numbers({ status: 'ACTIVE', openedFrom: '2026-12-01', openedTo: '2026-12-01' })).toEqual([
      loan.agreementNo,
      financing.agreementNo,
    ]);
    expect(await numbers({ openedFrom: '2026-12-02' })).toEqual([]);
    expect(await numbers({ openedTo: '2026-11-30' })).toEqual([]);
    const [item] = (await search(team.admin, { nricLastDigits: holder.nric.slice(-4) })).json().items;
    expect(item.customerName).toBe(holder.fullName);
    expect(item.nricMasked).toBe(`********${holder.nric.slice(-4)}`);
  });

  it('refuses a bad filter and an officer without a servicing role', async () => {
    expect((await search(team.admin, { nricLastDigits: '12' })).statusCode).toBe(400);
    expect((await search(team.admin, { openedFrom: '2027-02-01', openedTo: '2027-01-01' })).statusCode).toBe(
      400,
    );
    expect((await search(verifier, {})).statusCode).toBe(403);
    const attestation = await createOfficer(t, ['attestationOfficer']);
    expect((await search(attestation, {})).statusCode).toBe(200);
  });
});

describe('payment-receipt/{fileId}', () => {
  it('renders one receipt per payment however often its job runs', async () => {
    await t.jobs.runDue();
    const payments = await t.db.query<{ id: string; receiptFileId: string | null }>(
      'select id, receipt_file_id as "receiptFileId" from loan_payments',
    );
    expect(payments).toHaveLength(4);
    expect(payments.every((payment) => payment.receiptFileId !== null)).toBe(true);
    const statements = new StatementService({ db: t.db, clock: t.clock, lender: t.config.lender });
    for (const payment of payments) expect(await statements.renderReceipt(payment.id)).toBeNull();
    const [counted] = await t.db.query<{ receipts: number }>(
      'select count(*)::int as receipts from payment_receipts',
    );
    expect(counted?.receipts).toBe(4);
  });

  it("serves the account holder's receipt from the payment history, and states a reversal", async () => {
    const history = await call(t, loan.applicant, 'GET', LOAN_ACCOUNT_PATHS.paymentHistory(loan.agreementNo));
    const items: { reference: string; receiptFileId: string }[] = history.json().payments;
    const counter = items.find((item) => item.reference === 'CTR-ST-3');
    const jompay = items.find((item) => item.reference === 'JP-ST-2');
    if (!counter || !jompay) throw new Error('payments missing');
    const response = await call(
      t,
      loan.applicant,
      'GET',
      LOAN_ACCOUNT_PATHS.paymentReceipt(counter.receiptFileId),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Official Receipt');
    expect(text).toContain('Amount Received RM566.67');
    expect(text).toContain('Channel Reference CTR-ST-3');
    expect(text).toContain('RM12,466.66');
    const reversed = await pdfText(
      new Uint8Array(
        (await call(t, loan.applicant, 'GET', LOAN_ACCOUNT_PATHS.paymentReceipt(jompay.receiptFileId)))
          .rawPayload,
      ),
    );
    expect(reversed).toContain('Reversed on 06/02/2027: Bank recalled the credit');
  });

  it("answers another customer's receipt as a missing one; an officer with a servicing role reads any", async () => {
    const [receipt] = await t.db.query<{ id: string }>(
      `select r.id from payment_receipts r join loan_payments p on p.id = r.payment_id where p.reference = 'CTR-ST-3'`,
    );
    const fileId = receipt?.id as string;
    expect((await call(t, stranger, 'GET', LOAN_ACCOUNT_PATHS.paymentReceipt(fileId))).statusCode).toBe(404);
    expect(
      (await call(t, financing.applicant, 'GET', LOAN_ACCOUNT_PATHS.paymentReceipt(fileId))).statusCode,
    ).toBe(404);
    expect((await call(t, null, 'GET', LOAN_ACCOUNT_PATHS.paymentReceipt(fileId))).statusCode).toBe(401);
    expect(
      (await asOfficer(t, team.admin, 'GET', STATEMENT_PATHS.officerPaymentReceipt(fileId))).statusCode,
    ).toBe(200);
    expect(
      (await asOfficer(t, verifier, 'GET', STATEMENT_PATHS.officerPaymentReceipt(fileId))).statusCode,
    ).toBe(403);
  });
});
