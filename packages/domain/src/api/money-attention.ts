import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { segment } from './path-parameters.ts';

/**
 * Money stuck in between (docs/decisions/052): a direct-debit deduction the bank has not settled three working days
 * after it was sent, and an online payment order the gateway still holds as pending after its last requery. Each
 * owner module lists its own and resolves them; the back office's close-of-business page shows both.
 */
export const MONEY_ATTENTION_PATHS = {
  /** GET `moneyAttentionListSchema`: the deductions marked and not yet resolved, oldest first. */
  directDebit: `${API_BASES.admin}/direct-debit/collections/attention`,
  /** POST `moneyAttentionResolveRequestSchema`: resolves one; answers the list left. */
  resolveDirectDebit: (attemptId: string) =>
    `${API_BASES.admin}/direct-debit/collections/${segment(attemptId)}/attention/resolve`,
  /** GET `moneyAttentionListSchema`: the payment orders marked and not yet resolved, oldest first. */
  paymentOrders: `${API_BASES.admin}/payment-orders/attention`,
  /** POST `moneyAttentionResolveRequestSchema`: resolves one; answers the list left. */
  resolvePaymentOrder: (orderId: string) =>
    `${API_BASES.admin}/payment-orders/${segment(orderId)}/attention/resolve`,
} as const;

export const MONEY_ATTENTION_KINDS = ['directDebit', 'paymentOrder'] as const;
export type MoneyAttentionKind = (typeof MONEY_ATTENTION_KINDS)[number];

export const moneyAttentionItemSchema = z.object({
  kind: z.enum(MONEY_ATTENTION_KINDS),
  /** The attempt's or the order's id: what the resolve call names. */
  id: z.uuid(),
  agreementNo: z.string(),
  amountSen: senSchema,
  /** When the deduction was sent to the bank, or the order made. */
  startedAt: z.iso.datetime({ offset: true }),
  /** When it was found stuck and the operations inbox told. */
  attentionSince: z.iso.datetime({ offset: true }),
  /** The bank's or the gateway's reference, when one is known. */
  reference: z.string().nullable(),
});
export type MoneyAttentionItem = z.infer<typeof moneyAttentionItemSchema>;

export const moneyAttentionListSchema = z.object({ items: z.array(moneyAttentionItemSchema) });
export type MoneyAttentionList = z.infer<typeof moneyAttentionListSchema>;

export const moneyAttentionResolveRequestSchema = z.object({ note: z.string().trim().min(3).max(1000) });
export type MoneyAttentionResolveRequest = z.infer<typeof moneyAttentionResolveRequestSchema>;
