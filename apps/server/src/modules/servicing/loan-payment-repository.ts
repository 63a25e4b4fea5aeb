import type {
  ExcessPaymentOutcome,
  InstalmentComponent,
  LocalDate,
  PaymentChannel,
  PaymentPurpose,
  Sen,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

export interface LoanPaymentRow {
  readonly id: string;
  readonly accountId: string;
  readonly channel: PaymentChannel;
  readonly reference: string;
  readonly amountSen: Sen;
  readonly receivedOn: LocalDate;
  readonly receivedAt: Date;
  readonly status: 'posted' | 'reversed';
  readonly entryId: number;
  readonly excessKind: ExcessPaymentOutcome['kind'];
  readonly excessSen: Sen;
  readonly reversalEntryId: number | null;
  readonly reversalReason: string | null;
  readonly receiptFileId: string | null;
  /** What the payment was for: an instalment, or an early settlement (decision 045). */
  readonly purpose: PaymentPurpose;
  /** Money received on a written-off account, recorded against what was written off (decision 048). */
  readonly recovery: boolean;
  /** The reversal advice PDF of a reversed payment, once it is made (decision 048). */
  readonly reversalAdviceFileId: string | null;
}

const COLUMNS = `id, account_id as "accountId", channel, reference, amount_sen as "amountSen",
  received_on::text as "receivedOn", received_at as "receivedAt", status, entry_id as "entryId",
  excess_kind as "excessKind", excess_sen as "excessSen", reversal_entry_id as "reversalEntryId",
  reversal_reason as "reversalReason", receipt_file_id as "receiptFileId", purpose, recovery,
  reversal_advice_file_id as "reversalAdviceFileId"`;

export async function findPaymentByReference(
  db: Queryable,
  channel: PaymentChannel,
  reference: string,
): Promise<LoanPaymentRow | undefined> {
  const [row] = await db.query<LoanPaymentRow>(
    `select ${COLUMNS} from loan_payments where channel = $1 and reference = $2`,
    [channel, reference],
  );
  return row;
}

export async function findPayment(
  db: Queryable,
  paymentId: string,
  options: { lock?: boolean } = {},
): Promise<LoanPaymentRow | undefined> {
  const [row] = await db.query<LoanPaymentRow>(
    `select ${COLUMNS} from loan_payments where id = $1${options.lock ? ' for update' : ''}`,
    [paymentId],
  );
  return row;
}

/** The account's payments, newest first. */
export function paymentsOf(db: Queryable, accountId: string): Promise<LoanPaymentRow[]> {
  return db.query<LoanPaymentRow>(
    `select ${COLUMNS} from loan_payments where account_id = $1 order by received_at desc, created_at desc, id`,
    [accountId],
  );
}

export interface NewLoanPayment {
  readonly id: string;
  readonly accountId: string;
  readonly channel: PaymentChannel;
  readonly reference: string;
  readonly amountSen: Sen;
  readonly receivedOn: LocalDate;
  readonly receivedAt: Date;
  readonly entryId: number;
  readonly excess: ExcessPaymentOutcome;
  readonly allocations: readonly PaymentAllocationRow[];
  readonly purpose?: PaymentPurpose;
  readonly at: Date;
  /** A recovery on a written-off account: its allocations are what it recovered of each written-off component. */
  readonly recovery?: boolean;
}

export interface PaymentAllocationRow {
  readonly instalmentNo: number;
  readonly component: InstalmentComponent;
  readonly amountSen: Sen;
  readonly prepaid: boolean;
}

export async function insertPayment(db: Queryable, payment: NewLoanPayment): Promise<void> {
  await db.query(
    `insert into loan_payments (id, account_id, channel, reference, amount_sen, received_on, received_at, status,
       entry_id, excess_kind, excess_sen, created_at, purpose, recovery)
     values ($1, $2, $3, $4, $5, $6, $7, 'posted', $8, $9, $10, $11, $12, $13)`,
    [
      payment.id,
      payment.accountId,
      payment.channel,
      payment.reference,
      payment.amountSen,
      payment.receivedOn,
      payment.receivedAt,
      payment.entryId,
      payment.excess.kind,
      payment.excess.amountSen,
      payment.at,
      payment.purpose ?? 'instalment',
      payment.recovery ?? false,
    ],
  );
  if (payment.allocations.length === 0) return;
  const values = payment.allocations.map(
    (_, index) => `($1, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4}, $${index * 4 + 5})`,
  );
  await db.query(
    `insert into loan_payment_allocations (payment_id, instalment_no, component, amount_sen, prepaid)
     values ${values.join(', ')}`,
    [
      payment.id,
      ...payment.allocations.flatMap((allocation) => [
        allocation.instalmentNo,
        allocation.component,
        allocation.amountSen,
        allocation.prepaid,
      ]),
    ],
  );
}

export function allocationsOf(db: Queryable, paymentId: string): Promise<PaymentAllocationRow[]> {
  return db.query<PaymentAllocationRow>(
    `select instalment_no as "instalmentNo", component, amount_sen as "amountSen", prepaid
     from loan_payment_allocations where payment_id = $1 order by instalment_no, component`,
    [paymentId],
  );
}

export async function markPaymentReversed(
  db: Queryable,
  reversal: { paymentId: string; entryId: number; reason: string; by: string | null; at: Date },
): Promise<void> {
  await db.query(
    `update loan_payments set status = 'reversed', reversal_entry_id = $2, reversal_reason = $3, reversed_by = $4,
       reversed_at = $5
     where id = $1 and status = 'posted'`,
    [reversal.paymentId, reversal.entryId, reversal.reason, reversal.by, reversal.at],
  );
}

/** The receipt PDF kept for a payment, once it is made; a payment has one receipt. */
export async function writeReceiptFile(db: Queryable, paymentId: string, fileId: string): Promise<boolean> {
  const rows = await db.query(
    'update loan_payments set receipt_file_id = $2 where id = $1 and receipt_file_id is null returning id',
    [paymentId, fileId],
  );
  return rows.length === 1;
}

/** The reversal advice PDF kept for a reversed payment, once it is made; a reversal has one advice. */
export async function writeReversalAdviceFile(
  db: Queryable,
  paymentId: string,
  fileId: string,
): Promise<boolean> {
  const rows = await db.query(
    `update loan_payments set reversal_advice_file_id = $2
     where id = $1 and status = 'reversed' and reversal_advice_file_id is null returning id`,
    [paymentId, fileId],
  );
  return rows.length === 1;
}
