import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { Idempotency } from '../../http/idempotency.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LenderParticulars } from '../../lib/pdf/lender-particulars.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import { closeOfBusinessDevRoutes } from './close-of-business-dev-routes.ts';
import { closeOfBusinessRoutes } from './close-of-business-routes.ts';
import { CloseOfBusinessService, type DirectDebitDay } from './close-of-business-service.ts';
import { customerSettlementRoutes, officerSettlementRoutes } from './early-settlement-routes.ts';
import { EarlySettlementService } from './early-settlement-service.ts';
import { PAYMENT_RECEIPT_JOB, REVERSAL_ADVICE_JOB, type SettlementTerms } from './ledger-service.ts';
import { loanAccountRoutes } from './loan-account-routes.ts';
import { LoanAccountService, type UnpostedPayments } from './loan-account-service.ts';
import { customerRefundRoutes, officerRefundRoutes } from './loan-refund-routes.ts';
import { LoanRefundService } from './loan-refund-service.ts';
import { officerAccountRoutes } from './officer-account-routes.ts';
import { OfficerAccountService } from './officer-account-service.ts';
import { customerStatementRoutes, officerStatementRoutes } from './statement-routes.ts';
import { StatementService } from './statement-service.ts';

export { loanAccountCollections, loanAccountPosting } from './loan-account-ports.ts';

export interface ServicingDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly guards: Pick<Guards, 'customer' | 'officer'>;
  /** The Idempotency-Key rule of the officers' counter posting. */
  readonly idempotency: Idempotency;
  /** The gateway's attempts not posted (pending, failed), listed in the payment history beside the posted ones. */
  readonly unposted?: UnpostedPayments;
  /** The worker that runs the receipt job each posting enqueues. */
  readonly jobs: JobWorker;
  /** The lender's particulars the statement and the receipts print. */
  readonly lender: LenderParticulars;
  /**
   * The daily close of business (decision 039) and the back office's calls on it: registered when given, with the
   * officers' guard, the notices of reminder letters and the direct-debit run it asks for each day closed.
   */
  readonly closeOfBusiness?: {
    readonly email: EmailQueue;
    readonly sms: SmsQueue;
    readonly directDebit?: DirectDebitDay;
    readonly afterMaturityAnnualBp: number;
    readonly publicUrl: string;
  };
  /** The lender's JomPAY biller code (configuration), shown with each account's Ref-1. */
  readonly jompayBillerCode: string;
  /** Outside production: the developer's control that closes one account's days ahead (decision 050). */
  readonly devControls?: boolean;
  /** What an early settlement quote needs of the configuration: the rate of late charges after maturity. */
  readonly settlementTerms?: SettlementTerms;
}

/**
 * Servicing (issue 13): the loan or financing account the agreement's completion opens, its ledger, the customer's
 * reads of it, the statement of account and the receipts (decision 041), the officers' accounts and their
 * maker-checker changes (decision 042), and the daily close of business (decision 039).
 * docs/decisions/030-ledger-and-payment-allocation.md explains the design; the money-moving functions others call
 * are in ledger-service.ts, and the payments module's and the direct-debit run's ports are implemented in
 * loan-account-ports.ts.
 */
export async function registerServicing(
  app: FastifyInstance,
  deps: ServicingDependencies,
): Promise<{ readonly statements: StatementService; readonly closeOfBusiness?: CloseOfBusinessService }> {
  const accounts = new LoanAccountService({
    db: deps.db,
    clock: deps.clock,
    jompayBillerCode: deps.jompayBillerCode,
    ...(deps.unposted ? { unposted: deps.unposted } : {}),
  });
  const statements = new StatementService({ db: deps.db, clock: deps.clock, lender: deps.lender });
  deps.jobs.handle(PAYMENT_RECEIPT_JOB, async (payload) => {
    if (typeof payload.paymentId !== 'string') throw new PermanentJobError('receipt job without a payment');
    await statements.renderReceipt(payload.paymentId);
  });
  deps.jobs.handle(REVERSAL_ADVICE_JOB, async (payload) => {
    if (typeof payload.paymentId !== 'string')
      throw new PermanentJobError('reversal advice job without a payment');
    await statements.renderReversalAdvice(payload.paymentId);
  });
  await app.register(
    guardedScope(
      deps.guards.customer,
      loanAccountRoutes({ accounts }),
      customerStatementRoutes({ statements }),
    ),
  );
  await app.register(guardedScope(deps.guards.officer, officerStatementRoutes({ statements })));
  const refunds = new LoanRefundService({ db: deps.db, clock: deps.clock });
  await app.register(guardedScope(deps.guards.customer, customerRefundRoutes({ refunds })));
  await app.register(guardedScope(deps.guards.officer, officerRefundRoutes({ refunds })));
  const officerAccounts = new OfficerAccountService({
    db: deps.db,
    clock: deps.clock,
    jompayBillerCode: deps.jompayBillerCode,
    ...(deps.settlementTerms ? { settlementTerms: deps.settlementTerms } : {}),
  });
  await app.register(
    guardedScope(
      deps.guards.officer,
      officerAccountRoutes({ accounts: officerAccounts, idempotency: deps.idempotency }),
    ),
  );
  const settlements = new EarlySettlementService({
    db: deps.db,
    clock: deps.clock,
    ...(deps.settlementTerms ? { terms: deps.settlementTerms } : {}),
  });
  await app.register(guardedScope(deps.guards.customer, customerSettlementRoutes({ settlements })));
  await app.register(guardedScope(deps.guards.officer, officerSettlementRoutes({ settlements })));
  if (!deps.closeOfBusiness) return { statements };
  const close = new CloseOfBusinessService({ db: deps.db, clock: deps.clock, ...deps.closeOfBusiness });
  await app.register(guardedScope(deps.guards.officer, closeOfBusinessRoutes({ close })));
  if (deps.devControls) await app.register(closeOfBusinessDevRoutes({ close }));
  return { statements, closeOfBusiness: close };
}
