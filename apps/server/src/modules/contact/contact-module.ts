import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { EmailService } from '../notifications/email-service.ts';
import { contactRoutes } from './contact-routes.ts';
import { ContactService } from './contact-service.ts';

/** The contact-us form (public): each message stored, and sent on to the support inbox. */
export async function registerContact(
  app: FastifyInstance,
  deps: { readonly db: Database; readonly email: EmailService; readonly contactInbox: string },
): Promise<void> {
  await app.register(contactRoutes(new ContactService(deps)));
}
