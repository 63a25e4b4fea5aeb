import { randomBytes, randomUUID } from 'node:crypto';
import {
  agreementTransition,
  type CatalogKey,
  formIssues,
  hasLiveCallStarted,
  isBeforeLiveCallCutOff,
  isPublicHoliday,
  LIVE_CALL_SLOTS,
  type LiveCallBooking,
  type LiveCallBookingRequest,
  type LiveCallList,
  type LiveCallSlots,
  type LiveCallSlotsQuery,
  liveCallBookableDays,
  liveCallBookingFormSchema,
  liveCallChangeableUntil,
  liveCallDayEnd,
  liveCallEndsAt,
  liveCallStartsAt,
  malaysianDateOf,
  malaysianMidnight,
  transitionRefused,
  VARIANT_RULES,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal, OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { enqueueJob, type JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { customerNames, findCustomer } from '../auth/customer-records.ts';
import { officerName } from '../officers/officer-records.ts';
import { changeAgreementStatus } from './agreement-lifecycle.ts';
import { ownedAgreement } from './agreement-ownership.ts';
import { type AgreementRow, findAgreementById } from './agreement-repository.ts';
import { type InvitationKind, liveCallEmail } from './live-call-invitation.ts';
import {
  endLiveCall,
  findLatestLiveCall,
  findLiveCall,
  insertLiveCall,
  type LiveCallRow,
  liveCallsBetween,
  lockSlots,
  moveLiveCall,
  overdueLiveCalls,
  releaseSlotPlace,
  slotPlacesTaken,
  takeSlotPlace,
} from './live-call-repository.ts';

/** Marks as missed the calls still booked once their day is over (one job per booking, due at its day's end). */
export const MISS_LIVE_CALLS_JOB = 'liveCall.missOverdue';

export interface LiveCallSettings {
  /** Calls held at once in a slot. */
  readonly slotCapacity: number;
  /** Each call's join link is this base and a room name of its own. */
  readonly joinBaseUrl: string;
  /** The web app's address, for the email's link to the booking. */
  readonly publicUrl: string;
  /** The lender, organiser of the calendar event. */
  readonly organizer: { readonly name: string; readonly email: string };
}

type LiveCallListItem = LiveCallList['calls'][number];

/**
 * Attestation by a live video call (docs/decisions/026): the customer books a slot in business hours, moves or
 * cancels it until the cut-off, and gets an invitation with the join link and a calendar file at each change; an
 * attestation officer records the call completed (ATTESTED) or missed (back to the choice), and a job marks as
 * missed the calls no one recorded by the end of their day. Each step moves the agreement through
 * `changeAgreementStatus` and writes the booking in the same transaction.
 */
export class LiveCallService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #email: EmailQueue;
  readonly #settings: LiveCallSettings;

  constructor(deps: {
    db: Database;
    clock: Clock;
    email: EmailQueue;
    worker: JobWorker;
    settings: LiveCallSettings;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#email = deps.email;
    this.#settings = deps.settings;
    deps.worker.handle(MISS_LIVE_CALLS_JOB, async (payload) => {
      await this.#assertDayOver(String(payload.bookingId));
      await this.missOverdueCalls();
    });
  }

  /** The bookable days and each slot's remaining places, for a customer whose attestation is open. */
  async slots(
    principal: CustomerPrincipal,
    agreementId: string,
    query: LiveCallSlotsQuery,
  ): Promise<LiveCallSlots> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    assertMayBook(agreement);
    const days = liveCallBookableDays({
      today: malaysianDateOf(this.#clock.now()),
      from: query.from,
      count: query.days,
    });
    const first = days[0];
    const last = days.at(-1);
    const taken =
      first && last
        ? await slotPlacesTaken(this.#db, malaysianMidnight(first), liveCallDayEnd(malaysianMidnight(last)))
        : new Map<number, number>();
    return {
      days: days.map((date) => ({
        date,
        slots: LIVE_CALL_SLOTS.map((time) => {
          const startsAt = liveCallStartsAt(date, time);
          const remaining = Math.max(0, this.#settings.slotCapacity - (taken.get(startsAt.getTime()) ?? 0));
          return { time, startsAt: startsAt.toISOString(), remaining };
        }),
      })),
    };
  }

  /** The agreement's booked call, or the last one it had (missed, completed, cancelled); 404 without any. */
  async current(principal: CustomerPrincipal, agreementId: string): Promise<LiveCallBooking> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    const call = await findLatestLiveCall(this.#db, agreement.id);
    if (!call) throw notFound('agreements.liveCallNotFound');
    return bookingView(call);
  }

  async book(
    principal: CustomerPrincipal,
    agreementId: string,
    request: LiveCallBookingRequest,
  ): Promise<LiveCallBooking> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      const now = this.#clock.now();
      const startsAt = this.#pickedSlot(request, now);
      await changeAgreementStatus({
        tx,
        agreement,
        event: { name: 'scheduleLiveCall' },
        actor: { kind: 'applicant', userId: principal.userId },
        now,
      });
      await this.#takePlace(tx, startsAt);
      const call = await insertLiveCall(
        tx,
        {
          agreementId: agreement.id,
          startsAt,
          endsAt: liveCallEndsAt(startsAt),
          joinUrl: this.#joinUrl(),
          calendarUid: `${randomUUID()}@live-call.sinarkredit.com.my`,
        },
        now,
      );
      await this.#invite(tx, agreement, call, 'booked');
      await scheduleMissedCheck(tx, call);
      return bookingView(call);
    });
  }

  async reschedule(
    principal: CustomerPrincipal,
    agreementId: string,
    request: LiveCallBookingRequest,
  ): Promise<LiveCallBooking> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      const now = this.#clock.now();
      const call = await bookedCall(tx, agreement);
      const startsAt = this.#pickedSlot(request, now);
      await changeAgreementStatus({
        tx,
        agreement,
        event: { name: 'rescheduleLiveCall' },
        actor: { kind: 'applicant', userId: principal.userId },
        facts: { beforeLiveCallCutOff: call !== undefined && isBeforeLiveCallCutOff(call.startsAt, now) },
        now,
      });
      if (!call) throw notFound('agreements.liveCallNotFound');
      if (call.startsAt.getTime() === startsAt.getTime()) throw conflict('agreements.liveCallSameSlot');
      await lockSlots(tx, [call.startsAt, startsAt]);
      await this.#takePlace(tx, startsAt);
      await releaseSlotPlace(tx, call.startsAt);
      const moved = await moveLiveCall(tx, call.id, { startsAt, endsAt: liveCallEndsAt(startsAt) }, now);
      await this.#invite(tx, agreement, moved, 'moved');
      await scheduleMissedCheck(tx, moved);
      return bookingView(moved);
    });
  }

  /** Cancels the booked call until the cut-off: the customer chooses how to attest again. */
  async cancel(principal: CustomerPrincipal, agreementId: string): Promise<LiveCallBooking> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      const now = this.#clock.now();
      const call = await bookedCall(tx, agreement);
      await changeAgreementStatus({
        tx,
        agreement,
        event: { name: 'cancelLiveCall' },
        actor: { kind: 'applicant', userId: principal.userId },
        facts: { beforeLiveCallCutOff: call !== undefined && isBeforeLiveCallCutOff(call.startsAt, now) },
        now,
      });
      if (!call) throw notFound('agreements.liveCallNotFound');
      await releaseSlotPlace(tx, call.startsAt);
      const cancelled = await endLiveCall(tx, call.id, { state: 'CANCELLED' }, now);
      await this.#invite(tx, agreement, cancelled, 'cancelled');
      return bookingView(cancelled);
    });
  }

  /** The calls of a Malaysian day (today by default), in time order, for every officer to read. */
  async day(date: string | undefined): Promise<LiveCallList> {
    const day = date ?? malaysianDateOf(this.#clock.now());
    const from = malaysianMidnight(day);
    const calls = await liveCallsBetween(this.#db, from, liveCallDayEnd(from));
    const agreements = new Map<string, AgreementRow>();
    for (const call of calls) {
      const agreement = await findAgreementById(this.#db, call.agreementId);
      if (agreement) agreements.set(agreement.id, agreement);
    }
    const names = await customerNames(
      this.#db,
      [...agreements.values()].map((agreement) => agreement.userId),
    );
    return {
      date: day,
      calls: calls.flatMap((call) => {
        const agreement = agreements.get(call.agreementId);
        return agreement ? [listItem(call, agreement, names.get(agreement.userId) ?? '')] : [];
      }),
    };
  }

  /**
   * The attestation officer's record of a call, once its time has come: completed attests the agreement, missed
   * returns the customer to the choice. The table checks the officer's role; the audit entry keeps the remark.
   */
  async recordOutcome(
    officer: OfficerPrincipal,
    bookingId: string,
    outcome: { outcome: 'completed' | 'missed'; remark: string },
    trace: RequestTrace,
  ): Promise<{ key: CatalogKey; call: LiveCallListItem }> {
    return this.#db.transaction(async (tx) => {
      const found = await findLiveCall(tx, bookingId);
      // Lock order: the agreement, then its call.
      const agreement = found && (await findAgreementById(tx, found.agreementId, { lock: true }));
      const call = found && (await findLiveCall(tx, bookingId, { lock: true }));
      if (!agreement || !call) throw notFound('agreements.liveCallNotFound');
      if (call.state !== 'BOOKED') throw conflict('agreements.liveCallNotBooked');
      const now = this.#clock.now();
      const name = (await officerName(tx, officer.officerId)) ?? '';
      await changeAgreementStatus({
        tx,
        agreement,
        event: { name: outcome.outcome === 'completed' ? 'completeLiveCall' : 'missLiveCall' },
        actor: { kind: 'officer', officerId: officer.officerId, name, roles: officer.roles },
        facts: { liveCallStarted: hasLiveCallStarted(call.startsAt, now) },
        remark: outcome.remark,
        trace,
        now,
      });
      const ended = await endLiveCall(
        tx,
        call.id,
        {
          state: outcome.outcome === 'completed' ? 'COMPLETED' : 'MISSED',
          officerId: officer.officerId,
          remark: outcome.remark,
        },
        now,
      );
      const [customerName] = (await customerNames(tx, [agreement.userId])).values();
      return {
        key: outcome.outcome === 'completed' ? 'agreements.liveCallCompleted' : 'agreements.liveCallMissed',
        call: listItem(ended, agreement, customerName ?? ''),
      };
    });
  }

  /**
   * The calls still booked after their day ended are missed (actor: the system), each in its own transaction so
   * that one agreement's refusal does not hold up the rest. Answers how many were marked.
   */
  async missOverdueCalls(): Promise<number> {
    const now = this.#clock.now();
    const overdue = await overdueLiveCalls(this.#db, malaysianMidnight(malaysianDateOf(now)));
    let marked = 0;
    for (const { id } of overdue) {
      const missed = await this.#db.transaction(async (tx) => {
        const found = await findLiveCall(tx, id);
        const agreement = found && (await findAgreementById(tx, found.agreementId, { lock: true }));
        const call = found && (await findLiveCall(tx, id, { lock: true }));
        if (!agreement || !call || call.state !== 'BOOKED') return false;
        // The agreement moved on without the call (cancelled, or attested another way): the call just ends.
        if (agreement.status !== 'LIVE_CALL_SCHEDULED') {
          await endLiveCall(tx, call.id, { state: 'CANCELLED' }, now);
          return false;
        }
        await changeAgreementStatus({
          tx,
          agreement,
          event: { name: 'missLiveCall' },
          actor: { kind: 'system' },
          facts: { liveCallStarted: hasLiveCallStarted(call.startsAt, now) },
          remark: 'No outcome was recorded by the end of the day of the call.',
          now,
        });
        await endLiveCall(tx, call.id, { state: 'MISSED' }, now);
        return true;
      });
      if (missed) marked += 1;
    }
    return marked;
  }

  /**
   * The agreement was attested another way (the video, or an Islamic financing's mandate) while a call was booked:
   * the call is no longer needed, so it is cancelled, its place given back and the calendar event withdrawn, in the
   * attestation's transaction.
   */
  async withdrawBookedCall(tx: Queryable, agreement: AgreementRow): Promise<void> {
    const call = await findLatestLiveCall(tx, agreement.id, { lock: true });
    if (call?.state !== 'BOOKED') return;
    await releaseSlotPlace(tx, call.startsAt);
    const cancelled = await endLiveCall(tx, call.id, { state: 'CANCELLED' }, this.#clock.now());
    await this.#invite(tx, agreement, cancelled, 'withdrawn');
  }

  /**
   * Outside production only: the booked call starts now (to the minute), so that its outcome can be recorded at once
   * in a demo or a browser journey. Its place in the slot it leaves is given back; the new time is off the slot grid.
   */
  async startNow(bookingId: string): Promise<LiveCallBooking> {
    return this.#db.transaction(async (tx) => {
      const found = await findLiveCall(tx, bookingId);
      const agreement = found && (await findAgreementById(tx, found.agreementId, { lock: true }));
      const call = found && (await findLiveCall(tx, bookingId, { lock: true }));
      if (!agreement || !call) throw notFound('agreements.liveCallNotFound');
      if (call.state !== 'BOOKED') throw conflict('agreements.liveCallNotBooked');
      const now = this.#clock.now();
      const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      await releaseSlotPlace(tx, call.startsAt);
      const moved = await moveLiveCall(tx, call.id, { startsAt, endsAt: liveCallEndsAt(startsAt) }, now);
      await scheduleMissedCheck(tx, moved);
      return bookingView(moved);
    });
  }

  /** A job that ran before its call's day ended (clocks apart) is retried later rather than dropped. */
  async #assertDayOver(bookingId: string): Promise<void> {
    const call = await findLiveCall(this.#db, bookingId);
    if (call?.state === 'BOOKED' && this.#clock.now().getTime() < liveCallDayEnd(call.startsAt).getTime())
      throw new Error(`the day of live call ${bookingId} is not over yet`);
  }

  /** The slot the customer picked, checked as the page checks it: a business day, in hours, within the horizon. */
  #pickedSlot(request: LiveCallBookingRequest, now: Date): Date {
    const parsed = liveCallBookingFormSchema({ today: malaysianDateOf(now), isPublicHoliday }).safeParse(
      request,
    );
    if (!parsed.success) {
      const issues = formIssues(parsed.error);
      const first = issues[0];
      throw badRequest(
        (first?.key ?? 'forms.liveCall.dateRequired') as CatalogKey,
        first?.params ?? {},
        Object.fromEntries(issues.map((issue) => [issue.path, issue.key as CatalogKey])),
      );
    }
    return liveCallStartsAt(parsed.data.date, parsed.data.time);
  }

  async #takePlace(tx: Queryable, startsAt: Date): Promise<void> {
    if (!(await takeSlotPlace(tx, startsAt, this.#settings.slotCapacity)))
      throw conflict('agreements.liveCallSlotFull');
  }

  #joinUrl(): string {
    const base = this.#settings.joinBaseUrl.endsWith('/')
      ? this.#settings.joinBaseUrl
      : `${this.#settings.joinBaseUrl}/`;
    return `${base}SinarKredit-Attestation-${randomBytes(12).toString('base64url')}`;
  }

  /** The invitation, its update or its cancel, queued in this transaction; a customer without an email gets none. */
  #invite(tx: Queryable, agreement: AgreementRow, call: LiveCallRow, kind: InvitationKind): Promise<void> {
    return queueLiveCallEmail(tx, { email: this.#email, settings: this.#settings }, agreement, call, kind);
  }
}

/** What a live call's emails need: the queue, and the lender and web app they name. */
export interface LiveCallMail {
  readonly email: EmailQueue;
  readonly settings: Pick<LiveCallSettings, 'publicUrl' | 'organizer'>;
}

/** A live call's email with its calendar file, queued in the caller's transaction; none without an address. */
export async function queueLiveCallEmail(
  tx: Queryable,
  mail: LiveCallMail,
  agreement: AgreementRow,
  call: LiveCallRow,
  kind: InvitationKind,
): Promise<void> {
  const customer = await findCustomer(tx, agreement.userId);
  if (!customer?.email) return;
  const prefix = VARIANT_RULES[agreement.variant].pathPrefix;
  const page = {
    booked: 'attestation-option/live-call',
    moved: 'attestation-option/live-call',
    cancelled: 'attestation-option',
    withdrawn: '',
    ended: '',
  }[kind];
  const email = liveCallEmail(call, kind, {
    agreementNo: agreement.agreementNo,
    customerName: customer.fullName,
    customerEmail: customer.email,
    language: customer.language,
    organizer: mail.settings.organizer,
    manageUrl: page
      ? `${mail.settings.publicUrl}${prefix}/loan-status/${page}`
      : `${mail.settings.publicUrl}${prefix}/home`,
  });
  await mail.email.queue(tx, { purpose: `liveCall.${kind}`, recipient: customer.email, ...email });
}

/**
 * The agreement ended with its application (cancelled by the customer or the lender, or withdrawn) while a call was
 * booked: the call is cancelled with it, its place given back and the calendar event withdrawn (METHOD:CANCEL), in
 * the same transaction.
 */
export async function closeBookedCall(
  tx: Queryable,
  agreement: AgreementRow,
  now: Date,
  mail: LiveCallMail,
): Promise<void> {
  const call = await findLatestLiveCall(tx, agreement.id, { lock: true });
  if (call?.state !== 'BOOKED') return;
  await releaseSlotPlace(tx, call.startsAt);
  const cancelled = await endLiveCall(tx, call.id, { state: 'CANCELLED' }, now);
  await queueLiveCallEmail(tx, mail, agreement, cancelled, 'ended');
}

/** The slots are shown while a call can be booked or moved: attestation open, by the table's word. */
function assertMayBook(agreement: AgreementRow): void {
  const event = agreement.status === 'LIVE_CALL_SCHEDULED' ? 'rescheduleLiveCall' : 'scheduleLiveCall';
  const outcome = agreementTransition({
    variant: agreement.variant,
    from: agreement.status,
    event,
    actor: 'applicant',
    facts: { beforeLiveCallCutOff: true },
  });
  if (!outcome.ok) throw transitionRefused(outcome);
}

/** The booked call of an agreement whose status says one is booked (the table refuses the move otherwise). */
async function bookedCall(tx: Queryable, agreement: AgreementRow): Promise<LiveCallRow | undefined> {
  if (agreement.status !== 'LIVE_CALL_SCHEDULED') return undefined;
  const call = await findLatestLiveCall(tx, agreement.id, { lock: true });
  return call?.state === 'BOOKED' ? call : undefined;
}

async function scheduleMissedCheck(tx: Queryable, call: LiveCallRow): Promise<void> {
  await enqueueJob(tx, MISS_LIVE_CALLS_JOB, { bookingId: call.id }, { runAt: liveCallDayEnd(call.startsAt) });
}

function bookingView(call: LiveCallRow): LiveCallBooking {
  return {
    id: call.id,
    agreementId: call.agreementId,
    startsAt: call.startsAt.toISOString(),
    endsAt: call.endsAt.toISOString(),
    state: call.state,
    joinUrl: call.joinUrl,
    changeableUntil: liveCallChangeableUntil(call.startsAt).toISOString(),
  };
}

function listItem(call: LiveCallRow, agreement: AgreementRow, applicantName: string): LiveCallListItem {
  return {
    bookingId: call.id,
    agreementId: agreement.id,
    agreementNo: agreement.agreementNo,
    applicantName,
    company: agreement.variant,
    startsAt: call.startsAt.toISOString(),
    endsAt: call.endsAt.toISOString(),
    state: call.state,
    joinUrl: call.joinUrl,
  };
}
