import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  gatewayMessageSchema,
  MALAYSIA_UTC_OFFSET_MS,
  type PaymentFailureReason,
  parseRinggit,
  ringgitInputText,
  SANDBOX_FAILURES,
  type SandboxFailureOf,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxFailureSwitches } from '../sandbox-failure-switches.ts';
import { scheduleSandboxStep } from '../sandbox-notice-board.ts';
import {
  CALLBACK_ACKNOWLEDGEMENT,
  GATEWAY_CHANNELS,
  GATEWAY_STATUSES,
  type GatewayChannel,
  type GatewayDeliveryKind,
  type GatewayDeliveryListener,
  type GatewayFields,
  type GatewayResult,
  GatewaySignatureError,
  type GatewayStatus,
  type PaymentGatewayProvider,
  type PaymentRequest,
} from './payment-gateway-provider.ts';
import { answerSkey, requestVcode, sameDigest } from './razer-signatures.ts';

export const PAYMENT_GATEWAY_PROVIDER = 'payment-gateway';
export const SANDBOX_GATEWAY_DELIVERY_JOB = 'payment-gateway-sandbox.deliver';
export const SANDBOX_GATEWAY_SETTLE_JOB = 'payment-gateway-sandbox.settle';
/** Where the app serves the sandbox gateway's payment page. */
export const SANDBOX_GATEWAY_PAGE_PREFIX = '/sandbox/razer/pay';
/** The sandbox's merchant account. */
export const SANDBOX_MERCHANT_ID = 'sinar_sandbox';

/**
 * What the sandbox can be asked to do wrong, besides the customer's own answers at its page: be down ('unavailable':
 * payment requests and requeries are refused), decline the next payment the customer approves ('declinePayment'),
 * lose the next payment's callback and notification ('dropCallback': only the browser's return and the requery tell),
 * deliver the next callback and notification twice ('repeatNotice'), or never settle the next payment left pending
 * ('holdPending': every requery finds it pending; decision 052).
 */
export const PAYMENT_GATEWAY_FAILURES = SANDBOX_FAILURES['payment-gateway'];
export type PaymentGatewayFailure = SandboxFailureOf<'payment-gateway'>;

/** What the customer answers at the gateway's page: the bank's (or card issuer's) outcome they ask for, or cancel. */
export const SANDBOX_PAGE_OUTCOMES = [
  'approve',
  'insufficientFunds',
  'declined',
  'pending',
  'cancel',
] as const;
export type SandboxPageOutcome = (typeof SANDBOX_PAGE_OUTCOMES)[number];

/** The gateway's error code and words for each way a payment fails (FPX's debit codes; 05 'do not honour'). */
const FAILURE_CODES: Readonly<Record<PaymentFailureReason, { code: string; description: string }>> = {
  insufficientFunds: { code: '51', description: 'Insufficient funds' },
  buyerCancelled: { code: '1A', description: 'Buyer cancelled the transaction' },
  declined: { code: '05', description: 'Transaction declined by the bank' },
  expired: { code: 'XE', description: 'Transaction expired' },
};

/** The banks the sandbox's online-banking page offers. */
export const SANDBOX_GATEWAY_BANKS: readonly { code: string; name: string }[] = [
  { code: 'MB2U0227', name: 'Maybank2u' },
  { code: 'BCBB0235', name: 'CIMB Clicks' },
  { code: 'PBB0233', name: 'Public Bank' },
  { code: 'BIMB0340', name: 'Bank Islam' },
];

interface TransactionRow {
  tran_id: string;
  merchant_id: string;
  order_id: string;
  amount: string;
  currency: string;
  channel: GatewayChannel;
  bill_name: string;
  bill_desc: string;
  return_url: string;
  page_token: string;
  status: GatewayStatus | null;
  bank_code: string | null;
  card_last4: string | null;
  app_code: string | null;
  error_code: string | null;
  error_desc: string | null;
  pay_date: string | null;
}

interface MerchantKeys {
  readonly merchantId: string;
  readonly verifyKey: string;
  readonly secretKey: string;
}

/** What the gateway's page shows the customer. */
export interface GatewayPageView {
  readonly tranId: string;
  readonly token: string;
  readonly orderId: string;
  readonly amount: string;
  readonly channel: GatewayChannel;
  readonly billName: string;
  readonly billDesc: string;
}

export type GatewayPageOpening =
  /** The request's vcode does not match its fields, or a field is missing. */
  | { readonly kind: 'invalidRequest' }
  /** The order was answered already: the browser goes back with that answer. */
  | { readonly kind: 'answered'; readonly returnTo: string }
  | { readonly kind: 'page'; readonly view: GatewayPageView };

export type GatewayPageAnswer =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'invalidCard'; readonly view: GatewayPageView }
  /** Back to the merchant's return URL, the signed answer in its query. */
  | { readonly kind: 'answered'; readonly returnTo: string };

/**
 * Razer Merchant Services as a sandbox. The merchant account and its keys are `sandbox_gateway_merchants` (made on
 * first use), payments `sandbox_gateway_transactions`, callbacks and notifications `sandbox_gateway_deliveries`. The
 * browser opens the page with the signed request (sandbox-gateway-page-routes.ts); the page checks `vcode`, opens the
 * transaction, and takes the customer's answer: pay (the outcome the customer picks, as a bank would give it), leave
 * pending, or cancel. The browser goes back at once with the signed answer; `delayMs` later a job delivers the
 * callback and another the notification, each a snapshot of the answer as it stood; a callback not answered
 * `CBTOKEN:MPSTATOK` is delivered again. A pending payment settles `settleMs` later, paid, with a new callback and
 * notification. Customers' data asks for failures too: a card ending 0051 has insufficient funds, 0005 is declined.
 */
export class SandboxPaymentGatewayProvider implements PaymentGatewayProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #delayMs: number;
  readonly #settleMs: number;
  readonly #publicUrl: string;
  readonly #log: Logger;
  readonly #switches: SandboxFailureSwitches<PaymentGatewayFailure>;
  readonly #listeners: GatewayDeliveryListener[] = [];
  #keys: Promise<MerchantKeys> | undefined;

  constructor(options: { db: Database; delayMs: number; settleMs?: number; publicUrl: string; log: Logger }) {
    this.#db = options.db;
    this.#delayMs = options.delayMs;
    this.#settleMs = options.settleMs ?? Math.max(options.delayMs * 10, options.delayMs);
    this.#publicUrl = options.publicUrl.replace(/\/$/, '');
    this.#log = options.log;
    this.#switches = new SandboxFailureSwitches(options.db, PAYMENT_GATEWAY_PROVIDER);
  }

  failNext(failure: PaymentGatewayFailure, times = 1): Promise<void> {
    return this.#switches.arm(failure, times);
  }

  armedFailures(): Promise<Partial<Record<PaymentGatewayFailure, number>>> {
    return this.#switches.armed();
  }

  clearFailures(): Promise<void> {
    return this.#switches.clear();
  }

  onDelivery(listener: GatewayDeliveryListener): void {
    this.#listeners.push(listener);
  }

  attach(worker: JobWorker): void {
    worker.handle(SANDBOX_GATEWAY_DELIVERY_JOB, (payload) => this.#deliver(Number(payload.deliveryId)));
    worker.handle(SANDBOX_GATEWAY_SETTLE_JOB, (payload) => this.#settle(String(payload.tranId)));
  }

  async merchantId(): Promise<string> {
    return (await this.keys()).merchantId;
  }

  async paymentUrl(request: PaymentRequest): Promise<string> {
    const problem = requestProblem(request);
    if (problem) throw new ProviderRejectedError(`sandbox gateway refused the payment request: ${problem}`);
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox gateway unavailable (failure switch)');
    const { merchantId, verifyKey } = await this.keys();
    const amount = ringgitInputText(request.amountSen);
    const query = new URLSearchParams({
      amount,
      orderid: request.orderId,
      bill_name: request.billName,
      bill_desc: request.billDesc,
      channel: request.channel,
      cur: 'MYR',
      returnurl: request.returnUrl,
      vcode: requestVcode(amount, merchantId, request.orderId, verifyKey),
    });
    return `${this.#publicUrl}${SANDBOX_GATEWAY_PAGE_PREFIX}/${encodeURIComponent(merchantId)}/?${query}`;
  }

  async verify(fields: Readonly<Record<string, unknown>>): Promise<GatewayResult> {
    const parsed = gatewayMessageSchema.safeParse(fields);
    if (!parsed.success) throw new GatewaySignatureError('the answer lacks the fields its signature covers');
    const message = parsed.data;
    const { merchantId, secretKey } = await this.keys();
    if (!sameDigest(answerSkey(message, secretKey), message.skey))
      throw new GatewaySignatureError('the answer is not signed by the gateway');
    if (message.domain !== merchantId) throw new GatewaySignatureError('the answer is for another merchant');
    const status = GATEWAY_STATUSES.find((known) => known === message.status);
    if (!status) throw new GatewaySignatureError(`unknown status ${message.status}`);
    const amount = /^\d{1,9}\.\d{2}$/.test(message.amount) ? parseRinggit(message.amount).sen : undefined;
    if (amount === undefined) throw new GatewaySignatureError('the amount is not one the gateway writes');
    return {
      tranId: message.tranID,
      orderId: message.orderid,
      status,
      amountSen: amount,
      currency: message.currency,
      merchantId: message.domain,
      channel: message.channel ?? '',
      paidAt: payDateInstant(message.paydate),
      failure: status === '11' ? failureOf(message.error_code ?? '', message.error_desc ?? '') : null,
    };
  }

  async requery(
    query: { readonly tranId: string } | { readonly orderId: string },
  ): Promise<GatewayFields | null> {
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox gateway unavailable (failure switch)');
    const { merchantId } = await this.keys();
    const [row] =
      'tranId' in query
        ? await this.#db.query<TransactionRow>(
            'select * from sandbox_gateway_transactions where tran_id = $1',
            [query.tranId],
          )
        : await this.#db.query<TransactionRow>(
            'select * from sandbox_gateway_transactions where merchant_id = $1 and order_id = $2',
            [merchantId, query.orderId],
          );
    if (!row || row.merchant_id !== merchantId) return null;
    // A payment the customer has not answered yet stands as pending, as the gateway reports it.
    return answerFields(row, row.status ?? '22', null, (await this.keys()).secretKey);
  }

  /**
   * The browser arrives with the signed request: the transaction of this order is opened (once; the same order
   * opens the same one), unless the request's vcode does not match its fields.
   */
  async openPage(
    merchantId: string,
    query: Readonly<Record<string, string | undefined>>,
  ): Promise<GatewayPageOpening> {
    const keys = await this.keys();
    const { amount = '', orderid = '', vcode = '', bill_name = '', bill_desc = '', returnurl = '' } = query;
    const channel = GATEWAY_CHANNELS.find((known) => known === query.channel);
    if (
      merchantId !== keys.merchantId ||
      !channel ||
      !/^\d{1,9}\.\d{2}$/.test(amount) ||
      orderid === '' ||
      !URL.canParse(returnurl) ||
      !sameDigest(requestVcode(amount, keys.merchantId, orderid, keys.verifyKey), vcode)
    )
      return { kind: 'invalidRequest' };
    return this.#db.transaction(async (tx) => {
      await tx.query(
        `insert into sandbox_gateway_transactions (tran_id, merchant_id, order_id, amount, channel, bill_name,
           bill_desc, return_url, page_token)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (merchant_id, order_id) do nothing`,
        [
          String(randomInt(1_000_000_000, 9_999_999_999)),
          keys.merchantId,
          orderid,
          amount,
          channel,
          bill_name.slice(0, 100),
          bill_desc.slice(0, 200),
          returnurl,
          randomBytes(24).toString('base64url'),
        ],
      );
      const [row] = await tx.query<TransactionRow>(
        'select * from sandbox_gateway_transactions where merchant_id = $1 and order_id = $2 for update',
        [keys.merchantId, orderid],
      );
      if (!row || row.amount !== amount) return { kind: 'invalidRequest' } as const;
      if (row.status !== null)
        return { kind: 'answered', returnTo: this.#returnTo(row, keys.secretKey) } as const;
      return { kind: 'page', view: toView(row) } as const;
    });
  }

  /** The customer's answer at the page: the browser goes back at once; the callback and notification follow. */
  async answerAtPage(
    tranId: string,
    token: string,
    answer: { readonly outcome: SandboxPageOutcome; readonly bankCode?: string; readonly cardNo?: string },
  ): Promise<GatewayPageAnswer> {
    const { secretKey } = await this.keys();
    return this.#db.transaction(async (tx) => {
      const [row] = await tx.query<TransactionRow>(
        'select * from sandbox_gateway_transactions where tran_id = $1 for update',
        [tranId],
      );
      if (!row || row.status !== null || !sameToken(row.page_token, token))
        return { kind: 'notFound' } as const;
      let cardLast4: string | null = null;
      let outcome = answer.outcome;
      if (row.channel === 'card' && outcome !== 'cancel') {
        const digits = (answer.cardNo ?? '').replace(/[\s-]/g, '');
        if (!/^\d{16}$/.test(digits)) return { kind: 'invalidCard', view: toView(row) } as const;
        cardLast4 = digits.slice(-4);
        if (cardLast4 === '0051') outcome = 'insufficientFunds';
        if (cardLast4 === '0005') outcome = 'declined';
      }
      if (outcome === 'approve' && (await this.#switches.take('declinePayment', tx))) outcome = 'declined';
      const reason: PaymentFailureReason | null =
        outcome === 'cancel'
          ? 'buyerCancelled'
          : outcome === 'insufficientFunds' || outcome === 'declined'
            ? outcome
            : null;
      const status: GatewayStatus = reason ? '11' : outcome === 'pending' ? '22' : '00';
      const bankCode =
        row.channel === 'fpx'
          ? (SANDBOX_GATEWAY_BANKS.find((bank) => bank.code === answer.bankCode)?.code ?? null)
          : null;
      const answered = await this.#record(tx, row, {
        status,
        reason,
        bankCode,
        cardLast4,
      });
      if (status === '22' && !(await this.#switches.take('holdPending', tx)))
        await scheduleSandboxStep(tx, SANDBOX_GATEWAY_SETTLE_JOB, { tranId: row.tran_id }, this.#settleMs);
      return { kind: 'answered', returnTo: this.#returnTo(answered, secretKey) } as const;
    });
  }

  /** The merchant account, made with fresh keys by whichever process asks first and shared by all. */
  keys(): Promise<MerchantKeys> {
    this.#keys ??= this.#loadKeys().catch((error: unknown) => {
      this.#keys = undefined;
      throw error;
    });
    return this.#keys;
  }

  async #loadKeys(): Promise<MerchantKeys> {
    await this.#db.query(
      `insert into sandbox_gateway_merchants (merchant_id, verify_key, secret_key) values ($1, $2, $3)
       on conflict (merchant_id) do nothing`,
      [SANDBOX_MERCHANT_ID, randomBytes(16).toString('hex'), randomBytes(16).toString('hex')],
    );
    const [row] = await this.#db.query<{ merchant_id: string; verify_key: string; secret_key: string }>(
      'select merchant_id, verify_key, secret_key from sandbox_gateway_merchants where merchant_id = $1',
      [SANDBOX_MERCHANT_ID],
    );
    if (!row) throw new Error('no sandbox merchant account');
    return { merchantId: row.merchant_id, verifyKey: row.verify_key, secretKey: row.secret_key };
  }

  /** Writes the payment's answer and queues its callback and notification, unless asked to lose them. */
  async #record(
    tx: Queryable,
    row: TransactionRow,
    answer: {
      status: GatewayStatus;
      reason: PaymentFailureReason | null;
      bankCode?: string | null;
      cardLast4?: string | null;
    },
  ): Promise<TransactionRow> {
    const failure = answer.reason ? FAILURE_CODES[answer.reason] : null;
    const [updated] = await tx.query<TransactionRow>(
      `update sandbox_gateway_transactions set status = $2, error_code = $3, error_desc = $4, pay_date = $5,
         app_code = $6, bank_code = coalesce($7, bank_code), card_last4 = coalesce($8, card_last4),
         answered_at = coalesce(answered_at, now()), settled_at = case when $2 = '22' then null else now() end
       where tran_id = $1 returning *`,
      [
        row.tran_id,
        answer.status,
        failure?.code ?? null,
        failure?.description ?? null,
        malaysianPayDate(new Date()),
        answer.status === '00' ? randomBytes(3).toString('hex').toUpperCase() : '',
        answer.bankCode ?? null,
        answer.cardLast4 ?? null,
      ],
    );
    const current = updated as TransactionRow;
    if (await this.#switches.take('dropCallback', tx)) return current;
    const { secretKey } = await this.keys();
    for (const kind of ['callback', 'notification'] as const) {
      const fields = answerFields(current, answer.status, kind === 'callback' ? '1' : '2', secretKey);
      const [delivery] = await tx.query<{ id: number }>(
        'insert into sandbox_gateway_deliveries (tran_id, kind, fields) values ($1, $2, $3) returning id',
        [current.tran_id, kind, JSON.stringify(fields)],
      );
      await scheduleSandboxStep(
        tx,
        SANDBOX_GATEWAY_DELIVERY_JOB,
        { deliveryId: (delivery as { id: number }).id },
        this.#delayMs,
      );
    }
    return current;
  }

  /** A pending payment's bank answers: paid. */
  async #settle(tranId: string): Promise<void> {
    await this.keys();
    await this.#db.transaction(async (tx) => {
      const [row] = await tx.query<TransactionRow>(
        'select * from sandbox_gateway_transactions where tran_id = $1 for update',
        [tranId],
      );
      if (!row) throw new PermanentJobError(`sandbox gateway has no transaction ${tranId}`);
      if (row.status !== '22') return;
      const declined = await this.#switches.take('declinePayment', tx);
      await this.#record(tx, row, { status: declined ? '11' : '00', reason: declined ? 'declined' : null });
    });
  }

  async #deliver(deliveryId: number): Promise<void> {
    const [delivery] = await this.#db.query<{ kind: GatewayDeliveryKind; fields: GatewayFields }>(
      'select kind, fields from sandbox_gateway_deliveries where id = $1',
      [deliveryId],
    );
    if (!delivery) throw new PermanentJobError(`sandbox gateway has no delivery ${deliveryId}`);
    const times = (await this.#switches.take('repeatNotice')) ? 2 : 1;
    for (let time = 0; time < times; time++) {
      const answers: string[] = [];
      for (const listener of this.#listeners) answers.push(await listener(delivery.kind, delivery.fields));
      await this.#db.query(
        `update sandbox_gateway_deliveries set attempts = attempts + 1, answer = $2,
           delivered_at = coalesce(delivered_at, now()) where id = $1`,
        [deliveryId, answers.join('\n').slice(0, 200)],
      );
      this.#log.info({ deliveryId, kind: delivery.kind }, 'sandbox gateway delivery made');
      if (delivery.kind === 'callback' && !answers.includes(CALLBACK_ACKNOWLEDGEMENT))
        throw new Error(`the merchant did not acknowledge callback ${deliveryId}`);
    }
  }

  #returnTo(row: TransactionRow, secretKey: string): string {
    const target = new URL(row.return_url);
    for (const [name, value] of Object.entries(answerFields(row, row.status ?? '22', null, secretKey)))
      target.searchParams.set(name, value);
    return target.toString();
  }
}

/** The signed answer as the gateway sends it, `nbcb` naming a callback (1) or a notification (2). */
function answerFields(
  row: TransactionRow,
  status: GatewayStatus,
  nbcb: '1' | '2' | null,
  secretKey: string,
): GatewayFields {
  const base = {
    tranID: row.tran_id,
    orderid: row.order_id,
    status,
    domain: row.merchant_id,
    amount: row.amount,
    currency: row.currency,
    paydate: row.pay_date ?? malaysianPayDate(new Date()),
    appcode: row.app_code ?? '',
  };
  return {
    ...base,
    skey: answerSkey(base, secretKey),
    channel: row.channel === 'fpx' ? (row.bank_code ?? 'FPX') : 'CREDIT',
    error_code: status === '11' ? (row.error_code ?? '') : '',
    error_desc: status === '11' ? (row.error_desc ?? '') : '',
    ...(nbcb ? { nbcb } : {}),
  };
}

function toView(row: TransactionRow): GatewayPageView {
  return {
    tranId: row.tran_id,
    token: row.page_token,
    orderId: row.order_id,
    amount: row.amount,
    channel: row.channel,
    billName: row.bill_name,
    billDesc: row.bill_desc,
  };
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The gateway's `paydate`: 'YYYY-MM-DD HH:mm:ss', Malaysian time. */
export function malaysianPayDate(instant: Date): string {
  return new Date(instant.getTime() + MALAYSIA_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of a `paydate`; an unreadable one is refused with the answer. */
function payDateInstant(payDate: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(payDate);
  if (!match) throw new GatewaySignatureError('the pay date is not one the gateway writes');
  return new Date(new Date(`${match[1]}T${match[2]}Z`).getTime() - MALAYSIA_UTC_OFFSET_MS);
}

/** Our reason for the gateway's error code: 51 insufficient funds, 1A-1M the buyer cancelled, anything else declined. */
function failureOf(code: string, description: string): GatewayResult['failure'] {
  const reason: PaymentFailureReason =
    code === '51'
      ? 'insufficientFunds'
      : /^1[A-M]$/.test(code)
        ? 'buyerCancelled'
        : code === 'XE'
          ? 'expired'
          : 'declined';
  return { reason, code, description };
}

function requestProblem(request: PaymentRequest): string | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(request.orderId)) return 'the order id is not 1 to 40 letters or digits';
  if (!Number.isSafeInteger(request.amountSen) || request.amountSen < 100)
    return 'the amount is under RM1.00';
  if (!(GATEWAY_CHANNELS as readonly string[]).includes(request.channel)) return 'unknown channel';
  if (request.billName.trim() === '') return 'no bill name';
  if (!URL.canParse(request.returnUrl) || !/^https?:$/.test(new URL(request.returnUrl).protocol))
    return 'the return URL is not an http(s) URL';
  return null;
}
