import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AgreementView,
  ATTESTATION_PATHS,
  type AttestationVideo,
  agreementTransition,
  type ByteRange,
  type Language,
  transitionRefused,
  VIDEO_STREAM_TOKEN_TTL_SECONDS,
  videoPartnerTypeOf,
  videoPlayedThrough,
  withServedRange,
} from '@sinar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { attestationVideoFor, masterFileById, smeAttestationVideoFor } from '../master/master-records.ts';
import { changeAgreementStatus } from './agreement-lifecycle.ts';
import { ownedAgreement } from './agreement-ownership.ts';
import type { AgreementRow } from './agreement-repository.ts';
import { agreementView } from './agreement-view.ts';
import {
  findVideoView,
  issueVideoView,
  recordServedRanges,
  type VideoViewRow,
} from './attestation-video-repository.ts';

/** What else the attestation ends, in its transaction: a live call still booked is withdrawn. */
export type AfterAttestation = (tx: Queryable, agreement: AgreementRow) => Promise<void>;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Attestation by the pre-recorded video (docs/decisions/021): the video of the agreement's product in the customer's
 * language, streamed with Range to an address only the applicant gets, every range served recorded; the
 * acknowledgement moves the agreement to ATTESTED once the whole file was served and its duration has passed.
 */
export class AttestationVideoService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #assets: FileStorage;
  readonly #afterAttestation: AfterAttestation | undefined;

  constructor(deps: {
    db: Database;
    clock: Clock;
    assets: FileStorage;
    afterAttestation?: AfterAttestation;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#assets = deps.assets;
    this.#afterAttestation = deps.afterAttestation;
  }

  /** The video to watch, with a fresh stream address; 'Video not found' without a video or its file. */
  async video(
    principal: CustomerPrincipal,
    agreementId: string,
    language: Language,
  ): Promise<AttestationVideo> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      assertMayAttestByVideo(agreement);
      const video = agreement.sme
        ? await smeAttestationVideoFor(tx, videoPartnerTypeOf(agreement.sme.partnerType), language)
        : await attestationVideoFor(tx, agreement.variant, language);
      const file = video && (await masterFileById(tx, video.fileId));
      const sizeBytes = file && (await this.#assets.size(file.storageKey));
      if (!video || !file || !sizeBytes) throw notFound('errors.videoNotFound');
      const token = randomBytes(32).toString('base64url');
      const now = this.#clock.now();
      const view = await issueVideoView(
        tx,
        {
          agreementId: agreement.id,
          videoId: video.id,
          fileId: file.id,
          durationSeconds: video.durationSeconds,
          sizeBytes,
          streamTokenDigest: digest(token),
          tokenExpiresAt: new Date(now.getTime() + VIDEO_STREAM_TOKEN_TTL_SECONDS * 1000),
        },
        now,
      );
      return {
        id: video.id,
        language: video.language,
        title: video.title,
        durationSeconds: video.durationSeconds,
        contentType: file.contentType,
        streamUrl: `${ATTESTATION_PATHS.videoStream(agreement.id)}?${new URLSearchParams({ token })}`,
        playedThrough: playedThrough(view, now),
      };
    });
  }

  /**
   * Streams the video to the holder of the address's token, recording the range served first. A wrong or expired
   * token answers as a missing video: the address says nothing to anyone else.
   */
  async stream(
    request: FastifyRequest,
    reply: FastifyReply,
    agreementId: string,
    token: string,
  ): Promise<FastifyReply> {
    const now = this.#clock.now();
    const file = await this.#db.transaction(async (tx) => {
      const view = await findVideoView(tx, agreementId, { lock: true });
      if (!view || !tokenMatches(view, token) || view.tokenExpiresAt.getTime() <= now.getTime())
        throw notFound('errors.videoNotFound');
      const stored = await masterFileById(tx, view.fileId);
      if (!stored) throw notFound('errors.videoNotFound');
      // A 304 sends no byte: the client's copy is not the server's record.
      const notModified = request.headers['if-none-match'] === `"${stored.sha256}"`;
      const served = notModified ? undefined : servedRange(request.headers.range, view.sizeBytes);
      if (served) await recordServedRanges(tx, agreementId, withServedRange(view.servedRanges, served), now);
      return stored;
    });
    return sendStoredFile(request, reply, this.#assets, file, { disposition: 'inline', cache: 'no-store' });
  }

  /** The acknowledgement tick: the table's guard reads the server's record of the play-through. */
  async acknowledge(principal: CustomerPrincipal, agreementId: string): Promise<AgreementView> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      const view = await findVideoView(tx, agreement.id);
      const now = this.#clock.now();
      const { agreement: attested } = await changeAgreementStatus({
        tx,
        agreement,
        event: { name: 'attestByVideo' },
        actor: { kind: 'applicant', userId: principal.userId },
        facts: { videoPlayedThrough: view !== undefined && playedThrough(view, now) },
        now,
      });
      await this.#afterAttestation?.(tx, attested);
      return agreementView(attested);
    });
  }
}

/** The video is for an agreement waiting for attestation: before the summary is accepted, or after, it is a 409. */
function assertMayAttestByVideo(agreement: AgreementRow): void {
  const outcome = agreementTransition({
    variant: agreement.variant,
    from: agreement.status,
    event: 'attestByVideo',
    actor: 'applicant',
    facts: { videoPlayedThrough: true },
  });
  if (!outcome.ok) throw transitionRefused(outcome);
}

function playedThrough(view: VideoViewRow, now: Date): boolean {
  return videoPlayedThrough(
    {
      ranges: view.servedRanges,
      sizeBytes: view.sizeBytes,
      durationSeconds: view.durationSeconds,
      firstServedAt: view.firstServedAt,
    },
    now,
  );
}

function tokenMatches(view: VideoViewRow, token: string): boolean {
  const given = Buffer.from(digest(token));
  const kept = Buffer.from(view.streamTokenDigest);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The range `sendStoredFile` will send for this Range header (its first, combined), or the whole file. */
function servedRange(header: string | undefined, sizeBytes: number): ByteRange | undefined {
  if (!header) return [0, sizeBytes - 1];
  const ranges = parseRange(sizeBytes, header, { combine: true });
  if (ranges === -1) return undefined;
  if (ranges === -2 || ranges.type !== 'bytes' || !ranges[0]) return [0, sizeBytes - 1];
  return [ranges[0].start, ranges[0].end];
}
