import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { ACCOUNT_STATUSES } from '../status/account-status.ts';
import { VARIANTS } from '../variant/variants.ts';
import { segment } from './path-parameters.ts';

/**
 * The statement of account (issue 13; decisions 036 and 041): the PDF in English (`en`) or Malay (`bm`), the
 * officers' calls of the collection service (`admin/api/v1.0/statement-of-account/...`) and the account holder's
 * twin on the customer base, and the officers' paged search of the accounts a statement is issued for.
 */

const admin = API_BASES.admin;
const customer = API_BASES.customer;

/** The statement's language as its path names it: `en` English, `bm` Bahasa Malaysia. */
export const STATEMENT_LANGUAGES = ['en', 'bm'] as const;
export type StatementLanguage = (typeof STATEMENT_LANGUAGES)[number];

export const STATEMENT_PATHS = {
  /** GET the statement PDF of any account, by its agreement's id (officers with a servicing role). */
  officerStatement: (language: string, agreementId: string) =>
    `${admin}/statement-of-account/${segment(language)}/agreement/${segment(agreementId)}`,
  /** GET the statement PDF of one of the caller's own accounts, by its agreement's id (the account holder only). */
  customerStatement: (language: string, agreementId: string) =>
    `${customer}/statement-of-account/${segment(language)}/agreement/${segment(agreementId)}`,
  /** POST `statementSearchRequestSchema` → `statementSearchResultSchema` (officers with a servicing role). */
  search: `${admin}/statement-of-account/search`,
  /** GET the receipt PDF of a payment for an officer (the customer's is `LOAN_ACCOUNT_PATHS.paymentReceipt`). */
  officerPaymentReceipt: (fileId: string) => `${admin}/payment-receipt/${segment(fileId)}`,
  /** GET the reversal advice PDF of a reversed payment for an officer (decision 048). */
  officerPaymentReversalAdvice: (fileId: string) => `${admin}/payment-reversal-advice/${segment(fileId)}`,
} as const;

/** The path parameters of a statement: its language and the agreement's id. */
export const statementParamsSchema = z.object({
  language: z.enum(STATEMENT_LANGUAGES),
  agreementId: z.uuid(),
});

/** The path parameter of a receipt: the file's id. */
export const receiptFileParamsSchema = z.object({ fileId: z.uuid() });

const localDate = z.iso.date();

/** The most rows one page of the search answers. */
export const STATEMENT_SEARCH_MAX_PAGE_SIZE = 100;

export const statementSearchRequestSchema = z
  .object({
    /** Part of the agreement number (SKL-2026-000001), any case. */
    agreementNo: z.string().trim().min(1).max(40).optional(),
    /** Part of the customer's name, any case. */
    customerName: z.string().trim().min(2).max(100).optional(),
    /** The last digits of the customer's MyKad number: 4 to 12 of them. */
    nricLastDigits: z
      .string()
      .regex(/^\d{4,12}$/)
      .optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
    /** Accounts opened on or after this date. */
    openedFrom: localDate.optional(),
    /** Accounts opened on or before this date. */
    openedTo: localDate.optional(),
    /** The page, from 1. */
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(STATEMENT_SEARCH_MAX_PAGE_SIZE).default(20),
  })
  .refine((request) => !request.openedFrom || !request.openedTo || request.openedFrom <= request.openedTo, {
    message: 'openedFrom must not be after openedTo',
    path: ['openedTo'],
  })
  .meta({ id: 'StatementSearchRequest' });
export type StatementSearchRequest = z.input<typeof statementSearchRequestSchema>;

export const statementSearchItemSchema = z
  .object({
    accountId: z.uuid(),
    agreementId: z.uuid(),
    agreementNo: z.string(),
    company: z.enum(VARIANTS),
    status: z.enum(ACCOUNT_STATUSES),
    customerName: z.string(),
    /** The MyKad number masked to its last four digits. */
    nricMasked: z.string(),
    openedOn: localDate,
  })
  .meta({ id: 'StatementSearchItem' });
export type StatementSearchItem = z.infer<typeof statementSearchItemSchema>;

export const statementSearchResultSchema = z
  .object({
    items: z.array(statementSearchItemSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Every account matching the filters, across pages. */
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'StatementSearchResult' });
export type StatementSearchResult = z.infer<typeof statementSearchResultSchema>;
