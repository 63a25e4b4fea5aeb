import { randomUUID } from 'node:crypto';
import {
  type AgreementFacts,
  type ApplicationStatus,
  type DisbursementQueue,
  disbursementPreparer,
  isAgreementBeforeSigning,
  type LocalDate,
  lastFourDigits,
  type OfficerAgreement,
  type Sen,
  VARIANT_RULES,
  type Variant,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { enqueueJob, type JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderUnavailableError } from '../../providers/email/email-provider.ts';
import type { PayoutProvider } from '../../providers/payout/payout-provider.ts';
import { applicantIdentity, findApplication, findApplications } from '../applications/application-records.ts';
import { customerNames } from '../auth/customer-records.ts';
import { masterListItems } from '../master/master-records.ts';
import { officerName } from '../officers/officer-records.ts';
import { repayFromPartnerCommission } from '../servicing/commission-accounts.ts';
import { businessDate, openAccount } from '../servicing/ledger-service.ts';
import { findSmeApplicationForAgreement } from '../sme-applications/sme-application-records.ts';
import { eventsOfAgreement } from './agreement-event-repository.ts';
import { findAgreementFile } from './agreement-file-repository.ts';
import { type AgreementActor, allowedMove, changeAgreementStatus } from './agreement-lifecycle.ts';
import { type AgreementRow, findAgreementById } from './agreement-repository.ts';
import { applicationIdOf, offerOf } from './agreement-view.ts';
import { commodityTradeStatuses, findCommodityTrade } from './commodity-trade-repository.ts';
import {
  awaitingDisbursement,
  findOpenPayout,
  findPayoutById,
  insertDisbursement,
  insertPreparedPayout,
  markPayoutFailed,
  markPayoutPaid,
  markPayoutSent,
  type PayoutRow,
  payoutsOf,
} from './disbursement-repository.ts';
import { listRefunds, markRefundsCredited } from './mandate-repository.ts';
import type { OfficerAgreementService } from './officer-agreement-service.ts';

/** Completes a disbursed agreement: the hand-over to the loan or financing account (decision 028). */
export const DISBURSEMENT_COMPLETE_JOB = 'agreements-disbursement.complete';
/** Asks the bank about a payout whose notice has not come. */
export const PAYOUT_POLL_JOB = 'agreements-disbursement.poll';
/** A payout the bank has not answered for this long is asked about (then again, later, by the job's retries). */
export const PAYOUT_POLL_AFTER_MS = 30 * 60_000;

/** What the bank says of a payout, by its notice or when asked: `source` is the notice's id, or the poll's. */
type Settlement =
  | { kind: 'paid'; source: string; amountSen: Sen; bankReference: string; at: Date }
  | { kind: 'failed'; source: string; amountSen: Sen; reason: string; at: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the money goes: the applicant's bank account as the officers verified it on the application. */
interface Payee {
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountNo: string;
  readonly accountHolder: string;
}

/**
 * The disbursement of an agreement waiting for its payout: one disbursement officer prepares it (the net amount of
 * the accepted figures, to the applicant's verified bank account), another releases it to the payout provider, and
 * the provider's notice settles it: paid moves the agreement to DISBURSED with its `disbursements` record, failed
 * returns it to prepared with the reason for another release. Every move goes through `changeAgreementStatus`.
 */
export class DisbursementService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #payout: PayoutProvider;
  readonly #agreements: OfficerAgreementService;

  constructor(deps: {
    db: Database;
    clock: Clock;
    payout: PayoutProvider;
    agreements: OfficerAgreementService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#payout = deps.payout;
    this.#agreements = deps.agreements;
  }

  attach(worker: JobWorker): void {
    worker.handle(DISBURSEMENT_COMPLETE_JOB, (payload) => this.complete(String(payload.agreementId)));
    worker.handle(PAYOUT_POLL_JOB, (payload) => this.poll(String(payload.payoutId)));
  }

  /** The agreement as the officer sees it after a move that is not the agreement's own (a trade's retry). */
  async current(officer: OfficerPrincipal, agreementId: string): Promise<OfficerAgreement> {
    const agreement = await findAgreementById(this.#db, agreementId);
    if (!agreement) throw notFound('errors.agreementNotFound');
    return this.#agreements.read(this.#db, officer, agreement);
  }

  /** The agreements waiting for their payout, oldest first: a fixed number of queries whatever their number. */
  async queue(): Promise<DisbursementQueue> {
    const rows = await awaitingDisbursement(this.#db);
    const ids = rows.map((row) => row.id);
    const [names, payouts, trades, applications] = await Promise.all([
      customerNames(
        this.#db,
        rows.map((row) => row.userId),
      ),
      payoutsOf(this.#db, ids),
      commodityTradeStatuses(this.#db, ids),
      findApplications(
        this.#db,
        rows.map((row) => row.applicationId),
      ),
    ]);
    const banks = await bankNames(this.#db);
    return {
      items: rows.map((row) => {
        const own = payouts.filter((payout) => payout.agreementId === row.id);
        const open = own.find((payout) => payout.status === 'prepared' || payout.status === 'sent');
        const settled = own.filter((payout) => payout.status === 'failed' || payout.status === 'paid').at(-1);
        const form = applications.get(row.applicationId)?.form;
        const accountNo = form?.personalBankAccountNo;
        return {
          agreementId: row.id,
          agreementNo: row.agreementNo,
          applicantName: names.get(row.userId) ?? '',
          company: row.variant,
          status: row.status,
          netAmountSen: row.netAmountSen,
          bankName: open?.bankName ?? banks.get(form?.personalBankId ?? '') ?? null,
          accountNoLast4: open?.accountNoLast4 ?? (accountNo ? lastFourDigits(accountNo) : null),
          pendingSince: row.pendingSince.toISOString(),
          preparedBy: open?.preparedByName ?? null,
          preparedByOfficerId: open?.preparedBy ?? null,
          commodityTrade: VARIANT_RULES[row.variant].commodityTrade ? (trades.get(row.id) ?? null) : null,
          lastFailure: settled?.status === 'failed' ? settled.failureReason : null,
        };
      }),
    };
  }

  /**
   * A disbursement officer prepares the payout: the agreement moves to DISBURSEMENT_PREPARED, and the payout is
   * recorded with the net amount, the payee and the preparer, in one transaction with its audit entry.
   */
  async prepare(
    officer: OfficerPrincipal,
    agreementId: string,
    remark: string,
    trace: RequestTrace,
  ): Promise<OfficerAgreement> {
    return this.#db.transaction(async (tx) => {
      const { agreement, application } = await this.#lockAgreement(tx, agreementId);
      refuseUnlessWaiting(agreement);
      const actor = await officerActor(tx, officer);
      const netAmountSen = netAmountOf(agreement);
      const move = {
        agreement,
        event: { name: 'prepareDisbursement' },
        actor,
        facts: { applicationStatus: application.status },
      } as const;
      allowedMove(move);
      const payee = await payeeOf(tx, application);
      if (!payee) throw conflict('disbursements.payeeMissing');
      const now = this.#clock.now();
      const { agreement: moved } = await changeAgreementStatus({
        tx,
        ...move,
        remark,
        trace,
        netAmountSen,
        now,
      });
      await insertPreparedPayout(tx, {
        id: randomUUID(),
        agreementId: agreement.id,
        amountSen: netAmountSen,
        bankCode: payee.bankCode,
        bankName: payee.bankName,
        accountNoLast4: lastFourDigits(payee.accountNo),
        accountHolder: payee.accountHolder,
        preparedBy: officer.officerId,
        preparedByName: actor.name,
        preparedAt: now,
      });
      return this.#agreements.read(tx, officer, moved);
    });
  }

  /**
   * Another disbursement officer releases the prepared payout. The table is asked first (maker-checker, the
   * application approved, an Islamic financing's trade complete), then the payout provider is instructed under the
   * payout's own id as its reference, so that a repeated release pays nothing more; an outage is a 503 and nothing
   * is written. Then the agreement moves to PAYOUT_SENT with its audit entry.
   */
  async release(
    officer: OfficerPrincipal,
    agreementId: string,
    remark: string,
    trace: RequestTrace,
  ): Promise<OfficerAgreement> {
    const agreement = await findAgreementById(this.#db, agreementId);
    if (!agreement) throw notFound('errors.agreementNotFound');
    refuseUnlessWaiting(agreement);
    if (agreement.status === 'PENDING_DISBURSEMENT') throw conflict('disbursements.notPrepared');
    const application = await payoutApplicationOf(this.#db, agreement);
    if (!application) throw new Error(`agreement ${agreement.id} lacks its application`);
    const actor = await officerActor(this.#db, officer);
    allowedMove({
      agreement,
      event: { name: 'releaseDisbursement' },
      actor,
      facts: await this.#releaseFacts(this.#db, agreement, application),
    });
    const payout = await findOpenPayout(this.#db, agreement.id);
    if (payout?.status !== 'prepared') throw conflict('disbursements.notPrepared');
    const payee = await payeeOf(this.#db, application);
    if (
      !payee ||
      lastFourDigits(payee.accountNo) !== payout.accountNoLast4 ||
      payee.bankCode !== payout.bankCode
    )
      throw conflict('disbursements.payeeChanged');
    const instructed = await this.#instruct(payout, payee);
    return this.#db.transaction(async (tx) => {
      const locked = await this.#lockAgreement(tx, agreementId);
      const now = this.#clock.now();
      const { agreement: moved } = await changeAgreementStatus({
        tx,
        agreement: locked.agreement,
        event: { name: 'releaseDisbursement' },
        actor,
        facts: await this.#releaseFacts(tx, locked.agreement, locked.application),
        remark,
        trace,
        netAmountSen: payout.amountSen,
        now,
      });
      await markPayoutSent(tx, payout.id, {
        officerId: officer.officerId,
        officerName: actor.name,
        at: now,
        providerPayoutId: instructed.payoutId,
      });
      // The job queue compares run_at with the database's clock, so the wait is counted on the wall clock.
      await enqueueJob(
        tx,
        PAYOUT_POLL_JOB,
        { payoutId: payout.id },
        { runAt: new Date(Date.now() + PAYOUT_POLL_AFTER_MS) },
      );
      return this.#agreements.read(tx, officer, moved);
    });
  }

  async #instruct(payout: PayoutRow, payee: Payee): Promise<{ payoutId: string }> {
    try {
      return await this.#payout.pay({
        reference: payout.id,
        amountSen: payout.amountSen,
        bankCode: payout.bankCode,
        accountNo: payee.accountNo,
        accountHolder: payout.accountHolder,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new AppError(503, 'disbursements.payoutUnavailable');
      throw error;
    }
  }

  /**
   * The payout provider's notice, verified before it is read. Paid: the agreement moves to DISBURSED and its
   * disbursement is recorded in the same transaction, and its completion is queued. Failed: back to prepared with
   * the reason, and a new payout (a new reference, the same preparer and payee) waits for another release. A
   * notice about a payout settled already, a repeat among them, changes nothing.
   */
  async applyNotice(received: unknown): Promise<void> {
    const notice = await this.#payout.verifyNotice(received);
    if (!UUID.test(notice.body.reference)) return;
    await this.#settle(
      notice.body.reference,
      notice.type === 'paid'
        ? {
            kind: 'paid',
            source: notice.id,
            amountSen: notice.body.amountSen,
            bankReference: notice.body.bankReference,
            at: new Date(notice.occurredAt),
          }
        : {
            kind: 'failed',
            source: notice.id,
            amountSen: notice.body.amountSen,
            reason: notice.body.reason,
            at: new Date(notice.occurredAt),
          },
    );
  }

  /**
   * Asks the payout provider for a payout sent a while ago whose notice has not come (lost on the way): a settled
   * payout is applied as its notice would have been; one still with the bank is asked for again later (the job's
   * retry). A payout settled meanwhile by its notice changes nothing.
   */
  async poll(payoutId: string): Promise<void> {
    const payout = await findPayoutById(this.#db, payoutId);
    if (payout?.status !== 'sent') return;
    const record = await this.#payout.payout(payout.id);
    if (!record || record.status === 'accepted')
      throw new Error(`payout ${payout.id} is not settled by the bank yet`);
    const at = record.settledAt ?? this.#clock.now();
    const source = `poll:${payout.id}`;
    await this.#settle(
      payout.id,
      record.status === 'paid' && record.bankReference
        ? { kind: 'paid', source, amountSen: record.amountSen, bankReference: record.bankReference, at }
        : {
            kind: 'failed',
            source,
            amountSen: record.amountSen,
            reason: record.failureReason ?? 'bankRejected',
            at,
          },
    );
  }

  async #settle(reference: string, settlement: Settlement): Promise<void> {
    const payout = await findPayoutById(this.#db, reference);
    if (payout?.status !== 'sent' || payout.noticeId !== null) return;
    if (settlement.amountSen !== payout.amountSen)
      throw new Error(`the bank reports another amount than payout ${payout.id} (${settlement.source})`);
    await this.#db.transaction(async (tx) => {
      const agreement = await findAgreementById(tx, payout.agreementId, { lock: true });
      const locked = await findPayoutById(tx, payout.id, { lock: true });
      if (!agreement || locked?.status !== 'sent') return;
      if (settlement.kind === 'paid') await this.#paid(tx, agreement, locked, settlement);
      else await this.#failed(tx, agreement, locked, settlement);
    });
  }

  async #paid(
    tx: Queryable,
    agreement: AgreementRow,
    payout: PayoutRow,
    paid: Extract<Settlement, { kind: 'paid' }>,
  ): Promise<void> {
    const now = this.#clock.now();
    await changeAgreementStatus({
      tx,
      agreement,
      event: { name: 'confirmPayout' },
      actor: { kind: 'system' },
      now,
    });
    await markPayoutPaid(tx, payout.id, {
      noticeId: paid.source,
      bankReference: paid.bankReference,
      at: now,
    });
    await insertDisbursement(tx, {
      id: randomUUID(),
      agreementId: agreement.id,
      payoutId: payout.id,
      amountSen: payout.amountSen,
      bankCode: payout.bankCode,
      bankName: payout.bankName,
      accountNoLast4: payout.accountNoLast4,
      accountHolder: payout.accountHolder,
      providerReference: paid.bankReference,
      paidAt: paid.at,
      recordedAt: now,
    });
    await enqueueJob(tx, DISBURSEMENT_COMPLETE_JOB, { agreementId: agreement.id });
  }

  async #failed(
    tx: Queryable,
    agreement: AgreementRow,
    payout: PayoutRow,
    failed: Extract<Settlement, { kind: 'failed' }>,
  ): Promise<void> {
    const now = this.#clock.now();
    await changeAgreementStatus({
      tx,
      agreement,
      event: { name: 'failPayout' },
      actor: { kind: 'system' },
      remark: failed.reason,
      now,
    });
    await markPayoutFailed(tx, payout.id, { noticeId: failed.source, reason: failed.reason, at: now });
    await insertPreparedPayout(tx, {
      id: randomUUID(),
      agreementId: agreement.id,
      amountSen: payout.amountSen,
      bankCode: payout.bankCode,
      bankName: payout.bankName,
      accountNoLast4: payout.accountNoLast4,
      accountHolder: payout.accountHolder,
      preparedBy: payout.preparedBy,
      preparedByName: payout.preparedByName,
      preparedAt: payout.preparedAt,
    });
  }

  /**
   * DISBURSED to COMPLETED by the system once the disbursement is recorded: the hand-over to the servicing, which
   * opens the account from the `disbursements` record (decision 028).
   */
  async complete(agreementId: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const agreement = await findAgreementById(tx, agreementId, { lock: true });
      if (agreement?.status !== 'DISBURSED') return;
      const now = this.#clock.now();
      await changeAgreementStatus({
        tx,
        agreement,
        event: { name: 'complete' },
        actor: { kind: 'system' },
        now,
      });
      await this.#openLoanAccount(tx, agreement, now);
    });
  }

  /**
   * The hand-over to servicing, in the transaction that completes the agreement: the account opens with the
   * accepted quote's schedule from the date the agreement was made, as its PDF prints it, and the verification
   * debits the agreement owes are credited to it as payments, then marked credited here.
   */
  async #openLoanAccount(tx: Queryable, agreement: AgreementRow, now: Date): Promise<void> {
    if (!agreement.acceptance) throw conflict('errors.agreementNotSigned');
    const { quote } = offerOf(agreement, agreement.acceptance.protection);
    const made =
      (await findAgreementFile(tx, agreement.id, 'signedagreementpdf')) ??
      (await findAgreementFile(tx, agreement.id, 'agreementpdf'));
    const owed = (await listRefunds(tx, agreement.id)).filter((refund) => refund.creditedAt === null);
    const account = await openAccount(tx, {
      agreementId: agreement.id,
      agreementNo: agreement.agreementNo,
      applicationId: applicationIdOf(agreement),
      userId: agreement.userId,
      quote,
      agreementDate: (made?.agreementDate ?? this.#clock.today()) as LocalDate,
      openedOn: await businessDate(tx, this.#clock.today()),
      credits: owed.map((refund) => ({ reference: `refund-${refund.id}`, amountSen: refund.amountSen })),
      at: now,
    });
    // An SME partner's loan is repaid from the partner's commission on the 12th (docs/decisions/064).
    if (agreement.product === 'SME' && agreement.sme?.partnerId)
      await repayFromPartnerCommission(tx, {
        accountId: account.id,
        partnerId: agreement.sme.partnerId,
        at: now,
      });
    await markRefundsCredited(
      tx,
      owed.map((refund) => refund.id),
      now,
    );
  }

  /** The application, then the agreement, locked in that order (the lifecycle's lock order). */
  async #lockAgreement(
    tx: Queryable,
    agreementId: string,
  ): Promise<{ agreement: AgreementRow; application: PayoutApplication }> {
    const unlocked = await findAgreementById(tx, agreementId);
    if (!unlocked) throw notFound('errors.agreementNotFound');
    const application = await payoutApplicationOf(tx, unlocked, { lock: true });
    const agreement = await findAgreementById(tx, agreementId, { lock: true });
    if (!application || !agreement) throw notFound('errors.agreementNotFound');
    return { agreement, application };
  }

  async #releaseFacts(
    db: Queryable,
    agreement: AgreementRow,
    application: PayoutApplication,
  ): Promise<AgreementFacts> {
    const [events, trade] = await Promise.all([
      eventsOfAgreement(db, agreement.id),
      VARIANT_RULES[agreement.variant].commodityTrade ? findCommodityTrade(db, agreement.id) : undefined,
    ]);
    const preparedBy = disbursementPreparer(events);
    return {
      applicationStatus: application.status,
      ...(preparedBy ? { preparedBy } : {}),
      commodityTradeCompleted: trade?.status === 'COMPLETED',
    };
  }
}

/** Before the agreement waits for its payout: unsigned is the spec's message, signed but not ready is ours. */
function refuseUnlessWaiting(agreement: AgreementRow): void {
  if (agreement.status === 'CANCELED') return;
  if (isAgreementBeforeSigning(agreement.status)) throw conflict('errors.agreementNotSigned');
  if (agreement.status === 'SIGNED' || agreement.status === 'STAMPED')
    throw conflict('disbursements.notReady');
}

function netAmountOf(agreement: AgreementRow): Sen {
  if (!agreement.acceptance) throw conflict('errors.agreementNotSigned');
  return agreement.acceptance.netDisbursementSen;
}

async function officerActor(
  db: Queryable,
  officer: OfficerPrincipal,
): Promise<Extract<AgreementActor, { kind: 'officer' }>> {
  return {
    kind: 'officer',
    officerId: officer.officerId,
    name: (await officerName(db, officer.officerId)) ?? '',
    roles: officer.roles,
  };
}

/** The bank master's names by item id and by code, as the application's form names its bank by either. */
async function bankNames(db: Queryable): Promise<Map<string, string>> {
  const [conventional, islamic] = await Promise.all([
    masterListItems(db, 'bank', 'conventional', 'en'),
    masterListItems(db, 'bank', 'islamic', 'en'),
  ]);
  const names = new Map<string, string>();
  for (const bank of [...conventional, ...islamic]) {
    names.set(bank.id, bank.name);
    names.set(bank.code, bank.name);
  }
  return names;
}

/**
 * The applicant's bank account from the application the officers verified and approved: the bank as the master
 * lists it (its SWIFT code is the code the payout names it by), the account number, and the name on the card.
 */
async function payeeOf(db: Queryable, application: PayoutApplication): Promise<Payee | null> {
  const { bankId, accountNo, accountHolder, variant } = application.account;
  if (!bankId || !accountNo) return null;
  const banks = await masterListItems(db, 'bank', variant, 'en');
  const bank = banks.find((item) => item.id === bankId || item.code === bankId);
  const swiftCode = bank?.attributes.swiftCode;
  if (!bank || typeof swiftCode !== 'string') return null;
  return { bankCode: swiftCode, bankName: bank.name, accountNo, accountHolder };
}

/** What the payout reads of the application an agreement was made from: its status and the account it names. */
interface PayoutApplication {
  readonly status: ApplicationStatus;
  readonly account: {
    readonly bankId: string | undefined;
    readonly accountNo: string | undefined;
    readonly accountHolder: string;
    readonly variant: Variant;
  };
}

/**
 * The application an agreement pays out to: the individual's (locked when asked, the lifecycle's lock order), its
 * bank account held in the applicant's name; or the SME partner's or staff member's, whose disbursement details name
 * the account and its holder (docs/decisions/067).
 */
async function payoutApplicationOf(
  db: Queryable,
  agreement: AgreementRow,
  options: { lock?: boolean } = {},
): Promise<PayoutApplication | undefined> {
  if (agreement.sme) {
    const sme = await findSmeApplicationForAgreement(db, agreement.sme.smeApplicationId);
    return (
      sme && {
        status: sme.status,
        account: {
          bankId: sme.disbursement.bankId,
          accountNo: sme.disbursement.accountNo,
          accountHolder: sme.disbursement.accountName,
          variant: agreement.variant,
        },
      }
    );
  }
  const application = agreement.applicationId
    ? await findApplication(db, agreement.applicationId, options)
    : undefined;
  return (
    application && {
      status: application.status,
      account: {
        bankId: application.form.personalBankId,
        accountNo: application.form.personalBankAccountNo,
        accountHolder: applicantIdentity(application).fullName.trim(),
        variant: application.applicationType,
      },
    }
  );
}
