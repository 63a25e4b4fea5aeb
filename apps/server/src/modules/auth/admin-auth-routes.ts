import {
  ADMIN_AUTH_PATHS,
  AUTH_PATHS,
  messageResponseSchema,
  updateAuthOnlyRequestSchema,
  userProfileSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { translate } from '../../http/translator.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminUserService } from './admin-user-service.ts';
import { authenticateOfficer, officerOf } from './authenticate.ts';
import { authErrorResponses, languageOf } from './http.ts';
import type { TokenService } from './token-service.ts';

const userIdParams = z.object({ userId: z.uuid() });
const linkParams = z.object({
  userId: z.uuid(),
  applicationId: z.string().min(1).max(64),
  agreementId: z.string().min(1).max(64),
});

/**
 * Officers' calls on customer accounts. They sit apart from the customer routes with their own guard: an officer
 * token with the right role, never a customer token.
 */
export function adminAuthRoutes(deps: {
  admin: AdminUserService;
  tokens: TokenService;
  db: Database;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const adminOnly = authenticateOfficer(deps.tokens, deps.db, deps.clock, ['admin']);
  const anyApprover = authenticateOfficer(deps.tokens, deps.db, deps.clock, [
    'approver1',
    'approver2',
    'admin',
  ]);
  const bearer = [{ bearer: [] }];

  return async (app) => {
    app.delete(
      AUTH_PATHS.user(':userId'),
      {
        preHandler: adminOnly,
        schema: {
          tags: ['admin-auth'],
          summary: 'Delete a customer account (administrators); its records are kept, its logins removed',
          security: bearer,
          params: userIdParams,
          response: { 200: messageResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await deps.admin.deleteUser(officerOf(request), request.params.userId);
        return { message: translate(languageOf(request), 'success.accountDeleted') };
      },
    );

    app.patch(
      ADMIN_AUTH_PATHS.updateAuthOnly(':userId'),
      {
        preHandler: adminOnly,
        schema: {
          tags: ['admin-auth'],
          summary: "Change a customer's login: email, phone, lock, the date a new application is allowed",
          security: bearer,
          params: userIdParams,
          body: updateAuthOnlyRequestSchema,
          response: { 200: userProfileSchema, ...authErrorResponses },
        },
      },
      async (request) => deps.admin.updateAuthOnly(officerOf(request), request.params.userId, request.body),
    );

    app.patch(
      ADMIN_AUTH_PATHS.linkApplication(':userId', ':applicationId', ':agreementId'),
      {
        preHandler: anyApprover,
        schema: {
          tags: ['admin-auth'],
          summary: "Link an approved application and its agreement to the customer's account",
          security: bearer,
          params: linkParams,
          response: { 200: userProfileSchema, ...authErrorResponses },
        },
      },
      async (request) =>
        deps.admin.linkApplication(
          officerOf(request),
          request.params.userId,
          request.params.applicationId,
          request.params.agreementId,
        ),
    );
  };
}
