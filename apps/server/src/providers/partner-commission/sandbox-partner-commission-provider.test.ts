import { sen } from '@sinar/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { NoticeSignatureError } from '../signed-notice.ts';
import {
  PartnerDeductionConflictError,
  type PartnerDeductionNotice,
  type PartnerDeductionRequest,
} from './partner-commission-provider.ts';
import { SandboxPartnerCommissionProvider } from './sandbox-partner-commission-provider.ts';

const log = pino({ level: 'silent' });

function request(overrides: Partial<PartnerDeductionRequest> = {}): PartnerDeductionRequest {
  return {
    reference: 'deduction-1',
    partnerId: 'P300001',
    source: 'commission',
    amountSen: sen(91_667),
    requestedOn: '2026-12-12',
    ...overrides,
  };
}

describe('the partner platform sandbox', () => {
  let db: Database;
  let worker: JobWorker;
  let platform: SandboxPartnerCommissionProvider;
  const notices: PartnerDeductionNotice[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    worker = new JobWorker(db, log);
    platform = new SandboxPartnerCommissionProvider({ db, delayMs: 0, log });
    platform.attach(worker);
    platform.onNotice(async (notice) => {
      notices.push(notice);
    });
  });
  afterAll(() => db.close());

  const noticesOf = (deductionId: string) => notices.filter((notice) => notice.subjectId === deductionId);

  it('takes what is asked from the commission when it holds enough, reported later in a signed notice', async () => {
    await platform.setBalances({
      partnerId: 'p300001',
      commissionSen: sen(150_000),
      eWalletSen: sen(20_000),
    });
    const { deductionId, repeated } = await platform.deduct(request({ reference: 'full' }));
    expect(repeated).toBe(false);
    expect(await platform.deduction('full')).toMatchObject({ status: 'accepted', deductedSen: null });
    expect(noticesOf(deductionId)).toEqual([]);
    expect(await worker.runDue()).toBe(1);
    const [notice] = noticesOf(deductionId);
    expect(notice).toMatchObject({
      provider: 'partner-commission',
      type: 'deducted',
      body: { reference: 'full', partnerId: 'P300001', requestedSen: 91_667, deductedSen: 91_667 },
    });
    expect(await platform.verifyNotice(notice)).toEqual(notice);
    expect(await platform.balances('P300001')).toEqual({
      partnerId: 'P300001',
      commissionSen: 58_333,
      eWalletSen: 20_000,
    });
  });

  it('takes all the source holds when it holds less, and nothing from a partner it holds nothing for', async () => {
    const short = await platform.deduct(request({ reference: 'short' }));
    const wallet = await platform.deduct(
      request({ reference: 'wallet', source: 'eWallet', amountSen: sen(33_334) }),
    );
    const unknown = await platform.deduct(request({ reference: 'unknown', partnerId: 'P399999' }));
    expect(await worker.runDue()).toBe(3);
    expect(noticesOf(short.deductionId)[0]?.body).toMatchObject({ deductedSen: 58_333 });
    expect(noticesOf(wallet.deductionId)[0]?.body).toMatchObject({ source: 'eWallet', deductedSen: 20_000 });
    expect(noticesOf(unknown.deductionId)[0]?.body).toMatchObject({ deductedSen: 0 });
    expect(await platform.balances('P300001')).toMatchObject({ commissionSen: 0, eWalletSen: 0 });
  });

  it('answers the same deduction for the same reference, and refuses the reference for another', async () => {
    const first = await platform.deduct(request({ reference: 'twice', partnerId: 'P300002' }));
    const again = await platform.deduct(request({ reference: 'twice', partnerId: 'P300002' }));
    expect(again).toEqual({ deductionId: first.deductionId, repeated: true });
    await expect(
      platform.deduct(request({ reference: 'twice', partnerId: 'P300002', amountSen: sen(1) })),
    ).rejects.toBeInstanceOf(PartnerDeductionConflictError);
    await expect(platform.deduct(request({ reference: 'bad', partnerId: 'X1' }))).rejects.toBeInstanceOf(
      ProviderRejectedError,
    );
    await worker.runDue();
    expect(noticesOf(first.deductionId)).toHaveLength(1);
  });

  it('fails on demand: down, a suspended partner, a notice delivered twice', async () => {
    await platform.failNext('unavailable');
    await expect(platform.deduct(request({ reference: 'down' }))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(await platform.deduction('down')).toBeNull();
    await platform.failNext('failDeduction');
    await platform.failNext('repeatNotice');
    const failed = await platform.deduct(request({ reference: 'suspended', partnerId: 'P300003' }));
    await worker.runDue();
    const delivered = noticesOf(failed.deductionId);
    expect(delivered).toHaveLength(2);
    expect(delivered[0]).toMatchObject({ type: 'failed', body: { reason: 'partnerSuspended' } });
    expect(delivered[1]?.id).toBe(delivered[0]?.id);
    expect(await platform.deduction('suspended')).toMatchObject({ status: 'failed', deductedSen: null });
  });

  it('refuses a notice that was altered', async () => {
    const [notice] = notices;
    if (notice?.type !== 'deducted') throw new Error('no deducted notice');
    await expect(
      platform.verifyNotice({ ...notice, body: { ...notice.body, deductedSen: 1 } }),
    ).rejects.toBeInstanceOf(NoticeSignatureError);
  });
});
