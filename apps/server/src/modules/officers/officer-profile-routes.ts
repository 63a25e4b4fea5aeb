import {
  OFFICER_AUTH_PATHS,
  officerPasswordChangedSchema,
  officerPasswordChangeRequestSchema,
  officerSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { auditedOriginOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { OfficerManagementService } from './officer-management-service.ts';
import type { OfficerPasswordService } from './officer-password-service.ts';

const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** These calls are how an officer with a temporary password replaces it: the guard lets them through. */
const TEMPORARY_PASSWORD_ALLOWED = { allowsTemporaryPassword: true } as const;

/** The logged-in officer's own details and password (officers only, whatever their roles). */
export function officerProfileRoutes(deps: {
  officers: OfficerManagementService;
  passwords: OfficerPasswordService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      OFFICER_AUTH_PATHS.me,
      {
        config: TEMPORARY_PASSWORD_ALLOWED,
        schema: {
          tags: ['backoffice'],
          summary: 'The logged-in officer',
          security: [{ bearer: [] }],
          response: { 200: officerSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.officers.one(officerOf(request).officerId)),
    );

    app.post(
      OFFICER_AUTH_PATHS.password,
      {
        config: { ...TEMPORARY_PASSWORD_ALLOWED, rateLimit: LOGIN_RATE_LIMIT },
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
