import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LenderParticulars } from '../../lib/pdf/lender-particulars.ts';
import { PAYMENT_RECEIPT_JOB } from './ledger-service.ts';
import { loanAccountRoutes } from './loan-account-routes.ts';
import { LoanAccountService, type UnpostedPayments } from './loan-account-service.ts';
import { customerStatementRoutes, officerStatementRoutes } from './statement-routes.ts';
import { StatementService } from './statement-service.ts';

export interface ServicingDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly guards: Pick<Guards, 'customer' | 'officer'>;
  /** The gateway's attempts not posted (pending, failed), listed in the payment history beside the posted ones. */
  readonly unposted?: UnpostedPayments;
  /** The worker that runs the receipt job each posting enqueues. */
  readonly jobs: JobWorker;
  /** The lender's particulars the statement and the receipts print. */
  readonly lender: LenderParticulars;
}

/**
 * Servicing (issue 13): the loan or financing account the agreement's completion opens, its ledger, and the
 * customer's reads of it. docs/decisions/030-ledger-and-payment-allocation.md explains the design; the money-moving
 * functions others call are in ledger-service.ts. The statement of account and the receipts are decision 041's.
 */
export async function registerServicing(app: FastifyInstance, deps: ServicingDependencies) {
  const accounts = new LoanAccountService({
    db: deps.db,
    clock: deps.clock,
    ...(deps.unposted ? { unposted: deps.unposted } : {}),
  });
  const statements = new StatementService({ db: deps.db, clock: deps.clock, lender: deps.lender });
  deps.jobs.handle(PAYMENT_RECEIPT_JOB, async (payload) => {
    if (typeof payload.paymentId !== 'string') throw new PermanentJobError('receipt job without a payment');
    await statements.renderReceipt(payload.paymentId);
  });
  await app.register(
    guardedScope(
      deps.guards.customer,
      loanAccountRoutes({ accounts }),
      customerStatementRoutes({ statements }),
    ),
  );
  await app.register(guardedScope(deps.guards.officer, officerStatementRoutes({ statements })));
  return { statements };
}
