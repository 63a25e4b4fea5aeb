import type { RefundStatus, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { pagedQuery } from '../../db/paged-query.ts';

/** `loan_refund_requests`: a customer's request for their refundable excess, and its payment or rejection. */
export interface RefundRequestRow {
  readonly id: string;
  readonly accountId: string;
  readonly agreementNo: string;
  readonly applicationId: string;
  readonly amountSen: Sen;
  readonly status: RefundStatus;
  readonly requestedAt: Date;
  readonly decidedAt: Date | null;
  readonly paymentReference: string | null;
  readonly decisionRemark: string | null;
  readonly bankName: string | null;
  readonly bankAccountNo: string | null;
}

const COLUMNS = `r.id, r.account_id as "accountId", a.agreement_no as "agreementNo",
  a.application_id as "applicationId", r.amount_sen as "amountSen", r.status, r.requested_at as "requestedAt",
  r.decided_at as "decidedAt", r.payment_reference as "paymentReference", r.decision_remark as "decisionRemark",
  r.bank_name as "bankName", r.bank_account_no as "bankAccountNo"`;

/** Writes a request; false when one is already open for the account. */
export async function insertRefundRequest(
  db: Queryable,
  request: {
    id: string;
    accountId: string;
    amountSen: Sen;
    payee: { bankId: string; bankName: string; accountNo: string };
    at: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `insert into loan_refund_requests (id, account_id, amount_sen, requested_at, bank_id, bank_name, bank_account_no)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing returning id`,
    [
      request.id,
      request.accountId,
      request.amountSen,
      request.at,
      request.payee.bankId,
      request.payee.bankName,
      request.payee.accountNo,
    ],
  );
  return rows.length === 1;
}

export async function findRefundRequest(
  db: Queryable,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<RefundRequestRow | undefined> {
  const [row] = await db.query<RefundRequestRow>(
    `select ${COLUMNS} from loan_refund_requests r join loan_accounts a on a.id = r.account_id where r.id = $1
     ${options.lock ? 'for update of r' : ''}`,
    [requestId],
  );
  return row;
}

export function refundRequestsOfAccount(db: Queryable, accountId: string): Promise<RefundRequestRow[]> {
  return db.query<RefundRequestRow>(
    `select ${COLUMNS} from loan_refund_requests r join loan_accounts a on a.id = r.account_id
     where r.account_id = $1 order by r.requested_at desc, r.id`,
    [accountId],
  );
}

/** The requests of several accounts in one query, newest first. */
export function refundRequestsOfAccounts(
  db: Queryable,
  accountIds: readonly string[],
): Promise<RefundRequestRow[]> {
  return db.query<RefundRequestRow>(
    `select ${COLUMNS} from loan_refund_requests r join loan_accounts a on a.id = r.account_id
     where r.account_id = any($1::uuid[]) order by r.requested_at desc, r.id`,
    [accountIds],
  );
}

/** One page of the requests in a status: open ones oldest first, decided ones newest first. */
export async function refundRequestsInStatus(
  db: Queryable,
  status: RefundStatus,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: RefundRequestRow[] }> {
  return pagedQuery<RefundRequestRow>(
    db,
    {
      select: COLUMNS,
      from: 'from loan_refund_requests r join loan_accounts a on a.id = r.account_id where r.status = $1',
      orderBy: status === 'requested' ? 'r.requested_at asc, r.id' : 'r.decided_at desc, r.id',
      params: [status],
    },
    page,
  );
}

/** Records the officer's decision on an open request; false when it was no longer open. */
export async function decideRefundRequest(
  db: Queryable,
  decision: {
    requestId: string;
    status: 'paid' | 'rejected';
    officerId: string;
    reference: string | null;
    remark: string | null;
    entryId: number | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `update loan_refund_requests set status = $2, decided_by = $3, payment_reference = $4, decision_remark = $5,
       entry_id = $6, decided_at = $7
     where id = $1 and status = 'requested' returning id`,
    [
      decision.requestId,
      decision.status,
      decision.officerId,
      decision.reference,
      decision.remark,
      decision.entryId,
      decision.at,
    ],
  );
  return rows.length === 1;
}
