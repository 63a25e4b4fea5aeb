import { CONTACT_US_PATH, contactFormSchema, contactUsResponseSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.ts';
import { requestLanguage, translate } from '../../http/translator.ts';
import type { ContactService } from './contact-service.ts';

/** Five messages an hour from one address is generous for a person and useless for a spammer. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 hour' };

export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      CONTACT_US_PATH,
      {
        config: { rateLimit: CONTACT_RATE_LIMIT },
        schema: {
          tags: ['contact'],
          summary: 'Send a message through the contact-us form',
          body: contactFormSchema,
          response: {
            201: contactUsResponseSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request.query, request.headers['accept-language']);
        const { reference } = await contact.submit(request.body, language);
        return reply.code(201).send({ message: translate(language, 'success.messageSent'), reference });
      },
    );
  };
}
