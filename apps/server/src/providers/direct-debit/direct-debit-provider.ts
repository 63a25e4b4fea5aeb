import type { CollectionFailureReason, LocalDate, Sen } from '@sinar/domain';
import type { JobWorker } from '../../jobs/job-queue.ts';
import { ProviderRejectedError } from '../email/email-provider.ts';
import type { NoticeListener } from '../sandbox-notice-board.ts';
import type { SignedNotice } from '../signed-notice.ts';

/**
 * The direct-debit e-mandate over FPX: the customer picks a bank and an account type, is sent to the bank's page to
 * authorise the mandate with a RM1 verification debit, and the bank approves or rejects it later (about one working
 * day). The bank's answer comes as a signed server-to-server notice, which is authoritative; the browser's return to
 * `returnUrl` is only a hint. Updating a mandate is a new authorisation (another RM1) that replaces the active one.
 */
export const MANDATE_ACCOUNT_TYPES = ['savings', 'current'] as const;
export type MandateAccountType = (typeof MANDATE_ACCOUNT_TYPES)[number];

export const MANDATE_STATES = ['PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED'] as const;
export type MandateState = (typeof MANDATE_STATES)[number];

/**
 * Why a mandate was rejected: the customer cancelled at the bank (FPX 1A-1M), the account could not pay the RM1
 * verification debit (FPX 51), or the bank refused the mandate after the debit.
 */
export const MANDATE_REJECTIONS = ['cancelledByCustomer', 'insufficientFunds', 'rejectedByBank'] as const;
export type MandateRejection = (typeof MANDATE_REJECTIONS)[number];

export interface DirectDebitBank {
  /** FPX's bank code: 'MB2U0227'. */
  readonly code: string;
  readonly name: string;
  readonly accountTypes: readonly MandateAccountType[];
  /** False outside the bank's operating hours or during an outage: no mandate can be started with it. */
  readonly online: boolean;
}

export interface MandateRequest {
  /** Ours: the agreement's id. An update keeps it. */
  readonly reference: string;
  readonly bankCode: string;
  readonly accountType: MandateAccountType;
  readonly payer: { readonly name: string; readonly nric: string };
  /** The most one monthly debit may take. */
  readonly maxAmountSen: Sen;
  /** Where the bank's page sends the browser back, with `reference`, `mandateId` and `status` added to its query. */
  readonly returnUrl: string;
}

export interface MandateStarted {
  readonly mandateId: string;
  /** The bank's authorisation page, to send the customer's browser to. */
  readonly redirectUrl: string;
}

export interface MandateRecord {
  readonly id: string;
  readonly reference: string;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountType: MandateAccountType;
  readonly state: MandateState;
  /** The last four digits of the account, once the customer has named it at the bank; never the whole number. */
  readonly accountNoLast4: string | null;
  readonly maxAmountSen: Sen;
  /** The RM1 debited to verify the account, once debited. */
  readonly verificationDebitSen: Sen | null;
  readonly rejection: MandateRejection | null;
  /** The active mandate this one replaces when it becomes active (an update). */
  readonly replacesMandateId: string | null;
  readonly createdAt: Date;
  readonly authorisedAt: Date | null;
  readonly decidedAt: Date | null;
  readonly cancelledAt: Date | null;
}

export type MandateNotice =
  | SignedNotice<
      'active',
      {
        readonly mandateId: string;
        readonly reference: string;
        readonly accountNoLast4: string;
        readonly verificationDebitSen: Sen;
        /** The mandate this one replaced, now cancelled; null for a first mandate. */
        readonly replacedMandateId: string | null;
      }
    >
  | SignedNotice<
      'rejected',
      {
        readonly mandateId: string;
        readonly reference: string;
        readonly reason: MandateRejection;
        /** FPX's debit authorisation code of the verification debit: '00' debited, '51', '1A'... */
        readonly debitAuthCode: string;
        readonly verificationDebitSen: Sen | null;
      }
    >
  | SignedNotice<'cancelled', { readonly mandateId: string; readonly reference: string }>;

/**
 * A deduction under an active mandate (the monthly collection): accepted at once, settled later by the bank. The
 * reference is the collector's and its idempotency key: asking again with it answers the collection already asked.
 */
export interface CollectionRequest {
  readonly mandateId: string;
  readonly amountSen: Sen;
  /** Ours, one deduction each: the attempt's id. */
  readonly reference: string;
  /** The business date the deduction is for. */
  readonly requestedOn: LocalDate;
}

export interface CollectionRecord {
  readonly id: string;
  readonly reference: string;
  readonly mandateId: string;
  readonly amountSen: Sen;
  readonly requestedOn: LocalDate;
  readonly status: 'accepted' | 'succeeded' | 'failed';
  readonly failureReason: CollectionFailureReason | null;
  /** The bank's response code: '00' debited, '51' insufficient funds... (COLLECTION_FAILURE_CODES). */
  readonly responseCode: string | null;
  /** The bank's own reference of the deduction, once made. */
  readonly bankReference: string | null;
  readonly requestedAt: Date;
  readonly settledAt: Date | null;
}

export type CollectionNotice =
  | SignedNotice<
      'collected',
      {
        readonly collectionId: string;
        readonly reference: string;
        readonly mandateId: string;
        readonly amountSen: Sen;
        readonly bankReference: string;
        readonly responseCode: '00';
      }
    >
  | SignedNotice<
      'collectionFailed',
      {
        readonly collectionId: string;
        readonly reference: string;
        readonly mandateId: string;
        readonly amountSen: Sen;
        readonly reason: CollectionFailureReason;
        readonly responseCode: string;
      }
    >;

export const COLLECTION_NOTICE_TYPES: readonly CollectionNotice['type'][] = ['collected', 'collectionFailed'];

/** The reference was used already for another mandate or amount: a deduction is never changed after the fact. */
export class CollectionConflictError extends ProviderRejectedError {
  override name = 'CollectionConflictError';
}

export interface DirectDebitProvider {
  readonly name: 'sandbox';
  /** FPX's bank list (BE), with each bank's account types and whether it is online now. */
  banks(): Promise<readonly DirectDebitBank[]>;
  /**
   * Starts a mandate: PENDING until the bank's notice. Throws ProviderUnavailableError (the service or the chosen bank
   * is offline: try later or another bank) or ProviderRejectedError (unknown bank, an account type it does not take,
   * invalid particulars).
   */
  createMandate(request: MandateRequest): Promise<MandateStarted>;
  /** Starts a new mandate replacing the ACTIVE one `mandateId` (another RM1); the old one stays active until then. */
  updateMandate(
    mandateId: string,
    change: Pick<MandateRequest, 'bankCode' | 'accountType' | 'returnUrl'> & { readonly maxAmountSen?: Sen },
  ): Promise<MandateStarted>;
  /** Cancels a pending or active mandate at once; a 'cancelled' notice follows. Cancelling again changes nothing. */
  cancelMandate(mandateId: string): Promise<void>;
  /** The status enquiry (FPX's AE): the poll a lost notice falls back on. */
  mandate(mandateId: string): Promise<MandateRecord | null>;
  /** Notices arrive at least once each (a repeat has the same id): listeners ignore one already applied. */
  onNotice(listener: NoticeListener<MandateNotice>): void;
  /** The notice once its signature is checked; NoticeSignatureError for a tampered or foreign one. */
  verifyNotice(notice: unknown): Promise<MandateNotice>;
  /**
   * Asks the bank for a deduction under a mandate; resolves once accepted (`repeated` when the reference was asked
   * already, with the same particulars: nothing more is deducted). The result comes as a signed collection notice.
   * Throws ProviderUnavailableError (try again later with the same reference), CollectionConflictError (the reference
   * was used for another deduction) or ProviderRejectedError (no such mandate, an amount above the mandate's most).
   */
  collect(request: CollectionRequest): Promise<{ readonly collectionId: string; readonly repeated: boolean }>;
  /** The status enquiry of a deduction by its reference: the poll a lost notice falls back on. */
  collection(reference: string): Promise<CollectionRecord | null>;
  /** Collection notices arrive at least once each (a repeat has the same id). */
  onCollectionNotice(listener: NoticeListener<CollectionNotice>): void;
  /** The collection notice once its signature is checked; NoticeSignatureError for a tampered, foreign or other one. */
  verifyCollectionNotice(notice: unknown): Promise<CollectionNotice>;
  attach(worker: JobWorker): void;
}
