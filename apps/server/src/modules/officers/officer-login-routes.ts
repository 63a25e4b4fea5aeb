import {
  logoutRequestSchema,
  messageResponseSchema,
  OFFICER_AUTH_PATHS,
  officerLoginChallengeSchema,
  officerLoginRequestSchema,
  officerSessionSchema,
  officerTotpRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { auditedOriginOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { OfficerLoginService } from './officer-login-service.ts';
import type { OfficerSessions } from './officer-sessions.ts';

const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * The officers' login and session calls (public: the password, the code's challenge or the refresh token is the
 * proof). They sit apart from the customers': a customer refresh token is unknown to the officers' sessions.
 */
export function officerLoginRoutes(deps: {
  logins: OfficerLoginService;
  sessions: OfficerSessions;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OFFICER_AUTH_PATHS.login,
      {
        config: { rateLimit: LOGIN_RATE_LIMIT },
        schema: {
          tags: ['backoffice'],
          summary:
            "An officer's password: answers a challenge for the time-based code (and a secret to enrol)",
          body: officerLoginRequestSchema,
          response: { 200: officerLoginChallengeSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.logins.checkPassword(request.body, auditedOriginOf(request))),
    );

    app.post(
      OFFICER_AUTH_PATHS.totp,
      {
        config: { rateLimit: LOGIN_RATE_LIMIT },
        schema: {
          tags: ['backoffice'],
          summary: 'The time-based code of a login challenge: opens the officer session',
          body: officerTotpRequestSchema,
          response: { 200: officerSessionSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.logins.checkCode(request.body, auditedOriginOf(request))),
    );

    app.post(
      OFFICER_AUTH_PATHS.refresh,
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['backoffice'],
          summary: "Rotate an officer's refresh token; a token used twice ends its whole session",
          body: refreshRequestSchema,
          response: { 200: tokenPairSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.sessions.refresh(request.body.refreshToken)),
    );

    app.post(
      OFFICER_AUTH_PATHS.logout,
      {
        schema: {
          tags: ['backoffice'],
          summary: "End an officer's session",
          body: logoutRequestSchema,
          response: { 200: messageResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await deps.sessions.logout(request.body.refreshToken);
        return { message: translate(languageOf(request), 'success.loggedOut') };
      },
    );
  };
}
