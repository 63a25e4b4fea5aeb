import {
  currentSmeAgreementSchema,
  SME_AGREEMENT_PATHS,
  smeAgreementParamsSchema,
  smeAgreementSignParamsSchema,
  smeAgreementStepSchema,
  smeAgreementViewSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { sendPdf } from './signing-routes.ts';
import type { SmeAgreementService } from './sme-agreement-service.ts';

const TAGS = ['sme-agreement'];
const bearer = [{ bearer: [] }];

/** The SME partner's and staff member's agreement calls of the product service (spec 001 section 7). */
export function smeAgreementRoutes(deps: { smeAgreements: SmeAgreementService }): FastifyPluginAsyncZod {
  const { smeAgreements } = deps;

  return async (app) => {
    app.get(
      SME_AGREEMENT_PATHS.current,
      {
        schema: {
          tags: TAGS,
          summary: "The agreement of the caller's latest approved SME or staff application, or null",
          security: bearer,
          response: { 200: currentSmeAgreementSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send({ agreement: await smeAgreements.current(customerOf(request)) }),
    );

    app.get(
      SME_AGREEMENT_PATHS.agreement(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'The SME or staff agreement with its approved figures and stamping',
          security: bearer,
          params: smeAgreementParamsSchema,
          response: { 200: smeAgreementViewSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await smeAgreements.agreement(customerOf(request), request.params.id)),
    );

    app.get(
      SME_AGREEMENT_PATHS.step(':id'),
      {
        schema: {
          tags: TAGS,
          summary: "The SME or staff agreement's status, step status list and history",
          security: bearer,
          params: smeAgreementParamsSchema,
          response: { 200: smeAgreementStepSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await smeAgreements.step(customerOf(request), request.params.id)),
    );

    app.post(
      SME_AGREEMENT_PATHS.sign(':language', ':agreementId'),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary:
            'The agreement as a PDF in the language asked, made out to be signed by the applicant for the business',
          security: bearer,
          params: smeAgreementSignParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const { language, agreementId } = request.params;
        return sendPdf(reply, await smeAgreements.document(customerOf(request), agreementId, language));
      },
    );
  };
}
