import fastifyMultipart from '@fastify/multipart';
import {
  EKYC_PATHS,
  ekycCaptureTokenHeadersSchema,
  ekycSessionParamsSchema,
  ekycSessionSchema,
  ekycSideSchema,
  MAX_FILE_SIZE_BYTES,
} from '@sinar/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { readMultipartUpload, singleFileLimits } from '../../http/multipart-upload.ts';
import { customerOf } from '../../http/principals.ts';
import { ekycErrorResponses } from './ekyc-schemas.ts';
import type { EkycActor, EkycSessionService } from './ekyc-session-service.ts';

const MULTIPART_SLACK_BYTES = 64 * 1_024;

function actorOf(request: FastifyRequest): EkycActor {
  if (request.ekycCaptureSessionId) return { kind: 'capture', sessionId: request.ekycCaptureSessionId };
  return { kind: 'applicant', userId: customerOf(request).userId };
}

/**
 * The calls a phone may make with the capture token of the QR code's hand-off, as well as the logged-in applicant:
 * take a picture, submit the three, read the session (ekyc-capture-guard.ts admits the caller).
 */
export function ekycCaptureRoutes(deps: { sessions: EkycSessionService }): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin's scope only: no other call accepts multipart bodies but the documents' upload.
    await app.register(fastifyMultipart, {
      limits: singleFileLimits(MAX_FILE_SIZE_BYTES + MULTIPART_SLACK_BYTES),
    });

    app.post(
      EKYC_PATHS.capture(':sessionId'),
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['ekyc'],
          summary: 'Send one picture (multipart: side, then image): png or jpeg by content, under 5MB',
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          params: ekycSessionParamsSchema,
          headers: ekycCaptureTokenHeadersSchema,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { fields, file } = await readMultipartUpload(request, 'image', 'ekyc.session.imageMissing');
        const side = ekycSideSchema.safeParse(fields.side);
        if (!side.success) throw badRequest('errors.invalidRequest');
        const session = await deps.sessions.capture(actor, request.params.sessionId, side.data, file.bytes);
        return reply.headers(NO_STORE).send(session);
      },
    );

    app.post(
      EKYC_PATHS.submit(':sessionId'),
      {
        schema: {
          tags: ['ekyc'],
          summary: 'Hand the three pictures to the provider; its verdict arrives later',
          security: [{ bearer: [] }],
          params: ekycSessionParamsSchema,
          headers: ekycCaptureTokenHeadersSchema,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.sessions.submit(actorOf(request), request.params.sessionId)),
    );

    app.get(
      EKYC_PATHS.handoffSession(':sessionId'),
      {
        schema: {
          tags: ['ekyc'],
          summary: 'The session as the phone sees it (capture token, or the applicant)',
          params: ekycSessionParamsSchema,
          headers: ekycCaptureTokenHeadersSchema,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.sessions.get(actorOf(request), request.params.sessionId)),
    );
  };
}
