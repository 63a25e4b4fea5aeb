import {
  ATTESTATION_PATHS,
  agreementChangedSchema,
  agreementParamsSchema,
  DIRECT_DEBIT_PATHS,
  directDebitBankListSchema,
  directDebitMessageSchema,
  mandateCallbackSchema,
  mandateRequestSchema,
  mandateReturnQuerySchema,
  mandateSchema,
  mandateStartedSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses, errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { applyPostedMandateNotice } from './mandate-notice-listener.ts';
import type { MandateService } from './mandate-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];
const providerErrorResponses = { ...authErrorResponses, 503: errorBodySchema } as const;

/** The applicant's direct-debit calls: the banks, the mandate (start, update, cancel) and the Islamic attestation. */
export function mandateRoutes(deps: { mandates: MandateService }): FastifyPluginAsyncZod {
  const { mandates } = deps;
  return async (app) => {
    app.get(
      DIRECT_DEBIT_PATHS.banks,
      {
        schema: {
          tags: TAGS,
          summary: 'The banks taking e-mandates now, with their account types',
          security: bearer,
          response: { 200: directDebitBankListSchema, ...providerErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await mandates.banks()),
    );

    app.get(
      DIRECT_DEBIT_PATHS.mandate(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary:
            'The mandate in force or being set up (else the latest): last four digits of the account only',
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: mandateSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await mandates.mandate(customerOf(request), request.params.agreementId, languageOf(request))),
    );

    app.post(
      DIRECT_DEBIT_PATHS.mandate(':agreementId'),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: "Start the mandate (consent and a TAC of purpose 'directDebit'): answers the bank's page",
          security: bearer,
          params: agreementParamsSchema,
          body: mandateRequestSchema,
          response: { 200: mandateStartedSchema, ...providerErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await mandates.start(customerOf(request), request.params.agreementId, request.body)),
    );

    app.patch(
      DIRECT_DEBIT_PATHS.mandate(':agreementId'),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: 'Replace the active mandate (another RM1): the old one stands until the new one is active',
          security: bearer,
          params: agreementParamsSchema,
          body: mandateRequestSchema,
          response: { 200: mandateStartedSchema, ...providerErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await mandates.update(customerOf(request), request.params.agreementId, request.body)),
    );

    app.delete(
      DIRECT_DEBIT_PATHS.mandate(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: "Cancel the mandate: 'Update/Remove successfully', or 'Update/Remove Direct Debit failed'",
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: directDebitMessageSchema, ...providerErrorResponses },
        },
      },
      async (request, reply) => {
        await mandates.cancel(customerOf(request), request.params.agreementId);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'directDebit.removed') });
      },
    );

    app.post(
      ATTESTATION_PATHS.directDebit(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'Islamic financing: the active direct-debit mandate stands for the attestation',
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: agreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const agreement = await mandates.attest(customerOf(request), request.params.agreementId);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'agreements.attested'), agreement });
      },
    );
  };
}

/**
 * The bank's side, without login: the browser's return (a hint: it redirects to the web's result page and changes
 * nothing) and the provider's signed server-to-server notice.
 */
export function mandatePublicRoutes(deps: { mandates: MandateService }): FastifyPluginAsyncZod {
  const { mandates } = deps;
  return async (app) => {
    app.get(
      DIRECT_DEBIT_PATHS.bankReturn,
      {
        schema: {
          tags: TAGS,
          summary: "The bank's return of the browser: redirects to the result page, changes nothing",
          querystring: mandateReturnQuerySchema,
          response: errorResponses,
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).redirect(await mandates.returnTarget(request.query), 303),
    );

    app.post(
      DIRECT_DEBIT_PATHS.callback,
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: "The provider's signed notice: verified before it is read; a repeated one changes nothing",
          body: mandateCallbackSchema,
          response: { 200: directDebitMessageSchema, 401: errorBodySchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        await applyPostedMandateNotice(mandates, request.body);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'directDebit.noticeAccepted') });
      },
    );
  };
}
