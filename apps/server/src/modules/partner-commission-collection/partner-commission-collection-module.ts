import type { Database } from '../../db/database.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import type { PartnerCommissionProvider } from '../../providers/partner-commission/partner-commission-provider.ts';
import { PartnerCommissionCollectionService } from './commission-collection-service.ts';
import type { LoanAccountCommission } from './loan-account-commission.ts';

export interface PartnerCommissionCollectionDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobWorker;
  /** The partner platform: deductions from a partner's commission and e-wallet, and their notices. */
  readonly provider: PartnerCommissionProvider;
  /** The loan accounts repaid from commission, and posting a deduction made (the servicing module's). */
  readonly accounts: LoanAccountCommission;
  readonly email: EmailQueue;
  readonly sms: SmsQueue;
  readonly operationsEmail: string;
}

/**
 * Repayment of SME loans from the partner's commission and e-wallet (decision 064): the month's run, asked for by the
 * schedule of jobs/schedules.ts, its deductions' jobs and the platform's notices.
 */
export function registerPartnerCommissionCollection(
  deps: PartnerCommissionCollectionDependencies,
): PartnerCommissionCollectionService {
  const service = new PartnerCommissionCollectionService({
    db: deps.db,
    clock: deps.clock,
    provider: deps.provider,
    accounts: deps.accounts,
    email: deps.email,
    sms: deps.sms,
    operationsEmail: deps.operationsEmail,
  });
  service.attach(deps.jobs);
  return service;
}
