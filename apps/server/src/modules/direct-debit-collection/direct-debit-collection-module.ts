import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { DirectDebitProvider } from '../../providers/direct-debit/direct-debit-provider.ts';
import { collectionCallbackRoutes } from './collection-callback-routes.ts';
import { collectionRoutes } from './collection-routes.ts';
import { DirectDebitCollectionService } from './collection-service.ts';
import type { LoanAccountCollections } from './loan-account-collections.ts';
import { officerCollectionRoutes } from './officer-collection-routes.ts';

export interface DirectDebitCollectionDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly guards: Pick<Guards, 'customer' | 'officer'>;
  readonly jobs: JobWorker;
  /** The FPX direct-debit provider: the deductions under the agreements' mandates, and their notices. */
  readonly provider: DirectDebitProvider;
  /** The loan accounts: what is due on a debit day, and posting a deduction made (the servicing module's). */
  readonly accounts: LoanAccountCollections;
  /** Who asks for each day's run: the run's own 07:00 schedule, or the close of business (decision 039). */
  readonly scheduledBy?: 'itself' | 'closeOfBusiness';
  /** The email queue, the operations inbox (`OPERATIONS_EMAIL`) and the public address its links start with. */
  readonly email: EmailQueue;
  readonly operationsEmail: string;
  readonly publicUrl: string;
}

/**
 * The monthly direct-debit run (decision 037): its daily job, the bank's answers (in-process from the sandbox, or
 * posted to the callback), the customer's attempts and the back office's list of every attempt. Scheduled by itself,
 * the run of today (or the next business day) is queued at start, with any earlier one not done, and each run queues the
 * next working day's; scheduled by the close of business (decision 039), each day's run is asked for by the close.
 */
export async function registerDirectDebitCollection(
  app: FastifyInstance,
  deps: DirectDebitCollectionDependencies,
): Promise<{ readonly collections: DirectDebitCollectionService }> {
  const collections = new DirectDebitCollectionService({
    db: deps.db,
    clock: deps.clock,
    provider: deps.provider,
    accounts: deps.accounts,
    alerts: {
      email: deps.email,
      recipient: deps.operationsEmail,
      publicUrl: deps.publicUrl.replace(/\/$/, ''),
    },
    ...(deps.scheduledBy ? { scheduledBy: deps.scheduledBy } : {}),
  });
  collections.attach(deps.jobs);
  await app.register(guardedScope(deps.guards.customer, collectionRoutes({ collections })));
  await app.register(guardedScope(deps.guards.officer, officerCollectionRoutes({ collections })));
  await app.register(collectionCallbackRoutes({ collections }));
  if (deps.scheduledBy !== 'closeOfBusiness') await collections.resumeRuns();
  return { collections };
}
