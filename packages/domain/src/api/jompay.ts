import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { segment } from './path-parameters.ts';

/**
 * JomPAY reconciliation in the back office (decisions 034 and 040): the biller bank's daily files imported (by the
 * daily job or an officer's upload), each payment line posted once, and the lines parked for an officer when their
 * Ref-1 names no active account.
 */
export const JOMPAY_PATHS = {
  /** GET `jompayImportListSchema`: the files imported, newest first. */
  imports: `${API_BASES.admin}/jompay/imports`,
  /** POST `jompayUploadRequestSchema`, answers `jompayImportSchema`: an officer's upload of a bank file. */
  upload: `${API_BASES.admin}/jompay/imports/upload`,
  /** GET `jompayLineListSchema`: the lines parked for an officer, oldest first. */
  parked: `${API_BASES.admin}/jompay/lines/parked`,
  /** GET `jompayLineListSchema`: the lines returned to their payers, newest first, with their payouts (decision 048). */
  returned: `${API_BASES.admin}/jompay/lines/returned`,
  /** POST `jompayAssignRequestSchema`: posts a parked line to the account named; answers `jompayLineSchema`. */
  assign: (lineId: string) => `${API_BASES.admin}/jompay/lines/${segment(lineId)}/assign`,
  /** POST `jompayReturnRequestSchema`: marks a parked line for return to the payer; answers `jompayLineSchema`. */
  markForReturn: (lineId: string) => `${API_BASES.admin}/jompay/lines/${segment(lineId)}/return`,
} as const;

/** Where an import's file came from. */
export const JOMPAY_IMPORT_SOURCES = ['job', 'upload'] as const;
export type JompayImportSource = (typeof JOMPAY_IMPORT_SOURCES)[number];

/**
 * A line's fate: posted to an account, parked for an officer (its Ref-1 names no active account), rejected (it could
 * not be read, or its Ref-1's check digit is wrong), a duplicate (its bank reference was imported before), or
 * returned to the payer by an officer's decision.
 */
export const JOMPAY_LINE_STATUSES = ['posted', 'parked', 'rejected', 'duplicate', 'returned'] as const;
export type JompayLineStatus = (typeof JOMPAY_LINE_STATUSES)[number];

export const jompayImportSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    /** The file's business date, from its header; null when the header could not be read. */
    fileDate: z.iso.date().nullable(),
    /** SHA-256 of the file's bytes, hex: the same file imported again is recognised by it. */
    digest: z.string(),
    source: z.enum(JOMPAY_IMPORT_SOURCES),
    /** The officer who uploaded it; null for the job's. */
    uploadedBy: z.string().nullable(),
    importedAt: z.iso.datetime(),
    /** False when this upload was the same file as an earlier import: nothing new was read from it. */
    newFile: z.boolean(),
    counts: z.object({
      posted: z.number().int().nonnegative(),
      parked: z.number().int().nonnegative(),
      rejected: z.number().int().nonnegative(),
      duplicate: z.number().int().nonnegative(),
    }),
    /** What is wrong with the file as a whole, in the caller's language (a missing trailer, totals that differ). */
    fileProblems: z.array(z.string()),
  })
  .meta({ id: 'JompayImport' });
export type JompayImport = z.infer<typeof jompayImportSchema>;
export const jompayImportListSchema = z.array(jompayImportSchema);

/**
 * The payout that pays a returned line back to its payer (decision 048): pending until the job instructs it,
 * instructed once the bank took it, then paid (with the bank's reference) or failed (with the bank's reason).
 */
export const JOMPAY_RETURN_STATUSES = ['pending', 'instructed', 'paid', 'failed'] as const;
export type JompayReturnStatus = (typeof JOMPAY_RETURN_STATUSES)[number];
export const JOMPAY_RETURN_FAILURES = ['accountNotFound', 'accountClosed', 'bankRejected'] as const;

export const jompayLineSchema = z
  .object({
    id: z.uuid(),
    importId: z.uuid(),
    lineNo: z.number().int().positive(),
    /** The line as the bank wrote it. */
    text: z.string(),
    ref1: z.string().nullable(),
    amountSen: senSchema.nonnegative().nullable(),
    paidOn: z.iso.date().nullable(),
    bankReference: z.string().nullable(),
    status: z.enum(JOMPAY_LINE_STATUSES),
    /** Why it was parked, rejected or a duplicate, in the caller's language. */
    reason: z.string().nullable(),
    /** The account it was posted to. */
    agreementNo: z.string().nullable(),
    /** The officer's remark when they assigned or returned it. */
    remark: z.string().nullable(),
    /** A returned line's payout to the payer; null for other lines and returns recorded before payouts were made. */
    returnPayout: z
      .object({
        status: z.enum(JOMPAY_RETURN_STATUSES),
        /** The paying bank's reference of the transfer, once paid. */
        bankReference: z.string().nullable(),
        failureReason: z.enum(JOMPAY_RETURN_FAILURES).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'JompayLine' });
export type JompayLine = z.infer<typeof jompayLineSchema>;
export const jompayLineListSchema = z.array(jompayLineSchema);

/** The bank file uploaded, as text (the files are a few hundred lines of ASCII). */
export const jompayUploadRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    // A file's own name, as the officer's computer has it: no folder, no control characters.
    .regex(/^[^/\\\p{Cc}]+$/u),
  content: z.string().min(1).max(2_000_000),
});
export type JompayUploadRequest = z.infer<typeof jompayUploadRequestSchema>;

const remark = z.string().trim().min(3).max(1000);

export const jompayAssignRequestSchema = z.object({
  /** The agreement number of the account the money is for. */
  agreementNo: z.string().trim().min(1).max(40),
  remark,
});
export type JompayAssignRequest = z.infer<typeof jompayAssignRequestSchema>;

export const jompayReturnRequestSchema = z.object({ remark });
export type JompayReturnRequest = z.infer<typeof jompayReturnRequestSchema>;
