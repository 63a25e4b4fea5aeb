import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { BrandAccountDirectory } from './brand-accounts/brand-account-directory.ts';
import { SandboxBrandAccountDirectory } from './brand-accounts/sandbox-brand-account-directory.ts';
import type { PartnerDirectory } from './partners/partner-directory.ts';
import { SandboxPartnerDirectory } from './partners/sandbox-partner-directory.ts';
import { createSmsProvider } from './sms/create-sms-provider.ts';
import type { SandboxSmsProvider } from './sms/sandbox-sms-provider.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { SandboxTelecomAccountService } from './telecom/sandbox-telecom-account-service.ts';
import type { TelecomAccountService } from './telecom/telecom-account-service.ts';

/** What the accounts work talks to, as interfaces: what the app's modules should depend on. */
export interface DirectoryProviders {
  readonly sms: SmsProvider;
  readonly telecom: TelecomAccountService;
  readonly brandAccounts: BrandAccountDirectory;
  readonly partners: PartnerDirectory;
}

/** The same, as the sandboxes they are, for tests that wait on delivery reports (`sms.settle()`). */
export interface SandboxDirectoryProviders extends DirectoryProviders {
  readonly sms: SandboxSmsProvider;
  readonly telecom: SandboxTelecomAccountService;
  readonly brandAccounts: SandboxBrandAccountDirectory;
  readonly partners: SandboxPartnerDirectory;
}

/**
 * How long the sandbox directories take to answer outside tests: enough for screens to show their waiting state, as
 * they will against the operator's APIs, and short enough not to slow a demo.
 */
export const SANDBOX_DIRECTORY_LATENCY_MS = 150;

/**
 * Only sandboxes exist for these systems until their contracts are signed; config.ts already refuses to start
 * production unless ALLOW_SANDBOX_IN_PRODUCTION lists them. The sandboxes read their demo records as of `clock`'s
 * today, so pass the app's clock (tests pass their fixed clock). The SMS sandbox needs `start()` and `close()` with the
 * app, like the email provider.
 */
export function createDirectoryProviders(
  config: Config,
  db: Database,
  logger: Logger,
  options: { clock?: Clock; latencyMs?: number } = {},
): SandboxDirectoryProviders {
  const clock = options.clock ?? systemClock;
  const latencyMs = options.latencyMs ?? (config.env === 'test' ? 0 : SANDBOX_DIRECTORY_LATENCY_MS);
  return {
    sms: createSmsProvider(config, db, logger),
    telecom: new SandboxTelecomAccountService({ db, clock, latencyMs }),
    brandAccounts: new SandboxBrandAccountDirectory({ db, clock, latencyMs }),
    partners: new SandboxPartnerDirectory({ db, clock, latencyMs }),
  };
}
