import {
  auditListSchema,
  auditQuerySchema,
  BACKOFFICE_PATHS,
  customerIdentityCorrectedSchema,
  customerIdentityCorrectionRequestSchema,
  customerLookupQuerySchema,
  customerLookupSchema,
  idParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { languageOf } from '../../http/translator.ts';
import type { AdminLookupService } from './admin-lookup-service.ts';
import type { IdentityCorrectionService } from './identity-correction-service.ts';
import { reviewErrorResponses } from './review-schemas.ts';

const TAGS = ['review'];
const bearer = [{ bearer: [] }];

/**
 * The admin's calls of the review: the identity correction, the audit trail's search and the customer look-up (the
 * spec's cancel is among the review calls every kind of application has, in review-routes.ts).
 */
export function adminReviewRoutes(deps: {
  lookups: AdminLookupService;
  identities: IdentityCorrectionService;
}): FastifyPluginAsyncZod {
  const { lookups, identities } = deps;

  return async (app) => {
    app.patch(
      BACKOFFICE_PATHS.userIdentity(':id'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary:
            "Correct a customer's NRIC and name as on the card (admin), with a reason; audited, and an open application goes back through e-KYC and the telecom check",
          security: bearer,
          params: idParamsSchema,
          body: customerIdentityCorrectionRequestSchema,
          response: { 200: customerIdentityCorrectedSchema, ...reviewErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await identities.correct(
              officerOf(request),
              request.params.id,
              request.body,
              traceOf(request),
              languageOf(request),
            ),
          ),
    );

    app.get(
      BACKOFFICE_PATHS.audit,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'The audit trail (admin): officer actions and status changes, newest first, searchable',
          security: bearer,
          querystring: auditQuerySchema,
          response: { 200: auditListSchema, ...reviewErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await lookups.audit(officerOf(request), request.query, traceOf(request))),
    );

    app.get(
      BACKOFFICE_PATHS.users,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: 'Customers by name, phone, email, NRIC or application number (admin); NRIC masked',
          security: bearer,
          querystring: customerLookupQuerySchema,
          response: { 200: customerLookupSchema, ...reviewErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await lookups.customers(officerOf(request), request.query.q, traceOf(request))),
    );
  };
}
