import { randomUUID } from 'node:crypto';
import type { MandateState, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type {
  MandateAccountType,
  MandateRejection,
} from '../../providers/direct-debit/direct-debit-provider.ts';

/** A row of `agreement_mandates`: one authorisation asked for at the bank. */
export interface MandateRow {
  readonly id: string;
  readonly agreementId: string;
  readonly state: MandateState;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountType: MandateAccountType;
  readonly accountNoLast4: string | null;
  readonly maxAmountSen: Sen;
  readonly verificationDebitSen: Sen | null;
  readonly rejection: MandateRejection | null;
  readonly debitAuthCode: string | null;
  readonly replacesMandateId: string | null;
  readonly forAttestation: boolean;
  /** The signature drawn when it was asked for, a file of the agreement; null for a mandate from before they were kept. */
  readonly signatureFileId: string | null;
  readonly createdBy: string;
  readonly createdAt: Date;
  readonly activatedAt: Date | null;
  readonly decidedAt: Date | null;
  readonly cancelledAt: Date | null;
}

const COLUMNS = `id, agreement_id as "agreementId", state, bank_code as "bankCode", bank_name as "bankName",
  account_type as "accountType", account_no_last4 as "accountNoLast4", max_amount_sen as "maxAmountSen",
  verification_debit_sen as "verificationDebitSen", rejection, debit_auth_code as "debitAuthCode",
  replaces_mandate_id as "replacesMandateId", for_attestation as "forAttestation",
  signature_file_id as "signatureFileId", created_by as "createdBy",
  created_at as "createdAt", activated_at as "activatedAt", decided_at as "decidedAt",
  cancelled_at as "cancelledAt"`;

export async function insertMandate(
  db: Queryable,
  mandate: Pick<
    MandateRow,
    | 'id'
    | 'agreementId'
    | 'bankCode'
    | 'bankName'
    | 'accountType'
    | 'maxAmountSen'
    | 'replacesMandateId'
    | 'forAttestation'
    | 'signatureFileId'
    | 'createdBy'
    | 'createdAt'
  >,
): Promise<void> {
  await db.query(
    `insert into agreement_mandates (id, agreement_id, state, bank_code, bank_name, account_type, max_amount_sen,
       replaces_mandate_id, for_attestation, signature_file_id, created_by, created_at)
     values ($1, $2, 'PENDING', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      mandate.id,
      mandate.agreementId,
      mandate.bankCode,
      mandate.bankName,
      mandate.accountType,
      mandate.maxAmountSen,
      mandate.replacesMandateId,
      mandate.forAttestation,
      mandate.signatureFileId,
      mandate.createdBy,
      mandate.createdAt,
    ],
  );
}

export async function findMandate(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MandateRow | undefined> {
  const [row] = await db.query<MandateRow>(
    `select ${COLUMNS} from agreement_mandates where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/** The agreement's mandates, newest first. */
export function listMandates(db: Queryable, agreementId: string): Promise<MandateRow[]> {
  return db.query<MandateRow>(
    `select ${COLUMNS} from agreement_mandates where agreement_id = $1 order by created_at desc, id`,
    [agreementId],
  );
}

export async function activateMandate(
  db: Queryable,
  id: string,
  activation: { accountNoLast4: string; verificationDebitSen: Sen; at: Date },
): Promise<void> {
  await db.query(
    `update agreement_mandates set state = 'ACTIVE', account_no_last4 = $2, verification_debit_sen = $3,
       activated_at = $4, decided_at = $4
     where id = $1`,
    [id, activation.accountNoLast4, activation.verificationDebitSen, activation.at],
  );
}

export async function rejectMandate(
  db: Queryable,
  id: string,
  rejection: {
    reason: MandateRejection;
    debitAuthCode: string | null;
    verificationDebitSen: Sen | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `update agreement_mandates set state = 'REJECTED', rejection = $2, debit_auth_code = $3,
       verification_debit_sen = $4, decided_at = $5
     where id = $1`,
    [id, rejection.reason, rejection.debitAuthCode, rejection.verificationDebitSen, rejection.at],
  );
}

export async function cancelMandateRow(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `update agreement_mandates set state = 'CANCELLED', cancelled_at = coalesce(cancelled_at, $2)
     where id = $1 and state <> 'CANCELLED'`,
    [id, at],
  );
}

/** The RM1 of a verification debit, owed to the agreement once; a second record for the same mandate is ignored. */
export async function insertVerificationRefund(
  db: Queryable,
  refund: { agreementId: string; mandateId: string; amountSen: Sen; at: Date },
): Promise<void> {
  await db.query(
    `insert into agreement_refunds (id, agreement_id, amount_sen, reason, mandate_id, created_at)
     values ($1, $2, $3, 'mandateVerificationDebit', $4, $5)
     on conflict (mandate_id, reason) do nothing`,
    [randomUUID(), refund.agreementId, refund.amountSen, refund.mandateId, refund.at],
  );
}

export interface RefundRow {
  readonly id: string;
  readonly agreementId: string;
  readonly amountSen: Sen;
  readonly reason: 'mandateVerificationDebit';
  readonly mandateId: string | null;
  readonly createdAt: Date;
  readonly creditedAt: Date | null;
}

/** What the agreement is owed, oldest first: servicing credits these to the account it opens. */
export function listRefunds(db: Queryable, agreementId: string): Promise<RefundRow[]> {
  return db.query<RefundRow>(
    `select id, agreement_id as "agreementId", amount_sen as "amountSen", reason, mandate_id as "mandateId",
       created_at as "createdAt", credited_at as "creditedAt"
     from agreement_refunds where agreement_id = $1 order by created_at, id`,
    [agreementId],
  );
}

/** The active mandate of each of `agreementIds` that has one (at most one each, by the unique index). */
export function findActiveMandates(
  db: Queryable,
  agreementIds: readonly string[],
): Promise<Pick<MandateRow, 'id' | 'agreementId' | 'maxAmountSen' | 'bankName' | 'accountNoLast4'>[]> {
  if (agreementIds.length === 0) return Promise.resolve([]);
  return db.query(
    `select id, agreement_id as "agreementId", max_amount_sen as "maxAmountSen", bank_name as "bankName",
       account_no_last4 as "accountNoLast4"
     from agreement_mandates where agreement_id = any($1::uuid[]) and state = 'ACTIVE'`,
    [agreementIds],
  );
}

/** The refunds servicing credited to the account it opened, in the transaction that opened it. */
export async function markRefundsCredited(
  db: Queryable,
  refundIds: readonly string[],
  at: Date,
): Promise<void> {
  if (refundIds.length === 0) return;
  await db.query(
    'update agreement_refunds set credited_at = $2 where id = any($1::uuid[]) and credited_at is null',
    [refundIds, at],
  );
}
