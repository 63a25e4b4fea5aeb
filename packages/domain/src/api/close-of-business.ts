import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';

/**
 * The daily close of business in the back office (issue 13; decision 039): the business date, each run with what it
 * did, and the admin's call to close the days behind the calendar now. Every officer reads; only an admin runs it.
 */
export const CLOSE_OF_BUSINESS_PATHS = {
  /** GET `closeOfBusinessQuerySchema`, answers `closeOfBusinessStatusSchema`: the business date and a page of runs. */
  status: `${API_BASES.admin}/close-of-business`,
  /** POST, no body, admin only: closes every day behind today's calendar date; answers `closeOfBusinessRunResultSchema`. */
  run: `${API_BASES.admin}/close-of-business/run`,
} as const;

export const closeOfBusinessQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CloseOfBusinessQuery = z.output<typeof closeOfBusinessQuerySchema>;

export const CLOSE_OF_BUSINESS_RUN_STATUSES = ['running', 'done'] as const;

export const closeOfBusinessRunSchema = z.object({
  /** The business date the run closed. */
  businessDate: z.iso.date(),
  status: z.enum(CLOSE_OF_BUSINESS_RUN_STATUSES),
  /** 'schedule' for the server's own run, or the name of the admin who asked for it. */
  startedBy: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  accountsClosed: z.number().int().nonnegative(),
  /** Late charges posted (one per overdue instalment and day) and their total. */
  chargesPosted: z.number().int().nonnegative(),
  chargesSen: senSchema.nonnegative(),
  /** Reminder letters queued and the postage charged for them. */
  lettersQueued: z.number().int().nonnegative(),
  postageSen: senSchema.nonnegative(),
  /** Direct-debit deductions asked for on the day (first attempts and retries). */
  debitsRequested: z.number().int().nonnegative(),
  /** The accounts whose close failed; each is closed again by the next run. */
  errors: z.array(z.object({ accountId: z.string(), agreementNo: z.string(), message: z.string() })),
});
export type CloseOfBusinessRun = z.infer<typeof closeOfBusinessRunSchema>;

export const closeOfBusinessStatusSchema = z.object({
  /** The business date still open. */
  businessDate: z.iso.date(),
  /** Today's Malaysian calendar date: the close is behind when the business date is earlier. */
  calendarDate: z.iso.date(),
  behind: z.boolean(),
  runs: z.array(closeOfBusinessRunSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CloseOfBusinessStatus = z.infer<typeof closeOfBusinessStatusSchema>;

export const closeOfBusinessRunResultSchema = z.object({
  /** The days closed by this call, oldest first. */
  closed: z.array(closeOfBusinessRunSchema),
  /** The day another process was closing when this call asked, if any: it is left to that process. */
  busyOn: z.iso.date().nullable(),
  businessDate: z.iso.date(),
});
export type CloseOfBusinessRunResult = z.infer<typeof closeOfBusinessRunResultSchema>;
