import {
  idParamsSchema,
  JOMPAY_PATHS,
  jompayAssignRequestSchema,
  jompayImportListSchema,
  jompayImportSchema,
  jompayLineListSchema,
  jompayLineSchema,
  jompayReturnRequestSchema,
  jompayUploadRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import type { Idempotency } from '../../http/idempotency.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf } from '../../http/translator.ts';
import { JOMPAY_OFFICERS, type JompayService } from './jompay-service.ts';

const TAGS = ['jompay'];
const bearer = [{ bearer: [] }];
const config = { officerRoles: JOMPAY_OFFICERS };

/**
 * The back office's JomPAY reconciliation: the imports, an upload, and the parked lines' assign and return. The three
 * calls that move money take an Idempotency-Key (decision 035), the officer's own.
 */
export function jompayRoutes(deps: {
  jompay: JompayService;
  idempotency: Idempotency;
}): FastifyPluginAsyncZod {
  const { jompay, idempotency } = deps;
  return async (app) => {
    app.get(
      JOMPAY_PATHS.imports,
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The JomPAY files imported, newest first, with what became of their lines',
          security: bearer,
          response: { 200: jompayImportListSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await jompay.imports(languageOf(request))),
    );

    app.post(
      JOMPAY_PATHS.upload,
      {
        config,
        bodyLimit: 3_000_000,
        schema: {
          tags: TAGS,
          summary:
            "Import the biller bank's reconciliation file (the same file twice imports nothing new). Needs an Idempotency-Key header",
          security: bearer,
          body: jompayUploadRequestSchema,
          response: { 200: jompayImportSchema, ...authErrorResponses, 422: errorBodySchema },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        reply.headers(NO_STORE);
        return idempotency.run(request, reply, `officer:${officer.officerId}`, async () => ({
          statusCode: 200,
          body: await jompay.upload(officer, request.body, languageOf(request)),
        }));
      },
    );

    app.get(
      JOMPAY_PATHS.parked,
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The JomPAY payments parked for an officer: their Ref-1 names no active account',
          security: bearer,
          response: { 200: jompayLineListSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await jompay.parked(languageOf(request))),
    );

    app.get(
      JOMPAY_PATHS.returned,
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The JomPAY payments returned to their payers, newest first, each with its payout back',
          security: bearer,
          response: { 200: jompayLineListSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await jompay.returned(languageOf(request))),
    );

    app.post(
      JOMPAY_PATHS.assign(':id'),
      {
        config,
        schema: {
          tags: TAGS,
          summary:
            'Post a parked JomPAY payment to an active account, with a remark. Needs an Idempotency-Key header',
          security: bearer,
          params: idParamsSchema,
          body: jompayAssignRequestSchema,
          response: {
            200: jompayLineSchema,
            ...authErrorResponses,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        reply.headers(NO_STORE);
        return idempotency.run(request, reply, `officer:${officer.officerId}`, async () => ({
          statusCode: 200,
          body: await jompay.assign(
            officer,
            request.params.id,
            request.body,
            traceOf(request),
            languageOf(request),
          ),
        }));
      },
    );

    app.post(
      JOMPAY_PATHS.markForReturn(':id'),
      {
        config,
        schema: {
          tags: TAGS,
          summary:
            'Mark a parked JomPAY payment for return to the payer, with a remark. Needs an Idempotency-Key header',
          security: bearer,
          params: idParamsSchema,
          body: jompayReturnRequestSchema,
          response: {
            200: jompayLineSchema,
            ...authErrorResponses,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        reply.headers(NO_STORE);
        return idempotency.run(request, reply, `officer:${officer.officerId}`, async () => ({
          statusCode: 200,
          body: await jompay.markForReturn(
            officer,
            request.params.id,
            request.body,
            traceOf(request),
            languageOf(request),
          ),
        }));
      },
    );
  };
}
