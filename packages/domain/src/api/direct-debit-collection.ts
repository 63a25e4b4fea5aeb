import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import {
  COLLECTION_ATTEMPT_STATUSES,
  COLLECTION_FAILURE_REASONS,
} from '../servicing/direct-debit-collection.ts';
import { mandateCallbackSchema } from './direct-debit.ts';
import { segment } from './path-parameters.ts';

/**
 * The monthly direct-debit collections (spec 000 section 9: '2 retries after a failed deduction'; decision 037): each
 * deduction asked of the customer's bank through the active e-mandate, with its result. The debit day is not shown
 * ahead (the spec's 'Debit day of the month is not shown'); an attempt shows the day it was asked for.
 */
export const DIRECT_DEBIT_COLLECTION_PATHS = {
  /** GET `collectionAttemptListSchema`: the agreement's attempts, newest first (404 for another customer's). */
  attempts: (agreementId: string) =>
    `${API_BASES.product}/agreement/${segment(agreementId)}/direct-debit/collections`,
  /** GET `collectionAttemptQuerySchema`, answers `collectionAttemptPageSchema`: every attempt, for the back office. */
  officerAttempts: `${API_BASES.admin}/direct-debit/collections`,
  /**
   * POST `collectionCallbackSchema`, no login: the provider's signed notice of a deduction's result (as a hosted
   * acquirer posts it); verified before it is read, a repeated one changes nothing. Answers `directDebitMessageSchema`.
   */
  callback: `${API_BASES.product}/direct-debit/collections/callback`,
} as const;

/** The provider's signed notice of a deduction: the same shape as the mandate's (decision 024). */
export const collectionCallbackSchema = mandateCallbackSchema;

export const collectionAttemptSchema = z.object({
  id: z.uuid(),
  agreementNo: z.string(),
  /** The instalment the deduction was for (the oldest one due when several were). */
  instalmentNo: z.number().int().positive(),
  /** 1 for the debit day's deduction, 2 and 3 for the retries after insufficient funds. */
  attemptNo: z.number().int().min(1).max(3),
  amountSen: senSchema.positive(),
  /** The business date the deduction was asked for. */
  requestedOn: z.iso.date(),
  status: z.enum(COLLECTION_ATTEMPT_STATUSES),
  /** The status in the caller's language. */
  statusText: z.string(),
  /** Why the bank refused it, when it did, and the bank's response code. */
  reason: z.enum(COLLECTION_FAILURE_REASONS).nullable(),
  reasonCode: z.string().nullable(),
  /** The reason in the caller's language. */
  reasonText: z.string().nullable(),
  /** The bank's reference of a deduction made. */
  bankReference: z.string().nullable(),
  settledAt: z.iso.datetime().nullable(),
  /**
   * Whether the deduction failed for insufficient funds and will be asked for again (decision 047): the customer
   * learns that a retry is planned, not its day, as debit days are not shown ahead.
   */
  retryPlanned: z.boolean(),
});
export type CollectionAttempt = z.infer<typeof collectionAttemptSchema>;

export const collectionAttemptListSchema = z.array(collectionAttemptSchema);

/** The back office's list of every attempt: a day, a status, a page. */
export const collectionAttemptQuerySchema = z.object({
  requestedOn: z.iso.date().optional(),
  status: z.enum(COLLECTION_ATTEMPT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CollectionAttemptQuery = z.output<typeof collectionAttemptQuerySchema>;

export const officerCollectionAttemptSchema = collectionAttemptSchema.extend({
  /**
   * When the deduction failed on insufficient funds and another is due: the working day it will be asked for. Only
   * officers see it: the customer is not shown debit days ahead (spec 000 section 9).
   */
  retryOn: z.iso.date().nullable(),
  /** The loan account the deduction was for. */
  accountId: z.string(),
  /** How the result was learnt: the bank's notice, the status enquiry, or the bank's refusal of the request. */
  settledBy: z.enum(['notice', 'poll', 'refused']).nullable(),
});
export type OfficerCollectionAttempt = z.infer<typeof officerCollectionAttemptSchema>;

export const collectionAttemptPageSchema = z.object({
  items: z.array(officerCollectionAttemptSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CollectionAttemptPage = z.infer<typeof collectionAttemptPageSchema>;
