import type { FastifyInstance } from 'fastify';
import { devInboxRoutes, type SandboxMailbox } from './dev-inbox-routes.ts';

/** The developer inbox (public, and absent in production): what the email and SMS sandboxes sent. */
export async function registerDevInbox(app: FastifyInstance, mailbox: SandboxMailbox): Promise<void> {
  await app.register(devInboxRoutes(mailbox));
}
