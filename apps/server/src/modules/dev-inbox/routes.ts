import { DEV_API_BASE } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';

const inboxMessage = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(['accepted', 'delivered', 'bounced']),
  createdAt: z.date(),
  deliveredAt: z.date().nullable(),
});

/**
 * What the sandbox providers sent (emails now, SMS with the accounts), newest first. Registered only outside
 * production: it shows one-time codes and customers' messages.
 */
export function devInboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${DEV_API_BASE}/inbox`,
      {
        schema: {
          tags: ['developer'],
          summary: 'Messages the sandbox providers delivered (not available in production)',
          querystring: z.object({
            to: z.string().max(320).optional(),
            channel: z.enum(['email', 'sms']).optional(),
            limit: z.coerce.number().int().min(1).max(500).default(100),
          }),
          response: { 200: z.object({ messages: z.array(inboxMessage) }) },
        },
      },
      async (request) => {
        const { to, channel, limit } = request.query;
        const messages = await db.query<z.infer<typeof inboxMessage>>(
          `select id, channel, sender as "from", recipient as "to", reply_to as "replyTo", subject, body_text as "text",
             status, created_at as "createdAt", delivered_at as "deliveredAt"
           from sandbox_messages
           where ($1::text is null or lower(recipient) = lower($1)) and ($2::text is null or channel = $2)
           order by created_at desc, id desc
           limit $3`,
          [to ?? null, channel ?? null, limit],
        );
        return { messages };
      },
    );
  };
}
