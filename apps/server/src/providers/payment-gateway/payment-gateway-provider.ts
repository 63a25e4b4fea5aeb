import type { PaymentFailureReason, Sen } from '@sinar/domain';
import type { JobWorker } from '../../jobs/job-queue.ts';

/**
 * The payment gateway that takes the customers' online payments, behaving like Razer Merchant Services (the spec's
 * `razer` call; reference section 2): the merchant signs a payment request, the customer's browser goes to the
 * gateway's page to pay by online banking (FPX) or card, and the gateway answers three ways: the browser's return to
 * the merchant's return URL, a server-to-server callback (`nbcb=1`, answered `CBTOKEN:MPSTATOK`) and a notification
 * (`nbcb=2`). Each answer is signed (`skey`); any of them may come first, more than once, or not at all, and a requery
 * by transaction id tells where a payment stands. docs/decisions/035-payment-gateway-and-idempotency.md.
 */

/** The gateway's status: 00 paid, 11 failed, 22 pending (the bank has not answered yet). */
export const GATEWAY_STATUSES = ['00', '11', '22'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/** How the customer pays at the gateway: online banking (FPX) or a debit or credit card. */
export const GATEWAY_CHANNELS = ['fpx', 'card'] as const;
export type GatewayChannel = (typeof GATEWAY_CHANNELS)[number];

/** The two server-to-server deliveries. */
export type GatewayDeliveryKind = 'callback' | 'notification';

/** The answer the gateway expects to a callback; anything else and it calls again. */
export const CALLBACK_ACKNOWLEDGEMENT = 'CBTOKEN:MPSTATOK';

export interface PaymentRequest {
  /** Ours: the payment order's number (the gateway's `orderid`), unique per attempt. */
  readonly orderId: string;
  readonly amountSen: Sen;
  readonly channel: GatewayChannel;
  /** The payer's name and what is paid, as the gateway's page and receipt show them. */
  readonly billName: string;
  readonly billDesc: string;
  /** Where the gateway sends the browser back, with the signed answer in its query. */
  readonly returnUrl: string;
}

/** The gateway's answer as it sends it: plain fields, `skey` among them. */
export type GatewayFields = Readonly<Record<string, string>>;

/** An answer whose signature was checked, read into our terms. */
export interface GatewayResult {
  readonly tranId: string;
  readonly orderId: string;
  readonly status: GatewayStatus;
  readonly amountSen: Sen;
  readonly currency: string;
  /** The merchant account the answer is about: ours, or the answer is not for us. */
  readonly merchantId: string;
  readonly channel: string;
  /** When the gateway took the payment (its `paydate`, Malaysian time). */
  readonly paidAt: Date;
  /** For a failure: why, in our terms, with the gateway's own code and words. */
  readonly failure: {
    readonly reason: PaymentFailureReason;
    readonly code: string;
    readonly description: string;
  } | null;
}

/** Receives the server-to-server deliveries, exactly as the gateway would post them; answers what the merchant says. */
export type GatewayDeliveryListener = (kind: GatewayDeliveryKind, fields: GatewayFields) => Promise<string>;

export interface PaymentGatewayProvider {
  readonly name: 'sandbox';
  /** Our merchant account at the gateway (the answers' `domain`). */
  merchantId(): Promise<string>;
  /**
   * The gateway's page for this payment, with the request signed (`vcode`): where to send the browser. Throws
   * ProviderUnavailableError when the gateway is down (nothing is recorded: ask again later) or
   * ProviderRejectedError for a request it cannot take.
   */
  paymentUrl(request: PaymentRequest): Promise<string>;
  /** The answer, once its `skey` is checked: GatewaySignatureError for a missing, tampered or foreign one. */
  verify(fields: Readonly<Record<string, unknown>>): Promise<GatewayResult>;
  /**
   * Where a payment stands now, signed like every answer: by the gateway's transaction id, or by our order id when
   * no answer has told us the transaction; null when the gateway has no such payment. ProviderUnavailableError when
   * the gateway is down.
   */
  requery(query: { readonly tranId: string } | { readonly orderId: string }): Promise<GatewayFields | null>;
  /** The callbacks and notifications: at least once each, in any order with the browser's return. */
  onDelivery(listener: GatewayDeliveryListener): void;
  attach(worker: JobWorker): void;
}

/** An answer whose signature does not verify: nothing of it may be read. */
export class GatewaySignatureError extends Error {
  override name = 'GatewaySignatureError';
}
