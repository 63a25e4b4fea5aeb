import {
  AGREEMENT_BACKOFFICE_PATHS,
  agreementFileParamsSchema,
  agreementListQuerySchema,
  agreementListSchema,
  idParamsSchema,
  type OfficerRole,
  officerAgreementChangedSchema,
  officerAgreementSchema,
  stampingResubmitRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { OfficerAgreementService } from './officer-agreement-service.ts';
import type { StampingService } from './stamping-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];
/** The work after signing that waits on LHDN is the disbursement officers' (docs/decisions/051). */
const STAMPING_OFFICERS: readonly OfficerRole[] = ['disbursementOfficer'];

/** The back office's agreement calls: every officer reads them; a customer token is refused. */
export function officerAgreementRoutes(deps: {
  agreements: OfficerAgreementService;
  stamping: StampingService;
  storage: FileStorage;
}): FastifyPluginAsyncZod {
  const { agreements, stamping } = deps;

  return async (app) => {
    app.get(
      AGREEMENT_BACKOFFICE_PATHS.agreements,
      {
        schema: {
          tags: TAGS,
          summary:
            'Agreements by status and product: the counts within the product filter, and one page newest first',
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

    app.post(
      AGREEMENT_BACKOFFICE_PATHS.resubmitStamping(':id'),
      {
        config: { officerRoles: STAMPING_OFFICERS },
        schema: {
          tags: TAGS,
          summary: 'Submit a rejected or failed e-stamping again, as a new attempt (disbursement officer)',
          security: bearer,
          params: idParamsSchema,
          body: stampingResubmitRequestSchema,
          response: { 200: officerAgreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        await stamping.resubmit(officer, request.params.id, request.body.reason, traceOf(request));
        const agreement = await agreements.current(officer, request.params.id);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'agreements.stampingResubmitted'), agreement });
      },
    );
  };
}
