import {
  AUTH_PATHS,
  logoutRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { SessionService } from './session-service.ts';

/** A customer's session (public: the refresh token is the proof): rotating its refresh token, and logging out. */
export function sessionRoutes(deps: { sessions: SessionService }): FastifyPluginAsyncZod {
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
  };
}
