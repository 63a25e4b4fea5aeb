import { DEV_INBOX_PATH, type InboxMessage, inboxQuerySchema, inboxResponseSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the developer inbox reads: the sandbox providers' mailbox (providers/sandbox-mailbox.ts). */
export interface SandboxMailbox {
  read(filter: {
    to?: string | undefined;
    channel?: InboxMessage['channel'] | undefined;
    limit: number;
  }): Promise<InboxMessage[]>;
}

/**
 * What the sandbox providers sent (emails and SMS), newest first. Registered only outside production: it shows
 * one-time codes and customers' messages.
 */
export function devInboxRoutes(mailbox: SandboxMailbox): FastifyPluginAsyncZod {
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
        return { messages: await mailbox.read({ to, channel, limit }) };
      },
    );
  };
}
