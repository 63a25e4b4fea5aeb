import type { AgreementStatus, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `disbursement_payouts`: one payout prepared, and what became of it. Its id is the bank's reference. */
export interface PayoutRow {
  readonly id: string;
  readonly agreementId: string;
  readonly amountSen: Sen;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountNoLast4: string;
  readonly accountHolder: string;
  readonly preparedBy: string;
  readonly preparedByName: string;
  readonly preparedAt: Date;
  readonly releasedBy: string | null;
  readonly releasedByName: string | null;
  readonly releasedAt: Date | null;
  readonly status: 'prepared' | 'sent' | 'paid' | 'failed';
  readonly providerPayoutId: string | null;
  readonly bankReference: string | null;
  readonly failureReason: string | null;
  readonly noticeId: string | null;
  readonly settledAt: Date | null;
}

const PAYOUT_COLUMNS = `id, agreement_id as "agreementId", amount_sen as "amountSen", bank_code as "bankCode",
  bank_name as "bankName", account_no_last4 as "accountNoLast4", account_holder as "accountHolder",
  prepared_by as "preparedBy", prepared_by_name as "preparedByName", prepared_at as "preparedAt",
  released_by as "releasedBy", released_by_name as "releasedByName", released_at as "releasedAt", status,
  provider_payout_id as "providerPayoutId", bank_reference as "bankReference", failure_reason as "failureReason",
  notice_id as "noticeId", settled_at as "settledAt"`;

export interface NewPayout {
  readonly id: string;
  readonly agreementId: string;
  readonly amountSen: Sen;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountNoLast4: string;
  readonly accountHolder: string;
  readonly preparedBy: string;
  readonly preparedByName: string;
  readonly preparedAt: Date;
}

export async function insertPreparedPayout(db: Queryable, payout: NewPayout): Promise<void> {
  await db.query(
    `insert into disbursement_payouts (id, agreement_id, amount_sen, bank_code, bank_name, account_no_last4,
       account_holder, prepared_by, prepared_by_name, prepared_at, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'prepared')`,
    [
      payout.id,
      payout.agreementId,
      payout.amountSen,
      payout.bankCode,
      payout.bankName,
      payout.accountNoLast4,
      payout.accountHolder,
      payout.preparedBy,
      payout.preparedByName,
      payout.preparedAt,
    ],
  );
}

/** The payout prepared or sent and not yet settled: at most one per agreement. */
export async function findOpenPayout(
  db: Queryable,
  agreementId: string,
  options: { lock?: boolean } = {},
): Promise<PayoutRow | undefined> {
  const [row] = await db.query<PayoutRow>(
    `select ${PAYOUT_COLUMNS} from disbursement_payouts where agreement_id = $1 and status in ('prepared', 'sent')
     ${options.lock ? 'for update' : ''}`,
    [agreementId],
  );
  return row;
}

export async function findPayoutById(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PayoutRow | undefined> {
  const [row] = await db.query<PayoutRow>(
    `select ${PAYOUT_COLUMNS} from disbursement_payouts where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/** Every payout of these agreements, oldest first. */
export function payoutsOf(db: Queryable, agreementIds: readonly string[]): Promise<PayoutRow[]> {
  if (agreementIds.length === 0) return Promise.resolve([]);
  return db.query<PayoutRow>(
    `select ${PAYOUT_COLUMNS} from disbursement_payouts where agreement_id = any($1::uuid[])
     order by seq`,
    [agreementIds],
  );
}

export async function markPayoutSent(
  db: Queryable,
  id: string,
  release: { officerId: string; officerName: string; at: Date; providerPayoutId: string },
): Promise<void> {
  await db.query(
    `update disbursement_payouts set status = 'sent', released_by = $2, released_by_name = $3, released_at = $4,
       provider_payout_id = $5
     where id = $1 and status = 'prepared'`,
    [id, release.officerId, release.officerName, release.at, release.providerPayoutId],
  );
}

export async function markPayoutPaid(
  db: Queryable,
  id: string,
  paid: { noticeId: string; bankReference: string; at: Date },
): Promise<void> {
  await db.query(
    `update disbursement_payouts set status = 'paid', notice_id = $2, bank_reference = $3, settled_at = $4
     where id = $1 and status = 'sent'`,
    [id, paid.noticeId, paid.bankReference, paid.at],
  );
}

export async function markPayoutFailed(
  db: Queryable,
  id: string,
  failed: { noticeId: string; reason: string; at: Date },
): Promise<void> {
  await db.query(
    `update disbursement_payouts set status = 'failed', notice_id = $2, failure_reason = $3, settled_at = $4
     where id = $1 and status = 'sent'`,
    [id, failed.noticeId, failed.reason, failed.at],
  );
}

/** A row of `disbursements`: the money paid out, which the loan or financing account is opened from. */
export interface DisbursementRow {
  readonly id: string;
  readonly agreementId: string;
  readonly payoutId: string;
  readonly amountSen: Sen;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountNoLast4: string;
  readonly accountHolder: string;
  readonly providerReference: string;
  readonly paidAt: Date;
  readonly recordedAt: Date;
}

export async function insertDisbursement(db: Queryable, disbursement: DisbursementRow): Promise<void> {
  await db.query(
    `insert into disbursements (id, agreement_id, payout_id, amount_sen, bank_code, bank_name, account_no_last4,
       account_holder, provider_reference, paid_at, recorded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      disbursement.id,
      disbursement.agreementId,
      disbursement.payoutId,
      disbursement.amountSen,
      disbursement.bankCode,
      disbursement.bankName,
      disbursement.accountNoLast4,
      disbursement.accountHolder,
      disbursement.providerReference,
      disbursement.paidAt,
      disbursement.recordedAt,
    ],
  );
}

export async function findDisbursement(
  db: Queryable,
  agreementId: string,
): Promise<DisbursementRow | undefined> {
  const [row] = await db.query<DisbursementRow>(
    `select id, agreement_id as "agreementId", payout_id as "payoutId", amount_sen as "amountSen",
       bank_code as "bankCode", bank_name as "bankName", account_no_last4 as "accountNoLast4",
       account_holder as "accountHolder", provider_reference as "providerReference", paid_at as "paidAt",
       recorded_at as "recordedAt"
     from disbursements where agreement_id = $1`,
    [agreementId],
  );
  return row;
}

/** An agreement waiting for its payout, as the disbursement queue lists it. */
export interface AwaitingDisbursementRow {
  readonly id: string;
  readonly agreementNo: string;
  readonly applicationId: string;
  readonly userId: string;
  readonly variant: Variant;
  readonly status: 'PENDING_DISBURSEMENT' | 'DISBURSEMENT_PREPARED' | 'PAYOUT_SENT';
  readonly netAmountSen: Sen;
  /** When it reached pending disbursement (stamped, the mandate active). */
  readonly pendingSince: Date;
}

const QUEUE_STATUSES: readonly AgreementStatus[] = [
  'PENDING_DISBURSEMENT',
  'DISBURSEMENT_PREPARED',
  'PAYOUT_SENT',
];

/** The agreements waiting for their payout, oldest first by the time they began to wait. */
export function awaitingDisbursement(db: Queryable): Promise<AwaitingDisbursementRow[]> {
  return db.query<AwaitingDisbursementRow>(
    `select a.id, a.agreement_no as "agreementNo", a.application_id as "applicationId", a.user_id as "userId",
       a.variant, a.status, a.net_disbursement_sen as "netAmountSen",
       coalesce(
         (select max(e.at) from agreement_events e
          where e.agreement_id = a.id and e.to_status = 'PENDING_DISBURSEMENT'),
         a.updated_at
       ) as "pendingSince"
     from agreements a
     where a.status = any($1::text[]) and a.net_disbursement_sen is not null
     order by "pendingSince", a.id`,
    [QUEUE_STATUSES],
  );
}
