import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type DestinationStream } from 'pino';
import { type BuiltApp, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../http/logger.ts';
import { type Clock, fixedClock } from '../lib/clock.ts';
import type { LoanAccountCollections } from '../modules/direct-debit-collection/loan-account-collections.ts';
import type { LoanAccountPosting } from '../modules/payments/loan-account-posting.ts';
import { loanAccountCommission } from '../modules/servicing/commission-accounts.ts';
import { loanAccountCollections, loanAccountPosting } from '../modules/servicing/servicing-module.ts';
import { SandboxBrandAccountDirectory } from '../providers/brand-accounts/sandbox-brand-account-directory.ts';
import { SandboxCommodityTradingProvider } from '../providers/commodity-trading/sandbox-commodity-trading-provider.ts';
import { SandboxDirectDebitProvider } from '../providers/direct-debit/sandbox-direct-debit-provider.ts';
import { SandboxEStampingProvider } from '../providers/e-stamping/sandbox-e-stamping-provider.ts';
import { SandboxEkycProvider } from '../providers/ekyc/sandbox-ekyc-provider.ts';
import { SandboxEmailProvider } from '../providers/email/sandbox-email-provider.ts';
import { SandboxJompayProvider } from '../providers/jompay/sandbox-jompay-provider.ts';
import { SandboxPartnerCommissionProvider } from '../providers/partner-commission/sandbox-partner-commission-provider.ts';
import { SandboxPartnerDirectory } from '../providers/partners/sandbox-partner-directory.ts';
import { SandboxPaymentGatewayProvider } from '../providers/payment-gateway/sandbox-payment-gateway-provider.ts';
import { SandboxPayoutProvider } from '../providers/payout/sandbox-payout-provider.ts';
import { SandboxSmsProvider } from '../providers/sms/sandbox-sms-provider.ts';
import { SandboxTelecomAccountService } from '../providers/telecom/sandbox-telecom-account-service.ts';
import { shareDevelopmentSecret } from '../security/development-secret.ts';
import { DiskFileStorage } from '../storage/file-storage.ts';
import { masterAssetStorage } from '../storage/master-assets.ts';
import { openTestDatabase } from './test-database.ts';

/** The lender's development seal the test apps share, outside any one test app's data folder. */
export const TEST_LENDER_SEAL_FILE = path.join(tmpdir(), 'sinar-test-lender-seal', 'lender-seal.p12');

export interface TestApp extends BuiltApp {
  readonly db: Database;
  /** Where the app stores uploaded documents and e-KYC pictures. */
  readonly uploadsDir: string;
  readonly config: Config;
  readonly clock: ReturnType<typeof fixedClock>;
  readonly email: SandboxEmailProvider;
  readonly sms: SandboxSmsProvider;
  /** The sandboxes after approval, answering as soon as `settle()` runs the jobs; `failNext` asks for failures. */
  readonly eStamping: SandboxEStampingProvider;
  readonly commodityTrading: SandboxCommodityTradingProvider;
  readonly directDebit: SandboxDirectDebitProvider;
  readonly payout: SandboxPayoutProvider;
  /** The partner platform's sandbox (decision 064): commission and e-wallet deductions. */
  readonly partnerCommission: SandboxPartnerCommissionProvider;
  readonly paymentGateway: SandboxPaymentGatewayProvider;
  /** The payers' banks and the lender's biller bank, on the test's clock. */
  readonly jompay: SandboxJompayProvider;
  /** Runs due jobs and waits for the sandbox's delivery reports, as if time had passed. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The whole server on a database of its own, with sandboxes and a clock the test controls. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: string;
    webDistDir?: string;
    /**
     * Receives the app's log lines, written as the server writes them (redaction and serializers included), at info
     * or at the `LOG_LEVEL` of `env`.
     */
    logTo?: DestinationStream;
    /** The loan accounts' side of online payments: with it, the payments module is registered. */
    loanAccountPosting?: LoanAccountPosting;
    /** The loan accounts the monthly direct-debit run reads and posts to; without them the run is not registered. */
    loanAccountCollections?: LoanAccountCollections;
    /** With the daily close of business, which then asks for the direct-debit run of each day it closes. */
    closeOfBusiness?: boolean;
    /**
     * The servicing module's own loan accounts behind online payments and the direct-debit run, as main.ts wires them,
     * on the test's clock (instead of `loanAccountPosting` and `loanAccountCollections`).
     */
    servicingLoanAccounts?: boolean;
    /** A database opened by the test (as a data folder a server process later opens); the test app closes it. */
    db?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sinar-test-'));
  const loaded = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    BACKOFFICE_DIST_DIR: path.join(dataDir, 'no-backoffice-build'),
    // One development seal for every test app: made once by the first (its key takes a while), read by the rest.
    LENDER_SEAL_P12_FILE: TEST_LENDER_SEAL_FILE,
    // A test runs servers and an embedded database in one process: one test app's start, blocking the event loop,
    // would read as another's overload. The overload's own tests set their thresholds.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const db = options.db ?? (await openTestDatabase());
  const clock = fixedClock(options.now ?? '2026-11-23T02:00:00Z');
  // As main.ts: without AUTH_TOKEN_SECRET, the secret kept in the database, shared by test apps on one database.
  const config = await shareDevelopmentSecret(loaded, { db, clock });
  // A test that reads the log gets the level it asks for in LOG_LEVEL, else info.
  const logger = options.logTo
    ? createLogger({ logLevel: options.env?.LOG_LEVEL ? config.logLevel : 'info' }, options.logTo)
    : pino({ level: 'silent' });
  const email = new SandboxEmailProvider({ db, deliveryDelayMs: 1, log: logger });
  const sms = new SandboxSmsProvider({ db, deliveryDelayMs: 1, log: logger });
  const directories = { db, clock: clock as Clock, latencyMs: 0 };
  const settlement = {
    eStamping: new SandboxEStampingProvider({ db, delayMs: 0, log: logger }),
    commodityTrading: new SandboxCommodityTradingProvider({ db, delayMs: 0, log: logger }),
    directDebit: new SandboxDirectDebitProvider({ db, delayMs: 0, publicUrl: config.publicUrl, log: logger }),
    payout: new SandboxPayoutProvider({ db, delayMs: 0, log: logger }),
    paymentGateway: new SandboxPaymentGatewayProvider({
      db,
      delayMs: 0,
      settleMs: 0,
      publicUrl: config.publicUrl,
      log: logger,
    }),
    jompay: new SandboxJompayProvider({ db, clock, billerCode: config.jompay.billerCode }),
  };
  const partnerCommission = new SandboxPartnerCommissionProvider({ db, delayMs: 0, log: logger });
  const built = await buildApp({
    config,
    db,
    clock: clock as Clock,
    emailProvider: email,
    smsProvider: sms,
    telecom: new SandboxTelecomAccountService(directories),
    brandAccounts: new SandboxBrandAccountDirectory(directories),
    partners: new SandboxPartnerDirectory(directories),
    // A challenge a test solves in a millisecond; the verification is the same.
    humanCheckMaxNumber: 50,
    masterAssets: masterAssetStorage(),
    // A folder of the test app's own temporary data directory: each test app starts with no stored files.
    fileStorage: new DiskFileStorage(path.join(dataDir, 'uploads')),
    // The verdict is due at once; `settle()` runs the jobs that deliver it.
    ekycProvider: new SandboxEkycProvider({ db, delayMs: 0, log: logger }),
    ...settlement,
    sandboxFailures: {
      'e-stamping': settlement.eStamping,
      'commodity-trading': settlement.commodityTrading,
      'direct-debit': settlement.directDebit,
      payout: settlement.payout,
      'payment-gateway': settlement.paymentGateway,
      jompay: settlement.jompay,
    },
    ...(options.loanAccountPosting ? { loanAccountPosting: options.loanAccountPosting } : {}),
    ...(options.loanAccountCollections ? { loanAccountCollections: options.loanAccountCollections } : {}),
    ...(options.servicingLoanAccounts
      ? {
          loanAccountPosting: loanAccountPosting({
            clock,
            afterMaturityAnnualBp: config.closeOfBusiness.afterMaturityAnnualBp,
          }),
          loanAccountCollections: loanAccountCollections(),
          loanAccountCommission: loanAccountCommission(),
        }
      : {}),
    partnerCommission,
    ...(options.closeOfBusiness ? { closeOfBusiness: true } : {}),
    logger,
  });
  await built.app.ready();
  return {
    ...built,
    db,
    uploadsDir: path.join(dataDir, 'uploads'),
    config,
    clock,
    email,
    sms,
    ...settlement,
    partnerCommission,
    async settle() {
      await built.jobs.runDue();
      await Promise.all([email.settle(), sms.settle()]);
    },
    async close() {
      await built.app.close();
      await built.jobs.stop();
      await email.close();
      await sms.close();
      await db.close();
    },
  };
}
