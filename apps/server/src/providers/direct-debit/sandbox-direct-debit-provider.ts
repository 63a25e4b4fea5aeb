import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  COLLECTION_FAILURE_CODES,
  type CollectionFailureReason,
  DIRECT_DEBIT_VERIFICATION_FEE_SEN,
  isBankAccountNumber,
  isValidNric,
  lastFourDigits,
  SANDBOX_FAILURES,
  type SandboxFailureOf,
  type Sen,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxFailureSwitches } from '../sandbox-failure-switches.ts';
import { type NoticeListener, SandboxNoticeBoard, scheduleSandboxStep } from '../sandbox-notice-board.ts';
import { NoticeSignatureError } from '../signed-notice.ts';
import {
  COLLECTION_NOTICE_TYPES,
  CollectionConflictError,
  type CollectionNotice,
  type CollectionRecord,
  type CollectionRequest,
  type DirectDebitBank,
  type DirectDebitProvider,
  MANDATE_ACCOUNT_TYPES,
  type MandateAccountType,
  type MandateNotice,
  type MandateRecord,
  type MandateRejection,
  type MandateRequest,
  type MandateStarted,
  type MandateState,
} from './direct-debit-provider.ts';

export const DIRECT_DEBIT_PROVIDER = 'direct-debit';
export const SANDBOX_DIRECT_DEBIT_STEP_JOB = 'direct-debit-sandbox.step';
export const SANDBOX_COLLECTION_SETTLE_JOB = 'direct-debit-sandbox.settle-collection';
/** Where the app serves the sandbox bank's pages. */
export const SANDBOX_FPX_PAGE_PREFIX = '/sandbox/fpx/mandates';

/**
 * What the sandbox can be asked to do wrong, besides a bank taken offline (`setBankOnline`) and the account numbers
 * of SANDBOX_ACCOUNT_OUTCOMES: be down ('unavailable': starting, updating and cancelling are refused), reject the
 * next authorised mandate ('rejectMandate': the bank refuses it after the RM1), report its next notice twice
 * ('repeatNotice', same id), fail the next deduction it settles for insufficient funds ('collectionInsufficientFunds')
 * or a closed account ('collectionAccountClosed'), settle the next deduction without reporting it
 * ('dropCollectionNotice': a lost notice, found by the status enquiry), or accept the next deduction and never settle
 * it ('holdCollection': it stays accepted, as a bank that loses a deduction leaves it; decision 052).
 */
export const DIRECT_DEBIT_FAILURES = SANDBOX_FAILURES['direct-debit'];
export type DirectDebitFailure = SandboxFailureOf<'direct-debit'>;

/** Accounts whose last four digits ask for a failure at the bank: the RM1 cannot be paid, or the bank refuses. */
export const SANDBOX_ACCOUNT_OUTCOMES: Readonly<Record<string, MandateRejection>> = {
  '0051': 'insufficientFunds',
  '0099': 'rejectedByBank',
};

/** FPX's debit authorisation code of the verification debit, by what became of the mandate. */
const DEBIT_AUTH_CODE: Readonly<Record<MandateRejection, string>> = {
  cancelledByCustomer: '1A',
  insufficientFunds: '51',
  rejectedByBank: '00',
};

interface MandateRow {
  id: string;
  reference: string;
  bank_code: string;
  bank_name: string;
  account_type: MandateAccountType;
  payer_name: string;
  payer_nric: string;
  max_amount_sen: Sen;
  page_token: string;
  return_url: string;
  replaces_id: string | null;
  status: MandateState;
  account_no_last4: string | null;
  verification_debit_sen: Sen | null;
  reason: MandateRejection | null;
  created_at: Date;
  authorised_at: Date | null;
  decided_at: Date | null;
  cancelled_at: Date | null;
}

interface CollectionRow {
  id: string;
  reference: string;
  mandate_id: string;
  amount_sen: Sen;
  requested_on: string;
  status: CollectionRecord['status'];
  failure_reason: CollectionFailureReason | null;
  response_code: string | null;
  bank_reference: string | null;
  requested_at: Date;
  settled_at: Date | null;
}

/** What the bank's page shows the customer. */
export interface BankPageView {
  readonly mandateId: string;
  readonly bankName: string;
  readonly accountType: MandateAccountType;
  readonly payerName: string;
  readonly reference: string;
  readonly maxAmountSen: Sen;
  readonly verificationDebitSen: Sen;
}

/** The customer's answer at the bank. */
export type BankAnswer =
  | { readonly decision: 'authorise'; readonly accountNo: string }
  | { readonly decision: 'reject' };

export type BankPageOutcome =
  /** The link is not one the bank issued, or was answered already. */
  | { readonly kind: 'notFound' }
  | { readonly kind: 'bankOffline'; readonly bankName: string }
  | { readonly kind: 'invalidAccount'; readonly view: BankPageView }
  /** Where to send the browser back: the merchant's return URL with the outcome as a hint. */
  | { readonly kind: 'answered'; readonly returnTo: string };

const SELECT_MANDATE = `select m.*, b.name as bank_name from sandbox_mandates m
  join sandbox_fpx_banks b on b.code = m.bank_code`;

/**
 * The FPX e-mandate as a sandbox. Banks are `sandbox_fpx_banks` (seeded; `setBankOnline` takes one offline), mandates
 * `sandbox_mandates`. A mandate starts PENDING with a link to the sandbox bank's page (sandbox-fpx-bank-routes.ts),
 * where the customer names the account and authorises the RM1 verification debit, or rejects. `delayMs` later the
 * bank's answer comes as a signed notice: 'active' (replacing and cancelling the mandate an update replaces) or
 * 'rejected' with its reason. Only the account's last four digits are kept.
 */
export class SandboxDirectDebitProvider implements DirectDebitProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #delayMs: number;
  readonly #publicUrl: string;
  readonly #notices: SandboxNoticeBoard<MandateNotice>;
  /** The same provider's key and table, with listeners of their own: the collector does not hear mandate notices. */
  readonly #collectionNotices: SandboxNoticeBoard<CollectionNotice>;
  readonly #switches: SandboxFailureSwitches<DirectDebitFailure>;

  constructor(options: { db: Database; delayMs: number; publicUrl: string; log: Logger }) {
    this.#db = options.db;
    this.#delayMs = options.delayMs;
    this.#publicUrl = options.publicUrl.replace(/\/$/, '');
    this.#notices = new SandboxNoticeBoard({
      db: options.db,
      provider: DIRECT_DEBIT_PROVIDER,
      log: options.log,
    });
    this.#collectionNotices = new SandboxNoticeBoard({
      db: options.db,
      provider: DIRECT_DEBIT_PROVIDER,
      log: options.log,
    });
    this.#switches = new SandboxFailureSwitches(options.db, DIRECT_DEBIT_PROVIDER);
  }

  failNext(failure: DirectDebitFailure, times = 1): Promise<void> {
    return this.#switches.arm(failure, times);
  }

  /** The failures armed now, with how many occasions each has left. */
  armedFailures(): Promise<Partial<Record<DirectDebitFailure, number>>> {
    return this.#switches.armed();
  }

  clearFailures(): Promise<void> {
    return this.#switches.clear();
  }

  /** Takes a bank offline (as outside its operating hours) or brings it back. */
  async setBankOnline(code: string, online: boolean): Promise<void> {
    const rows = await this.#db.query(
      'update sandbox_fpx_banks set online = $2 where code = $1 returning 1',
      [code, online],
    );
    if (rows.length === 0) throw new RangeError(`the sandbox has no bank ${code}`);
  }

  onNotice(listener: NoticeListener<MandateNotice>): void {
    this.#notices.onNotice(listener);
  }

  verifyNotice(notice: unknown): Promise<MandateNotice> {
    return this.#notices.verify(notice);
  }

  onCollectionNotice(listener: NoticeListener<CollectionNotice>): void {
    this.#collectionNotices.onNotice(listener);
  }

  async verifyCollectionNotice(notice: unknown): Promise<CollectionNotice> {
    const verified = await this.#collectionNotices.verify(notice);
    if (!COLLECTION_NOTICE_TYPES.includes(verified.type))
      throw new NoticeSignatureError(`notice ${verified.id} is not about a collection`);
    return verified;
  }

  attach(worker: JobWorker): void {
    worker.handle(SANDBOX_DIRECT_DEBIT_STEP_JOB, (payload) =>
      this.#step(String(payload.mandateId), payload.step === 'cancelled' ? 'cancelled' : 'decide'),
    );
    worker.handle(SANDBOX_COLLECTION_SETTLE_JOB, (payload) =>
      this.#settleCollection(String(payload.collectionId)),
    );
  }

  async collect(request: CollectionRequest): Promise<{ collectionId: string; repeated: boolean }> {
    const problem = collectionProblem(request);
    if (problem) throw new ProviderRejectedError(`sandbox FPX refused the deduction: ${problem}`);
    await this.#refuseWhenDown();
    return this.#db.transaction(async (tx) => {
      const [mandate] = await tx.query<{ max_amount_sen: Sen }>(
        'select max_amount_sen from sandbox_mandates where id = $1',
        [request.mandateId],
      );
      if (!mandate) throw new ProviderRejectedError(`sandbox FPX has no mandate ${request.mandateId}`);
      if (request.amountSen > mandate.max_amount_sen)
        throw new ProviderRejectedError(
          `sandbox FPX: ${request.amountSen} sen is above the mandate's most of ${mandate.max_amount_sen}`,
        );
      const [inserted] = await tx.query<{ id: string }>(
        `insert into sandbox_collections (reference, mandate_id, amount_sen, requested_on) values ($1, $2, $3, $4)
         on conflict (reference) do nothing returning id`,
        [request.reference, request.mandateId, request.amountSen, request.requestedOn],
      );
      if (inserted) {
        if (await this.#switches.take('holdCollection', tx))
          return { collectionId: inserted.id, repeated: false };
        await scheduleSandboxStep(
          tx,
          SANDBOX_COLLECTION_SETTLE_JOB,
          { collectionId: inserted.id },
          this.#delayMs,
        );
        return { collectionId: inserted.id, repeated: false };
      }
      const [existing] = await tx.query<CollectionRow>(
        'select * from sandbox_collections where reference = $1',
        [request.reference],
      );
      if (
        !existing ||
        existing.mandate_id !== request.mandateId ||
        existing.amount_sen !== request.amountSen ||
        existing.requested_on !== request.requestedOn
      )
        throw new CollectionConflictError(
          `sandbox FPX: reference ${request.reference} was asked for another mandate, amount or day`,
        );
      return { collectionId: existing.id, repeated: true };
    });
  }

  async collection(reference: string): Promise<CollectionRecord | null> {
    const [row] = await this.#db.query<CollectionRow>(
      'select * from sandbox_collections where reference = $1',
      [reference],
    );
    return row ? toCollectionRecord(row) : null;
  }

  /** The bank settles a deduction once; a repeated job re-delivers the notice it recorded. */
  async #settleCollection(collectionId: string): Promise<void> {
    const settled = await this.#collectionNotices.transaction(async (tx) => {
      const [row] = await tx.query<CollectionRow>(
        'select * from sandbox_collections where id = $1 for update',
        [collectionId],
      );
      if (!row) throw new PermanentJobError(`sandbox FPX has no collection ${collectionId}`);
      if (row.status !== 'accepted') {
        const sent =
          (await this.#collectionNotices.find(tx, row.id, 'collected')) ??
          (await this.#collectionNotices.find(tx, row.id, 'collectionFailed'));
        if (!sent)
          throw new PermanentJobError(`sandbox FPX collection ${row.id} is ${row.status} without its notice`);
        return { notice: sent, dropped: false };
      }
      const notice = await this.#decideCollection(tx, row);
      return { notice, dropped: await this.#switches.take('dropCollectionNotice', tx) };
    });
    if (settled.dropped) return;
    await this.#collectionNotices.deliver(settled.notice);
    if (await this.#switches.take('repeatNotice')) await this.#collectionNotices.deliver(settled.notice);
  }

  async #decideCollection(tx: Queryable, row: CollectionRow): Promise<CollectionNotice> {
    const occurredAt = new Date();
    const [mandate] = await tx.query<{ status: MandateState; online: boolean }>(
      `select m.status, b.online from sandbox_mandates m join sandbox_fpx_banks b on b.code = m.bank_code
       where m.id = $1`,
      [row.mandate_id],
    );
    let reason: CollectionFailureReason | null = null;
    if (mandate?.status !== 'ACTIVE') reason = 'mandateNotActive';
    else if (!mandate.online) reason = 'bankOffline';
    else if (await this.#switches.take('collectionAccountClosed', tx)) reason = 'accountClosed';
    else if (await this.#switches.take('collectionInsufficientFunds', tx)) reason = 'insufficientFunds';
    const base = {
      collectionId: row.id,
      reference: row.reference,
      mandateId: row.mandate_id,
      amountSen: row.amount_sen,
    };
    if (reason !== null) {
      const responseCode = COLLECTION_FAILURE_CODES[reason];
      await tx.query(
        `update sandbox_collections set status = 'failed', failure_reason = $2, response_code = $3, settled_at = $4
         where id = $1`,
        [row.id, reason, responseCode, occurredAt],
      );
      return this.#collectionNotices.record(tx, {
        subjectId: row.id,
        type: 'collectionFailed',
        body: { ...base, reason, responseCode },
        occurredAt,
      });
    }
    const bankReference = `DD${malaysianDateOf(occurredAt).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await tx.query(
      `update sandbox_collections set status = 'succeeded', response_code = '00', bank_reference = $2,
         settled_at = $3 where id = $1`,
      [row.id, bankReference, occurredAt],
    );
    return this.#collectionNotices.record(tx, {
      subjectId: row.id,
      type: 'collected',
      body: { ...base, bankReference, responseCode: '00' },
      occurredAt,
    });
  }

  async banks(): Promise<readonly DirectDebitBank[]> {
    await this.#refuseWhenDown();
    return this.sandboxBanks();
  }

  /** The bank list as it stands, without spending a failure switch (the developer route's view). */
  async sandboxBanks(): Promise<readonly DirectDebitBank[]> {
    const rows = await this.#db.query<{
      code: string;
      name: string;
      account_types: MandateAccountType[];
      online: boolean;
    }>('select code, name, account_types, online from sandbox_fpx_banks order by position');
    return rows.map((row) => ({
      code: row.code,
      name: row.name,
      accountTypes: row.account_types,
      online: row.online,
    }));
  }

  async createMandate(request: MandateRequest): Promise<MandateStarted> {
    const problem = requestProblem(request);
    if (problem) throw new ProviderRejectedError(`sandbox FPX refused the mandate: ${problem}`);
    await this.#refuseWhenDown();
    return this.#db.transaction((tx) => this.#start(tx, request, null));
  }

  async updateMandate(
    mandateId: string,
    change: Pick<MandateRequest, 'bankCode' | 'accountType' | 'returnUrl'> & { readonly maxAmountSen?: Sen },
  ): Promise<MandateStarted> {
    await this.#refuseWhenDown();
    return this.#db.transaction(async (tx) => {
      const current = await this.#lock(tx, mandateId);
      if (!current) throw new ProviderRejectedError(`sandbox FPX has no mandate ${mandateId}`);
      if (current.status !== 'ACTIVE')
        throw new ProviderRejectedError(`sandbox FPX: mandate ${mandateId} is ${current.status}, not ACTIVE`);
      const request: MandateRequest = {
        reference: current.reference,
        payer: { name: current.payer_name, nric: current.payer_nric },
        maxAmountSen: change.maxAmountSen ?? current.max_amount_sen,
        bankCode: change.bankCode,
        accountType: change.accountType,
        returnUrl: change.returnUrl,
      };
      const problem = requestProblem(request);
      if (problem) throw new ProviderRejectedError(`sandbox FPX refused the update: ${problem}`);
      return this.#start(tx, request, mandateId);
    });
  }

  async cancelMandate(mandateId: string): Promise<void> {
    await this.#refuseWhenDown();
    await this.#db.transaction(async (tx) => {
      const row = await this.#lock(tx, mandateId);
      if (!row) throw new ProviderRejectedError(`sandbox FPX has no mandate ${mandateId}`);
      if (row.status === 'CANCELLED') return;
      if (row.status === 'REJECTED')
        throw new ProviderRejectedError(
          `sandbox FPX: mandate ${mandateId} was rejected, there is nothing to cancel`,
        );
      await tx.query(`update sandbox_mandates set status = 'CANCELLED', cancelled_at = now() where id = $1`, [
        mandateId,
      ]);
      await scheduleSandboxStep(
        tx,
        SANDBOX_DIRECT_DEBIT_STEP_JOB,
        { mandateId, step: 'cancelled' },
        this.#delayMs,
      );
    });
  }

  async mandate(mandateId: string): Promise<MandateRecord | null> {
    const [row] = await this.#db.query<MandateRow>(`${SELECT_MANDATE} where m.id = $1`, [mandateId]);
    return row ? toRecord(row) : null;
  }

  /** The bank page's view of a mandate waiting for the customer, when `token` is the one its link carries. */
  async bankPage(mandateId: string, token: string): Promise<BankPageView | null> {
    const [row] = await this.#db.query<MandateRow>(`${SELECT_MANDATE} where m.id = $1`, [mandateId]);
    return row && isAwaitingCustomer(row, token) ? toView(row) : null;
  }

  /**
   * The customer's answer on the bank's page. Authorising names the account (only its last four digits are kept) and
   * debits the RM1, unless the account cannot pay it; rejecting ends the mandate. Either way the bank's notice
   * follows `delayMs` later, and the browser goes back to the merchant with the outcome as a hint.
   */
  async answerAtBank(mandateId: string, token: string, answer: BankAnswer): Promise<BankPageOutcome> {
    return this.#db.transaction(async (tx) => {
      const row = await this.#lock(tx, mandateId);
      if (!row || !isAwaitingCustomer(row, token)) return { kind: 'notFound' } as const;
      const [bank] = await tx.query<{ online: boolean }>(
        'select online from sandbox_fpx_banks where code = $1',
        [row.bank_code],
      );
      if (!bank?.online) return { kind: 'bankOffline', bankName: row.bank_name } as const;
      let hint: 'authorised' | 'rejected';
      if (answer.decision === 'reject') {
        await tx.query(`update sandbox_mandates set reason = 'cancelledByCustomer' where id = $1`, [
          mandateId,
        ]);
        hint = 'rejected';
      } else {
        const accountNo = answer.accountNo.trim();
        if (!isBankAccountNumber(accountNo)) return { kind: 'invalidAccount', view: toView(row) } as const;
        const last4 = lastFourDigits(accountNo);
        const cannotPay = SANDBOX_ACCOUNT_OUTCOMES[last4] === 'insufficientFunds';
        await tx.query(
          `update sandbox_mandates set account_no_last4 = $2, authorised_at = now(), verification_debit_sen = $3,
             reason = $4 where id = $1`,
          [
            mandateId,
            last4,
            cannotPay ? null : DIRECT_DEBIT_VERIFICATION_FEE_SEN,
            cannotPay ? 'insufficientFunds' : null,
          ],
        );
        hint = cannotPay ? 'rejected' : 'authorised';
      }
      await scheduleSandboxStep(
        tx,
        SANDBOX_DIRECT_DEBIT_STEP_JOB,
        { mandateId, step: 'decide' },
        this.#delayMs,
      );
      const returnTo = new URL(row.return_url);
      returnTo.searchParams.set('reference', row.reference);
      returnTo.searchParams.set('mandateId', row.id);
      returnTo.searchParams.set('status', hint);
      return { kind: 'answered', returnTo: returnTo.toString() } as const;
    });
  }

  async #refuseWhenDown(): Promise<void> {
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox FPX unavailable (failure switch)');
  }

  async #lock(tx: Queryable, mandateId: string): Promise<MandateRow | undefined> {
    const [row] = await tx.query<MandateRow>(`${SELECT_MANDATE} where m.id = $1 for update of m`, [
      mandateId,
    ]);
    return row;
  }

  async #start(tx: Queryable, request: MandateRequest, replacesId: string | null): Promise<MandateStarted> {
    const [bank] = await tx.query<{ name: string; account_types: string[]; online: boolean }>(
      'select name, account_types, online from sandbox_fpx_banks where code = $1',
      [request.bankCode],
    );
    if (!bank) throw new ProviderRejectedError(`sandbox FPX has no bank ${request.bankCode}`);
    if (!bank.account_types.includes(request.accountType))
      throw new ProviderRejectedError(`sandbox FPX: ${bank.name} takes no ${request.accountType} accounts`);
    if (!bank.online) throw new ProviderUnavailableError(`sandbox FPX: ${bank.name} is offline`);
    const token = randomBytes(24).toString('base64url');
    const [row] = await tx.query<{ id: string }>(
      `insert into sandbox_mandates (reference, bank_code, account_type, payer_name, payer_nric, max_amount_sen,
         page_token, return_url, replaces_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        request.reference,
        request.bankCode,
        request.accountType,
        request.payer.name,
        request.payer.nric,
        request.maxAmountSen,
        token,
        request.returnUrl,
        replacesId,
      ],
    );
    const mandateId = (row as { id: string }).id;
    return {
      mandateId,
      redirectUrl: `${this.#publicUrl}${SANDBOX_FPX_PAGE_PREFIX}/${mandateId}?token=${token}`,
    };
  }

  async #step(mandateId: string, step: 'decide' | 'cancelled'): Promise<void> {
    const notice = await this.#notices.transaction(async (tx) => {
      const row = await this.#lock(tx, mandateId);
      if (!row) throw new PermanentJobError(`sandbox FPX has no mandate ${mandateId}`);
      return step === 'decide' ? this.#decide(tx, row) : this.#cancelled(tx, row);
    });
    if (!notice) return;
    await this.#notices.deliver(notice);
    if (await this.#switches.take('repeatNotice')) await this.#notices.deliver(notice);
  }

  /** The bank's answer, once; nothing when the mandate was cancelled while the bank was deciding. */
  async #decide(tx: Queryable, row: MandateRow): Promise<MandateNotice | null> {
    const occurredAt = new Date();
    if (row.status !== 'PENDING' || row.decided_at !== null) {
      const sent =
        (await this.#notices.find(tx, row.id, 'active')) ??
        (await this.#notices.find(tx, row.id, 'rejected'));
      if (sent || row.status === 'CANCELLED') return sent;
      throw new PermanentJobError(`sandbox FPX mandate ${row.id} is ${row.status}, not waiting for the bank`);
    }
    const accountOutcome =
      row.account_no_last4 === null ? undefined : SANDBOX_ACCOUNT_OUTCOMES[row.account_no_last4];
    let reason: MandateRejection | null = row.reason ?? accountOutcome ?? null;
    if (reason === null && (await this.#switches.take('rejectMandate', tx))) reason = 'rejectedByBank';
    const base = { mandateId: row.id, reference: row.reference };
    if (reason !== null || row.account_no_last4 === null) {
      const why = reason ?? 'cancelledByCustomer';
      await tx.query(
        `update sandbox_mandates set status = 'REJECTED', reason = $2, decided_at = $3 where id = $1`,
        [row.id, why, occurredAt],
      );
      return this.#notices.record(tx, {
        subjectId: row.id,
        type: 'rejected',
        body: {
          ...base,
          reason: why,
          debitAuthCode: DEBIT_AUTH_CODE[why],
          verificationDebitSen: row.verification_debit_sen,
        },
        occurredAt,
      });
    }
    await tx.query(`update sandbox_mandates set status = 'ACTIVE', decided_at = $2 where id = $1`, [
      row.id,
      occurredAt,
    ]);
    let replacedMandateId: string | null = null;
    if (row.replaces_id) {
      const replaced = await tx.query(
        `update sandbox_mandates set status = 'CANCELLED', cancelled_at = $2
         where id = $1 and status = 'ACTIVE' returning id`,
        [row.replaces_id, occurredAt],
      );
      replacedMandateId = replaced.length > 0 ? row.replaces_id : null;
    }
    return this.#notices.record(tx, {
      subjectId: row.id,
      type: 'active',
      body: {
        ...base,
        accountNoLast4: row.account_no_last4,
        verificationDebitSen: row.verification_debit_sen ?? DIRECT_DEBIT_VERIFICATION_FEE_SEN,
        replacedMandateId,
      },
      occurredAt,
    });
  }

  async #cancelled(tx: Queryable, row: MandateRow): Promise<MandateNotice> {
    if (row.status !== 'CANCELLED')
      throw new PermanentJobError(`sandbox FPX mandate ${row.id} is ${row.status}, not cancelled`);
    return this.#notices.record(tx, {
      subjectId: row.id,
      type: 'cancelled',
      body: { mandateId: row.id, reference: row.reference },
      occurredAt: row.cancelled_at ?? new Date(),
    });
  }
}

/** Waiting for the customer at the bank, and `token` is the link's (compared in constant time). */
function isAwaitingCustomer(row: MandateRow, token: string): boolean {
  const expected = Buffer.from(row.page_token);
  const given = Buffer.from(token);
  const sameToken = expected.length === given.length && timingSafeEqual(expected, given);
  return sameToken && row.status === 'PENDING' && row.authorised_at === null && row.reason === null;
}

function toView(row: MandateRow): BankPageView {
  return {
    mandateId: row.id,
    bankName: row.bank_name,
    accountType: row.account_type,
    payerName: row.payer_name,
    reference: row.reference,
    maxAmountSen: row.max_amount_sen,
    verificationDebitSen: DIRECT_DEBIT_VERIFICATION_FEE_SEN,
  };
}

function toRecord(row: MandateRow): MandateRecord {
  return {
    id: row.id,
    reference: row.reference,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountType: row.account_type,
    state: row.status,
    accountNoLast4: row.account_no_last4,
    maxAmountSen: row.max_amount_sen,
    verificationDebitSen: row.verification_debit_sen,
    rejection: row.status === 'REJECTED' ? row.reason : null,
    replacesMandateId: row.replaces_id,
    createdAt: row.created_at,
    authorisedAt: row.authorised_at,
    decidedAt: row.decided_at,
    cancelledAt: row.cancelled_at,
  };
}

function toCollectionRecord(row: CollectionRow): CollectionRecord {
  return {
    id: row.id,
    reference: row.reference,
    mandateId: row.mandate_id,
    amountSen: row.amount_sen,
    requestedOn: row.requested_on,
    status: row.status,
    failureReason: row.failure_reason,
    responseCode: row.response_code,
    bankReference: row.bank_reference,
    requestedAt: row.requested_at,
    settledAt: row.settled_at,
  };
}

function collectionProblem(request: CollectionRequest): string | null {
  if (request.reference.trim() === '') return 'no reference';
  if (!Number.isSafeInteger(request.amountSen) || request.amountSen <= 0)
    return 'amount is not a positive number of sen';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(request.requestedOn)) return 'the day asked for is not a date';
  return null;
}

function requestProblem(request: MandateRequest): string | null {
  if (request.reference.trim() === '') return 'no reference';
  if (!(MANDATE_ACCOUNT_TYPES as readonly string[]).includes(request.accountType))
    return 'unknown account type';
  if (request.payer.name.trim() === '') return 'payer has no name';
  if (!isValidNric(request.payer.nric)) return 'payer NRIC is not valid';
  if (!Number.isSafeInteger(request.maxAmountSen) || request.maxAmountSen <= 0)
    return 'maximum amount is not a positive number of sen';
  if (!URL.canParse(request.returnUrl) || !/^https?:$/.test(new URL(request.returnUrl).protocol))
    return 'return URL is not an http(s) URL';
  return null;
}
