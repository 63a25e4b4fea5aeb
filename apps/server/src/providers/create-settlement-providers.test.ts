import { sen } from '@sinar/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { PRODUCTION_LENDER, PRODUCTION_SANDBOXES } from '../config/testing.ts';
import type { Database } from '../db/database.ts';
import { JobWorker } from '../jobs/job-queue.ts';
import { systemClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createCommodityTradingProvider } from './commodity-trading/create-commodity-trading-provider.ts';
import { SandboxCommodityTradingProvider } from './commodity-trading/sandbox-commodity-trading-provider.ts';
import { createDirectDebitProvider } from './direct-debit/create-direct-debit-provider.ts';
import { SandboxDirectDebitProvider } from './direct-debit/sandbox-direct-debit-provider.ts';
import { createEStampingProvider } from './e-stamping/create-e-stamping-provider.ts';
import { SandboxEStampingProvider } from './e-stamping/sandbox-e-stamping-provider.ts';
import { createJompayProvider } from './jompay/create-jompay-provider.ts';
import { SandboxJompayProvider } from './jompay/sandbox-jompay-provider.ts';
import { createPaymentGatewayProvider } from './payment-gateway/create-payment-gateway-provider.ts';
import { SandboxPaymentGatewayProvider } from './payment-gateway/sandbox-payment-gateway-provider.ts';
import { createPayoutProvider } from './payout/create-payout-provider.ts';
import { SandboxPayoutProvider } from './payout/sandbox-payout-provider.ts';
import { sandboxFailureControls } from './sandbox-failure-controls.ts';

const log = pino({ level: 'silent' });

describe('the providers after approval, as configured', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('are the sandboxes, with their failure switches, outside production', () => {
    const config = loadConfig({});
    const providers = {
      eStamping: createEStampingProvider(config, db, log),
      commodityTrading: createCommodityTradingProvider(config, db, log),
      directDebit: createDirectDebitProvider(config, db, log),
      payout: createPayoutProvider(config, db, log),
      paymentGateway: createPaymentGatewayProvider(config, db, log),
      jompay: createJompayProvider(config, db, systemClock),
    };
    expect(providers.eStamping).toBeInstanceOf(SandboxEStampingProvider);
    expect(providers.commodityTrading).toBeInstanceOf(SandboxCommodityTradingProvider);
    expect(providers.directDebit).toBeInstanceOf(SandboxDirectDebitProvider);
    expect(providers.payout).toBeInstanceOf(SandboxPayoutProvider);
    expect(providers.paymentGateway).toBeInstanceOf(SandboxPaymentGatewayProvider);
    expect(providers.jompay).toBeInstanceOf(SandboxJompayProvider);
    expect(Object.keys(sandboxFailureControls(providers) ?? {})).toEqual([
      'e-stamping',
      'commodity-trading',
      'direct-debit',
      'payout',
      'payment-gateway',
      'jompay',
    ]);
  });

  it('answer no sooner than their configured delay, through the job queue', async () => {
    const config = loadConfig({ PAYOUT_SANDBOX_DELAY_MS: '60000', DIRECT_DEBIT_SANDBOX_DELAY_MS: '0' });
    const worker = new JobWorker(db, log);
    const payout = createPayoutProvider(config, db, log);
    payout.attach(worker);
    const paid: string[] = [];
    payout.onNotice(async (notice) => {
      paid.push(notice.type);
    });
    await payout.pay({
      reference: 'disbursement-later',
      amountSen: sen(492_500),
      bankCode: 'MB2U0227',
      accountNo: '114012345678',
      accountHolder: 'Nur Aisyah binti Ahmad',
    });
    expect(await worker.runDue()).toBe(0);
    expect(paid).toEqual([]);
    expect(await payout.payout('disbursement-later')).toMatchObject({ status: 'accepted' });
    // Due a minute later: the job is there, waiting, and runs once its time has come.
    await db.query(
      `update jobs set run_at = now() where kind = 'payout-sandbox.settle' and status = 'queued'`,
    );
    expect(await worker.runDue()).toBe(1);
    expect(paid).toEqual(['paid']);
  });

  it('leave nothing behind when a process stops: the next one reports what was due, signed as the first would', async () => {
    const config = loadConfig({ E_STAMPING_SANDBOX_DELAY_MS: '0' });
    const stopped = createEStampingProvider(config, db, log);
    stopped.attach(new JobWorker(db, log));
    const { submissionId } = await stopped.submit({
      reference: 'agreement-across-restarts',
      agreementNo: 'SK-2026-000900',
      variant: 'conventional',
      lender: { name: 'Sinar Kredit Sdn Bhd', companyNo: '201901012345' },
      borrower: { name: 'Nur Aisyah binti Ahmad', nric: '900615145672' },
      signedDocumentSha256: 'a'.repeat(64),
      principalSen: sen(300_000),
      executedOn: '2026-11-24',
    });
    const next = createEStampingProvider(config, db, log);
    const worker = new JobWorker(db, log);
    next.attach(worker);
    const received: unknown[] = [];
    next.onNotice(async (notice) => {
      received.push(notice);
    });
    await worker.runDue();
    expect(received).toMatchObject([{ type: 'assessed', subjectId: submissionId, body: { dutySen: 1_500 } }]);
    expect(await stopped.verifyNotice(received[0])).toEqual(received[0]);
  });

  it('are refused in production unless it lists them', () => {
    const production = {
      NODE_ENV: 'production',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.example.my',
      AUTH_TOKEN_SECRET: 'a-production-secret-of-32-characters!',
      ...PRODUCTION_LENDER,
    };
    expect(() =>
      loadConfig({
        ...production,
        ALLOW_SANDBOX_IN_PRODUCTION: 'sms,telecom,brand-accounts,partners,ekyc,certificate-authority',
      }),
    ).toThrow(/must list e-stamping, commodity-trading, direct-debit, payout/);
    expect(
      loadConfig({
        ...production,
        ALLOW_SANDBOX_IN_PRODUCTION: PRODUCTION_SANDBOXES,
      }).payout,
    ).toEqual({ provider: 'sandbox', sandboxDelayMs: 3_000 });
  });
});
