import type { Queryable } from '../../db/database.ts';

export interface OutboundSms {
  id: string;
  purpose: string;
  /** National number: '0123456789'. */
  recipient: string;
  /** Null once sent or failed for good: the text is erased then. */
  bodyText: string | null;
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'undelivered';
}

export async function insertOutboundSms(
  db: Queryable,
  sms: { purpose: string; recipient: string; bodyText: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into outbound_sms (purpose, recipient, body_text) values ($1, $2, $3) returning id',
    [sms.purpose, sms.recipient, sms.bodyText],
  );
  return (row as { id: string }).id;
}

export async function findOutboundSms(db: Queryable, id: string): Promise<OutboundSms | undefined> {
  const [row] = await db.query<OutboundSms>(
    `select id, purpose, recipient, body_text as "bodyText", status from outbound_sms where id = $1`,
    [id],
  );
  return row;
}

/** The gateway has the text now; ours is erased, since it may hold a one-time code or a temporary password. */
export async function markSmsSent(
  db: Queryable,
  id: string,
  provider: string,
  providerMessageId: string,
): Promise<void> {
  await db.query(
    `update outbound_sms set status = 'sent', provider = $2, provider_message_id = $3, sent_at = now(),
       status_changed_at = now(), last_error = null, body_text = null
     where id = $1 and status = 'queued'`,
    [id, provider, providerMessageId],
  );
}

export async function recordSmsError(
  db: Queryable,
  id: string,
  error: string,
  finalFailure: boolean,
): Promise<void> {
  await db.query(
    `update outbound_sms set last_error = $2,
       status = case when $3 then 'failed' else status end,
       body_text = case when $3 then null else body_text end,
       status_changed_at = case when $3 then now() else status_changed_at end
     where id = $1`,
    [id, error, finalFailure],
  );
}

export async function recordSmsDelivery(
  db: Queryable,
  provider: string,
  providerMessageId: string,
  status: 'delivered' | 'undelivered',
): Promise<void> {
  await db.query(
    `update outbound_sms set status = $3, status_changed_at = now()
     where provider = $1 and provider_message_id = $2 and status = 'sent'`,
    [provider, providerMessageId, status],
  );
}
