import {
  agreementParamsSchema,
  collectionAttemptListSchema,
  DIRECT_DEBIT_COLLECTION_PATHS,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf } from '../../http/translator.ts';
import type { DirectDebitCollectionService } from './collection-service.ts';

/** The customer's view of the deductions made, or tried, from their account under the mandate. */
export function collectionRoutes(deps: { collections: DirectDebitCollectionService }): FastifyPluginAsyncZod {
  const { collections } = deps;
  return async (app) => {
    app.get(
      DIRECT_DEBIT_COLLECTION_PATHS.attempts(':agreementId'),
      {
        schema: {
          tags: ['agreement'],
          summary: "The direct debit's deductions asked of the bank and their results, newest first",
          security: [{ bearer: [] }],
          params: agreementParamsSchema,
          response: { 200: collectionAttemptListSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await collections.customerAttempts(
              customerOf(request),
              request.params.agreementId,
              languageOf(request),
            ),
          ),
    );
  };
}
