import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Idempotency } from '../../http/idempotency.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JompayProvider } from '../../providers/jompay/jompay-provider.ts';
import type { PayoutProvider } from '../../providers/payout/payout-provider.ts';
import { JompayReturnPayouts } from './jompay-return-service.ts';
import { jompayRoutes } from './jompay-routes.ts';
import { JompayService } from './jompay-service.ts';

export interface JompayDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly guards: Pick<Guards, 'officer'>;
  readonly jobs: JobWorker;
  /** The biller bank: the daily reconciliation file. */
  readonly provider: JompayProvider;
  /** The lender's biller code: a file of another biller's is not ours. */
  readonly billerCode: string;
  /** The Idempotency-Key rule of the calls that move money. */
  readonly idempotency: Idempotency;
  /** The payout provider the disbursement uses: a returned line is paid back to its payer through it. */
  readonly payout: PayoutProvider;
}

/**
 * JomPAY reconciliation (decisions 034 and 040): the daily import of the biller bank's file (its job handled here;
 * main.ts starts the chain with `resumeRuns`, each run queuing the next), the officers' upload, and the parked lines.
 * Lines are posted through the servicing module's `postPayment`.
 */
export async function registerJompay(
  app: FastifyInstance,
  deps: JompayDependencies,
): Promise<{ readonly jompay: JompayService }> {
  const jompay = new JompayService({
    db: deps.db,
    clock: deps.clock,
    provider: deps.provider,
    billerCode: deps.billerCode,
  });
  jompay.attach(deps.jobs);
  new JompayReturnPayouts({ db: deps.db, clock: deps.clock, payout: deps.payout }).attach(deps.jobs);
  await app.register(
    guardedScope(deps.guards.officer, jompayRoutes({ jompay, idempotency: deps.idempotency })),
  );
  return { jompay };
}
