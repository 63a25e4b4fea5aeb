import {
  collectionCallbackSchema,
  DIRECT_DEBIT_COLLECTION_PATHS,
  directDebitMessageSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { NoticeSignatureError } from '../../providers/signed-notice.ts';
import type { DirectDebitCollectionService } from './collection-service.ts';

/**
 * The provider's webhook for the result of a deduction, public as a bank's server calls it: the notice's signature is
 * its proof, checked before anything is read (401 when it does not match, and nothing is written). The sandbox hands
 * the same notice to the service in-process; either way it is applied once.
 */
export function collectionCallbackRoutes(deps: {
  collections: DirectDebitCollectionService;
}): FastifyPluginAsyncZod {
  const { collections } = deps;
  return async (app) => {
    app.post(
      DIRECT_DEBIT_COLLECTION_PATHS.callback,
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags: ['agreement'],
          summary:
            "The provider's signed notice of a deduction: verified before it is read; a repeat changes nothing",
          body: collectionCallbackSchema,
          response: { 200: directDebitMessageSchema, 401: errorBodySchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        let outcome: Awaited<ReturnType<DirectDebitCollectionService['applyNotice']>>;
        try {
          outcome = await collections.applyNotice(request.body);
        } catch (error) {
          if (error instanceof NoticeSignatureError) throw new AppError(401, 'directDebit.noticeRefused');
          throw error;
        }
        if (outcome === 'unknown') throw notFound('directDebit.collections.notFound');
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'directDebit.noticeAccepted') });
      },
    );
  };
}
