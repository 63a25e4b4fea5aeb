import {
  collectionAttemptPageSchema,
  collectionAttemptQuerySchema,
  DIRECT_DEBIT_COLLECTION_PATHS,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf } from '../../http/translator.ts';
import type { DirectDebitCollectionService } from './collection-service.ts';

/** The back office's list of every deduction asked of the bank, by day and status; every officer reads it. */
export function officerCollectionRoutes(deps: {
  collections: DirectDebitCollectionService;
}): FastifyPluginAsyncZod {
  const { collections } = deps;
  return async (app) => {
    app.get(
      DIRECT_DEBIT_COLLECTION_PATHS.officerAttempts,
      {
        schema: {
          tags: ['agreement'],
          summary: "The direct debit's deductions and their results, newest first, a page at a time",
          security: [{ bearer: [] }],
          querystring: collectionAttemptQuerySchema,
          response: { 200: collectionAttemptPageSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await collections.officerAttempts(request.query, languageOf(request))),
    );
  };
}
