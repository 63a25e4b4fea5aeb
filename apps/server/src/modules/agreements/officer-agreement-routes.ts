import {
  AGREEMENT_BACKOFFICE_PATHS,
  agreementFileParamsSchema,
  agreementListQuerySchema,
  agreementListSchema,
  idParamsSchema,
  officerAgreementSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { OfficerAgreementService } from './officer-agreement-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];

/** The back office's agreement calls: every officer reads them; a customer token is refused. */
export function officerAgreementRoutes(deps: {
  agreements: OfficerAgreementService;
  storage: FileStorage;
}): FastifyPluginAsyncZod {
  const { agreements } = deps;

  return async (app) => {
    app.get(
      AGREEMENT_BACKOFFICE_PATHS.agreements,
      {
        schema: {
          tags: TAGS,
          summary: 'Agreements by status and product: the counts, and one page newest first',
          security: bearer,
          querystring: agreementListQuerySchema,
          response: { 200: agreementListSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await agreements.list(request.query)),
    );

    app.get(
      AGREEMENT_BACKOFFICE_PATHS.agreement(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'One agreement: terms, figures, protection and commission, files and history (audited)',
          security: bearer,
          params: idParamsSchema,
          response: { 200: officerAgreementSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await agreements.view(officerOf(request), request.params.id, traceOf(request))),
    );

    app.get(
      AGREEMENT_BACKOFFICE_PATHS.file(':id', ':fileId'),
      {
        schema: {
          tags: TAGS,
          summary: 'A file of the agreement: the accepted PDF, or the signed one with its signatures',
          security: bearer,
          params: agreementFileParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) =>
        sendStoredFile(
          request,
          reply,
          deps.storage,
          await agreements.file(request.params.id, request.params.fileId),
          { disposition: 'attachment', cache: 'no-store' },
        ),
    );
  };
}
