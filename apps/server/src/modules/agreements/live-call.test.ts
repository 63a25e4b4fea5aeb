import {
  AGREEMENT_BACKOFFICE_PATHS,
  AGREEMENT_PATHS,
  ATTESTATION_PATHS,
  BACKOFFICE_PATHS,
  DEV_INBOX_PATH,
  DEV_LIVE_CALL_START_NOW_PATH,
} from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { openSessionAtClock } from '../auth/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * The live attestation call: slots in business hours with a capacity nobody can overbook, booking, moving and
 * cancelling until two hours before the call with an invitation (.ics) at each change, the attestation officer's
 * outcome once the call's time has come, and the job that marks as missed what no officer recorded.
 * The clock starts on Monday 23 November 2026, 10:00 in Malaysia.
 */

const START = '2026-11-23T02:00:00.000Z';

let t: TestApp;
let team: ReviewTeam;
let attestor: TestOfficer;
let loan: ApprovedApplication;
let other: ApprovedApplication;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  attestor = await createOfficer(t, ['attestationOfficer'], 'Dahlia Attestor');
  loan = await approvedApplication(t, team);
  other = await approvedApplication(t, team);
});
afterAll(() => t.close());

async function acceptSummary(application: ApprovedApplication) {
  const accepted = await call(
    t,
    application.applicant,
    'POST',
    AGREEMENT_PATHS.acceptSummary(application.agreementId),
    { takeProtection: false },
  );
  expect(accepted.statusCode).toBe(200);
}

const book = (application: ApprovedApplication, date: string, time: string, lang = 'en') =>
  call(
    t,
    application.applicant,
    'POST',
    `${ATTESTATION_PATHS.liveCall(application.agreementId)}?lang=${lang}`,
    {
      date,
      time,
    },
  );

/** The applicant with a session opened at the test clock's time, for the steps taken hours after the booking. */
async function signedInNow(application: ApprovedApplication): Promise<ApprovedApplication> {
  const tokens = await openSessionAtClock(t, application.applicant.userId);
  return {
    ...application,
    applicant: {
      ...application.applicant,
      tokens,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    },
  };
}

async function statusOf(agreementId: string) {
  return (await storedAgreement(t, agreementId)).agreement?.status;
}

async function emailsOf(agreementId: string) {
  const [{ email } = { email: '' }] = await t.db.query<{ email: string }>(
    'select u.email from agreements a join users u on u.id = a.user_id where a.id = $1',
    [agreementId],
  );
  return t.db.query<{
    purpose: string;
    subject: string;
    bodyText: string;
    attachments: { filename: string; contentType: string; content: string }[];
  }>(
    `select purpose, subject, body_text as "bodyText", attachments from outbound_emails
     where recipient = $1 and purpose like 'liveCall.%' order by created_at, id`,
    [email],
  );
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const line = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((entry) => entry.startsWith(name));

describe('the live call slots', () => {
  it('are refused with a 409 before the approved summary is accepted', async () => {
    t.clock.set(START);
    const early = await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.liveCallSlots(loan.agreementId));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: en.errors.transitionNotAllowed });
  });

  it('list business days from the next one, 09:00 to 16:30 Malaysian time, each with its places', async () => {
    await acceptSummary(loan);
    await acceptSummary(other);
    const response = await call(
      t,
      loan.applicant,
      'GET',
      `${ATTESTATION_PATHS.liveCallSlots(loan.agreementId)}?days=5`,
    );
    expect(response.statusCode).toBe(200);
    const { days } = response.json();
    expect(days.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(days[0].slots).toHaveLength(16);
    expect(days[0].slots[0]).toEqual({ time: '09:00', startsAt: '2026-11-24T01:00:00.000Z', remaining: 2 });
    expect(days[0].slots.at(-1)).toMatchObject({ time: '16:30', startsAt: '2026-11-24T08:30:00.000Z' });
  });

  it('skip the national holidays of the back office calendar (Christmas Day)', async () => {
    const response = await call(
      t,
      loan.applicant,
      'GET',
      `${ATTESTATION_PATHS.liveCallSlots(loan.agreementId)}?from=2026-12-24&days=2`,
    );
    expect(response.json().days.map((day: { date: string }) => day.date)).toEqual([]);
    const before = await call(
      t,
      loan.applicant,
      'GET',
      `${ATTESTATION_PATHS.liveCallSlots(loan.agreementId)}?from=2026-12-23&days=3`,
    );
    // The horizon is 30 days from today: 23 December is the last day, 24 December is after it.
    expect(before.json().days.map((day: { date: string }) => day.date)).toEqual(['2026-12-23']);
  });

  it("are the agreement's applicant's only: a second applicant is answered as if it did not exist", async () => {
    const response = await call(t, other.applicant, 'GET', ATTESTATION_PATHS.liveCallSlots(loan.agreementId));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: en.errors.agreementNotFound });
  });
});

describe('booking a live call', () => {
  it('refuses a weekend, a holiday, today and a time outside hours, in English and in Malay', async () => {
    const saturday = await book(loan, '2026-11-28', '10:00');
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json().message).toBe(en.forms.liveCall.weekdaysOnly);
    const malay = await book(loan, '2026-11-28', '10:00', 'ms');
    expect(malay.json().message).toBe(ms.forms.liveCall.weekdaysOnly);
    expect((await book(loan, '2026-12-25', '10:00')).json().message).toBe(en.forms.liveCall.publicHoliday);
    expect((await book(loan, '2026-11-23', '15:00')).json().message).toBe(en.forms.liveCall.tooSoon);
    const late = await book(loan, '2026-11-24', '17:00');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(en.forms.liveCall.outsideHours);
    expect(await statusOf(loan.agreementId)).toBe('AWAITING_ATTESTATION');
    expect(await emailsOf(loan.agreementId)).toEqual([]);
  });

  it('books a slot, moves the agreement and queues the invitation with its calendar event', async () => {
    const response = await book(loan, '2026-11-24', '09:30');
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      agreementId: loan.agreementId,
      startsAt: '2026-11-24T01:30:00.000Z',
      endsAt: '2026-11-24T02:00:00.000Z',
      state: 'BOOKED',
      changeableUntil: '2026-11-23T23:30:00.000Z',
    });
    expect(booking.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/SinarKredit-Attestation-[\w-]{16}$/);
    expect(await statusOf(loan.agreementId)).toBe('LIVE_CALL_SCHEDULED');
    const { events } = await storedAgreement(t, loan.agreementId);
    expect(events.at(-1)).toMatchObject({
      event: 'scheduleLiveCall',
      from: 'AWAITING_ATTESTATION',
      to: 'LIVE_CALL_SCHEDULED',
      actorType: 'applicant',
    });

    const [invitation] = await emailsOf(loan.agreementId);
    expect(invitation?.purpose).toBe('liveCall.booked');
    expect(invitation?.subject).toContain('24 Nov 2026, 9:30 am MYT');
    expect(invitation?.bodyText).toContain(booking.joinUrl);
    expect(invitation?.bodyText).toContain('/loan-status/attestation-option/live-call');
    const [file] = invitation?.attachments ?? [];
    expect(file?.filename).toBe('live-call.ics');
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = file?.content ?? '';
    expect(line(ics, 'METHOD')).toBe('METHOD:REQUEST');
    expect(line(ics, 'DTSTART')).toBe('DTSTART:20261124T013000Z');
    expect(line(ics, 'DTEND')).toBe('DTEND:20261124T020000Z');
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(line(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(line(ics, 'LOCATION')).toBe(`LOCATION:${booking.joinUrl}`);

    const current = await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.liveCall(loan.agreementId));
    expect(current.json()).toEqual(booking);
    const slots = await call(
      t,
      loan.applicant,
      'GET',
      `${ATTESTATION_PATHS.liveCallSlots(loan.agreementId)}?days=1`,
    );
    expect(slots.json().days[0].slots[1]).toMatchObject({ time: '09:30', remaining: 1 });
  });

  it('hands the email to the provider with the calendar file attached', async () => {
    await t.settle();
    const [sent] = await t.db.query<{ attachments: { filename: string; content: string }[] }>(
      `select attachments from sandbox_messages where channel = 'email' and subject like 'Your live video call%'`,
    );
    expect(sent?.attachments[0]?.filename).toBe('live-call.ics');
    expect(sent?.attachments[0]?.content).toContain('BEGIN:VCALENDAR');
    const [{ email } = { email: '' }] = await t.db.query<{ email: string }>(
      'select email from users where id = $1',
      [loan.applicant.userId],
    );
    const inbox = await t.app.inject({
      method: 'GET',
      url: `${DEV_INBOX_PATH}?to=${encodeURIComponent(email)}`,
    });
    expect(inbox.json().messages[0].attachments).toEqual([
      expect.objectContaining({
        filename: 'live-call.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      }),
    ]);
  });

  it("keeps a second applicant away from the first's call", async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(
        t,
        other.applicant,
        method,
        ATTESTATION_PATHS.liveCall(loan.agreementId),
        method === 'PATCH' ? { date: '2026-11-25', time: '10:00' } : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await statusOf(loan.agreementId)).toBe('LIVE_CALL_SCHEDULED');
  });

  it('refuses a second booking while one is booked', async () => {
    const again = await book(loan, '2026-11-25', '10:00');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: en.errors.transitionNotAllowed });
  });

  it('answers 404 for an agreement without any call', async () => {
    const none = await call(t, other.applicant, 'GET', ATTESTATION_PATHS.liveCall(other.agreementId));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: en.agreements.liveCallNotFound });
  });
});

describe('the capacity of a slot', () => {
  it('lets no more customers book a slot at once than it has places', async () => {
    const rivals = [await approvedApplication(t, team), await approvedApplication(t, team)];
    for (const rival of rivals) await acceptSummary(rival);
    const contenders = [other, ...rivals];
    const responses = await Promise.all(contenders.map((each) => book(each, '2026-11-26', '11:00')));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ message: en.agreements.liveCallSlotFull });
    const statuses = await Promise.all(contenders.map((each) => statusOf(each.agreementId)));
    expect(statuses.sort()).toEqual(['AWAITING_ATTESTATION', 'LIVE_CALL_SCHEDULED', 'LIVE_CALL_SCHEDULED']);
    const [slot] = await t.db.query<{ booked: number }>(
      'select booked from live_call_slots where starts_at = $1',
      ['2026-11-26T03:00:00Z'],
    );
    expect(slot?.booked).toBe(2);
    const [{ count } = { count: 0 }] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from live_call_bookings where starts_at = $1 and state = 'BOOKED'`,
      ['2026-11-26T03:00:00Z'],
    );
    expect(count).toBe(2);
    const slots = await call(
      t,
      loan.applicant,
      'GET',
      `${ATTESTATION_PATHS.liveCallSlots(loan.agreementId)}?from=2026-11-26&days=1`,
    );
    expect(slots.json().days[0].slots[4]).toMatchObject({ time: '11:00', remaining: 0 });
    // The customers who got a place give them back for the rest of the tests.
    for (const each of contenders)
      if ((await statusOf(each.agreementId)) === 'LIVE_CALL_SCHEDULED')
        expect(
          (await call(t, each.applicant, 'DELETE', ATTESTATION_PATHS.liveCall(each.agreementId))).statusCode,
        ).toBe(200);
  });
});

describe('moving and cancelling a call', () => {
  it('moves the call: the same calendar event, a higher sequence, the old place given back', async () => {
    const before = (
      await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.liveCall(loan.agreementId))
    ).json();
    const same = await call(t, loan.applicant, 'PATCH', ATTESTATION_PATHS.liveCall(loan.agreementId), {
      date: '2026-11-24',
      time: '09:30',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: en.agreements.liveCallSameSlot });
    const moved = await call(t, loan.applicant, 'PATCH', ATTESTATION_PATHS.liveCall(loan.agreementId), {
      date: '2026-11-24',
      time: '14:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: before.id,
      joinUrl: before.joinUrl,
      startsAt: '2026-11-24T06:00:00.000Z',
      state: 'BOOKED',
    });
    expect(await statusOf(loan.agreementId)).toBe('LIVE_CALL_SCHEDULED');
    const emails = await emailsOf(loan.agreementId);
    expect(emails.map((email) => email.purpose)).toEqual(['liveCall.booked', 'liveCall.moved']);
    const first = emails[0]?.attachments[0]?.content ?? '';
    const update = emails[1]?.attachments[0]?.content ?? '';
    expect(line(update, 'UID')).toBe(line(first, 'UID'));
    expect(line(update, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(line(update, 'DTSTART')).toBe('DTSTART:20261124T060000Z');
    expect(emails[1]?.subject).toContain('24 Nov 2026, 2:00 pm MYT');
    const places = await t.db.query<{ startsAt: Date; booked: number }>(
      `select starts_at as "startsAt", booked from live_call_slots where starts_at in ($1, $2) order by starts_at`,
      ['2026-11-24T01:30:00Z', '2026-11-24T06:00:00Z'],
    );
    expect(places.map((place) => place.booked)).toEqual([0, 1]);
  });

  it('refuses to move or cancel after the cut-off, two hours before the call, in English and Malay', async () => {
    t.clock.set('2026-11-24T04:00:00Z'); // 12:00 in Malaysia, two hours before the 14:00 call
    loan = await signedInNow(loan);
    const move = await call(t, loan.applicant, 'PATCH', ATTESTATION_PATHS.liveCall(loan.agreementId), {
      date: '2026-11-25',
      time: '10:00',
    });
    expect(move.statusCode).toBe(409);
    expect(move.json()).toEqual({ message: en.status.refusals.liveCallCutOffPassed });
    const cancel = await call(
      t,
      loan.applicant,
      'DELETE',
      `${ATTESTATION_PATHS.liveCall(loan.agreementId)}?lang=ms`,
    );
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: ms.status.refusals.liveCallCutOffPassed });
    expect(await statusOf(loan.agreementId)).toBe('LIVE_CALL_SCHEDULED');
    expect(await emailsOf(loan.agreementId)).toHaveLength(2);
  });

  it('cancels before the cut-off: back to the choice, a METHOD:CANCEL event, the place given back', async () => {
    t.clock.set(START);
    const fresh = await approvedApplication(t, team);
    await acceptSummary(fresh);
    expect((await book(fresh, '2026-11-25', '15:00')).statusCode).toBe(201);
    const cancelled = await call(t, fresh.applicant, 'DELETE', ATTESTATION_PATHS.liveCall(fresh.agreementId));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().state).toBe('CANCELLED');
    expect(await statusOf(fresh.agreementId)).toBe('AWAITING_ATTESTATION');
    const emails = await emailsOf(fresh.agreementId);
    expect(emails.map((email) => email.purpose)).toEqual(['liveCall.booked', 'liveCall.cancelled']);
    const ics = emails[1]?.attachments[0]?.content ?? '';
    expect(line(ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(line(ics, 'UID')).toBe(line(emails[0]?.attachments[0]?.content ?? '', 'UID'));
    const [slot] = await t.db.query<{ booked: number }>(
      'select booked from live_call_slots where starts_at = $1',
      ['2026-11-25T07:00:00Z'],
    );
    expect(slot?.booked).toBe(0);
    const again = await call(t, fresh.applicant, 'DELETE', ATTESTATION_PATHS.liveCall(fresh.agreementId));
    expect(again.statusCode).toBe(409);
  });
});

describe("the back office's live calls", () => {
  it("lists a day's calls for every officer, today by default", async () => {
    t.clock.set('2026-11-24T05:00:00Z');
    const today = await asOfficer(t, team.verifier, 'GET', AGREEMENT_BACKOFFICE_PATHS.liveCalls);
    expect(today.statusCode).toBe(200);
    expect(today.json().date).toBe('2026-11-24');
    const [user] = await t.db.query<{ fullName: string }>(
      'select full_name as "fullName" from users where id = $1',
      [loan.applicant.userId],
    );
    expect(today.json().calls).toEqual([
      expect.objectContaining({
        agreementId: loan.agreementId,
        applicantName: user?.fullName,
        company: 'conventional',
        startsAt: '2026-11-24T06:00:00.000Z',
        endsAt: '2026-11-24T06:30:00.000Z',
        state: 'BOOKED',
        agreementNo: expect.stringMatching(/^SKL-2026-\d{6}$/),
      }),
    ]);
    const otherDay = await asOfficer(
      t,
      team.verifier,
      'GET',
      `${AGREEMENT_BACKOFFICE_PATHS.liveCalls}?date=2026-11-27`,
    );
    expect(otherDay.json()).toEqual({ date: '2026-11-27', calls: [] });
  });

  it('refuses a customer token', async () => {
    const response = await call(t, loan.applicant, 'GET', AGREEMENT_BACKOFFICE_PATHS.liveCalls);
    expect([401, 403]).toContain(response.statusCode);
  });

  it('lets only an attestation officer record the outcome, and only once the call has started', async () => {
    const [{ bookingId }] = (await asOfficer(t, attestor, 'GET', AGREEMENT_BACKOFFICE_PATHS.liveCalls)).json()
      .calls;
    const outcome = AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(bookingId);
    const notYours = await asOfficer(t, team.verifier, 'POST', outcome, {
      outcome: 'completed',
      remark: 'Done',
    });
    expect(notYours.statusCode).toBe(403);
    const early = await asOfficer(t, attestor, 'POST', outcome, { outcome: 'completed', remark: 'Done' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: en.status.refusals.liveCallNotStarted });
    const noRemark = await asOfficer(t, attestor, 'POST', outcome, { outcome: 'completed', remark: '' });
    expect(noRemark.statusCode).toBe(400);
    expect(await statusOf(loan.agreementId)).toBe('LIVE_CALL_SCHEDULED');
  });

  it('records a completed call: the agreement is attested, with the audit entry and its remark', async () => {
    t.clock.set('2026-11-24T06:10:00Z');
    const [{ bookingId }] = (await asOfficer(t, attestor, 'GET', AGREEMENT_BACKOFFICE_PATHS.liveCalls)).json()
      .calls;
    const outcome = AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(bookingId);
    const done = await asOfficer(t, attestor, 'POST', outcome, {
      outcome: 'completed',
      remark: 'Customer confirmed the terms on camera',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: en.agreements.liveCallCompleted,
      call: { bookingId, state: 'COMPLETED' },
    });
    expect(await statusOf(loan.agreementId)).toBe('ATTESTED');
    const audit = await t.db.query<{
      action: string;
      actorId: string;
      remark: string;
      before: unknown;
      after: unknown;
    }>(
      `select action, actor_id as "actorId", remark, before, after from audit_events
       where subject_id = $1 and action like 'agreement.%LiveCall'`,
      [loan.agreementId],
    );
    expect(audit).toEqual([
      {
        action: 'agreement.completeLiveCall',
        actorId: attestor.id,
        remark: 'Customer confirmed the terms on camera',
        before: { status: 'LIVE_CALL_SCHEDULED' },
        after: { status: 'ATTESTED' },
      },
    ]);
    const again = await asOfficer(t, attestor, 'POST', outcome, { outcome: 'missed', remark: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: en.agreements.liveCallNotBooked });
    loan = await signedInNow(loan);
    const mine = await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.liveCall(loan.agreementId));
    expect(mine.json().state).toBe('COMPLETED');
  });

  it('records a missed call: the customer is back at the choice and may book again', async () => {
    t.clock.set(START);
    let missing = await approvedApplication(t, team);
    await acceptSummary(missing);
    expect((await book(missing, '2026-11-24', '16:00')).statusCode).toBe(201);
    t.clock.set('2026-11-24T08:20:00Z');
    const [entry] = (await asOfficer(t, attestor, 'GET', AGREEMENT_BACKOFFICE_PATHS.liveCalls))
      .json()
      .calls.filter((each: { agreementId: string }) => each.agreementId === missing.agreementId);
    const missed = await asOfficer(
      t,
      attestor,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(entry.bookingId),
      {
        outcome: 'missed',
        remark: 'No answer after three tries',
      },
    );
    expect(missed.statusCode).toBe(200);
    expect(missed.json().message).toBe(en.agreements.liveCallMissed);
    expect(await statusOf(missing.agreementId)).toBe('AWAITING_ATTESTATION');
    missing = await signedInNow(missing);
    expect((await book(missing, '2026-11-25', '09:00')).statusCode).toBe(201);
  });
});

describe('the missed-call job', () => {
  it('marks as missed, as the system, the calls still booked once their day is over', async () => {
    t.clock.set(START);
    const forgotten = await approvedApplication(t, team);
    await acceptSummary(forgotten);
    expect((await book(forgotten, '2026-11-25', '11:30')).statusCode).toBe(201);
    t.clock.set('2026-11-25T15:59:00Z'); // 23:59 in Malaysia: the day is not over
    const [job] = await t.db.query<{ id: number }>(
      `select id from jobs where kind = 'liveCall.missOverdue' and payload->>'bookingId' = (
         select id::text from live_call_bookings where agreement_id = $1)`,
      [forgotten.agreementId],
    );
    expect(job).toBeDefined();
    await t.settle();
    expect(await statusOf(forgotten.agreementId)).toBe('LIVE_CALL_SCHEDULED');
    t.clock.set('2026-11-25T16:00:00Z');
    await t.db.query(`update jobs set run_at = now(), status = 'queued' where id = $1`, [job?.id]);
    await t.settle();
    expect(await statusOf(forgotten.agreementId)).toBe('AWAITING_ATTESTATION');
    const { events } = await storedAgreement(t, forgotten.agreementId);
    expect(events.at(-1)).toMatchObject({
      event: 'missLiveCall',
      actorType: 'system',
      to: 'AWAITING_ATTESTATION',
    });
    const [booking] = await t.db.query<{ state: string }>(
      'select state from live_call_bookings where agreement_id = $1',
      [forgotten.agreementId],
    );
    expect(booking?.state).toBe('MISSED');
  });
});

describe('a call the agreement no longer needs', () => {
  it('is withdrawn, with a calendar cancellation, when the customer attests by the video meanwhile', async () => {
    t.clock.set(START);
    const watcher = await approvedApplication(t, team);
    await acceptSummary(watcher);
    expect((await book(watcher, '2026-11-26', '15:30')).statusCode).toBe(201);
    const video = await call(t, watcher.applicant, 'GET', ATTESTATION_PATHS.video(watcher.agreementId));
    expect(video.statusCode).toBe(200);
    const streamed = await t.app.inject({ method: 'GET', url: video.json().streamUrl });
    expect(streamed.statusCode).toBe(200);
    t.clock.set(
      new Date(new Date(START).getTime() + (video.json().durationSeconds + 1) * 1000).toISOString(),
    );
    const attested = await call(
      t,
      watcher.applicant,
      'POST',
      ATTESTATION_PATHS.videoAcknowledgement(watcher.agreementId),
      { acknowledged: true },
    );
    expect(attested.statusCode).toBe(200);
    expect(await statusOf(watcher.agreementId)).toBe('ATTESTED');
    const mine = await call(t, watcher.applicant, 'GET', ATTESTATION_PATHS.liveCall(watcher.agreementId));
    expect(mine.json().state).toBe('CANCELLED');
    const emails = await emailsOf(watcher.agreementId);
    expect(emails.map((email) => email.purpose)).toEqual(['liveCall.booked', 'liveCall.withdrawn']);
    expect(emails[1]?.subject).toContain('is no longer needed');
    const ics = emails[1]?.attachments[0]?.content ?? '';
    expect(line(ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    const [slot] = await t.db.query<{ booked: number }>(
      'select booked from live_call_slots where starts_at = $1',
      ['2026-11-26T07:30:00Z'],
    );
    expect(slot?.booked).toBe(0);
  });

  it('is cancelled with its place given back and its calendar event withdrawn when the customer cancels the agreement', async () => {
    t.clock.set(START);
    const leaver = await approvedApplication(t, team);
    await acceptSummary(leaver);
    expect((await book(leaver, '2026-11-24', '11:00')).statusCode).toBe(201);
    const cancelled = await call(t, leaver.applicant, 'PATCH', AGREEMENT_PATHS.cancel(leaver.agreementId));
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(leaver.agreementId)).toBe('CANCELED');
    const [booking] = await t.db.query<{ state: string; uid: string }>(
      'select state, calendar_uid as uid from live_call_bookings where agreement_id = $1',
      [leaver.agreementId],
    );
    expect(booking?.state).toBe('CANCELLED');
    const [slot] = await t.db.query<{ booked: number }>(
      'select booked from live_call_slots where starts_at = $1',
      ['2026-11-24T03:00:00Z'],
    );
    expect(slot?.booked).toBe(0);
    const emails = await emailsOf(leaver.agreementId);
    expect(emails.map((email) => email.purpose)).toEqual(['liveCall.booked', 'liveCall.ended']);
    const agreementNo = (await storedAgreement(t, leaver.agreementId)).agreement?.agreement_no as string;
    expect(emails[1]?.subject).toBe('Your live video call on 24 Nov 2026, 11:00 am MYT is cancelled');
    expect(emails[1]?.bodyText).toContain(`Agreement ${agreementNo} has been cancelled`);
    expect(emails[1]?.attachments[0]).toMatchObject({
      filename: 'live-call-cancelled.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    const ics = emails[1]?.attachments[0]?.content ?? '';
    expect(line(ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(line(ics, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(line(ics, 'UID')).toBe(`UID:${booking?.uid}`);
  });

  it('is cancelled with a calendar cancellation when the lender cancels the agreement', async () => {
    t.clock.set(START);
    const stopped = await approvedApplication(t, team);
    await acceptSummary(stopped);
    expect((await book(stopped, '2026-11-25', '09:30')).statusCode).toBe(201);
    const cancelled = await asOfficer(
      t,
      team.admin,
      'PATCH',
      BACKOFFICE_PATHS.cancel(stopped.applicationId),
      {
        remark: 'The customer asked us to stop',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(stopped.agreementId)).toBe('CANCELED');
    const emails = await emailsOf(stopped.agreementId);
    expect(emails.map((email) => email.purpose)).toEqual(['liveCall.booked', 'liveCall.ended']);
    expect(line(emails[1]?.attachments[0]?.content ?? '', 'METHOD')).toBe('METHOD:CANCEL');
    const [slot] = await t.db.query<{ booked: number }>(
      'select booked from live_call_slots where starts_at = $1',
      ['2026-11-25T01:30:00Z'],
    );
    expect(slot?.booked).toBe(0);
  });

  it('is closed by the missed-call job, the agreement left as it is, when the agreement moved on without it', async () => {
    t.clock.set(START);
    const attested = await approvedApplication(t, team);
    await acceptSummary(attested);
    expect((await book(attested, '2026-11-24', '11:30')).statusCode).toBe(201);
    // Attested another way (as an Islamic financing's mandate may) without the call being withdrawn.
    await t.db.query(`update agreements set status = 'ATTESTED' where id = $1`, [attested.agreementId]);
    t.clock.set('2026-11-24T16:00:00Z');
    await t.db.query(
      `update jobs set run_at = now(), status = 'queued' where kind = 'liveCall.missOverdue'
         and payload->>'bookingId' = (select id::text from live_call_bookings where agreement_id = $1)`,
      [attested.agreementId],
    );
    await t.settle();
    expect(await statusOf(attested.agreementId)).toBe('ATTESTED');
    const [booking] = await t.db.query<{ state: string }>(
      'select state from live_call_bookings where agreement_id = $1',
      [attested.agreementId],
    );
    expect(booking?.state).toBe('CANCELLED');
  });
});

describe("the developer's control", () => {
  it('starts a booked call now, so that an attestation officer can complete it at once', async () => {
    t.clock.set(START);
    const demo = await approvedApplication(t, team);
    await acceptSummary(demo);
    const booked = await book(demo, '2026-11-27', '16:00');
    expect(booked.statusCode).toBe(201);
    const started = await t.app.inject({
      method: 'POST',
      url: DEV_LIVE_CALL_START_NOW_PATH(booked.json().id),
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ startsAt: START, state: 'BOOKED' });
    const [slot] = await t.db.query<{ booked: number }>(
      'select booked from live_call_slots where starts_at = $1',
      ['2026-11-27T08:00:00Z'],
    );
    expect(slot?.booked).toBe(0);
    const done = await asOfficer(
      t,
      attestor,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(booked.json().id),
      {
        outcome: 'completed',
        remark: 'Demo call held at once',
      },
    );
    expect(done.statusCode).toBe(200);
    expect(await statusOf(demo.agreementId)).toBe('ATTESTED');
    const again = await t.app.inject({ method: 'POST', url: DEV_LIVE_CALL_START_NOW_PATH(booked.json().id) });
    expect(again.statusCode).toBe(409);
  });
});
