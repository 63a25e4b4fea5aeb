import {
  AGREEMENT_PATHS,
  acceptSummaryRequestSchema,
  agreementChangedSchema,
  agreementParamsSchema,
  agreementStatusViewSchema,
  approvedSummarySchema,
  currentAgreementSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { AgreementService } from './agreement-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];

/** The applicant's agreement calls of the product service (spec 001 section 7, and the designed ones). */
export function agreementRoutes(deps: { agreements: AgreementService }): FastifyPluginAsyncZod {
  const { agreements } = deps;

  return async (app) => {
    app.get(
      AGREEMENT_PATHS.current,
      {
        schema: {
          tags: TAGS,
          summary: "The agreement of the caller's latest application, or null",
          security: bearer,
          response: { 200: currentAgreementSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send({ agreement: await agreements.current(customerOf(request)) }),
    );

    app.get(
      AGREEMENT_PATHS.summary(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'The approved loan or financing summary, with and without the protection plan',
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: approvedSummarySchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await agreements.summary(customerOf(request), request.params.agreementId)),
    );

    app.get(
      AGREEMENT_PATHS.status(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: "The agreement's status, its step status list and its history",
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: agreementStatusViewSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await agreements.status(customerOf(request), request.params.agreementId)),
    );

    app.post(
      AGREEMENT_PATHS.acceptSummary(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'Accept the approved summary, with or without the protection plan',
          security: bearer,
          params: agreementParamsSchema,
          body: acceptSummaryRequestSchema,
          response: { 200: agreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const agreement = await agreements.acceptSummary(
          customerOf(request),
          request.params.agreementId,
          request.body,
        );
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'agreements.summaryAccepted'), agreement });
      },
    );

    app.patch(
      AGREEMENT_PATHS.cancel(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'Walk away before signing: the agreement and its application are cancelled',
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: agreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const agreement = await agreements.cancel(customerOf(request), request.params.agreementId);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'agreements.cancelled'), agreement });
      },
    );
  };
}
