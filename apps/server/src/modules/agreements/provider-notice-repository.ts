import type { Queryable } from '../../db/database.ts';
import type { SignedNotice } from '../../providers/signed-notice.ts';

/**
 * Records a provider's notice by its id in the transaction that applies it: true the first time, false for a repeat
 * (whose transaction then changes nothing else).
 */
export async function recordProviderNotice(
  tx: Queryable,
  notice: SignedNotice,
  agreementId: string | null,
  receivedAt: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into agreement_provider_notices (id, provider, type, subject_id, agreement_id, occurred_at, received_at,
       body)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (id) do nothing returning id`,
    [
      notice.id,
      notice.provider,
      notice.type,
      notice.subjectId,
      agreementId,
      notice.occurredAt,
      receivedAt,
      JSON.stringify(notice.body),
    ],
  );
  return rows.length > 0;
}

export async function isProviderNoticeRecorded(db: Queryable, noticeId: string): Promise<boolean> {
  const rows = await db.query('select 1 from agreement_provider_notices where id = $1', [noticeId]);
  return rows.length > 0;
}
