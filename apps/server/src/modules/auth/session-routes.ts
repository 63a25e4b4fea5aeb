import {
  AUTH_PATHS,
  logoutRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  tokenPairSchema,
  userProfileSchema,
} from '@sinar/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../http/translator.ts';
import { customerOf } from './authenticate.ts';
import { authErrorResponses, languageOf, NO_STORE } from './http.ts';
import type { ProfileService } from './profile-service.ts';
import type { SessionService } from './session-service.ts';

export function sessionRoutes(deps: {
  sessions: SessionService;
  profiles: ProfileService;
  authenticate: preHandlerAsyncHookHandler;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      AUTH_PATHS.refresh,
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh token; a token used twice ends its whole session',
          body: refreshRequestSchema,
          response: { 200: tokenPairSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const tokens = await deps.sessions.refresh(request.body.refreshToken);
        return reply.headers(NO_STORE).send(tokens);
      },
    );

    app.post(
      AUTH_PATHS.logout,
      {
        schema: {
          tags: ['auth'],
          summary: 'End the session of a refresh token',
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
      AUTH_PATHS.me,
      {
        preHandler: deps.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'The logged-in user',
          security: [{ bearer: [] }],
          response: { 200: userProfileSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await deps.profiles.me(customerOf(request))),
    );
  };
}
