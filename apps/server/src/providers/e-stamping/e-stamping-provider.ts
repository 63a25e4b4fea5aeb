import type { LocalDate, Sen, Variant } from '@sinar/domain';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { NoticeListener } from '../sandbox-notice-board.ts';
import type { SignedNotice } from '../signed-notice.ts';

/**
 * Electronic stamping of the agreement with LHDN (the STAMPS system): the lender submits the executed instrument,
 * LHDN assesses the stamp duty (0.5% of the principal), the lender pays it, and LHDN issues the stamp certificate
 * (Sijil Setem) to attach to the agreement. Assessment and certificate come later, as notices.
 */
export interface StampingInstrument {
  /** Ours, one live submission per instrument: the agreement's id. */
  readonly reference: string;
  readonly agreementNo: string;
  /** The agreement's kind: a moneylending loan agreement (Schedule J) or an Islamic financing agreement. */
  readonly variant: Variant;
  readonly lender: { readonly name: string; readonly companyNo: string };
  readonly borrower: { readonly name: string; readonly nric: string };
  /** SHA-256 of the signed agreement PDF, lowercase hex: the certificate is for exactly that document. */
  readonly signedDocumentSha256: string;
  readonly principalSen: Sen;
  /** The day the agreement was executed (signed): duty is due within 30 days of it. */
  readonly executedOn: LocalDate;
}

export const STAMPING_STATUSES = ['submitted', 'assessed', 'rejected', 'paid', 'stamped'] as const;
export type StampingStatus = (typeof STAMPING_STATUSES)[number];

export interface StampingSubmission {
  readonly id: string;
  readonly reference: string;
  readonly agreementNo: string;
  readonly status: StampingStatus;
  /** The notice of assessment's number and the duty it charges, once assessed. */
  readonly noticeNo: string | null;
  readonly dutySen: Sen | null;
  readonly dutyDueOn: LocalDate | null;
  readonly rejectionReason: string | null;
  readonly certificateNo: string | null;
  readonly stampedAt: Date | null;
}

export type StampingNotice =
  | SignedNotice<
      'assessed',
      {
        readonly reference: string;
        readonly agreementNo: string;
        readonly noticeNo: string;
        readonly dutySen: Sen;
        readonly dueOn: LocalDate;
      }
    >
  | SignedNotice<
      'rejected',
      { readonly reference: string; readonly agreementNo: string; readonly reason: string }
    >
  | SignedNotice<
      'stamped',
      {
        readonly reference: string;
        readonly agreementNo: string;
        readonly certificateNo: string;
        readonly dutyPaidSen: Sen;
        readonly stampedOn: LocalDate;
        /** SHA-256 of the certificate PDF that `certificatePdf` returns. */
        readonly certificateSha256: string;
      }
    >;

export interface EStampingProvider {
  readonly name: 'sandbox';
  /**
   * Submits the instrument; resolves once accepted, with LHDN's id for it. Submitting the same instrument again
   * (same reference, document and principal) answers the same id. Throws ProviderUnavailableError (retry later) or
   * ProviderRejectedError (never: invalid particulars, or the reference already used for another document).
   */
  submit(instrument: StampingInstrument): Promise<{ submissionId: string }>;
  /** Pays the assessed duty: exactly the assessed amount, once; the certificate follows as a notice. */
  payDuty(submissionId: string, amountSen: Sen): Promise<void>;
  /** Where the submission stands (the poll a lost notice falls back on). */
  submission(submissionId: string): Promise<StampingSubmission | null>;
  /** The stamp certificate once stamped, else null. */
  certificatePdf(submissionId: string): Promise<Uint8Array | null>;
  /** Notices arrive at least once each (a repeat has the same id): listeners ignore one already applied. */
  onNotice(listener: NoticeListener<StampingNotice>): void;
  /** The notice, once its signature is checked; NoticeSignatureError when it was not signed by this provider. */
  verifyNotice(notice: unknown): Promise<StampingNotice>;
  /** The sandbox answers through the job queue; a hosted service calls a webhook and registers nothing. */
  attach(worker: JobWorker): void;
}
