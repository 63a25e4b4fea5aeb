import { randomUUID } from 'node:crypto';
import {
  BACKOFFICE_BASE_PATH,
  DomainRuleError,
  formatRinggit,
  type Language,
  type MoneyAttentionItem,
  ONLINE_PAYMENT_MAX_SEN,
  ONLINE_PAYMENT_MIN_SEN,
  PAYMENT_PATHS,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentOrderStarted,
  VARIANT_RULES,
  ZERO_SEN,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal, OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { translate } from '../../http/translator.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { type Clock, malaysianDateOf } from '../../lib/clock.ts';
import { ProviderUnavailableError } from '../../providers/email/email-provider.ts';
import {
  type GatewayResult,
  GatewaySignatureError,
  type PaymentGatewayProvider,
} from '../../providers/payment-gateway/payment-gateway-provider.ts';
import type { OperationsAlerts } from '../agreements/operations-alerts.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';
import { emailOf } from '../notifications/message-texts.ts';
import { officerName } from '../officers/officer-records.ts';
import { SERVICING_ROLES } from '../servicing/statement-routes.ts';
import type { LoanAccountPosting } from './loan-account-posting.ts';
import {
  countOrderPoll,
  findPaymentOrder,
  insertPaymentOrder,
  type MessageEffect,
  type MessageSource,
  markOrderAttention,
  markOrderFailed,
  markOrderPaid,
  markOrderPending,
  ordersNeedingAttention,
  type PaymentOrderRecord,
  recordOrderMessage,
  resolveOrderAttention,
} from './payment-order-repository.ts';

export const PAYMENT_POLL_JOB = 'payment-orders.requery';

/**
 * When an order still open is asked about at the gateway, in minutes after it was made. An order the gateway has
 * never seen by the poll at `EXPIRE_UNSEEN_AFTER_MINUTES` was abandoned before the gateway's page: it fails as
 * expired. One the gateway holds as pending after the last poll stays pending for an officer to follow.
 */
export const PAYMENT_POLL_MINUTES = [2, 5, 15, 30, 60, 180, 720, 1_440] as const;
export const EXPIRE_UNSEEN_AFTER_MINUTES = 60;

/** What applying a gateway answer did. */
export type AnswerOutcome =
  | { readonly kind: 'unknownOrder' }
  | { readonly kind: 'recorded'; readonly effect: MessageEffect; readonly order: PaymentOrderRecord };

/**
 * The customer's online payment orders (docs/decisions/035): made with a signed request to the gateway, then moved
 * by the gateway's answers whichever way they come (the browser's return, the callback, the notification, the
 * requery), each checked with its signature and recorded with what it did. An order moves from created or pending to
 * success or failure once; success posts the payment to the loan account in the same transaction that records it,
 * under the order's row lock, so however many answers arrive and in whatever order, one posting is made.
 */
export class PaymentOrderService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #gateway: PaymentGatewayProvider;
  readonly #accounts: LoanAccountPosting;
  readonly #publicUrl: string;
  readonly #log: Logger;
  readonly #alerts: OperationsAlerts;

  constructor(deps: {
    db: Database;
    clock: Clock;
    gateway: PaymentGatewayProvider;
    accounts: LoanAccountPosting;
    publicUrl: string;
    log: Logger;
    /** The operations inbox, told of an order the gateway still holds as pending after the last requery. */
    alerts: OperationsAlerts;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#gateway = deps.gateway;
    this.#accounts = deps.accounts;
    this.#publicUrl = deps.publicUrl.replace(/\/$/, '');
    this.#log = deps.log;
    this.#alerts = deps.alerts;
  }

  /** A payment order of the amount due (or the amount chosen), and the gateway's page to pay it at. */
  async start(customer: CustomerPrincipal, request: PaymentOrderRequest): Promise<PaymentOrderStarted> {
    const account = await this.#accounts.accountForPayment(this.#db, {
      agreementNo: request.agreementNo,
      userId: customer.userId,
    });
    if (!account) throw notFound('errors.agreementNotFound');
    const purpose = request.purpose ?? 'instalment';
    if (purpose === 'settlement' && request.amountSen !== undefined)
      throw badRequest('servicingRules.settlement.amountChosen');
    if (purpose === 'settlement' && !account.settlementSen)
      throw new AppError(409, 'servicingRules.settlement.nothingOwed');
    const amountSen =
      purpose === 'settlement'
        ? (account.settlementSen ?? ZERO_SEN)
        : (request.amountSen ?? account.amountDueSen);
    if (amountSen <= 0) throw badRequest('payments.nothingDue');
    if (amountSen < ONLINE_PAYMENT_MIN_SEN) throw badRequest('payments.amountTooSmall');
    if (amountSen > ONLINE_PAYMENT_MAX_SEN) throw badRequest('payments.amountTooLarge');
    const payer = await findCustomerOfRecord(this.#db, customer.userId);
    const id = randomUUID();
    const orderNo = id.replaceAll('-', '');
    let paymentUrl: string;
    try {
      paymentUrl = await this.#gateway.paymentUrl({
        orderId: orderNo,
        amountSen,
        channel: request.method === 'card' ? 'card' : 'fpx',
        billName: payer?.fullName.trim() || request.agreementNo,
        billDesc: `${purpose === 'settlement' ? 'Early settlement' : 'Instalment'} of ${request.agreementNo}`,
        returnUrl: `${this.#publicUrl}${PAYMENT_PATHS.gatewayReturn}`,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new AppError(503, 'payments.gatewayUnavailable');
      throw error;
    }
    const now = this.#clock.now();
    await this.#db.transaction(async (tx) => {
      await insertPaymentOrder(tx, {
        id,
        orderNo,
        userId: customer.userId,
        accountId: account.accountId,
        agreementNo: request.agreementNo,
        variant: account.variant,
        method: request.method,
        amountSen,
        purpose,
        now,
      });
      await this.#schedulePoll(tx, id, 0);
    });
    return { orderId: id, amountSen, paymentUrl };
  }

  /** One of the customer's orders as the result page shows it; another's is not found. */
  async order(customer: CustomerPrincipal, orderId: string, language: Language): Promise<PaymentOrder> {
    const order = await findPaymentOrder(this.#db, { id: orderId });
    if (!order || order.userId !== customer.userId) throw notFound('payments.orderNotFound');
    return {
      orderId: order.id,
      agreementNo: order.agreementNo,
      variant: order.variant,
      method: order.method,
      amountSen: order.amountSen,
      purpose: order.purpose,
      status: order.status === 'success' ? 'success' : order.status === 'failure' ? 'failure' : 'pending',
      transactionId: order.tranId,
      paidAt: order.paidAt?.toISOString() ?? null,
      failure: order.failureReason
        ? {
            reason: order.failureReason,
            title: translate(language, 'payments.unsuccessfulTitle'),
            message: translate(language, 'payments.unsuccessfulMessage'),
            reasonText: translate(language, `payments.reasons.${order.failureReason}`),
          }
        : null,
      createdAt: order.createdAt.toISOString(),
    };
  }

  /**
   * A gateway answer, whichever way it came: its signature is checked first (401, nothing read or written), then it is
   * applied to its order once, in one transaction with its record.
   */
  async applyAnswer(
    source: MessageSource,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<AnswerOutcome> {
    let result: GatewayResult;
    try {
      result = await this.#gateway.verify(fields);
    } catch (error) {
      if (error instanceof GatewaySignatureError) {
        this.#log.warn({ source, reason: error.message }, 'payment gateway answer refused');
        throw new AppError(401, 'payments.signatureRefused');
      }
      throw error;
    }
    return this.#apply(source, result, fields);
  }

  /** Where the browser goes after the gateway: the result page, or the pending page while the bank has not answered. */
  async returnTarget(query: Readonly<Record<string, unknown>>): Promise<string> {
    let order: PaymentOrderRecord | undefined;
    try {
      const outcome = await this.applyAnswer('return', query);
      if (outcome.kind === 'recorded') order = outcome.order;
    } catch (error) {
      // A return that does not verify changes nothing; the page shows the order as the callback left it.
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
      const orderNo = typeof query.orderid === 'string' ? query.orderid : '';
      order = /^[0-9a-f]{32}$/.test(orderNo) ? await findPaymentOrder(this.#db, { orderNo }) : undefined;
    }
    if (!order) return '/payment-result';
    const base = VARIANT_RULES[order.variant].pathPrefix;
    const page =
      order.status === 'success' || order.status === 'failure' ? '/payment-result' : '/pending-payment';
    return `${base}${page}?${new URLSearchParams({ orderId: order.id })}`;
  }

  /** The requery of an order still open: by its transaction when an answer named one, else by the order. */
  async poll(orderId: string, attempt: number): Promise<void> {
    const order = await findPaymentOrder(this.#db, { id: orderId });
    if (!order || order.status === 'success' || order.status === 'failure') return;
    const fields = await this.#gateway.requery(
      order.tranId ? { tranId: order.tranId } : { orderId: order.orderNo },
    );
    const now = this.#clock.now();
    const minutesOld = (now.getTime() - order.createdAt.getTime()) / 60_000;
    await this.#db.transaction(async (tx) => {
      await countOrderPoll(tx, order.id);
      if (!fields && minutesOld >= EXPIRE_UNSEEN_AFTER_MINUTES) {
        const locked = await findPaymentOrder(tx, { id: order.id }, { lock: true });
        if (locked?.status !== 'created') return;
        await markOrderFailed(tx, order.id, { tranId: null, reason: 'expired', now });
        await recordOrderMessage(tx, {
          orderId: order.id,
          source: 'requery',
          tranId: null,
          gatewayStatus: '11',
          effect: 'applied',
          fields: { found: false },
          receivedAt: now,
        });
      }
    });
    const after = fields ? await this.applyAnswer('requery', fields) : undefined;
    const still =
      after?.kind === 'recorded' ? after.order : await findPaymentOrder(this.#db, { id: order.id });
    if (!still || (still.status !== 'created' && still.status !== 'pending')) return;
    if (attempt + 1 < PAYMENT_POLL_MINUTES.length)
      await this.#db.transaction((tx) => this.#schedulePoll(tx, order.id, attempt + 1));
    else if (still.status === 'pending') await this.#flagStillPending(still);
  }

  /**
   * The last requery found the order still pending at the gateway (decision 052): the order is marked once and the
   * operations inbox told in the same transaction, so a requery run again marks and emails nothing.
   */
  async #flagStillPending(order: PaymentOrderRecord): Promise<void> {
    await this.#db.transaction(async (tx) => {
      if (!(await markOrderAttention(tx, order.id, this.#clock.now()))) return;
      const text = emailOf('en', (messages) => messages.paymentOrderStillPending, {
        agreementNo: order.agreementNo,
        amount: formatRinggit(order.amountSen),
        madeOn: malaysianDateOf(order.createdAt),
        reference: order.tranId ?? order.orderNo,
        link: `${this.#alerts.publicUrl}${BACKOFFICE_BASE_PATH}/close-of-business`,
      });
      await this.#alerts.email.queue(tx, {
        purpose: 'operations.paymentOrder.stillPending',
        recipient: this.#alerts.recipient,
        ...text,
      });
    });
  }

  /** The orders left pending after their last requery and not yet resolved, oldest first, for the back office. */
  async attention(): Promise<MoneyAttentionItem[]> {
    const orders = await ordersNeedingAttention(this.#db);
    return orders.map((order) => ({
      kind: 'paymentOrder',
      id: order.id,
      agreementNo: order.agreementNo,
      amountSen: order.amountSen,
      startedAt: order.createdAt.toISOString(),
      attentionSince: (order.attentionSince ?? order.createdAt).toISOString(),
      reference: order.tranId,
    }));
  }

  /**
   * A servicing officer resolves an order left pending, with a note (what the gateway's portal said, what was done):
   * recorded on the order and audited in one transaction. One not marked, or resolved already, is a 404. The order's
   * own status is the gateway's to move; a late answer still applies to it.
   */
  async resolveAttention(
    officer: OfficerPrincipal,
    orderId: string,
    note: string,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const order = await findPaymentOrder(tx, { id: orderId }, { lock: true });
      if (!order?.attentionSince || order.attentionResolvedAt)
        throw new DomainRuleError('servicingRules.moneyAttention.attentionNotOpen', {}, 'notFound');
      const at = this.#clock.now();
      const name = (await officerName(tx, officer.officerId)) ?? '';
      await resolveOrderAttention(tx, order.id, { by: officer.officerId, byName: name, note, at });
      await recordAuditEvent(tx, {
        at,
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: name,
        actorRole: officer.roles.find((role) => SERVICING_ROLES.includes(role)) ?? null,
        subjectId: order.id,
        requestId: trace.requestId,
        ip: trace.ip,
        action: 'moneyAttention.resolve',
        subjectType: 'paymentOrder',
        before: {
          agreementNo: order.agreementNo,
          amountSen: order.amountSen,
          attentionSince: order.attentionSince.toISOString(),
        },
        after: { agreementNo: order.agreementNo, amountSen: order.amountSen, resolvedAt: at.toISOString() },
        remark: note,
      });
    });
  }

  async #schedulePoll(tx: Queryable, orderId: string, attempt: number): Promise<void> {
    const minutes = PAYMENT_POLL_MINUTES[attempt];
    if (minutes === undefined) return;
    const sincePrevious = minutes - (attempt > 0 ? (PAYMENT_POLL_MINUTES[attempt - 1] ?? 0) : 0);
    // The job queue compares run_at with the database's clock: the delay is counted on the wall clock.
    await enqueueJob(
      tx,
      PAYMENT_POLL_JOB,
      { orderId, attempt },
      { runAt: new Date(Date.now() + sincePrevious * 60_000) },
    );
  }

  async #apply(
    source: MessageSource,
    result: GatewayResult,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<AnswerOutcome> {
    if (!/^[0-9a-f]{32}$/.test(result.orderId)) return { kind: 'unknownOrder' };
    return this.#db.transaction(async (tx) => {
      const order = await findPaymentOrder(tx, { orderNo: result.orderId }, { lock: true });
      if (!order) return { kind: 'unknownOrder' } as const;
      const now = this.#clock.now();
      const effect = await this.#move(tx, order, result, now);
      await recordOrderMessage(tx, {
        orderId: order.id,
        source,
        tranId: result.tranId,
        gatewayStatus: result.status,
        effect,
        fields,
        receivedAt: now,
      });
      if (effect === 'mismatch')
        this.#log.warn(
          { orderId: order.id, source, status: result.status, orderStatus: order.status },
          'payment gateway answer disagrees with its order',
        );
      const after = await findPaymentOrder(tx, { id: order.id });
      return { kind: 'recorded', effect, order: after ?? order } as const;
    });
  }

  /** The order's one move for this answer, if it makes one; a final order never moves again. */
  async #move(
    tx: Queryable,
    order: PaymentOrderRecord,
    result: GatewayResult,
    now: Date,
  ): Promise<MessageEffect> {
    const sameTransaction = order.tranId === null || order.tranId === result.tranId;
    if (result.amountSen !== order.amountSen || result.currency !== 'MYR' || !sameTransaction)
      return 'mismatch';
    if (order.status === 'success')
      return result.status === '00' ? 'repeat' : result.status === '22' ? 'repeat' : 'mismatch';
    if (order.status === 'failure')
      return result.status === '11' || result.status === '22' ? 'repeat' : 'mismatch';
    switch (result.status) {
      case '22':
        if (order.status === 'pending') return 'repeat';
        await markOrderPending(tx, order.id, result.tranId, now);
        return 'applied';
      case '11':
        await markOrderFailed(tx, order.id, {
          tranId: result.tranId,
          reason: result.failure?.reason ?? 'declined',
          now,
        });
        return 'applied';
      case '00': {
        const receivedOn = malaysianDateOf(result.paidAt);
        const { paymentId } = await this.#accounts.postPayment(tx, {
          accountId: order.accountId,
          channel: order.method === 'card' ? 'card' : 'fpx',
          reference: result.tranId,
          amountSen: order.amountSen,
          receivedOn,
          receivedAt: result.paidAt,
          purpose: order.purpose,
        });
        await markOrderPaid(tx, order.id, {
          tranId: result.tranId,
          paidAt: result.paidAt,
          receivedOn,
          paymentId,
          now,
        });
        return 'applied';
      }
    }
  }
}
