import type { PaymentFailureReason, PaymentMethod, PaymentPurpose, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

export type PaymentOrderState = 'created' | 'pending' | 'success' | 'failure';
export type MessageSource = 'return' | 'callback' | 'notification' | 'requery';
export type MessageEffect = 'applied' | 'repeat' | 'mismatch';

export interface PaymentOrderRecord {
  readonly id: string;
  readonly orderNo: string;
  readonly userId: string;
  readonly accountId: string;
  readonly agreementNo: string;
  readonly variant: Variant;
  readonly method: PaymentMethod;
  readonly amountSen: Sen;
  /** An instalment, or an early settlement at the quote's amount (decision 045). */
  readonly purpose: PaymentPurpose;
  readonly status: PaymentOrderState;
  readonly tranId: string | null;
  readonly failureReason: PaymentFailureReason | null;
  readonly paidAt: Date | null;
  readonly paymentId: string | null;
  readonly polls: number;
  readonly createdAt: Date;
  /** When it was found still pending after its last requery and the operations inbox told (decision 052). */
  readonly attentionSince: Date | null;
  readonly attentionResolvedAt: Date | null;
}

interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  account_id: string;
  agreement_no: string;
  variant: Variant;
  method: PaymentMethod;
  amount_sen: Sen;
  purpose: PaymentPurpose;
  status: PaymentOrderState;
  tran_id: string | null;
  failure_reason: PaymentFailureReason | null;
  paid_at: Date | null;
  payment_id: string | null;
  polls: number;
  created_at: Date;
  attention_since: Date | null;
  attention_resolved_at: Date | null;
}

const toRecord = (row: OrderRow): PaymentOrderRecord => ({
  id: row.id,
  orderNo: row.order_no,
  userId: row.user_id,
  accountId: row.account_id,
  agreementNo: row.agreement_no,
  variant: row.variant,
  method: row.method,
  amountSen: row.amount_sen,
  purpose: row.purpose,
  status: row.status,
  tranId: row.tran_id,
  failureReason: row.failure_reason,
  paidAt: row.paid_at,
  paymentId: row.payment_id,
  polls: row.polls,
  createdAt: row.created_at,
  attentionSince: row.attention_since,
  attentionResolvedAt: row.attention_resolved_at,
});

export async function insertPaymentOrder(
  tx: Queryable,
  order: {
    id: string;
    orderNo: string;
    userId: string;
    accountId: string;
    agreementNo: string;
    variant: Variant;
    method: PaymentMethod;
    amountSen: Sen;
    purpose?: PaymentPurpose;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into payment_orders (id, order_no, user_id, account_id, agreement_no, variant, method, amount_sen,
       created_at, updated_at, purpose)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
    [
      order.id,
      order.orderNo,
      order.userId,
      order.accountId,
      order.agreementNo,
      order.variant,
      order.method,
      order.amountSen,
      order.now,
      order.purpose ?? 'instalment',
    ],
  );
}

export async function findPaymentOrder(
  db: Queryable,
  by: { readonly id: string } | { readonly orderNo: string },
  options: { lock?: boolean } = {},
): Promise<PaymentOrderRecord | undefined> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['order_no', by.orderNo];
  const [row] = await db.query<OrderRow>(
    `select * from payment_orders where ${column} = $1${options.lock ? ' for update' : ''}`,
    [value],
  );
  return row && toRecord(row);
}

export async function markOrderPending(tx: Queryable, id: string, tranId: string, now: Date): Promise<void> {
  await tx.query(
    `update payment_orders set status = 'pending', tran_id = $2, updated_at = $3 where id = $1`,
    [id, tranId, now],
  );
}

export async function markOrderPaid(
  tx: Queryable,
  id: string,
  paid: { tranId: string; paidAt: Date; receivedOn: string; paymentId: string; now: Date },
): Promise<void> {
  await tx.query(
    `update payment_orders set status = 'success', tran_id = $2, paid_at = $3, received_on = $4, payment_id = $5,
       updated_at = $6 where id = $1`,
    [id, paid.tranId, paid.paidAt, paid.receivedOn, paid.paymentId, paid.now],
  );
}

export async function markOrderFailed(
  tx: Queryable,
  id: string,
  failed: { tranId: string | null; reason: PaymentFailureReason; now: Date },
): Promise<void> {
  await tx.query(
    `update payment_orders set status = 'failure', tran_id = coalesce($2, tran_id), failure_reason = $3,
       updated_at = $4 where id = $1`,
    [id, failed.tranId, failed.reason, failed.now],
  );
}

export async function countOrderPoll(tx: Queryable, id: string): Promise<void> {
  await tx.query('update payment_orders set polls = polls + 1 where id = $1', [id]);
}

export async function recordOrderMessage(
  tx: Queryable,
  message: {
    orderId: string;
    source: MessageSource;
    tranId: string | null;
    gatewayStatus: '00' | '11' | '22';
    effect: MessageEffect;
    fields: Readonly<Record<string, unknown>>;
    receivedAt: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into payment_order_messages (order_id, source, tran_id, gateway_status, effect, fields, received_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.orderId,
      message.source,
      message.tranId,
      message.gatewayStatus,
      message.effect,
      JSON.stringify(message.fields),
      message.receivedAt,
    ],
  );
}

/** Marks a pending order as needing an officer (decision 052); false when it was marked already or has moved on. */
export async function markOrderAttention(tx: Queryable, id: string, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `update payment_orders set attention_since = $2
     where id = $1 and status = 'pending' and attention_since is null returning id`,
    [id, at],
  );
  return rows.length > 0;
}

/** The orders marked and not yet resolved, oldest mark first. */
export async function ordersNeedingAttention(db: Queryable): Promise<PaymentOrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `select * from payment_orders where attention_since is not null and attention_resolved_at is null
     order by attention_since, id`,
  );
  return rows.map(toRecord);
}

export async function resolveOrderAttention(
  tx: Queryable,
  id: string,
  resolution: { by: string; byName: string; note: string; at: Date },
): Promise<void> {
  await tx.query(
    `update payment_orders set attention_resolved_at = $2, attention_resolved_by = $3,
       attention_resolved_by_name = $4, attention_note = $5
     where id = $1 and attention_since is not null and attention_resolved_at is null`,
    [id, resolution.at, resolution.by, resolution.byName, resolution.note],
  );
}
