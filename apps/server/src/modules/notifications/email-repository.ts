import type { Queryable } from '../../db/database.ts';

export interface OutboundEmail {
  id: string;
  purpose: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  bodyText: string;
  attachments: { filename: string; contentType: string; content: string }[];
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'bounced';
}

export async function insertOutboundEmail(
  db: Queryable,
  email: {
    purpose: string;
    recipient: string;
    replyTo?: string | undefined;
    subject: string;
    bodyText: string;
    attachments?: readonly { filename: string; contentType: string; content: string }[];
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into outbound_emails (purpose, recipient, reply_to, subject, body_text, attachments)
     values ($1, $2, $3, $4, $5, $6::jsonb) returning id`,
    [
      email.purpose,
      email.recipient,
      email.replyTo ?? null,
      email.subject,
      email.bodyText,
      JSON.stringify(email.attachments ?? []),
    ],
  );
  return (row as { id: string }).id;
}

export async function findOutboundEmail(db: Queryable, id: string): Promise<OutboundEmail | undefined> {
  const [row] = await db.query<OutboundEmail>(
    `select id, purpose, recipient, reply_to as "replyTo", subject, body_text as "bodyText", attachments, status
     from outbound_emails where id = $1`,
    [id],
  );
  return row;
}

export async function markEmailSent(
  db: Queryable,
  id: string,
  provider: string,
  providerMessageId: string,
): Promise<void> {
  await db.query(
    `update outbound_emails set status = 'sent', provider = $2, provider_message_id = $3, sent_at = now(),
       status_changed_at = now(), last_error = null
     where id = $1 and status = 'queued'`,
    [id, provider, providerMessageId],
  );
}

export async function recordEmailError(
  db: Queryable,
  id: string,
  error: string,
  finalFailure: boolean,
): Promise<void> {
  await db.query(
    `update outbound_emails set last_error = $2,
       status = case when $3 then 'failed' else status end,
       status_changed_at = case when $3 then now() else status_changed_at end
     where id = $1`,
    [id, error, finalFailure],
  );
}

export async function recordDelivery(
  db: Queryable,
  provider: string,
  providerMessageId: string,
  status: 'delivered' | 'bounced',
): Promise<void> {
  await db.query(
    `update outbound_emails set status = $3, status_changed_at = now()
     where provider = $1 and provider_message_id = $2 and status = 'sent'`,
    [provider, providerMessageId, status],
  );
}
