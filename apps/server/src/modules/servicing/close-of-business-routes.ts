import {
  CLOSE_OF_BUSINESS_PATHS,
  closeOfBusinessQuerySchema,
  closeOfBusinessRunResultSchema,
  closeOfBusinessStatusSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { auditedOriginOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import type { CloseOfBusinessService } from './close-of-business-service.ts';

/** The back office's close of business: every officer reads the business date and the runs; an admin runs it. */
export function closeOfBusinessRoutes(deps: { close: CloseOfBusinessService }): FastifyPluginAsyncZod {
  const { close } = deps;
  return async (app) => {
    app.get(
      CLOSE_OF_BUSINESS_PATHS.status,
      {
        schema: {
          tags: ['servicing'],
          summary: 'The business date and the close-of-business runs with what each did, newest first',
          security: [{ bearer: [] }],
          querystring: closeOfBusinessQuerySchema,
          response: { 200: closeOfBusinessStatusSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await close.status(request.query)),
    );

    app.post(
      CLOSE_OF_BUSINESS_PATHS.run,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['servicing'],
          summary: 'Close every business date behind the calendar now, one by one (admins only)',
          security: [{ bearer: [] }],
          response: { 200: closeOfBusinessRunResultSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await close.runNow(officerOf(request), auditedOriginOf(request))),
    );
  };
}
