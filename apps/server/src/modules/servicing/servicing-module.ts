import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import { loanAccountRoutes } from './loan-account-routes.ts';
import { LoanAccountService, type UnpostedPayments } from './loan-account-service.ts';

export interface ServicingDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly guards: Pick<Guards, 'customer'>;
  /** The gateway's attempts not posted (pending, failed), listed in the payment history beside the posted ones. */
  readonly unposted?: UnpostedPayments;
  /** The lender's JomPAY biller code (configuration), shown with each account's Ref-1. */
  readonly jompayBillerCode: string;
}

/**
 * Servicing (issue 13): the loan or financing account the agreement's completion opens, its ledger, and the
 * customer's reads of it. docs/decisions/030-ledger-and-payment-allocation.md explains the design; the money-moving
 * functions others call are in ledger-service.ts.
 */
export async function registerServicing(app: FastifyInstance, deps: ServicingDependencies) {
  const accounts = new LoanAccountService({
    db: deps.db,
    clock: deps.clock,
    jompayBillerCode: deps.jompayBillerCode,
    ...(deps.unposted ? { unposted: deps.unposted } : {}),
  });
  await app.register(guardedScope(deps.guards.customer, loanAccountRoutes({ accounts })));
}
