import {
  idParamsSchema,
  messageResponseSchema,
  SME_APPLICATION_PATHS,
  SME_APPLICATION_SCHEMAS,
  SME_PARTNER_TYPES,
  type SmePartnerType,
  smeApplicationListSchema,
  smeApplicationMessageResponseSchema,
  smeApplicationSchema,
  smeDraftRequestSchema,
  smeEligibilityResultSchema,
  smePartnerTypeParamsSchema,
  smeProductProfileRequestSchema,
  smeProductProfileSchema,
  smeRequiredFilesSchema,
  staffProductProfileRequestSchema,
  staffProductProfileSchema,
  userIdParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { SmeApplicationService } from './sme-application-service.ts';

const TAGS = ['sme-application'];
const bearer = [{ bearer: [] }];
const errors = { ...authErrorResponses, 503: errorBodySchema } as const;

/**
 * The SME partner's and staff member's application calls (spec 001 section 7: `smeApplication/*`, `sme/file/*`,
 * `sme/productProfile`, `staff/productProfile`; the eligibility check is designed like the individual's).
 */
export function smeApplicationRoutes(deps: { applications: SmeApplicationService }): FastifyPluginAsyncZod {
  const { applications } = deps;

  return async (app) => {
    app.post(
      SME_APPLICATION_PATHS.eligibility,
      {
        schema: {
          tags: TAGS,
          summary:
            "Check the partner's eligibility from the partner directory; every failing reason is named",
          security: bearer,
          response: { 200: smeEligibilityResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await applications.eligibility(customerOf(request))),
    );

    app.post(
      SME_APPLICATION_PATHS.smeProductProfile,
      {
        schema: {
          tags: TAGS,
          summary:
            "The SME product for the partner and a tenure: multiplier x tenure, within the partner id's limit",
          security: bearer,
          body: smeProductProfileRequestSchema,
          response: { 200: smeProductProfileSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await applications.smeProductProfile(
              customerOf(request),
              request.body.tenureMonths,
              languageOf(request),
            ),
          ),
    );

    app.post(
      SME_APPLICATION_PATHS.staffProductProfile,
      {
        schema: {
          tags: TAGS,
          summary: 'The staff product for a net salary: multiplier x net salary',
          security: bearer,
          body: staffProductProfileRequestSchema,
          response: { 200: staffProductProfileSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await applications.staffProductProfile(
              customerOf(request),
              request.body.netSalarySen,
              languageOf(request),
            ),
          ),
    );

    app.get(
      SME_APPLICATION_PATHS.requiredFiles(':partnerType'),
      {
        schema: {
          tags: TAGS,
          summary: 'The business documents a partner type uploads, required or optional',
          security: bearer,
          params: smePartnerTypeParamsSchema,
          response: { 200: smeRequiredFilesSchema, ...errors },
        },
      },
      async (request, reply) => reply.send(applications.requiredFiles(request.params.partnerType)),
    );

    app.post(
      SME_APPLICATION_PATHS.draft,
      {
        schema: {
          tags: TAGS,
          summary: "Make the caller's draft (no id) or save it as typed (id)",
          security: bearer,
          body: smeDraftRequestSchema,
          response: { 200: smeApplicationSchema, 201: smeApplicationSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(request.body.id ? 200 : 201)
          .headers(NO_STORE)
          .send(await applications.saveDraft(customerOf(request), request.body)),
    );

    app.get(
      SME_APPLICATION_PATHS.byUser(':userId'),
      {
        schema: {
          tags: TAGS,
          summary: "The caller's own applications, latest first",
          security: bearer,
          params: userIdParamsSchema,
          response: { 200: smeApplicationListSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await applications.byUser(customerOf(request), request.params.userId)),
    );

    app.get(
      SME_APPLICATION_PATHS.application(':id'),
      {
        schema: {
          tags: TAGS,
          summary: "The caller's own application",
          security: bearer,
          params: idParamsSchema,
          response: { 200: smeApplicationSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await applications.application(customerOf(request), request.params.id)),
    );

    app.delete(
      SME_APPLICATION_PATHS.application(':id'),
      {
        schema: {
          tags: TAGS,
          summary: "Delete the caller's draft",
          security: bearer,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await applications.remove(customerOf(request), request.params.id);
        return reply.send({ message: translate(languageOf(request), 'sme.application.deleted') });
      },
    );

    app.patch(
      SME_APPLICATION_PATHS.pending(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'Submit the completed application: DRAFT to PENDING',
          security: bearer,
          params: idParamsSchema,
          response: { 200: smeApplicationMessageResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send({
          message: translate(languageOf(request), 'sme.application.submitted'),
          application: await applications.pending(customerOf(request), request.params.id),
        }),
    );

    app.patch(
      SME_APPLICATION_PATHS.cancel(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'Cancel the application (the applicant)',
          security: bearer,
          params: idParamsSchema,
          response: { 200: smeApplicationMessageResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send({
          message: translate(languageOf(request), 'sme.application.canceled'),
          application: await applications.cancel(customerOf(request), request.params.id),
        }),
    );

    for (const partnerType of SME_PARTNER_TYPES) registerSubmission(app, applications, partnerType);
  };
}

function registerSubmission(
  app: Parameters<FastifyPluginAsyncZod>[0],
  applications: SmeApplicationService,
  partnerType: SmePartnerType,
): void {
  app.post(
    SME_APPLICATION_PATHS.submission(partnerType),
    {
      schema: {
        tags: TAGS,
        summary: `The ${partnerType.toLowerCase().replace('_', ' ')} application, checked whole and saved`,
        security: bearer,
        body: SME_APPLICATION_SCHEMAS[partnerType],
        response: { 200: smeApplicationMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send({
        message: translate(languageOf(request), 'sme.application.saved'),
        application: await applications.submit(customerOf(request), partnerType, request.body),
      }),
  );
}
