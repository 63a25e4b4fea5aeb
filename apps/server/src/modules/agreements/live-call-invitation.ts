import { formatMalaysianDateTime, type Language, liveCallChangeableUntil } from '@sinar/domain';
import { createEvent, type DateArray } from 'ics';
import type { EmailAttachment } from '../../providers/email/email-provider.ts';
import { emailOf } from '../notifications/message-texts.ts';
import type { LiveCallRow } from './live-call-repository.ts';

/**
 * The live call's invitation email and its calendar event (RFC 5545, written by the `ics` library): booked and moved
 * send METHOD:REQUEST, a cancel METHOD:CANCEL, all under the booking's one UID with a SEQUENCE raised at each change,
 * so a calendar updates or removes the event it holds rather than adding another. Times are in UTC in the file (every
 * calendar shows them in its own zone) and in Malaysian time, marked MYT, in the email.
 */

/**
 * Booked, moved, cancelled by the customer, withdrawn because the customer attested another way, or ended with the
 * agreement (cancelled or withdrawn).
 */
export type InvitationKind = 'booked' | 'moved' | 'cancelled' | 'withdrawn' | 'ended';

export interface InvitationParties {
  readonly agreementNo: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly language: Language;
  /** The lender, who organises the call. */
  readonly organizer: { readonly name: string; readonly email: string };
  /** Where the customer manages the booking. */
  readonly manageUrl: string;
}

function utcArray(instant: Date): DateArray {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/** The calendar file of the call as it now stands. */
export function liveCallCalendar(
  call: LiveCallRow,
  kind: InvitationKind,
  parties: InvitationParties,
): string {
  const cancelled = kind !== 'booked' && kind !== 'moved';
  const { error, value } = createEvent({
    productId: 'sinar-kredit/live-call',
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: call.calendarUid,
    sequence: call.calendarSequence,
    start: utcArray(call.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(call.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Sinar Kredit live call: ${parties.agreementNo}`,
    description: `Attestation call for agreement ${parties.agreementNo}. Join: ${call.joinUrl}`,
    location: call.joinUrl,
    url: call.joinUrl,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    organizer: parties.organizer,
    attendees: [
      {
        name: parties.customerName,
        email: parties.customerEmail,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar event was not written');
  return value;
}

/** The email of a booking, a move or a cancel, in the customer's language, with the calendar file attached. */
export function liveCallEmail(
  call: LiveCallRow,
  kind: InvitationKind,
  parties: InvitationParties,
): { subject: string; bodyText: string; attachments: EmailAttachment[] } {
  const template = {
    booked: 'liveCallInvitation',
    moved: 'liveCallUpdated',
    cancelled: 'liveCallCancelled',
    withdrawn: 'liveCallWithdrawn',
    ended: 'liveCallEnded',
  } as const;
  const text = emailOf(parties.language, (messages) => messages[template[kind]], {
    name: parties.customerName,
    agreementNo: parties.agreementNo,
    when: formatMalaysianDateTime(call.startsAt.toISOString(), parties.language),
    changeableUntil: formatMalaysianDateTime(
      liveCallChangeableUntil(call.startsAt).toISOString(),
      parties.language,
    ),
    joinUrl: call.joinUrl,
    link: parties.manageUrl,
  });
  const cancel = kind !== 'booked' && kind !== 'moved';
  const method = cancel ? 'CANCEL' : 'REQUEST';
  return {
    ...text,
    attachments: [
      {
        filename: cancel ? 'live-call-cancelled.ics' : 'live-call.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: liveCallCalendar(call, kind, parties),
      },
    ],
  };
}
