import {
  collectionAttemptPageSchema,
  collectionAttemptQuerySchema,
  DIRECT_DEBIT_COLLECTION_PATHS,
  idParamsSchema,
  MONEY_ATTENTION_PATHS,
  moneyAttentionListSchema,
  moneyAttentionResolveRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf } from '../../http/translator.ts';
import { SERVICING_ROLES } from '../servicing/statement-routes.ts';
import type { DirectDebitCollectionService } from './collection-service.ts';

/**
 * The back office's list of every deduction asked of the bank, by day and status (every officer reads it), and the
 * deductions the bank never settled, listed and resolved by the servicing officers (decision 052).
 */
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

    app.get(
      MONEY_ATTENTION_PATHS.directDebit,
      {
        config: { officerRoles: SERVICING_ROLES },
        schema: {
          tags: ['servicing'],
          summary:
            'The deductions the bank has not settled three working days after they were sent, not yet resolved',
          security: [{ bearer: [] }],
          response: { 200: moneyAttentionListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send({ items: await collections.attention() }),
    );

    app.post(
      MONEY_ATTENTION_PATHS.resolveDirectDebit(':id'),
      {
        config: { officerRoles: SERVICING_ROLES },
        schema: {
          tags: ['servicing'],
          summary: 'Resolve a deduction the bank never settled, with a note (audited); answers those left',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: moneyAttentionResolveRequestSchema,
          response: { 200: moneyAttentionListSchema, ...authErrorResponses, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        await collections.resolveAttention(
          officerOf(request),
          request.params.id,
          request.body.note,
          traceOf(request),
        );
        return reply.headers(NO_STORE).send({ items: await collections.attention() });
      },
    );
  };
}
