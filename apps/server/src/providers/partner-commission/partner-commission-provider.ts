import type { LocalDate, Sen } from '@sinar/domain';
import type { JobWorker } from '../../jobs/job-queue.ts';
import { ProviderRejectedError } from '../email/email-provider.ts';
import type { NoticeListener } from '../sandbox-notice-board.ts';
import type { SignedNotice } from '../signed-notice.ts';

/**
 * The partner platform of the telecom operator, which pays its SME partners their commission and keeps their
 * e-wallets (docs/decisions/064). The lender asks it to deduct an amount from a partner's commission of the month or
 * from the partner's e-wallet; it accepts at once and settles later, with a signed notice of what it took: all that was
 * asked, part of it when the source held less, or nothing. A deduction is idempotent by the lender's reference.
 */
export const PARTNER_DEDUCTION_SOURCES = ['commission', 'eWallet'] as const;
export type PartnerDeductionSource = (typeof PARTNER_DEDUCTION_SOURCES)[number];

export const PARTNER_DEDUCTION_FAILURE_REASONS = ['partnerSuspended'] as const;
export type PartnerDeductionFailureReason = (typeof PARTNER_DEDUCTION_FAILURE_REASONS)[number];

export interface PartnerDeductionRequest {
  /** Ours, one per deduction: asked again with the same particulars, the platform answers the same deduction. */
  readonly reference: string;
  /** Upper case: 'P200010'. */
  readonly partnerId: string;
  readonly source: PartnerDeductionSource;
  readonly amountSen: Sen;
  /** The Malaysian date the deduction is for (the 12th, or the 15th for the top-up). */
  readonly requestedOn: LocalDate;
}

export interface PartnerDeductionRecord {
  readonly id: string;
  readonly reference: string;
  readonly partnerId: string;
  readonly source: PartnerDeductionSource;
  readonly requestedSen: Sen;
  readonly status: 'accepted' | 'settled' | 'failed';
  /** What was taken once settled: from nothing up to what was asked. */
  readonly deductedSen: Sen | null;
  readonly failureReason: PartnerDeductionFailureReason | null;
  readonly settledAt: Date | null;
}

interface DeductionNoticeBody {
  readonly deductionId: string;
  readonly reference: string;
  readonly partnerId: string;
  readonly source: PartnerDeductionSource;
  readonly requestedSen: Sen;
}

export type PartnerDeductionNotice =
  | SignedNotice<'deducted', DeductionNoticeBody & { readonly deductedSen: Sen }>
  | SignedNotice<'failed', DeductionNoticeBody & { readonly reason: PartnerDeductionFailureReason }>;

export interface PartnerCommissionProvider {
  readonly name: 'sandbox';
  /**
   * Asks for the deduction; resolves once the platform accepted it. Throws ProviderUnavailableError (ask again later,
   * same reference), PartnerDeductionConflictError (the reference was used for other particulars) or
   * ProviderRejectedError (invalid particulars).
   */
  deduct(
    request: PartnerDeductionRequest,
  ): Promise<{ readonly deductionId: string; readonly repeated: boolean }>;
  /** The deduction of a reference (what a lost notice falls back on). */
  deduction(reference: string): Promise<PartnerDeductionRecord | null>;
  /** Notices arrive at least once each (a repeat has the same id): listeners ignore one already applied. */
  onNotice(listener: NoticeListener<PartnerDeductionNotice>): void;
  verifyNotice(notice: unknown): Promise<PartnerDeductionNotice>;
  attach(worker: JobWorker): void;
}

/** The reference was used already for another partner, source or amount. */
export class PartnerDeductionConflictError extends ProviderRejectedError {
  override name = 'PartnerDeductionConflictError';
}
