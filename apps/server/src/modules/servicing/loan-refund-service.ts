import { randomUUID } from 'node:crypto';
import {
  bankAccountProblem,
  COUNTER_POSTING_ROLES,
  DEFAULT_BANK_ACCOUNT_DIGITS,
  DomainRuleError,
  type RefundCredit,
  type RefundCredits,
  type RefundQueue,
  type RefundQueueQuery,
  type RefundRequest,
  type RefundRequestBody,
  type RefundRequestList,
  type Variant,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { CustomerPrincipal, OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { findApplicationOf } from '../applications/application-records.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { masterListItems } from '../master/master-records.ts';
import { officerName } from '../officers/officer-records.ts';
import { businessDate, payRefund } from './ledger-service.ts';
import { findOwnedLoanAccount, type LoanAccountRow, loanAccountsOfUser } from './loan-account-repository.ts';
import {
  decideRefundRequest,
  findRefundRequest,
  insertRefundRequest,
  type RefundRequestRow,
  refundRequestsInStatus,
  refundRequestsOfAccount,
  refundRequestsOfAccounts,
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

  /**
   * Each of the customer's accounts with what it holds refundable, its requests and the bank account its loan was
   * paid into (decision 047): three queries however many accounts, and one per account for its application's bank.
   */
  async credits(principal: CustomerPrincipal): Promise<RefundCredits> {
    const accounts = await loanAccountsOfUser(this.#db, principal.userId);
    const requests = await refundRequestsOfAccounts(
      this.#db,
      accounts.map((account) => account.id),
    );
    const banks = await bankList(this.#db);
    return {
      accounts: await Promise.all(
        accounts.map(
          async (account): Promise<RefundCredit> => ({
            accountId: account.id,
            agreementNo: account.agreementNo,
            company: account.variant,
            status: account.status,
            refundableSen: account.refundableSen,
            payoutBank: await this.#payoutBank(principal, account, banks),
            requests: requests.filter((request) => request.accountId === account.id).map(refundView),
          }),
        ),
      ),
    };
  }

  async request(
    principal: CustomerPrincipal,
    agreementNo: string,
    payTo: RefundRequestBody,
  ): Promise<RefundRequest> {
    return this.#db.transaction(async (tx) => {
      const account = await this.#owned(tx, principal, agreementNo);
      if (account.refundableSen <= 0)
        throw new DomainRuleError('loanAccounts.nothingToRefund', {}, 'conflict');
      const payee = checkedPayee(payTo, (await bankList(tx)).get(account.variant) ?? []);
      const id = randomUUID();
      const inserted = await insertRefundRequest(tx, {
        id,
        accountId: account.id,
        amountSen: account.refundableSen,
        payee,
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

  /** The bank account of the application the loan was paid out on, as its holder typed it and the bank list names it. */
  async #payoutBank(
    principal: CustomerPrincipal,
    account: LoanAccountRow,
    banks: ReadonlyMap<Variant, readonly Bank[]>,
  ): Promise<RefundCredit['payoutBank']> {
    const application = await findApplicationOf(this.#db, account.applicationId, principal.userId);
    const bankId = application?.form.personalBankId;
    const accountNo = application?.form.personalBankAccountNo;
    if (!bankId || !accountNo) return null;
    const bank = (banks.get(account.variant) ?? []).find(
      (item) => item.id === bankId || item.code === bankId,
    );
    return bank ? { bankId: bank.code, bankName: bank.name, accountNo } : null;
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

interface Bank {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly digits: { readonly min: number; readonly max: number };
}

/** The banks of each variant's master list, with the account number lengths each takes. */
async function bankList(db: Queryable): Promise<Map<Variant, Bank[]>> {
  const lists = await Promise.all(
    (['conventional', 'islamic'] as const).map(async (variant) => {
      const items = await masterListItems(db, 'bank', variant, 'en');
      const banks = items.map((item): Bank => {
        const lengths = item.attributes.accountNumberLengths;
        const digits =
          Array.isArray(lengths) && lengths.length > 0 && lengths.every(Number.isInteger)
            ? { min: Math.min(...lengths), max: Math.max(...lengths) }
            : DEFAULT_BANK_ACCOUNT_DIGITS;
        return { id: item.id, code: item.code, name: item.name, digits };
      });
      return [variant, banks] as const;
    }),
  );
  return new Map(lists);
}

/** The bank account to pay into: a bank of the account's list, and a number of the lengths that bank uses. */
function checkedPayee(
  payTo: RefundRequestBody,
  banks: readonly Bank[],
): { bankId: string; bankName: string; accountNo: string } {
  const bank = banks.find((item) => item.id === payTo.bankId || item.code === payTo.bankId);
  if (!bank)
    throw badRequest('loanAccounts.refundBankUnknown', {}, { bankId: 'loanAccounts.refundBankUnknown' });
  const problem = bankAccountProblem(payTo.accountNo, bank.digits);
  if (problem) throw badRequest(problem, {}, { accountNo: problem });
  return { bankId: bank.code, bankName: bank.name, accountNo: payTo.accountNo.trim() };
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
    bankName: row.bankName,
    bankAccountNo: row.bankAccountNo,
  };
}
