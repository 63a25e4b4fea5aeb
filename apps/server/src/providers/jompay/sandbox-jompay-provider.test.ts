import { jompayRef1, parseJompayFile, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderUnavailableError } from '../email/email-provider.ts';
import { JompayFileNotReadyError, JompayFileSignatureError } from './jompay-provider.ts';
import {
  JompayPaymentRefusedError,
  jompayFileDateOf,
  SandboxJompayProvider,
} from './sandbox-jompay-provider.ts';

const BILLER = '83212';
const ref1 = jompayRef1('SKL-2026-000123');

describe('the JomPAY sandbox bank', () => {
  let db: Database;
  const clock = fixedClock('2027-03-04T02:00:00Z');
  let bank: SandboxJompayProvider;

  beforeAll(async () => {
    db = await openTestDatabase();
    bank = new SandboxJompayProvider({ db, clock, billerCode: BILLER });
  });
  afterAll(() => db.close());

  it('refuses a biller code not the lender’s, and a Ref-1 with a wrong check digit, as a bank app does', async () => {
    await expect(
      bank.payBill({ billerCode: '99999', ref1, ref2: '', amountSen: sen(10_000) }),
    ).rejects.toMatchObject({ refusal: 'billerCode' });
    const swapped = `${ref1.slice(0, -1)}${(Number(ref1.slice(-1)) + 1) % 10}`;
    await expect(
      bank.payBill({ billerCode: BILLER, ref1: swapped, ref2: '', amountSen: sen(10_000) }),
    ).rejects.toBeInstanceOf(JompayPaymentRefusedError);
    await expect(
      bank.payBill({ billerCode: BILLER, ref1, ref2: '', amountSen: sen(0) }),
    ).rejects.toMatchObject({ refusal: 'amount' });
    expect(await bank.paymentsOf('2027-03-04')).toEqual([]);
  });

  it('files a payment under its business day; after the 22:00 cut-off or on a weekend, under the next one', () => {
    expect(jompayFileDateOf(new Date('2027-03-04T13:59:59Z'))).toBe('2027-03-04');
    expect(jompayFileDateOf(new Date('2027-03-04T14:00:00Z'))).toBe('2027-03-05');
    // Friday after the cut-off and Saturday both go to Monday's file.
    expect(jompayFileDateOf(new Date('2027-03-05T15:00:00Z'))).toBe('2027-03-08');
    expect(jompayFileDateOf(new Date('2027-03-06T03:00:00Z'))).toBe('2027-03-08');
  });

  it("writes the day's file from the payments kept, in decision 034's layout, once it is ready", async () => {
    clock.set('2027-03-04T02:00:00Z');
    const first = await bank.payBill({
      billerCode: BILLER,
      ref1: ` ${ref1.slice(0, 4)}-${ref1.slice(4)} `,
      ref2: 'MAR',
      amountSen: sen(56_667),
    });
    clock.set('2027-03-04T02:05:00Z');
    const second = await bank.payBill({ billerCode: BILLER, ref1, ref2: '', amountSen: sen(5) });
    expect(first.ref1).toBe(ref1);
    expect(first.bankReference).not.toBe(second.bankReference);
    clock.set('2027-03-04T21:59:00Z');
    await expect(bank.reconciliationFile('2027-03-04')).rejects.toBeInstanceOf(JompayFileNotReadyError);
    clock.set('2027-03-04T22:00:00Z');
    const file = await bank.reconciliationFile('2027-03-04');
    expect(file.fileName).toBe('JOMPAY_83212_20270304.csv');
    expect(file.content.split('\r\n')).toEqual([
      'H,83212,20270304',
      `D,83212,20270304,${ref1},MAR,566.67,${first.bankReference}`,
      `D,83212,20270304,${ref1},,0.05,${second.bankReference}`,
      'T,2,566.72',
      '',
    ]);
    // Delivered signed: the same text passes, a changed one is refused before it is read.
    const delivered = await bank.deliveredFile('2027-03-04');
    await expect(bank.verifyFile(delivered)).resolves.toBeUndefined();
    await expect(
      bank.verifyFile({ ...delivered, content: delivered.content.replace('566.67', '5666.7') }),
    ).rejects.toBeInstanceOf(JompayFileSignatureError);
    await expect(bank.verifyFile({ ...delivered, signature: 'f'.repeat(64) })).rejects.toBeInstanceOf(
      JompayFileSignatureError,
    );
    const parsed = parseJompayFile(file.content, BILLER);
    expect(parsed.fileProblems).toEqual([]);
    expect(parsed.payments.map((payment) => payment.amountSen)).toEqual([56_667, 5]);
  });

  it('fails on demand: unreachable, the file not ready, a corrupt line', async () => {
    await bank.failNext('unavailable');
    await expect(bank.reconciliationFile('2027-03-04')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await bank.failNext('fileNotReady');
    expect(await bank.armedFailures()).toEqual({ fileNotReady: 1 });
    await expect(bank.reconciliationFile('2027-03-04')).rejects.toBeInstanceOf(JompayFileNotReadyError);
    await bank.failNext('corruptLine');
    const corrupt = parseJompayFile((await bank.reconciliationFile('2027-03-04')).content, BILLER);
    expect(corrupt.unreadable.map((line) => [line.lineNo, line.problems])).toEqual([
      [2, ['servicingRules.jompay.amountInvalid']],
    ]);
    expect(corrupt.payments).toHaveLength(1);
    // Spent: the next file is whole again.
    expect(parseJompayFile((await bank.reconciliationFile('2027-03-04')).content, BILLER).unreadable).toEqual(
      [],
    );
    await bank.failNext('unavailable', 3);
    await bank.clearFailures();
    expect(await bank.armedFailures()).toEqual({});
  });
});
