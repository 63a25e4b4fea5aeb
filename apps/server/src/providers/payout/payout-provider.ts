import type { Sen } from '@sinar/domain';
import type { JobWorker } from '../../jobs/job-queue.ts';
import { ProviderRejectedError } from '../email/email-provider.ts';
import type { NoticeListener } from '../sandbox-notice-board.ts';
import type { SignedNotice } from '../signed-notice.ts';

/**
 * Paying the net amount of a disbursement into the customer's verified bank account (an interbank transfer). The
 * bank accepts the instruction at once and settles it later: the result, paid or failed with a reason, comes as a
 * signed notice. A payout is idempotent by its reference: asking again with the same reference never pays twice.
 */
export interface PayoutRequest {
  /** Ours, one payout each: the disbursement's id. A retry after a failure takes a new reference. */
  readonly reference: string;
  readonly amountSen: Sen;
  /** The receiving bank's code, as on the bank list: 'MB2U0227'. */
  readonly bankCode: string;
  readonly accountNo: string;
  /** The name the account is held in, as verified. */
  readonly accountHolder: string;
}

/**
 * Paying back money received by a bill payment (a JomPAY line returned to its payer, decision 048): the payer's
 * account is not known to the lender, so the transfer names the payer bank's reference of the original payment, and
 * the paying bank routes it back to the account it came from. Idempotent by `reference` as any payout.
 */
export interface PayoutReturnRequest {
  /** Ours, one per return: `JPR-` and the returned line's id. */
  readonly reference: string;
  readonly amountSen: Sen;
  /** The payer bank's reference of the payment being returned, as the reconciliation file gave it. */
  readonly originalBankReference: string;
}

export const PAYOUT_FAILURE_REASONS = ['accountNotFound', 'accountClosed', 'bankRejected'] as const;
export type PayoutFailureReason = (typeof PAYOUT_FAILURE_REASONS)[number];

export interface PayoutRecord {
  readonly id: string;
  readonly reference: string;
  readonly amountSen: Sen;
  readonly bankCode: string;
  /** Only the last four digits of the account are kept. */
  readonly accountNoLast4: string;
  readonly accountHolder: string;
  readonly status: 'accepted' | 'paid' | 'failed';
  readonly failureReason: PayoutFailureReason | null;
  /** The bank's own reference of the transfer, once paid. */
  readonly bankReference: string | null;
  readonly requestedAt: Date;
  readonly settledAt: Date | null;
  /** A return's payer bank reference of the original payment (no bank, account or holder is then known). */
  readonly returnsBankReference: string | null;
}

export type PayoutNotice =
  | SignedNotice<
      'paid',
      {
        readonly payoutId: string;
        readonly reference: string;
        readonly amountSen: Sen;
        readonly bankReference: string;
      }
    >
  | SignedNotice<
      'failed',
      {
        readonly payoutId: string;
        readonly reference: string;
        readonly amountSen: Sen;
        readonly reason: PayoutFailureReason;
      }
    >;

export interface PayoutProvider {
  readonly name: 'sandbox';
  /**
   * Instructs the payout; resolves once the bank accepted it. The same reference with the same particulars answers
   * the payout already instructed (`repeated: true`) and pays nothing more. Throws ProviderUnavailableError (retry
   * later, with the same reference), PayoutConflictError (the reference was used for other particulars) or
   * ProviderRejectedError (invalid particulars).
   */
  pay(request: PayoutRequest): Promise<{ readonly payoutId: string; readonly repeated: boolean }>;
  /** Instructs the return of a payment to its payer, as `pay` does a payout, with the same answers and errors. */
  returnPayment(
    request: PayoutReturnRequest,
  ): Promise<{ readonly payoutId: string; readonly repeated: boolean }>;
  /** The payout of a reference (the poll a lost notice falls back on). */
  payout(reference: string): Promise<PayoutRecord | null>;
  /** Notices arrive at least once each (a repeat has the same id): listeners ignore one already applied. */
  onNotice(listener: NoticeListener<PayoutNotice>): void;
  verifyNotice(notice: unknown): Promise<PayoutNotice>;
  attach(worker: JobWorker): void;
}

/** The reference was used already for another amount, account or holder: a payout is never changed after the fact. */
export class PayoutConflictError extends ProviderRejectedError {
  override name = 'PayoutConflictError';
}
