import fastifyMultipart from '@fastify/multipart';
import {
  EKYC_CAPTURE_TOKEN_HEADER,
  EKYC_PATHS,
  EKYC_SIDES,
  ekycHandoffClaimSchema,
  ekycHandoffSchema,
  ekycSessionSchema,
  MAX_FILE_SIZE_BYTES,
} from '@sinar/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { customerOf, unauthorized } from '../auth/authenticate.ts';
import { NO_STORE } from '../auth/http.ts';
import { readMultipartUpload, singleFileLimits } from '../documents/multipart-upload.ts';
import { viewerOf } from '../documents/viewer.ts';
import type { EkycHandoffService } from './ekyc-handoff-service.ts';
import type { EkycActor, EkycSessionService } from './ekyc-session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session a valid X-Ekyc-Capture-Token was given for (the phone of the QR code's hand-off). */
    ekycCaptureSessionId?: string;
  }
}

const MULTIPART_SLACK_BYTES = 64 * 1_024;
const CAPTURE_TOKEN_HEADER = EKYC_CAPTURE_TOKEN_HEADER.toLowerCase();

const ekycErrorResponses = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
} as const;

const applicationParams = z.object({ applicationId: z.uuid() });
const sessionParams = z.object({ sessionId: z.uuid() });
const captureTokenHeaders = z.object({ [CAPTURE_TOKEN_HEADER]: z.string().max(200).optional() });

function actorOf(request: FastifyRequest): EkycActor {
  if (request.ekycCaptureSessionId) return { kind: 'capture', sessionId: request.ekycCaptureSessionId };
  return { kind: 'applicant', userId: customerOf(request).userId };
}

export function ekycRoutes(deps: {
  sessions: EkycSessionService;
  handoffs: EkycHandoffService;
  storage: FileStorage;
  authenticate: preHandlerAsyncHookHandler;
  authenticateApplicantOrOfficer: preHandlerAsyncHookHandler;
}): FastifyPluginAsyncZod {
  /**
   * The calls a phone may make with a capture token instead of a login (capture, submit, read the session): the
   * token must be live and given for the session the call names. Without the header, a customer login is needed.
   */
  const authenticateCaptureOrApplicant: preHandlerAsyncHookHandler = async function (request, reply) {
    const token = request.headers[CAPTURE_TOKEN_HEADER];
    if (typeof token === 'string' && token.length > 0) {
      const { sessionId } = request.params as { sessionId?: string };
      if (!sessionId) throw unauthorized();
      request.ekycCaptureSessionId = await deps.handoffs.sessionOfCaptureToken(token, sessionId);
      return;
    }
    await deps.authenticate.call(this, request, reply);
  };

  return async (app) => {
    // In this plugin's scope only: no other call accepts multipart bodies.
    await app.register(fastifyMultipart, {
      limits: singleFileLimits(MAX_FILE_SIZE_BYTES + MULTIPART_SLACK_BYTES),
    });

    app.post(
      EKYC_PATHS.session(':applicationId'),
      {
        preHandler: deps.authenticate,
        schema: {
          tags: ['ekyc'],
          summary: "Open the application's identity verification, or reopen it for another attempt",
          security: [{ bearer: [] }],
          params: applicationParams,
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
        preHandler: deps.authenticate,
        schema: {
          tags: ['ekyc'],
          summary: "Where the application's identity verification stands",
          security: [{ bearer: [] }],
          params: applicationParams,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await deps.sessions.ofApplication(customerOf(request).userId, request.params.applicationId)),
    );

    app.post(
      EKYC_PATHS.capture(':sessionId'),
      {
        preHandler: authenticateCaptureOrApplicant,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['ekyc'],
          summary: 'Send one picture (multipart: side, then image): png or jpeg by content, under 5MB',
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          params: sessionParams,
          headers: captureTokenHeaders,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { fields, file } = await readMultipartUpload(request, 'image', 'ekyc.session.imageMissing');
        const side = z.enum(EKYC_SIDES).safeParse(fields.side);
        if (!side.success) throw badRequest('errors.invalidRequest');
        const session = await deps.sessions.capture(actor, request.params.sessionId, side.data, file.bytes);
        return reply.headers(NO_STORE).send(session);
      },
    );

    app.post(
      EKYC_PATHS.submit(':sessionId'),
      {
        preHandler: authenticateCaptureOrApplicant,
        schema: {
          tags: ['ekyc'],
          summary: 'Hand the three pictures to the provider; its verdict arrives later',
          security: [{ bearer: [] }],
          params: sessionParams,
          headers: captureTokenHeaders,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.sessions.submit(actorOf(request), request.params.sessionId)),
    );

    app.post(
      EKYC_PATHS.handoff(':sessionId'),
      {
        preHandler: deps.authenticate,
        schema: {
          tags: ['ekyc'],
          summary: 'A single-use link for the QR code, to continue on a phone (10 minutes)',
          security: [{ bearer: [] }],
          params: sessionParams,
          response: { 200: ekycHandoffSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await deps.handoffs.createLink(customerOf(request).userId, request.params.sessionId)),
    );

    app.post(
      EKYC_PATHS.claimHandoff(':token'),
      {
        // No login: the link is the proof. Limited, so that links cannot be guessed by trying.
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['ekyc'],
          summary: 'Claim a hand-off link, once: answers a capture token for its session (30 minutes)',
          params: z.object({ token: z.string().min(20).max(200) }),
          response: { 200: ekycHandoffClaimSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await deps.handoffs.claim(request.params.token)),
    );

    app.get(
      EKYC_PATHS.handoffSession(':sessionId'),
      {
        preHandler: authenticateCaptureOrApplicant,
        schema: {
          tags: ['ekyc'],
          summary: 'The session as the phone sees it (capture token, or the applicant)',
          params: sessionParams,
          headers: captureTokenHeaders,
          response: { 200: ekycSessionSchema, ...ekycErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.sessions.get(actorOf(request), request.params.sessionId)),
    );

    app.get(
      EKYC_PATHS.image(':sessionId', ':side'),
      {
        preHandler: deps.authenticateApplicantOrOfficer,
        schema: {
          tags: ['ekyc'],
          summary: "A picture of the session's current attempt (its applicant or an officer)",
          security: [{ bearer: [] }],
          params: z.object({ sessionId: z.uuid(), side: z.enum(EKYC_SIDES) }),
          response: { ...ekycErrorResponses },
        },
      },
      async (request, reply) => {
        const { sessionId, side } = request.params;
        const file = await deps.sessions.image(viewerOf(request), sessionId, side);
        return sendStoredFile(request, reply, deps.storage, file, { disposition: 'inline', cacheSeconds: 0 });
      },
    );
  };
}
