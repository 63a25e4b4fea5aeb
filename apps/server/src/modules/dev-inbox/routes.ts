import { DEV_INBOX_PATH, type InboxMessage, inboxQuerySchema, inboxResponseSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';

type InboxRow = Omit<InboxMessage, 'createdAt' | 'deliveredAt'> & {
  createdAt: Date;
  deliveredAt: Date | null;
};

/**
 * What the sandbox providers sent (emails now, SMS with the accounts), newest first. Registered only outside
 * production: it shows one-time codes and customers' messages.
 */
export function devInboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      DEV_INBOX_PATH,
      {
        schema: {
          tags: ['developer'],
          summary: 'Messages the sandbox providers delivered (not available in production)',
          querystring: inboxQuerySchema,
          response: { 200: inboxResponseSchema },
        },
      },
      async (request) => {
        const { to, channel, limit } = request.query;
        const rows = await db.query<InboxRow>(
          `select id, channel, sender as "from", recipient as "to", reply_to as "replyTo", subject, body_text as "text",
             status, created_at as "createdAt", delivered_at as "deliveredAt"
           from sandbox_messages
           where ($1::text is null or lower(recipient) = lower($1)) and ($2::text is null or channel = $2)
           order by created_at desc, id desc
           limit $3`,
          [to ?? null, channel ?? null, limit],
        );
        const messages = rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
        }));
        return { messages };
      },
    );
  };
}
