import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_REQUEST_MAKERS,
  type AccountRequest,
  type AccountRequestCreate,
  type AccountRequestQueue,
  type AccountRequestQueueQuery,
  addSen,
  type CounterPaymentRequest,
  checkerRole,
  componentOutstandingSen,
  DomainRuleError,
  delinquencyBucket,
  type LedgerPage,
  type LedgerPageQuery,
  type LoanAccountSearch,
  type LoanAccountSearchQuery,
  maskNric,
  type OfficerLoanAccount,
  type OfficerPayment,
  type OfficerRole,
  type SettlementPosting,
  sen,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import {
  businessDate,
  postPayment,
  reversePayment,
  type SettlementTerms,
  settleEarly,
  waiveCharges,
  writeOff,
} from './ledger-service.ts';
import { findLoanAccount, instalmentsOf, type LoanAccountRow } from './loan-account-repository.ts';
import {
  accountDetailsOf,
  instalmentStatuses,
  outstandingOfAccount,
  tenureRow,
} from './loan-account-service.ts';
import { findPayment, type LoanPaymentRow, paymentsOf } from './loan-payment-repository.ts';
import {
  type AccountRequestRow,
  allocationsOfPayments,
  decideAccountRequest,
  findAccountRequest,
  holderOf,
  insertAccountRequest,
  ledgerEntryCount,
  ledgerPage,
  requestsInStatus,
  requestsOfAccount,
  searchLoanAccounts,
} from './officer-account-repository.ts';

/**
 * The back office's work on loan accounts (decision 042): search and read; post a payment received at the counter;
 * prepare a reversal, a waiver or a write-off (the maker) and approve or reject it (a checker who is not the maker).
 * An approval applies the change through the ledger's own writers in the transaction that marks it approved, so a
 * request is never approved without its change, nor changed twice.
 */
export class OfficerAccountService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #jompayBillerCode: string;
  readonly #settlementTerms: SettlementTerms;

  constructor(deps: {
    db: Database;
    clock: Clock;
    jompayBillerCode: string;
    settlementTerms?: SettlementTerms;
  }) {
    this.#jompayBillerCode = deps.jompayBillerCode;
    this.#settlementTerms = deps.settlementTerms ?? {};
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async search(query: LoanAccountSearchQuery): Promise<LoanAccountSearch> {
    const { total, rows } = await searchLoanAccounts(this.#db, {
      agreementNo: query.agreementNo,
      name: query.name,
      nricLast: query.nricLast,
      status: query.status,
      bucket: query.bucket,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      total,
      page: query.page,
      pageSize: query.pageSize,
      accounts: rows.map((row) => ({
        accountId: row.accountId,
        agreementNo: row.agreementNo,
        company: row.variant,
        status: row.status,
        holderName: row.holderName,
        holderNric: row.holderNric && maskNric(row.holderNric),
        amountSen: row.amountSen,
        openedOn: row.openedOn,
        outstandingBalanceSen: row.outstandingSen,
        arrearsSen: row.arrearsSen,
        daysPastDue: row.daysPastDue,
        bucket: delinquencyBucket(row.daysPastDue),
      })),
    };
  }

  async account(accountId: string): Promise<OfficerLoanAccount> {
    const account = await this.#account(this.#db, accountId);
    const [instalments, today, holder, payments, requests, ledgerEntries] = await Promise.all([
      instalmentsOf(this.#db, account.id),
      businessDate(this.#db, this.#clock.today()),
      holderOf(this.#db, account.id),
      paymentsOf(this.#db, account.id),
      requestsOfAccount(this.#db, account.id),
      ledgerEntryCount(this.#db, account.id),
    ]);
    const allocations = await allocationsOfPayments(
      this.#db,
      payments.map((payment) => payment.id),
    );
    const statuses = instalmentStatuses(instalments, today);
    return {
      details: accountDetailsOf(account, instalments, today, this.#jompayBillerCode),
      holderName: holder?.fullName ?? '',
      holderNric: holder?.nric ? maskNric(holder.nric) : null,
      arrearsSen: account.arrearsSen,
      bucket: delinquencyBucket(account.daysPastDue),
      refundableSen: account.refundableSen,
      schedule: instalments.map((instalment, index) => tenureRow(instalment, statuses[index] ?? 'upcoming')),
      payments: payments.map((payment) => paymentView(payment, allocations.get(payment.id) ?? [])),
      requests: requests.map(requestView),
      ledgerEntries,
    };
  }

  async ledger(accountId: string, query: LedgerPageQuery): Promise<LedgerPage> {
    const account = await this.#account(this.#db, accountId);
    const [total, entries] = await Promise.all([
      ledgerEntryCount(this.#db, account.id),
      ledgerPage(this.#db, account.id, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
    ]);
    return {
      total,
      page: query.page,
      pageSize: query.pageSize,
      entries: entries.map((entry) => ({
        seq: entry.seq,
        kind: entry.kind,
        businessDate: entry.businessDate,
        description: entry.description,
        lines: entry.lines,
      })),
    };
  }

  /**
   * Posts a payment received at the counter under its receipt's reference, on the date it was received (not after
   * the business date). The same receipt posted again answers the first posting; the audit entry is written once.
   */
  async postCounterPayment(
    officer: OfficerPrincipal,
    accountId: string,
    request: CounterPaymentRequest,
    trace: RequestTrace,
  ): Promise<{ readonly payment: OfficerPayment; readonly settlement?: SettlementPosting }> {
    return this.#db.transaction(async (tx) => {
      const account = await this.#account(tx, accountId);
      const today = await businessDate(tx, this.#clock.today());
      if (request.receivedOn > today) throw new DomainRuleError('loanAccounts.receivedAfterBusinessDate');
      const at = this.#clock.now();
      const received = {
        accountId: account.id,
        channel: 'counter' as const,
        reference: request.receiptReference,
        amountSen: request.amountSen,
        receivedOn: request.receivedOn,
        receivedAt: at,
      };
      const envelope = await officerEnvelope(
        tx,
        officer,
        this.#role(officer, ACCOUNT_REQUEST_MAKERS),
        account,
        at,
        trace,
      );
      const { actorKind, actorId, actorName, actorRole, requestId, ip } = envelope;
      const settled =
        request.purpose === 'settlement'
          ? await settleEarly(tx, {
              ...received,
              ...this.#settlementTerms,
              actor: { actorKind, actorId, actorName, actorRole, requestId, ip },
            })
          : undefined;
      const { payment, posted } = settled ?? (await postPayment(tx, received));
      if (posted)
        await recordAuditEvent(tx, {
          ...envelope,
          action: 'loanPayment.postCounter',
          before: null,
          after: {
            amountSen: payment.amountSen,
            reference: payment.reference,
            receivedOn: payment.receivedOn,
          },
        });
      const allocations = await allocationsOfPayments(tx, [payment.id]);
      const view = paymentView(payment, allocations.get(payment.id) ?? []);
      return settled ? { payment: view, settlement: settled.settlement } : { payment: view };
    });
  }

  /** The maker's request: checked against the account as it stands, then left for a second officer. */
  async prepare(
    officer: OfficerPrincipal,
    accountId: string,
    request: AccountRequestCreate,
    trace: RequestTrace,
  ): Promise<AccountRequest> {
    return this.#db.transaction(async (tx) => {
      const account = await this.#account(tx, accountId);
      // A closed account's payment may be reversed (the ledger reopens it, decision 045), and a written-off account
      // takes only the reversal of a recovery (decision 048, which amountOfRequest checks); nothing else changes them.
      const reversible =
        request.kind === 'reversal' && (account.status === 'CLOSED' || account.status === 'WRITEOFF');
      if (account.status !== 'ACTIVE' && !reversible)
        throw new DomainRuleError('loanAccounts.notActive', {}, 'conflict');
      const at = this.#clock.now();
      const id = randomUUID();
      const amountSen = await amountOfRequest(tx, account, request);
      const envelope = await officerEnvelope(
        tx,
        officer,
        this.#role(officer, ACCOUNT_REQUEST_MAKERS),
        account,
        at,
        trace,
      );
      const inserted = await insertAccountRequest(tx, {
        id,
        accountId: account.id,
        kind: request.kind,
        paymentId: request.kind === 'reversal' ? request.paymentId : null,
        waivers: request.kind === 'waiver' ? request.waivers : null,
        amountSen,
        reason: request.reason,
        makerOfficerId: officer.officerId,
        makerName: envelope.actorName,
        at,
      });
      if (!inserted) throw new DomainRuleError('loanAccounts.requestOpen', {}, 'conflict');
      await recordAuditEvent(tx, {
        ...envelope,
        action: 'loanAccountRequest.prepare',
        before: null,
        after: { requestKind: request.kind, requestStatus: 'pending', amountSen },
        remark: request.reason,
      });
      return requestView(await this.#request(tx, id));
    });
  }

  async queue(query: AccountRequestQueueQuery): Promise<AccountRequestQueue> {
    const { total, rows } = await requestsInStatus(this.#db, query.status, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { total, page: query.page, pageSize: query.pageSize, requests: rows.map(requestView) };
  }

  /**
   * The checker's approval: refused to the maker and to a role that may not check this kind; the change is applied
   * by the ledger's writer (which records its own audit entry with the maker's reason) beside the approval's entry.
   */
  async approve(
    officer: OfficerPrincipal,
    requestId: string,
    remark: string | undefined,
    trace: RequestTrace,
  ): Promise<AccountRequest> {
    return this.#db.transaction(async (tx) => {
      const request = await this.#pending(tx, requestId);
      const role = checkerRole({ kind: request.kind, makerId: request.makerOfficerId }, officer);
      const account = await this.#account(tx, request.accountId);
      const at = this.#clock.now();
      const on = await businessDate(tx, this.#clock.today());
      const envelope = await officerEnvelope(tx, officer, role, account, at, trace);
      const actor = { officerId: officer.officerId, name: envelope.actorName, role };
      if (request.kind === 'reversal' && request.paymentId)
        await reversePayment(tx, {
          paymentId: request.paymentId,
          reason: request.reason,
          actor,
          on,
          at,
          trace,
        });
      else if (request.kind === 'waiver' && request.waivers)
        await waiveCharges(tx, {
          accountId: account.id,
          waivers: request.waivers.map((waiver) => ({ ...waiver, amountSen: sen(waiver.amountSen) })),
          reason: request.reason,
          actor,
          on,
          at,
          trace,
        });
      else if (request.kind === 'writeOff')
        await writeOff(tx, { accountId: account.id, reason: request.reason, actor, on, at, trace });
      await this.#decide(tx, request, 'approved', envelope, remark);
      return requestView(await this.#request(tx, requestId));
    });
  }

  /** The checker's rejection: nothing changes on the account. */
  async reject(
    officer: OfficerPrincipal,
    requestId: string,
    remark: string | undefined,
    trace: RequestTrace,
  ): Promise<AccountRequest> {
    return this.#db.transaction(async (tx) => {
      const request = await this.#pending(tx, requestId);
      const role = checkerRole({ kind: request.kind, makerId: request.makerOfficerId }, officer);
      const account = await this.#account(tx, request.accountId);
      const envelope = await officerEnvelope(tx, officer, role, account, this.#clock.now(), trace);
      await this.#decide(tx, request, 'rejected', envelope, remark);
      return requestView(await this.#request(tx, requestId));
    });
  }

  async #decide(
    tx: Queryable,
    request: AccountRequestRow,
    status: 'approved' | 'rejected',
    envelope: Envelope,
    remark: string | undefined,
  ): Promise<void> {
    const decided = await decideAccountRequest(tx, {
      requestId: request.id,
      status,
      checkerOfficerId: envelope.actorId,
      checkerName: envelope.actorName,
      remark: remark ?? null,
      at: envelope.at,
    });
    if (!decided) throw new DomainRuleError('loanAccounts.requestDecided', {}, 'conflict');
    const before = { requestKind: request.kind, requestStatus: 'pending' as const };
    if (status === 'approved')
      await recordAuditEvent(tx, {
        ...envelope,
        action: 'loanAccountRequest.approve',
        before,
        after: { requestKind: request.kind, requestStatus: 'approved' },
        remark: remark ?? null,
      });
    else
      await recordAuditEvent(tx, {
        ...envelope,
        action: 'loanAccountRequest.reject',
        before,
        after: { requestKind: request.kind, requestStatus: 'rejected' },
        remark: remark ?? null,
      });
  }

  async #pending(tx: Queryable, requestId: string): Promise<AccountRequestRow> {
    const request = await findAccountRequest(tx, requestId, { lock: true });
    if (!request) throw new DomainRuleError('loanAccounts.requestNotFound', {}, 'notFound');
    if (request.status !== 'pending')
      throw new DomainRuleError('loanAccounts.requestDecided', {}, 'conflict');
    return request;
  }

  async #request(tx: Queryable, requestId: string): Promise<AccountRequestRow> {
    const request = await findAccountRequest(tx, requestId);
    if (!request) throw new Error(`request ${requestId} not written`);
    return request;
  }

  async #account(db: Queryable, accountId: string): Promise<LoanAccountRow> {
    const account = await findLoanAccount(db, accountId);
    if (!account) throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
    return account;
  }

  /** The role the officer acts in: the first of `allowed` they hold (the route has checked they hold one). */
  #role(officer: OfficerPrincipal, allowed: readonly OfficerRole[]): OfficerRole {
    const role = allowed.find((candidate) => officer.roles.includes(candidate));
    if (!role) throw new DomainRuleError('errors.forbidden', {}, 'forbidden');
    return role;
  }
}

/** The audit entry's officer and subject, the officer named as they are now. */
async function officerEnvelope(
  tx: Queryable,
  officer: OfficerPrincipal,
  role: OfficerRole,
  account: LoanAccountRow,
  at: Date,
  trace: RequestTrace,
) {
  return {
    at,
    actorKind: 'officer' as const,
    actorId: officer.officerId,
    actorName: (await officerName(tx, officer.officerId)) ?? '',
    actorRole: role,
    subjectType: 'loanAccount' as const,
    subjectId: account.id,
    applicationId: account.applicationId,
    requestId: trace.requestId,
    ip: trace.ip,
  };
}
type Envelope = Awaited<ReturnType<typeof officerEnvelope>>;

/**
 * What a request is about, in sen: the reversed payment's amount, the waiver's total (each line checked now against
 * what is outstanding), or everything outstanding for a write-off.
 */
async function amountOfRequest(
  tx: Queryable,
  account: LoanAccountRow,
  request: AccountRequestCreate,
): Promise<ReturnType<typeof sen>> {
  switch (request.kind) {
    case 'reversal': {
      const payment = await findPayment(tx, request.paymentId);
      if (!payment) throw new DomainRuleError('loanAccounts.paymentNotFound', {}, 'notFound');
      if (payment.accountId !== account.id)
        throw new DomainRuleError('loanAccounts.paymentOfAnotherAccount', {}, 'conflict');
      if (payment.status !== 'posted')
        throw new DomainRuleError('loanAccounts.alreadyReversed', {}, 'conflict');
      if (account.status === 'WRITEOFF' && !payment.recovery)
        throw new DomainRuleError('loanAccounts.notActive', {}, 'conflict');
      return payment.amountSen;
    }
    case 'waiver': {
      const instalments = await instalmentsOf(tx, account.id);
      for (const waiver of request.waivers) {
        const instalment = instalments.find((row) => row.instalmentNo === waiver.instalmentNo);
        if (!instalment) throw new DomainRuleError('loanAccounts.nothingToWaive');
        const outstanding = componentOutstandingSen(instalment.components[waiver.component]);
        if (outstanding <= 0) throw new DomainRuleError('loanAccounts.nothingToWaive');
        if (waiver.amountSen > outstanding) throw new DomainRuleError('loanAccounts.waiverTooLarge');
      }
      return addSen(...request.waivers.map((waiver) => sen(waiver.amountSen)));
    }
    case 'writeOff':
      return outstandingOfAccount(account);
  }
}

function paymentView(
  payment: LoanPaymentRow,
  allocations: readonly { instalmentNo: number; component: string; amountSen: number; prepaid: boolean }[],
): OfficerPayment {
  return {
    paymentId: payment.id,
    receivedOn: payment.receivedOn,
    amountSen: payment.amountSen,
    channel: payment.channel,
    reference: payment.reference,
    status: payment.status,
    reversalReason: payment.reversalReason,
    allocations: allocations.map((allocation) => ({
      instalmentNo: allocation.instalmentNo,
      component: allocation.component as OfficerPayment['allocations'][number]['component'],
      amountSen: sen(allocation.amountSen),
      prepaid: allocation.prepaid,
    })),
    excessKind: payment.excessKind,
    excessSen: payment.excessSen,
    ...(payment.purpose === 'settlement' ? { purpose: payment.purpose } : {}),
    recovery: payment.recovery,
  };
}

function requestView(row: AccountRequestRow): AccountRequest {
  return {
    requestId: row.id,
    accountId: row.accountId,
    agreementNo: row.agreementNo,
    kind: row.kind,
    status: row.status,
    paymentId: row.paymentId,
    waivers: row.waivers,
    amountSen: row.amountSen,
    reason: row.reason,
    makerId: row.makerOfficerId,
    makerName: row.makerName,
    madeAt: row.madeAt.toISOString(),
    checkerName: row.checkerName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionRemark: row.decisionRemark,
  };
}
