import {
  EKYC_PATHS,
  ekycApplicationParamsSchema,
  ekycHandoffSchema,
  ekycSessionParamsSchema,
  ekycSessionSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import type { EkycHandoffService } from './ekyc-handoff-service.ts';
import { ekycErrorResponses } from './ekyc-schemas.ts';
import type { EkycSessionService } from './ekyc-session-service.ts';

/** The applicant's identity verification: its session, and the QR code's link to go on with a phone. */
export function ekycRoutes(deps: {
  sessions: EkycSessionService;
  handoffs: EkycHandoffService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      EKYC_PATHS.session(':applicationId'),
      {
        schema: {
          tags: ['ekyc'],
          summary: "Open the application's identity verification, or reopen it for another attempt",
          security: [{ bearer: [] }],
          params: ekycApplicationParamsSchema,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await deps.sessions.open(customerOf(request).userId, request.params.applicationId)),
    );

    app.get(
      EKYC_PATHS.session(':applicationId'),
      {
        schema: {
          tags: ['ekyc'],
          summary: "Where the application's identity verification stands",
          security: [{ bearer: [] }],
          params: ekycApplicationParamsSchema,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await deps.sessions.ofApplication(customerOf(request).userId, request.params.applicationId)),
    );

    app.post(
      EKYC_PATHS.handoff(':sessionId'),
      {
        schema: {
          tags: ['ekyc'],
          summary: 'A single-use link for the QR code, to continue on a phone (10 minutes)',
          security: [{ bearer: [] }],
          params: ekycSessionParamsSchema,
          response: { 200: ekycHandoffSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await deps.handoffs.createLink(customerOf(request).userId, request.params.sessionId)),
    );
  };
}
