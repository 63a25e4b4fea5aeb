import { randomUUID } from 'node:crypto';
import {
  accountArrears,
  addSen,
  applyCloseOfBusinessPlan,
  type CloseOfBusinessAction,
  type CloseOfBusinessQuery,
  type CloseOfBusinessRun,
  type CloseOfBusinessRunResult,
  type CloseOfBusinessStatus,
  closeOfBusinessPlan,
  type DevAccountClosed,
  DomainRuleError,
  dayAfter,
  formatMalaysianDate,
  formatRinggit,
  type LocalDate,
  REMINDER_LETTER_SUBJECT_KEYS,
  type Sen,
  type ServicingAccountState,
  VARIANT_RULES,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { AuditedOrigin } from '../../http/request-origin.ts';
import { translate } from '../../http/translator.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';
import { emailOf, messageText } from '../notifications/message-texts.ts';
import { officerName } from '../officers/officer-records.ts';
import {
  type AccountCloseState,
  accountsToClose,
  type CloseRunRow,
  claimCloseRun,
  countAccountClosed,
  findCloseRun,
  finishCloseRun,
  insertReminderLetter,
  lockAccountCloseState,
  lockStoredBusinessDate,
  markAccountClosed,
  pageCloseRuns,
  recordCloseRunError,
  renewCloseRun,
} from './close-of-business-repository.ts';
import { chargeInstalment } from './ledger-service.ts';
import {
  findLoanAccount,
  findLoanAccountByAgreementNo,
  instalmentsOf,
  storedBusinessDate,
  writeBusinessDate,
} from './loan-account-repository.ts';

/** The direct-debit run of one business date, which the close asks for once the day's accounts are closed. */
export interface DirectDebitDay {
  runDay(businessDate: LocalDate): Promise<{ readonly firstAttempts: number; readonly retries: number }>;
}

/** How far ahead of the business date the developer's control closes an account's days. */
const DEV_CLOSE_AHEAD_DAYS = 366;

/** A runner that has not renewed its claim for this long has stopped; another takes the day over. */
const STALE_CLAIM_MS = 10 * 60_000;

/** What one call of the close did: each day it closed, in order. */
export interface CloseOutcome {
  readonly closed: readonly CloseRunRow[];
  /** The day another runner is closing, when this call found it claimed. */
  readonly busyOn?: LocalDate;
}

function runOf(run: CloseRunRow): CloseOfBusinessRun {
  return {
    businessDate: run.businessDate,
    status: run.status,
    startedBy: run.startedBy,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    accountsClosed: run.accountsClosed,
    chargesPosted: run.chargesPosted,
    chargesSen: run.chargesSen,
    lettersQueued: run.lettersQueued,
    postageSen: run.postageSen,
    debitsRequested: run.debitsRequested,
    errors: [...run.errors],
  };
}

/** What one account's close of one day (or of the days it missed, up to it) added to the run. */
interface AccountClosed {
  readonly chargesPosted: number;
  readonly chargesSen: Sen;
  readonly lettersQueued: number;
  readonly postageSen: Sen;
}

/**
 * The daily close of business (decision 039). The business date D is the day still open; once the Malaysian
 * calendar has passed it, the close of D applies the domain's plan to every ACTIVE account (instalments falling due
 * and overdue, the day's late charges, the delinquency bucket, reminder letters with their postage), asks the
 * direct-debit run for D, and moves the business date to D + 1. Days are closed one at a time, oldest first.
 *
 * Exactly once: a run per business date is claimed under the business date's row lock, and each account's day is
 * applied in one transaction guarded by the account's last closed date, so a second runner finds the day claimed and
 * a run that stopped half-way resumes with the accounts it had not closed.
 */
export class CloseOfBusinessService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #email: EmailQueue;
  readonly #sms: SmsQueue;
  readonly #directDebit: DirectDebitDay | undefined;
  readonly #afterMaturityAnnualBp: number;
  readonly #publicUrl: string;
  readonly #runner = randomUUID();

  constructor(deps: {
    db: Database;
    clock: Clock;
    email: EmailQueue;
    sms: SmsQueue;
    directDebit?: DirectDebitDay;
    /** The Islamic interbank rate a year, in basis points, for ta'widh after maturity (decision 033). */
    afterMaturityAnnualBp: number;
    publicUrl: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#email = deps.email;
    this.#sms = deps.sms;
    this.#directDebit = deps.directDebit;
    this.#afterMaturityAnnualBp = deps.afterMaturityAnnualBp;
    this.#publicUrl = deps.publicUrl;
  }

  /** The business date, the calendar's, and a page of runs, newest first, for the back office. */
  async status(query: CloseOfBusinessQuery): Promise<CloseOfBusinessStatus> {
    const [businessDate, page] = await Promise.all([
      this.businessDate(),
      pageCloseRuns(this.#db, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    ]);
    const calendarDate = this.#clock.today();
    return {
      businessDate,
      calendarDate,
      behind: businessDate < calendarDate,
      runs: page.runs.map(runOf),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** An admin's close of the days behind the calendar, now; audited with the business date before and after. */
  async runNow(admin: OfficerPrincipal, origin: AuditedOrigin): Promise<CloseOfBusinessRunResult> {
    const before = await this.businessDate();
    const actorName = await officerName(this.#db, admin.officerId);
    const outcome = await this.closeDue(actorName ?? admin.officerId);
    const after = await this.businessDate();
    await this.#db.transaction((tx) =>
      recordAuditEvent(tx, {
        at: this.#clock.now(),
        actorKind: 'officer',
        actorId: admin.officerId,
        actorName,
        actorRole: 'admin',
        subjectId: after,
        action: 'closeOfBusiness.run',
        subjectType: 'businessDate',
        before: { businessDate: before },
        after: { businessDate: after, daysClosed: outcome.closed.length },
        requestId: origin.requestId,
        ip: origin.ip,
      }),
    );
    return { closed: outcome.closed.map(runOf), busyOn: outcome.busyOn ?? null, businessDate: after };
  }

  /** The business date: the stored one, or today's calendar date before the first close. */
  async businessDate(): Promise<LocalDate> {
    return (await storedBusinessDate(this.#db)) ?? this.#clock.today();
  }

  /**
   * Closes every business date before today's calendar date, one by one, oldest first. Called at start, by the
   * schedule and by an admin; a day another runner holds is left to it.
   */
  async closeDue(startedBy = 'schedule'): Promise<CloseOutcome> {
    const closed: CloseRunRow[] = [];
    for (;;) {
      const claim = await this.#claim(startedBy);
      if (claim.kind === 'upToDate') return { closed };
      if (claim.kind === 'busy') return { closed, busyOn: claim.businessDate };
      closed.push(await this.#closeDay(claim.businessDate));
    }
  }

  /**
   * Outside production only (the developer's control, decision 050): closes one account's days up to `through`,
   * ahead of the business date, in one transaction, exactly as the daily close closes them. The business date, the
   * runs and the other accounts are untouched; the daily close later skips the days this account has closed.
   */
  async closeAccountThrough(agreementNo: string, through: LocalDate): Promise<DevAccountClosed> {
    const limit = dayAfter(await this.businessDate(), DEV_CLOSE_AHEAD_DAYS);
    if (through > limit) throw new DomainRuleError('loanAccounts.closeThroughTooFar', { date: limit });
    return this.#db.transaction(async (tx) => {
      const account = await findLoanAccountByAgreementNo(tx, agreementNo);
      if (!account) throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
      if (account.status !== 'ACTIVE') throw new DomainRuleError('loanAccounts.notActive', {}, 'conflict');
      const added = await this.#closeAccount(tx, account.id, through);
      const state = await lockAccountCloseState(tx, account.id);
      return {
        agreementNo: account.agreementNo,
        lastClosedOn: state?.lastClosedOn ?? account.openedOn,
        chargesPosted: added?.chargesPosted ?? 0,
        chargesSen: added?.chargesSen ?? ZERO_SEN,
        lettersQueued: added?.lettersQueued ?? 0,
        postageSen: added?.postageSen ?? ZERO_SEN,
      };
    });
  }

  /**
   * Closes one account's days up to `day` as the daily close would, for an account whose history is being made in
   * the past (the demo data, decision 047); a day it has closed already is left. Runs outside the business date's
   * runs: it neither claims nor moves the business date.
   */
  async replayAccountThrough(accountId: string, day: LocalDate): Promise<void> {
    await this.#db.transaction((tx) => this.#closeAccount(tx, accountId, day));
  }

  async #claim(
    startedBy: string,
  ): Promise<{ kind: 'upToDate' } | { kind: 'busy' | 'claimed'; businessDate: LocalDate }> {
    return this.#db.transaction(async (tx) => {
      const today = this.#clock.today();
      const stored = await lockStoredBusinessDate(tx);
      if (stored === undefined) {
        // The first close: the business date starts as today's, which is still open.
        await writeBusinessDate(tx, today, this.#clock.now());
        return { kind: 'upToDate' as const };
      }
      if (stored >= today) return { kind: 'upToDate' as const };
      const now = this.#clock.now();
      const claimed = await claimCloseRun(tx, {
        businessDate: stored,
        runner: this.#runner,
        startedBy,
        at: now,
        staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
      });
      return { kind: claimed ? ('claimed' as const) : ('busy' as const), businessDate: stored };
    });
  }

  async #closeDay(day: LocalDate): Promise<CloseRunRow> {
    for (const accountId of await accountsToClose(this.#db, day)) {
      try {
        await this.#db.transaction(async (tx) => {
          const added = await this.#closeAccount(tx, accountId, day);
          if (added) await countAccountClosed(tx, day, added);
        });
      } catch (error) {
        const account = await findLoanAccount(this.#db, accountId);
        await recordCloseRunError(this.#db, day, {
          accountId,
          agreementNo: account?.agreementNo ?? '',
          message: error instanceof Error ? error.message : String(error),
        });
      }
      await renewCloseRun(this.#db, day, this.#runner, this.#clock.now());
    }
    const debits = this.#directDebit ? await this.#directDebit.runDay(day) : undefined;
    return this.#db.transaction(async (tx) => {
      await lockStoredBusinessDate(tx);
      await finishCloseRun(tx, {
        businessDate: day,
        debitsRequested: debits ? debits.firstAttempts + debits.retries : 0,
        at: this.#clock.now(),
      });
      await writeBusinessDate(tx, dayAfter(day), this.#clock.now());
      const run = await findCloseRun(tx, day);
      if (!run) throw new Error(`close of business run ${day} not written`);
      return run;
    });
  }

  /**
   * Closes the account's days from the one after its last closed date (its opening day before its first close) up to
   * `day`, in the caller's transaction; nothing when `day` is closed already or the account is not ACTIVE.
   */
  async #closeAccount(tx: Queryable, accountId: string, day: LocalDate): Promise<AccountClosed | null> {
    const state = await lockAccountCloseState(tx, accountId);
    if (state?.status !== 'ACTIVE') return null;
    if (state.lastClosedOn !== null && state.lastClosedOn >= day) return null;
    let lastClosedOn = state.lastClosedOn;
    let bucket = state.bucket;
    let chargesPosted = 0;
    let chargesSen: Sen = ZERO_SEN;
    let lettersQueued = 0;
    let postageSen: Sen = ZERO_SEN;
    for (
      let on = lastClosedOn === null ? state.openedOn : dayAfter(lastClosedOn);
      on <= day;
      on = dayAfter(on)
    ) {
      const instalments = await instalmentsOf(tx, accountId, { lock: true });
      const account: ServicingAccountState = {
        variant: state.variant,
        status: state.status,
        instalments,
        lastClosedOn,
        bucket,
        afterMaturityAnnualBp: this.#afterMaturityAnnualBp,
      };
      const plan = closeOfBusinessPlan(account, on);
      for (const action of plan.actions) {
        if (action.kind === 'lateCharge') {
          await chargeInstalment(tx, {
            accountId,
            instalmentNo: action.instalmentNo,
            component: 'lateCharge',
            amountSen: action.amountSen,
            on,
            description: `Late charge, instalment ${action.instalmentNo}, day ${action.day}`,
            at: this.#clock.now(),
          });
          chargesPosted++;
          chargesSen = addSen(chargesSen, action.amountSen);
        }
        if (action.kind === 'reminderLetter') {
          if (await this.#sendLetter(tx, state, action, on)) {
            lettersQueued++;
            postageSen = addSen(postageSen, action.postageSen);
          }
        }
      }
      const after = applyCloseOfBusinessPlan(account, plan);
      const charged = await instalmentsOf(tx, accountId);
      const arrears = accountArrears(charged, on);
      await markAccountClosed(tx, accountId, {
        on,
        bucket: after.bucket,
        arrearsSen: arrears.arrearsSen,
        daysPastDue: arrears.daysPastDue,
        at: this.#clock.now(),
      });
      lastClosedOn = on;
      bucket = after.bucket;
    }
    return { chargesPosted, chargesSen, lettersQueued, postageSen };
  }

  /** The letter's postage as a fee on its instalment, its record, and its notice to the customer, once. */
  async #sendLetter(
    tx: Queryable,
    account: AccountCloseState,
    action: Extract<CloseOfBusinessAction, { kind: 'reminderLetter' }>,
    on: LocalDate,
  ): Promise<boolean> {
    const at = this.#clock.now();
    const recorded = await insertReminderLetter(tx, {
      accountId: account.id,
      businessDate: on,
      letter: action.letter,
      instalmentNo: action.instalmentNo,
      daysPastDue: action.daysPastDue,
      postageSen: action.postageSen,
      at,
    });
    if (!recorded) return false;
    if (action.postageSen > 0)
      await chargeInstalment(tx, {
        accountId: account.id,
        instalmentNo: action.instalmentNo,
        component: 'fee',
        amountSen: action.postageSen,
        on,
        description: `Reminder letter postage (${action.letter})`,
        at,
      });
    const customer = await findCustomerOfRecord(tx, account.userId);
    if (!customer) return true;
    const { language } = customer;
    const money = (amount: Sen) => formatRinggit(amount, language);
    const { arrearsSen: overdue } = accountArrears(await instalmentsOf(tx, account.id), on);
    const params = {
      name: customer.fullName,
      agreementNo: account.agreementNo,
      subject: translate(language, REMINDER_LETTER_SUBJECT_KEYS[action.letter], {
        context: VARIANT_RULES[account.variant].wordingContext,
      }),
      days: action.daysPastDue,
      overdue: money(overdue),
      postage: money(action.postageSen),
      date: formatMalaysianDate(on, language),
      link: `${this.#publicUrl}${VARIANT_RULES[account.variant].pathPrefix}/pay-instalment-now`,
    };
    const purpose = `reminder-letter-${action.letter}`;
    if (customer.email)
      await this.#email.queue(tx, {
        purpose,
        recipient: customer.email,
        ...emailOf(language, (messages) => messages.reminderLetter, params),
      });
    if (customer.phoneNo)
      await this.#sms.queue(tx, {
        purpose,
        to: customer.phoneNo,
        text: messageText(language, (messages) => messages.reminderLetter.sms, params),
      });
    return true;
  }
}
