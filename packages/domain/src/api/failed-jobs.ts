import { z } from 'zod';
import { API_BASES } from '../brand.ts';

/**
 * The dead-letter view (docs/decisions/053): background jobs that failed for good (a permanent error, or every attempt
 * spent), for the admin to read and run again.
 */
export const FAILED_JOB_PATHS = {
  /** GET `failedJobListSchema`: the failed jobs, newest first (at most `FAILED_JOB_LIST_LIMIT`), and how many in all. */
  list: `${API_BASES.admin}/jobs/failed`,
  /** POST: queues a failed job again with its attempts reset (audited); answers the list left. */
  rerun: (jobId: string) => `${API_BASES.admin}/jobs/${jobId}/rerun`,
} as const;

export const FAILED_JOB_LIST_LIMIT = 100;

/** The path parameter of a call on one job: its number in the queue. */
export const jobIdParamsSchema = z.object({
  jobId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const failedJobSchema = z.object({
  id: z.number().int().positive(),
  /** What the job does, as the code names it ('payment.poll'). */
  kind: z.string(),
  attempts: z.number().int().nonnegative(),
  maxAttempts: z.number().int().positive(),
  /** The last failure's message, shortened; null when none was kept. */
  lastError: z.string().nullable(),
  /** The payload without personal data (`summarizeJobPayload`). */
  payload: z.record(z.string(), z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  failedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobListSchema = z.object({
  items: z.array(failedJobSchema),
  total: z.number().int().nonnegative(),
});
export type FailedJobList = z.infer<typeof failedJobListSchema>;

/** What a withheld payload value shows instead. */
export const WITHHELD_PAYLOAD_VALUE = '…';
/** A last error is cut to this many characters in the list. */
export const FAILED_JOB_ERROR_LENGTH = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A job's payload as an officer may read it: record ids, numbers, flags and dates are shown; any other value (a
 * name, an email, a phone, a nested object) is withheld, so the list never shows personal data whatever a job kind
 * carries. A string is shown when it is a UUID, a date or instant, or, under a key ending in 'Id', an identifier.
 */
export function summarizeJobPayload(payload: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, shownValue(key, value) ?? WITHHELD_PAYLOAD_VALUE]),
  );
}

function shownValue(key: string, value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  if (UUID.test(value) || DATE_OR_INSTANT.test(value)) return value;
  return /Id$/.test(key) && IDENTIFIER.test(value) ? value : undefined;
}
