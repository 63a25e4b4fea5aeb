import { AGREEMENT_PATHS, ATTESTATION_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import type { ReviewApplicant } from '../review/testing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * Attestation by the pre-recorded video: the server streams the video with Range to an address only the applicant
 * gets, records every range it served, and accepts the acknowledgement only once the whole file was served and the
 * video's length has passed since its first byte.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: ApprovedApplication;
let other: ApprovedApplication;
let streamUrl: string;

const START = '2026-11-23T02:00:00.000Z';
const at = (seconds: number) => new Date(new Date(START).getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  loan = await approvedApplication(t, team);
  other = await approvedApplication(t, team);
});
afterAll(() => t.close());

function stream(url: string, range?: string) {
  return t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
}

const acknowledge = (who: ReviewApplicant, agreementId: string) =>
  call(t, who, 'POST', ATTESTATION_PATHS.videoAcknowledgement(agreementId), { acknowledged: true });

describe('the attestation video', () => {
  it('is refused with a 409 before the approved summary is accepted', async () => {
    t.clock.set(START);
    const early = await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.video(loan.agreementId));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: en.errors.transitionNotAllowed });
  });

  it("is the product's video in the caller's language, with a stream address holding a token", async () => {
    const accepted = await call(t, loan.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(loan.agreementId), {
      takeProtection: false,
    });
    expect(accepted.statusCode).toBe(200);
    const malay = await call(
      t,
      loan.applicant,
      'GET',
      `${ATTESTATION_PATHS.video(loan.agreementId)}?lang=ms`,
    );
    expect(malay.json()).toMatchObject({
      language: 'ms',
      title: 'Pinjaman peribadi anda: apa yang anda persetujui',
    });
    const response = await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.video(loan.agreementId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      language: 'en',
      title: 'Your personal loan: what you are agreeing to',
      durationSeconds: 12,
      contentType: 'video/mp4',
      playedThrough: false,
    });
    streamUrl = response.json().streamUrl;
    expect(streamUrl).toMatch(
      new RegExp(`^${ATTESTATION_PATHS.videoStream(loan.agreementId)}\\?token=[\\w-]{43}$`),
    );
    // The Malay address asked for first is replaced by the newest one.
    const stale = await stream(malay.json().streamUrl, 'bytes=0-99');
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: en.errors.videoNotFound });
  });

  it('refuses the acknowledgement before anything was streamed, and changes nothing', async () => {
    const refused = await acknowledge(loan.applicant, loan.agreementId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: en.status.refusals.videoNotPlayedThrough });
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('AWAITING_ATTESTATION');
  });

  it('streams with Range and counts a part of the file as not watched, however long ago', async () => {
    const part = await stream(streamUrl, 'bytes=0-999');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-999\/\d+$/);
    expect(part.headers['cache-control']).toBe('no-store');
    expect(part.rawPayload.length).toBe(1000);
    // Claiming to hold the file already gets no byte, and counts for nothing.
    const claimed = await t.app.inject({
      method: 'GET',
      url: streamUrl,
      headers: { range: 'bytes=0-', 'if-none-match': String(part.headers.etag) },
    });
    expect(claimed.statusCode).toBe(304);
    t.clock.set(at(60));
    expect((await acknowledge(loan.applicant, loan.agreementId)).statusCode).toBe(409);
  });

  it('records the whole file served, merged, from the time of its first byte: played through 60 s on', async () => {
    const rest = await stream(streamUrl, 'bytes=1000-');
    expect(rest.statusCode).toBe(206);
    const size = Number(rest.headers['content-range']?.toString().split('/')[1]);
    expect(rest.rawPayload.length).toBe(size - 1000);
    const [view] = await t.db.query<{ servedRanges: unknown; firstServedAt: Date }>(
      `select served_ranges as "servedRanges", first_served_at as "firstServedAt"
       from attestation_video_views where agreement_id = $1`,
      [loan.agreementId],
    );
    expect(view).toEqual({ servedRanges: [[0, size - 1]], firstServedAt: at(0) });
    const status = await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.video(loan.agreementId));
    expect(status.json().playedThrough).toBe(true);
  });

  it('is not another applicant’s to read, stream or acknowledge', async () => {
    const read = await call(t, other.applicant, 'GET', ATTESTATION_PATHS.video(loan.agreementId));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: en.errors.agreementNotFound });
    const ack = await acknowledge(other.applicant, loan.agreementId);
    expect(ack.statusCode).toBe(404);
    const guessed = await stream(
      `${ATTESTATION_PATHS.videoStream(loan.agreementId)}?token=${'a'.repeat(43)}`,
    );
    expect(guessed.statusCode).toBe(404);
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('AWAITING_ATTESTATION');
  });

  it('accepts the acknowledgement once played through: attested, in the history as the applicant’s', async () => {
    const url = (await call(t, loan.applicant, 'GET', ATTESTATION_PATHS.video(loan.agreementId))).json()
      .streamUrl;
    const attested = await acknowledge(loan.applicant, loan.agreementId);
    expect(attested.statusCode).toBe(200);
    expect(attested.json()).toMatchObject({
      message: en.agreements.attested,
      agreement: { id: loan.agreementId, status: 'ATTESTED' },
    });
    const { events } = await storedAgreement(t, loan.agreementId);
    expect(events.at(-1)).toMatchObject({
      event: 'attestByVideo',
      from: 'AWAITING_ATTESTATION',
      to: 'ATTESTED',
      actorType: 'applicant',
      actorId: loan.applicant.userId,
    });
    const again = await acknowledge(loan.applicant, loan.agreementId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: en.errors.transitionNotAllowed });
    // The address stays good for its two hours, then answers as missing.
    expect((await stream(url, 'bytes=0-9')).statusCode).toBe(206);
    t.clock.set(at(60 + 2 * 60 * 60));
    expect((await stream(url, 'bytes=0-9')).statusCode).toBe(404);
  });

  it("says 'Video not found' when the product has no video in the language", async () => {
    t.clock.set(at(61));
    await call(t, other.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(other.agreementId), {
      takeProtection: false,
    });
    await t.db.query(
      `update pre_recorded_videos set active = false
       where company = 'conventional' and segment = 'individual' and language = 'ms'`,
    );
    const missing = await call(
      t,
      other.applicant,
      'GET',
      `${ATTESTATION_PATHS.video(other.agreementId)}?lang=ms`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ms.errors.videoNotFound });
    expect(
      (await call(t, other.applicant, 'GET', ATTESTATION_PATHS.video(other.agreementId))).statusCode,
    ).toBe(200);
  });
});
