import {
  logoutRequestSchema,
  messageResponseSchema,
  OFFICER_AUTH_PATHS,
  officerLoginChallengeSchema,
  officerLoginRequestSchema,
  officerPasswordChangedSchema,
  officerPasswordChangeRequestSchema,
  officerSchema,
  officerSessionSchema,
  officerTotpRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@sinar/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { translate } from '../../http/translator.ts';
import { officerOf } from '../auth/authenticate.ts';
import { authErrorResponses, languageOf, NO_STORE } from '../auth/http.ts';
import { auditedOriginOf } from './http.ts';
import type { OfficerLoginService } from './officer-login-service.ts';
import type { OfficerPasswordService } from './officer-password-service.ts';
import { findOfficerById } from './officer-repository.ts';
import type { OfficerSessions } from './officer-sessions.ts';
import { officerView } from './officer-view.ts';

const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * The officers' login and session calls. They sit apart from the customers' and take officer tokens only:
 * `authenticate` is the back office's guard, and a customer refresh token is unknown to the officers' sessions.
 * `authenticate` lets an officer with a temporary password through: these calls are how they replace it.
 */
export function officerAuthRoutes(deps: {
  logins: OfficerLoginService;
  sessions: OfficerSessions;
  passwords: OfficerPasswordService;
  authenticate: preHandlerAsyncHookHandler;
  db: Database;
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

    app.get(
      OFFICER_AUTH_PATHS.me,
      {
        preHandler: deps.authenticate,
        schema: {
          tags: ['backoffice'],
          summary: 'The logged-in officer',
          security: [{ bearer: [] }],
          response: { 200: officerSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const officer = await findOfficerById(deps.db, officerOf(request).officerId);
        if (!officer) throw notFound();
        return reply.headers(NO_STORE).send(officerView(officer));
      },
    );

    app.post(
      OFFICER_AUTH_PATHS.password,
      {
        preHandler: deps.authenticate,
        config: { rateLimit: LOGIN_RATE_LIMIT },
        schema: {
          tags: ['backoffice'],
          summary:
            "Change the officer's own password (a temporary one first of all); their other sessions end",
          security: [{ bearer: [] }],
          body: officerPasswordChangeRequestSchema,
          response: { 200: officerPasswordChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const officer = await deps.passwords.change(
          officerOf(request),
          request.body,
          auditedOriginOf(request),
        );
        const message = translate(languageOf(request), 'success.passwordChanged');
        return reply.headers(NO_STORE).send({ message, officer });
      },
    );
  };
}
