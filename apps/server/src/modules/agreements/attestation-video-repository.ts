import type { ByteRange } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The attestation video as streamed to an agreement's applicant (table `attestation_video_views`). */
export interface VideoViewRow {
  readonly agreementId: string;
  readonly videoId: string;
  readonly fileId: string;
  readonly durationSeconds: number;
  readonly sizeBytes: number;
  readonly streamTokenDigest: string;
  readonly tokenExpiresAt: Date;
  readonly servedRanges: readonly ByteRange[];
  readonly firstServedAt: Date | null;
}

const COLUMNS = `agreement_id as "agreementId", video_id as "videoId", file_id as "fileId",
  duration_seconds as "durationSeconds", size_bytes as "sizeBytes", stream_token_digest as "streamTokenDigest",
  token_expires_at as "tokenExpiresAt", served_ranges as "servedRanges", first_served_at as "firstServedAt"`;

export async function findVideoView(
  db: Queryable,
  agreementId: string,
  options: { lock?: boolean } = {},
): Promise<VideoViewRow | undefined> {
  const [row] = await db.query<VideoViewRow>(
    `select ${COLUMNS} from attestation_video_views where agreement_id = $1${options.lock ? ' for update' : ''}`,
    [agreementId],
  );
  return row;
}

/**
 * A new stream token for the agreement's video. The same video keeps what was served of it; another video (a new
 * one published, another language) starts its record afresh.
 */
export async function issueVideoView(
  db: Queryable,
  view: {
    agreementId: string;
    videoId: string;
    fileId: string;
    durationSeconds: number;
    sizeBytes: number;
    streamTokenDigest: string;
    tokenExpiresAt: Date;
  },
  now: Date,
): Promise<VideoViewRow> {
  const [row] = await db.query<VideoViewRow>(
    `insert into attestation_video_views (agreement_id, video_id, file_id, duration_seconds, size_bytes,
       stream_token_digest, token_expires_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (agreement_id) do update set
       video_id = excluded.video_id, file_id = excluded.file_id, duration_seconds = excluded.duration_seconds,
       size_bytes = excluded.size_bytes, stream_token_digest = excluded.stream_token_digest,
       token_expires_at = excluded.token_expires_at, updated_at = excluded.updated_at,
       served_ranges = case when attestation_video_views.file_id = excluded.file_id
         then attestation_video_views.served_ranges else '[]'::jsonb end,
       first_served_at = case when attestation_video_views.file_id = excluded.file_id
         then attestation_video_views.first_served_at end
     returning ${COLUMNS}`,
    [
      view.agreementId,
      view.videoId,
      view.fileId,
      view.durationSeconds,
      view.sizeBytes,
      view.streamTokenDigest,
      view.tokenExpiresAt,
      now,
    ],
  );
  if (!row) throw new Error('the video view was not written');
  return row;
}

/** What was served so far, merged, and when the first byte left (kept from the first range). */
export async function recordServedRanges(
  db: Queryable,
  agreementId: string,
  ranges: readonly ByteRange[],
  now: Date,
): Promise<void> {
  await db.query(
    `update attestation_video_views
     set served_ranges = $2::jsonb, first_served_at = coalesce(first_served_at, $3), updated_at = $3
     where agreement_id = $1`,
    [agreementId, JSON.stringify(ranges), now],
  );
}
