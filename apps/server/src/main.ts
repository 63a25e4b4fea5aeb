import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createLogger } from './http/logger.ts';
import { scheduledWork } from './jobs/schedules.ts';
import { systemClock } from './lib/clock.ts';
import { ensureDemoAccounts } from './modules/auth/demo-accounts.ts';
import { ensureDemoOfficers } from './modules/officers/demo-officers.ts';
import { TotpSecretCipher } from './modules/officers/totp-secret-cipher.ts';
import { loanAccountCommission } from './modules/servicing/commission-accounts.ts';
import { ensureDemoLoanAccounts } from './modules/servicing/demo-loan-account.ts';
import { loanAccountCollections, loanAccountPosting } from './modules/servicing/servicing-module.ts';
import { createCommodityTradingProvider } from './providers/commodity-trading/create-commodity-trading-provider.ts';
import { createDirectoryProviders } from './providers/create-directory-providers.ts';
import { createDirectDebitProvider } from './providers/direct-debit/create-direct-debit-provider.ts';
import { createEStampingProvider } from './providers/e-stamping/create-e-stamping-provider.ts';
import { createEkycProvider } from './providers/ekyc/create-ekyc-provider.ts';
import { createEmailProvider } from './providers/email/create-email-provider.ts';
import { createJompayProvider } from './providers/jompay/create-jompay-provider.ts';
import { createPartnerCommissionProvider } from './providers/partner-commission/create-partner-commission-provider.ts';
import { createPaymentGatewayProvider } from './providers/payment-gateway/create-payment-gateway-provider.ts';
import { createPayoutProvider } from './providers/payout/create-payout-provider.ts';
import { sandboxFailureControls } from './providers/sandbox-failure-controls.ts';
import { argon2PasswordHashing } from './security/argon2-password-hashing.ts';
import { shareDevelopmentSecret } from './security/development-secret.ts';
import { gracefulShutdown } from './shutdown.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import { masterAssetStorage } from './storage/master-assets.ts';

/** How long a job in hand may run on at shutdown before it is handed back to the other processes. */
const JOB_STOP_GRACE_MS = 10_000;
/** After the drain, the requests in flight and the running job have this long to finish before the process exits. */
const SHUTDOWN_DEADLINE_MS = 30_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const loaded = readConfig();
const logger = loaded.instanceName
  ? createLogger(loaded).child({ instance: loaded.instanceName })
  : createLogger(loaded);
const db = await openDatabase(loaded);
const applied = await migrate(db);
logger.info({ engine: db.engine, migrationsApplied: applied }, 'database ready');
// Outside production, a secret made at start is the one kept in the database, the same for every process on it.
const config = await shareDevelopmentSecret(loaded, { db, clock: systemClock });

const emailProvider = createEmailProvider(config, db, logger);
const {
  sms: smsProvider,
  telecom,
  brandAccounts,
  partners,
} = createDirectoryProviders(config, db, logger, {
  clock: systemClock,
});
if (config.sandboxesVisible) {
  await ensureDemoAccounts({ db, passwords: argon2PasswordHashing, brandAccounts, partners });
  await ensureDemoOfficers({
    db,
    passwords: argon2PasswordHashing,
    cipher: new TotpSecretCipher(config.auth.tokenSecret),
    now: systemClock.now(),
  });
  logger.info('demo accounts ready (README, Demo accounts)');
}
const settlement = {
  eStamping: createEStampingProvider(config, db, logger),
  commodityTrading: createCommodityTradingProvider(config, db, logger),
  directDebit: createDirectDebitProvider(config, db, logger),
  payout: createPayoutProvider(config, db, logger),
  paymentGateway: createPaymentGatewayProvider(config, db, logger),
  jompay: createJompayProvider(config, db, systemClock),
};
const sandboxFailures = sandboxFailureControls(settlement);
const {
  app,
  jobs,
  housekeeping,
  closeOfBusiness,
  jompayReconciliation,
  applicationAgreement,
  readiness,
  partnerCommissionCollection,
} = await buildApp({
  config,
  db,
  clock: systemClock,
  emailProvider,
  smsProvider,
  telecom,
  brandAccounts,
  partners,
  masterAssets: masterAssetStorage(),
  fileStorage: createFileStorage(config.storage),
  ekycProvider: createEkycProvider(config, db, logger),
  ...settlement,
  ...(sandboxFailures ? { sandboxFailures } : {}),
  // The servicing module's side of online payments and of the monthly direct-debit run, and the daily close.
  loanAccountPosting: loanAccountPosting({
    clock: systemClock,
    afterMaturityAnnualBp: config.closeOfBusiness.afterMaturityAnnualBp,
  }),
  loanAccountCollections: loanAccountCollections(),
  closeOfBusiness: true,
  // SME loans repaid from the partner's commission and e-wallet (decision 064).
  partnerCommission: createPartnerCommissionProvider(config, db, logger),
  loanAccountCommission: loanAccountCommission(),
  logger,
});
if (config.sandboxesVisible && closeOfBusiness) {
  // The demo borrowers' loan and financing with their months of history (README, 'Demo accounts'), made once.
  try {
    const agreementNos = await ensureDemoLoanAccounts({
      db,
      clock: systemClock,
      closeOfBusiness,
      applicationAgreement,
    });
    logger.info({ agreementNos }, 'demo loan accounts ready');
  } catch (error) {
    logger.error({ err: error }, 'demo loan account not made');
  }
}
await emailProvider.start();
await smsProvider.start();
// The daily JomPAY import: the last business day's file, and any earlier day missed (decision 040).
await jompayReconciliation.resumeRuns();
// The hourly housekeeping and the close-of-business check run as schedules: every process ticks, each slot runs once
// (decision 053). The days the server was not running are closed at start, or within one check period when another
// process has just checked; the close's claim on the business date lets one process close a day, once.
const schedules = scheduledWork({
  db,
  clock: systemClock,
  log: logger,
  jobs,
  housekeeping,
  ...(closeOfBusiness ? { closeOfBusiness } : {}),
  closeCheckEveryMs: config.closeOfBusiness.checkIntervalMs,
  ...(partnerCommissionCollection ? { partnerCommission: partnerCommissionCollection } : {}),
});
jobs.start(config.jobPollIntervalMs);
schedules.start(Math.min(config.jobPollIntervalMs * 10, config.closeOfBusiness.checkIntervalMs));
await app.listen({ host: config.host, port: config.port });
logger.info(
  `Sinar Kredit is running at ${config.publicUrl}${config.apiDocs ? ` (API docs at ${config.publicUrl}/docs)` : ''}`,
);

const stop = gracefulShutdown({
  readiness,
  drainMs: config.shutdownDrainMs,
  stopSchedules: () => schedules.stop(),
  closeServer: () => app.close(),
  stopJobs: () => jobs.stop({ graceMs: JOB_STOP_GRACE_MS }),
  closeResources: [
    { name: 'email', close: () => emailProvider.close() },
    { name: 'sms', close: () => smsProvider.close() },
    { name: 'database', close: () => db.close() },
  ],
  deadlineMs: SHUTDOWN_DEADLINE_MS,
  log: logger,
});
let interrupted = false;
process.on('SIGTERM', () => void stop('SIGTERM').then((code) => process.exit(code)));
process.on('SIGINT', () => {
  // A second Ctrl-C at the terminal does not wait for the drain.
  if (interrupted) process.exit(1);
  interrupted = true;
  void stop('SIGINT').then((code) => process.exit(code));
});
