import { randomUUID } from 'node:crypto';
import {
  COUNTER_POSTING_ROLES,
  DomainRuleError,
  type RefundQueue,
  type RefundQueueQuery,
  type RefundRequest,
  type RefundRequestList,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import type { CustomerPrincipal, OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { businessDate, payRefund } from './ledger-service.ts';
import { findOwnedLoanAccount, type LoanAccountRow } from './loan-account-repository.ts';
import {
  decideRefundRequest,
  findRefundRequest,
  insertRefundRequest,
  type RefundRequestRow,
  refundRequestsInStatus,
  refundRequestsOfAccount,
} from './loan-refund-repository.ts';

/**
 * Refunds of the excess a customer paid (decision 042): the customer asks for the whole refundable amount; an
 * officer who handles money pays it by bank transfer and records its reference (the ledger's refund entry written in
 * the same transaction), or rejects it with a reason. Another customer's agreement answers as a missing one.
 */
export class LoanRefundService {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(deps: { db: Database; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async request(principal: CustomerPrincipal, agreementNo: string): Promise<RefundRequest> {
    return this.#db.transaction(async (tx) => {
      const account = await this.#owned(tx, principal, agreementNo);
      if (account.refundableSen <= 0)
        throw new DomainRuleError('loanAccounts.nothingToRefund', {}, 'conflict');
      const id = randomUUID();
      const inserted = await insertRefundRequest(tx, {
        id,
        accountId: account.id,
        amountSen: account.refundableSen,
        at: this.#clock.now(),
      });
      if (!inserted) throw new DomainRuleError('loanAccounts.refundOpen', {}, 'conflict');
      return refundView(await this.#find(tx, id));
    });
  }

  async listOfCustomer(principal: CustomerPrincipal, agreementNo: string): Promise<RefundRequestList> {
    const account = await this.#owned(this.#db, principal, agreementNo);
    return { requests: (await refundRequestsOfAccount(this.#db, account.id)).map(refundView) };
  }

  async queue(query: RefundQueueQuery): Promise<RefundQueue> {
    const { total, rows } = await refundRequestsInStatus(this.#db, query.status, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { total, page: query.page, pageSize: query.pageSize, requests: rows.map(refundView) };
  }

  /** Records the transfer: the refund entry, the account's refundable amount, the request and the audit entry. */
  async pay(
    officer: OfficerPrincipal,
    requestId: string,
    reference: string,
    trace: RequestTrace,
  ): Promise<RefundRequest> {
    return this.#db.transaction(async (tx) => {
      const request = await this.#open(tx, requestId);
      const at = this.#clock.now();
      const entryId = await payRefund(tx, {
        accountId: request.accountId,
        amountSen: request.amountSen,
        reference,
        on: await businessDate(tx, this.#clock.today()),
        at,
      });
      await this.#decide(tx, request, {
        status: 'paid',
        officerId: officer.officerId,
        reference,
        remark: null,
        entryId,
        at,
      });
      await recordAuditEvent(tx, {
        ...(await envelope(tx, officer, request, at, trace)),
        action: 'loanRefund.pay',
        before: { refundStatus: 'requested', amountSen: request.amountSen },
        after: { refundStatus: 'paid', amountSen: request.amountSen, reference },
      });
      return refundView(await this.#find(tx, requestId));
    });
  }

  async reject(
    officer: OfficerPrincipal,
    requestId: string,
    remark: string,
    trace: RequestTrace,
  ): Promise<RefundRequest> {
    return this.#db.transaction(async (tx) => {
      const request = await this.#open(tx, requestId);
      const at = this.#clock.now();
      await this.#decide(tx, request, {
        status: 'rejected',
        officerId: officer.officerId,
        reference: null,
        remark,
        entryId: null,
        at,
      });
      await recordAuditEvent(tx, {
        ...(await envelope(tx, officer, request, at, trace)),
        action: 'loanRefund.reject',
        before: { refundStatus: 'requested', amountSen: request.amountSen },
        after: { refundStatus: 'rejected', amountSen: request.amountSen },
        remark,
      });
      return refundView(await this.#find(tx, requestId));
    });
  }

  async #decide(
    tx: Queryable,
    request: RefundRequestRow,
    decision: Omit<Parameters<typeof decideRefundRequest>[1], 'requestId'>,
  ): Promise<void> {
    if (!(await decideRefundRequest(tx, { requestId: request.id, ...decision })))
      throw new DomainRuleError('loanAccounts.refundDecided', {}, 'conflict');
  }

  async #open(tx: Queryable, requestId: string): Promise<RefundRequestRow> {
    const request = await findRefundRequest(tx, requestId, { lock: true });
    if (!request) throw new DomainRuleError('loanAccounts.refundNotFound', {}, 'notFound');
    if (request.status !== 'requested')
      throw new DomainRuleError('loanAccounts.refundDecided', {}, 'conflict');
    return request;
  }

  async #find(tx: Queryable, requestId: string): Promise<RefundRequestRow> {
    const request = await findRefundRequest(tx, requestId);
    if (!request) throw new Error(`refund request ${requestId} not written`);
    return request;
  }

  async #owned(db: Queryable, principal: CustomerPrincipal, agreementNo: string): Promise<LoanAccountRow> {
    const account = await findOwnedLoanAccount(db, principal.userId, agreementNo);
    if (!account) throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
    return account;
  }
}

async function envelope(
  tx: Queryable,
  officer: OfficerPrincipal,
  request: RefundRequestRow,
  at: Date,
  trace: RequestTrace,
) {
  return {
    at,
    actorKind: 'officer' as const,
    actorId: officer.officerId,
    actorName: (await officerName(tx, officer.officerId)) ?? '',
    actorRole: COUNTER_POSTING_ROLES.find((role) => officer.roles.includes(role)) ?? 'admin',
    subjectType: 'loanAccount' as const,
    subjectId: request.accountId,
    applicationId: request.applicationId,
    requestId: trace.requestId,
    ip: trace.ip,
  };
}

function refundView(row: RefundRequestRow): RefundRequest {
  return {
    requestId: row.id,
    accountId: row.accountId,
    agreementNo: row.agreementNo,
    amountSen: row.amountSen,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
    decisionRemark: row.decisionRemark,
  };
}
