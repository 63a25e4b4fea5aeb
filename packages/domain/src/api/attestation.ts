import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { LANGUAGES } from '../i18n/catalog-shape.ts';
import { segment } from './path-parameters.ts';

/**
 * Attestation (spec 000 section 2, 'Attestation option'), designed: the customer attests that they understood the
 * terms by the pre-recorded video in their language, or by a live video call booked in business hours, or, for
 * Islamic financing, by an active direct-debit mandate. Each call is the agreement's applicant's only; the officers'
 * side of the live calls is in agreement-backoffice.ts.
 */

const product = API_BASES.product;
const attestation = (agreementId: string) => `${product}/agreement/${segment(agreementId)}/attestation`;

export const ATTESTATION_PATHS = {
  /** GET `attestationVideoSchema`: the video to watch, in the customer's language ('Video not found' without one). */
  video: (agreementId: string) => `${attestation(agreementId)}/video`,
  /**
   * GET `videoStreamQuerySchema`: the video's content, streamed with Range. A `<video>` element sends no bearer
   * token, so the address carries a token only the agreement's applicant gets (in `attestationVideoSchema`'s
   * `streamUrl`). The server records the parts it served: the play-through is its record, not the browser's word.
   */
  videoStream: (agreementId: string) => `${attestation(agreementId)}/video/stream`,
  /** POST `videoAcknowledgementRequestSchema`: the acknowledgement tick, once played through (`attestByVideo`). */
  videoAcknowledgement: (agreementId: string) => `${attestation(agreementId)}/video/acknowledgement`,
  /** GET `liveCallSlotsQuerySchema`, answers `liveCallSlotsSchema`: the bookable days and their free slots. */
  liveCallSlots: (agreementId: string) => `${attestation(agreementId)}/live-call/slots`,
  /**
   * GET `liveCallBookingSchema` (404 without one); POST `liveCallBookingRequestSchema` books (`scheduleLiveCall`),
   * PATCH with the same body moves it (`rescheduleLiveCall`), DELETE cancels it (`cancelLiveCall`), both up to the
   * cut-off. Booking and moving send the invitation email with the join link and an .ics file.
   */
  liveCall: (agreementId: string) => `${attestation(agreementId)}/live-call`,
  /** POST, Islamic financing: the active direct-debit mandate stands for attestation (`attestByDirectDebit`). */
  directDebit: (agreementId: string) => `${attestation(agreementId)}/direct-debit`,
} as const;

export const attestationVideoSchema = z
  .object({
    id: z.uuid(),
    language: z.enum(LANGUAGES),
    title: z.string(),
    durationSeconds: z.number().int().positive(),
    contentType: z.string(),
    /** The stream to play: `ATTESTATION_PATHS.videoStream`. */
    streamUrl: z.string(),
    /** Whether the server has served the whole video to this customer: the acknowledgement opens then. */
    playedThrough: z.boolean(),
  })
  .meta({ id: 'AttestationVideo' });
export type AttestationVideo = z.infer<typeof attestationVideoSchema>;

/** The stream's token, from `streamUrl`: valid for `VIDEO_STREAM_TOKEN_TTL_SECONDS` after the video was asked for. */
export const videoStreamQuerySchema = z.object({ token: z.string().regex(/^[\w-]{32,64}$/) });
export const VIDEO_STREAM_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The acknowledgement tick of the video page. */
export const videoAcknowledgementRequestSchema = z.object({ acknowledged: z.literal(true) });

export const liveCallSlotsQuerySchema = z.object({
  /** The first day to list (Malaysian date); the earliest bookable day when absent. */
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(31).default(10),
});
export type LiveCallSlotsQuery = z.infer<typeof liveCallSlotsQuerySchema>;

/** Business days only (Monday to Friday, Malaysian public holidays aside), each slot with its remaining places. */
export const liveCallSlotsSchema = z.object({
  days: z.array(
    z.object({
      date: z.iso.date(),
      slots: z.array(
        z.object({
          /** '09:00' to '16:30', Malaysian time, as `LIVE_CALL_SLOTS`. */
          time: z.string(),
          startsAt: z.iso.datetime({ offset: true }),
          remaining: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
});
export type LiveCallSlots = z.infer<typeof liveCallSlotsSchema>;

/** A slot picked on the live-call page; the server checks it with `liveCallBookingFormSchema` and its capacity. */
export const liveCallBookingRequestSchema = z.object({ date: z.iso.date(), time: z.string().max(5) });
export type LiveCallBookingRequest = z.infer<typeof liveCallBookingRequestSchema>;

export const LIVE_CALL_BOOKING_STATES = ['BOOKED', 'COMPLETED', 'MISSED', 'CANCELLED'] as const;

export const liveCallBookingSchema = z
  .object({
    id: z.uuid(),
    agreementId: z.uuid(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    state: z.enum(LIVE_CALL_BOOKING_STATES),
    /** The video call's link, also in the invitation email. */
    joinUrl: z.string(),
    /** Moving or cancelling is allowed until this moment. */
    changeableUntil: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'LiveCallBooking' });
export type LiveCallBooking = z.infer<typeof liveCallBookingSchema>;
