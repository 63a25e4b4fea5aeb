import { z } from 'zod';
import { DEV_API_BASE } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { segment } from './path-parameters.ts';

/**
 * POST `devAccountCloseRequestSchema`, outside production only (404 in production): closes one account's days ahead
 * of the lender's business date, up to `through`, exactly as the daily close of business would close them (late
 * charges, reminder letters and their postage, the delinquency bucket). A demo or a browser journey gets an account
 * with overdue instalments this way without waiting a month; the other accounts and the business date are untouched.
 * Answers `devAccountClosedSchema`.
 */
export const DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH = (agreementNo: string) =>
  `${DEV_API_BASE}/loan-accounts/${segment(agreementNo)}/close-through`;

export const devAccountCloseRequestSchema = z.object({
  /** The last day to close, after the account's last closed day; at most a year ahead of the business date. */
  through: z.iso.date(),
});
export type DevAccountCloseRequest = z.infer<typeof devAccountCloseRequestSchema>;

export const devAccountClosedSchema = z
  .object({
    agreementNo: z.string(),
    /** The account's last closed day after the call. */
    lastClosedOn: z.iso.date(),
    chargesPosted: z.number().int().nonnegative(),
    chargesSen: senSchema.nonnegative(),
    lettersQueued: z.number().int().nonnegative(),
    postageSen: senSchema.nonnegative(),
  })
  .meta({ id: 'DevAccountClosed' });
export type DevAccountClosed = z.infer<typeof devAccountClosedSchema>;
