import type { InboxMessage } from '@sinar/domain';
import type { Queryable } from '../db/database.ts';

/**
 * The mailbox the email and SMS sandboxes keep (table sandbox_messages), as the developer inbox reads it: what they
 * accepted and what became of it, newest first.
 */

type InboxRow = Omit<InboxMessage, 'createdAt' | 'deliveredAt'> & {
  createdAt: Date;
  deliveredAt: Date | null;
};

export async function readSandboxMailbox(
  db: Queryable,
  filter: { to?: string | undefined; channel?: InboxMessage['channel'] | undefined; limit: number },
): Promise<InboxMessage[]> {
  const rows = await db.query<InboxRow>(
    `select id, channel, sender as "from", recipient as "to", reply_to as "replyTo", subject, body_text as "text",
       status, created_at as "createdAt", delivered_at as "deliveredAt", attachments
     from sandbox_messages
     where ($1::text is null or lower(recipient) = lower($1)) and ($2::text is null or channel = $2)
     order by created_at desc, id desc
     limit $3`,
    [filter.to ?? null, filter.channel ?? null, filter.limit],
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}
