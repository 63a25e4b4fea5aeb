import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { VARIANTS } from '../variant/variants.ts';
import { PAYMENT_PURPOSES } from './early-settlement.ts';
import { segment } from './path-parameters.ts';

/**
 * Paying online (spec 000 sections 2 and 9; pages /pay-instalment-now, /payment-result, /pending-payment and their
 * Islamic twins): the customer asks for a payment order of the amount due or a chosen amount, by online banking or
 * card, and is sent to the payment gateway (the spec's `razer` call). The gateway's server-to-server callback is the
 * truth; the browser's return and the notification may come first, and whichever does posts the payment, once.
 * docs/decisions/035-payment-gateway-and-idempotency.md explains the design.
 */

const product = API_BASES.product;

export const PAYMENT_PATHS = {
  /** POST `paymentOrderRequestSchema` with an `Idempotency-Key` header: answers `paymentOrderStartedSchema`. */
  order: `${product}/razer`,
  /** GET `paymentOrderSchema`: one of the caller's orders, for the result and pending pages. */
  orderStatus: (orderId: string) => `${product}/razer/orders/${segment(orderId)}`,
  /** GET, no login: the gateway sends the browser back here; it redirects to the result or pending page. */
  gatewayReturn: `${product}/razer/return`,
  /** POST form fields, no login: the gateway's callback (`nbcb=1`), answered `CBTOKEN:MPSTATOK`. */
  gatewayCallback: `${product}/razer/callback`,
  /** POST form fields, no login: the gateway's notification (`nbcb=2`). */
  gatewayNotification: `${product}/razer/notification`,
} as const;

/** The header every call that moves money takes: a value the caller makes once per intended operation. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer replayed from an earlier request under the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** What a key may be: 8 to 100 visible ASCII characters (a UUID is typical). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

export const PAYMENT_METHODS = ['onlineBanking', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The gateway's smallest and largest payment (FPX retail: RM1 to RM30,000). */
export const ONLINE_PAYMENT_MIN_SEN = 100;
export const ONLINE_PAYMENT_MAX_SEN = 3_000_000;

export const paymentOrderRequestSchema = z.strictObject({
  agreementNo: z.string().trim().min(1).max(40),
  /** A chosen amount; without it, the amount due now. */
  amountSen: senSchema.min(ONLINE_PAYMENT_MIN_SEN).max(ONLINE_PAYMENT_MAX_SEN).optional(),
  method: z.enum(PAYMENT_METHODS),
  /**
   * An instalment (when absent: the amount due or a chosen amount) or an early settlement: the server takes the
   * amount from the quote for the business date and refuses a chosen one (decision 045).
   */
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
});
export type PaymentOrderRequest = z.infer<typeof paymentOrderRequestSchema>;

export const paymentOrderStartedSchema = z.object({
  orderId: z.uuid(),
  amountSen: senSchema,
  /** The gateway's page, with the signed request: send the browser there. */
  paymentUrl: z.url(),
});
export type PaymentOrderStarted = z.infer<typeof paymentOrderStartedSchema>;

/** What the result page shows: success, failure (with the spec's title, text and the reason) or still pending. */
export const PAYMENT_RESULTS = ['success', 'failure', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** Why a payment failed: the bank or card refused it for want of funds, the customer cancelled, another refusal, or
 * the order was never paid at the gateway. */
export const PAYMENT_FAILURE_REASONS = [
  'insufficientFunds',
  'buyerCancelled',
  'declined',
  'expired',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export const paymentOrderParamsSchema = z.object({ orderId: z.uuid() });

export const paymentOrderSchema = z.object({
  orderId: z.uuid(),
  agreementNo: z.string(),
  variant: z.enum(VARIANTS),
  method: z.enum(PAYMENT_METHODS),
  amountSen: senSchema,
  /** What the order pays: absent for an instalment (orders made before settlements could be paid online). */
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  status: z.enum(PAYMENT_RESULTS),
  /** The gateway's transaction id, once it has one. */
  transactionId: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  failure: z
    .object({
      reason: z.enum(PAYMENT_FAILURE_REASONS),
      /** 'Payment Unsuccessful' */
      title: z.string(),
      /** 'Sorry, your payment is not succeed. Please try again later.' */
      message: z.string(),
      /** The reason in words. */
      reasonText: z.string(),
    })
    .nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * The gateway's message, as it posts it (the browser's return as a query, the callback and notification as form
 * fields): checked with `skey` before anything of it is read.
 */
export const gatewayMessageSchema = z.looseObject({
  tranID: z.string().min(1).max(40),
  orderid: z.string().min(1).max(40),
  status: z.string().min(1).max(4),
  domain: z.string().min(1).max(40),
  amount: z.string().min(1).max(20),
  currency: z.string().min(1).max(5),
  appcode: z.string().max(40).default(''),
  paydate: z.string().min(1).max(40),
  skey: z.string().min(1).max(64),
  channel: z.string().max(40).optional(),
  error_code: z.string().max(40).optional(),
  error_desc: z.string().max(200).optional(),
  nbcb: z.string().max(2).optional(),
});
export type GatewayMessage = z.infer<typeof gatewayMessageSchema>;

/** The browser's return: the gateway's fields in the query, checked by the server before it reads them. */
export const gatewayReturnQuerySchema = z.record(z.string(), z.string().max(500));
/** The callback and the notification: the gateway's fields as a form, more fields than the signed ones allowed. */
export const gatewayCallbackSchema = gatewayMessageSchema.catchall(z.string().max(500));
/** What the callback is answered (`CBTOKEN:MPSTATOK`) and the notification ('OK'): plain text. */
export const gatewayAcknowledgementSchema = z.string().meta({ description: 'Plain text' });
