import { quoteLoan, sen } from '@sinar/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { NoticeSignatureError } from '../signed-notice.ts';
import { PayoutConflictError, type PayoutNotice, type PayoutRequest } from './payout-provider.ts';
import { SandboxPayoutProvider } from './sandbox-payout-provider.ts';

const log = pino({ level: 'silent' });
// RM5,000 conventional: RM25.00 stamp duty and RM50.00 processing fee deducted, RM4,925.00 paid out.
const quote = quoteLoan({ variant: 'conventional', amountSen: sen(500_000), tenureMonths: 12 });

let counter = 0;
function request(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  counter++;
  return {
    reference: `disbursement-${counter}`,
    amountSen: quote.netDisbursementSen,
    bankCode: 'MB2U0227',
    accountNo: '114012345678',
    accountHolder: 'Nur Aisyah binti Ahmad',
    ...overrides,
  };
}

describe('the payout sandbox', () => {
  let db: Database;
  let worker: JobWorker;
  let bank: SandboxPayoutProvider;
  const notices: PayoutNotice[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    worker = new JobWorker(db, log);
    bank = new SandboxPayoutProvider({ db, delayMs: 0, log });
    bank.attach(worker);
    bank.onNotice(async (notice) => {
      notices.push(notice);
    });
  });
  afterAll(() => db.close());

  const noticesOf = (payoutId: string) => notices.filter((notice) => notice.subjectId === payoutId);

  it('accepts the net amount at once and reports it paid later, in a signed notice', async () => {
    expect(quote.netDisbursementSen).toBe(492_500);
    const { payoutId, repeated } = await bank.pay(request({ reference: 'disbursement-paid' }));
    expect(repeated).toBe(false);
    expect(await bank.payout('disbursement-paid')).toMatchObject({
      id: payoutId,
      status: 'accepted',
      amountSen: 492_500,
      accountNoLast4: '5678',
      bankReference: null,
    });
    expect(noticesOf(payoutId)).toEqual([]);
    expect(await worker.runDue()).toBe(1);
    const [paid] = noticesOf(payoutId);
    expect(paid).toMatchObject({
      provider: 'payout',
      type: 'paid',
      body: {
        payoutId,
        reference: 'disbursement-paid',
        amountSen: 492_500,
        bankReference: expect.stringMatching(/^IBG\d{16}$/),
      },
    });
    expect(await bank.verifyNotice(paid)).toEqual(paid);
    expect(await bank.payout('disbursement-paid')).toMatchObject({
      status: 'paid',
      settledAt: expect.any(Date),
    });
    const [kept] = await db.query<{ row: string }>(
      'select row_to_json(p)::text as row from sandbox_payouts p where id = $1',
      [payoutId],
    );
    expect(kept?.row).not.toContain('114012345678');
  });

  it('never pays twice for one reference, before or after settling, and refuses it for other particulars', async () => {
    const once = request();
    const first = await bank.pay(once);
    const [again, andAgain] = await Promise.all([
      bank.pay(once),
      bank.pay({ ...once, accountNo: ' 114012345678 ' }),
    ]);
    expect(again).toEqual({ payoutId: first.payoutId, repeated: true });
    expect(andAgain).toEqual({ payoutId: first.payoutId, repeated: true });
    expect(await worker.runDue()).toBe(1);
    expect(await bank.pay(once)).toEqual({ payoutId: first.payoutId, repeated: true });
    expect(await worker.runDue()).toBe(0);
    expect(noticesOf(first.payoutId).map((notice) => notice.type)).toEqual(['paid']);
    for (const other of [
      { amountSen: sen(492_600) },
      { accountNo: '114012345679' },
      { bankCode: 'BCBB0235' },
      { accountHolder: 'Someone Else' },
    ])
      await expect(bank.pay({ ...once, ...other })).rejects.toBeInstanceOf(PayoutConflictError);
    expect(
      await db.query('select 1 from sandbox_payouts where reference = $1', [once.reference]),
    ).toHaveLength(1);
  });

  it.each([
    ['5640000404', 'accountNotFound'],
    ['5640000410', 'accountClosed'],
  ])('fails the payout to account %s later: %s', async (accountNo, reason) => {
    const { payoutId } = await bank.pay(request({ accountNo }));
    await worker.runDue();
    expect(noticesOf(payoutId)).toMatchObject([{ type: 'failed', body: { reason, amountSen: 492_500 } }]);
    expect((await bank.payout(`disbursement-${counter}`))?.failureReason).toBe(reason);
  });

  it('fails on demand: down at the instruction (nothing recorded, the same reference later), or rejected at settlement', async () => {
    await bank.failNext('unavailable');
    const down = request();
    await expect(bank.pay(down)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await bank.payout(down.reference)).toBeNull();
    const { payoutId } = await bank.pay(down);
    await bank.failNext('failPayout');
    await worker.runDue();
    expect(noticesOf(payoutId)).toMatchObject([{ type: 'failed', body: { reason: 'bankRejected' } }]);
    // The failed payout stays failed under its reference: paying again takes a new one.
    expect(await bank.pay(down)).toEqual({ payoutId, repeated: true });
    expect(await worker.runDue()).toBe(0);
  });

  it.each([
    ['no amount', { amountSen: sen(0) }],
    ['an account with dashes', { accountNo: '1140-1234-5678' }],
    ['a bank code that is not one', { bankCode: 'maybank!' }],
    ['no holder', { accountHolder: ' ' }],
  ])('refuses for good an instruction with %s', async (_case, overrides) => {
    await expect(bank.pay(request(overrides))).rejects.toBeInstanceOf(ProviderRejectedError);
  });

  it('repeats a notice with its id on demand, and refuses one whose amount was changed', async () => {
    await bank.failNext('repeatNotice');
    const { payoutId } = await bank.pay(request());
    await worker.runDue();
    const [first, repeat] = noticesOf(payoutId);
    expect(repeat?.id).toBe(first?.id);
    expect(repeat).toEqual(first);
    if (first?.type !== 'paid') throw new Error('expected a paid notice');
    await expect(
      bank.verifyNotice({ ...first, body: { ...first.body, amountSen: 4_925_000 } }),
    ).rejects.toBeInstanceOf(NoticeSignatureError);
  });
});

describe('the payout sandbox returning a bill payment to its payer (decision 048)', () => {
  let db: Database;
  let worker: JobWorker;
  let bank: SandboxPayoutProvider;
  const notices: PayoutNotice[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    worker = new JobWorker(db, log);
    bank = new SandboxPayoutProvider({ db, delayMs: 0, log });
    bank.attach(worker);
    bank.onNotice(async (notice) => {
      notices.push(notice);
    });
    // The payers' bank made one JomPAY payment of RM150.00 under JPB-7001.
    await db.query(
      `insert into sandbox_jompay_payments (biller_code, ref1, amount_sen, bank_reference, paid_at, paid_on, file_date)
       values ('83212', '20260000013', 15000, 'JPB-7001', now(), '2027-01-04', '2027-01-04')`,
    );
  });
  afterAll(() => db.close());

  it('pays back by the original bank reference, once per reference', async () => {
    const asked = { reference: 'JPR-line-1', amountSen: sen(15_000), originalBankReference: 'JPB-7001' };
    const first = await bank.returnPayment(asked);
    expect(await bank.returnPayment(asked)).toEqual({ payoutId: first.payoutId, repeated: true });
    await expect(bank.returnPayment({ ...asked, amountSen: sen(14_000) })).rejects.toBeInstanceOf(
      PayoutConflictError,
    );
    await worker.runDue();
    expect(notices.map((notice) => [notice.type, notice.body.reference])).toEqual([['paid', 'JPR-line-1']]);
    expect(await bank.payout('JPR-line-1')).toMatchObject({
      status: 'paid',
      returnsBankReference: 'JPB-7001',
      amountSen: 15_000,
      bankReference: expect.stringMatching(/^IBG\d{16}$/),
    });
  });

  it("fails a return the payer's bank made no payment for, or one larger than the payment", async () => {
    await bank.returnPayment({
      reference: 'JPR-line-2',
      amountSen: sen(100),
      originalBankReference: 'JPB-0000',
    });
    await bank.returnPayment({
      reference: 'JPR-line-3',
      amountSen: sen(15_001),
      originalBankReference: 'JPB-7001',
    });
    await worker.runDue();
    expect(notices.slice(1).map((notice) => [notice.type, notice.body.reference])).toEqual([
      ['failed', 'JPR-line-2'],
      ['failed', 'JPR-line-3'],
    ]);
    expect(await bank.payout('JPR-line-2')).toMatchObject({
      status: 'failed',
      failureReason: 'accountNotFound',
    });
  });

  it('refuses a return without a reference or amount, and is down on demand', async () => {
    await expect(
      bank.returnPayment({ reference: 'JPR-line-4', amountSen: sen(100), originalBankReference: ' ' }),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
    await expect(
      bank.returnPayment({ reference: 'JPR-line-4', amountSen: sen(0), originalBankReference: 'JPB-7001' }),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
    await bank.failNext('unavailable');
    await expect(
      bank.returnPayment({ reference: 'JPR-line-4', amountSen: sen(100), originalBankReference: 'JPB-7001' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await bank.payout('JPR-line-4')).toBeNull();
  });
});
