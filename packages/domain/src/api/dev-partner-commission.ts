import { z } from 'zod';
import { DEV_API_BASE } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';

/**
 * The partner platform's sandbox (docs/decisions/064), for demos: POST sets what a partner holds now (the month's
 * commission not yet paid out and the e-wallet's balance) and answers it, and POST `/failures` arms a failure for its
 * next occasions. Absent (404) in production, like the developer inbox.
 */
export const DEV_PARTNER_COMMISSION_PATH = `${DEV_API_BASE}/sandbox-partner-commission`;

export const SANDBOX_PARTNER_COMMISSION_FAILURES = ['unavailable', 'failDeduction', 'repeatNotice'] as const;

const partnerId = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^P\d{6}$/));
const amountSen = senSchema.min(0).max(100_000_000);

export const partnerBalancesSchema = z.object({
  partnerId,
  commissionSen: amountSen,
  eWalletSen: amountSen,
});
export type PartnerBalances = z.output<typeof partnerBalancesSchema>;

/** What a partner holds, as answered (the id already in upper case). */
export const partnerBalancesResponseSchema = z.object({
  partnerId: z.string().regex(/^P\d{6}$/),
  commissionSen: amountSen,
  eWalletSen: amountSen,
});

export const partnerCommissionFailureRequestSchema = z.object({
  failure: z.enum(SANDBOX_PARTNER_COMMISSION_FAILURES),
  times: z.number().int().min(1).max(100).default(1),
});

export const partnerCommissionFailuresResponseSchema = z.object({
  armed: z.record(z.string(), z.number().int().positive()),
});
