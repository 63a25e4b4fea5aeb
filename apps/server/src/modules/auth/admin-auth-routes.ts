import {
  ADMIN_AUTH_PATHS,
  AUTH_PATHS,
  linkApplicationParamsSchema,
  messageResponseSchema,
  updateAuthOnlyRequestSchema,
  userIdParamsSchema,
  userProfileSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { AdminUserService } from './admin-user-service.ts';

/** The roles that approve, and the administrator. */
const APPROVERS = { officerRoles: ['approver1', 'approver2', 'admin'] } as const;

/**
 * Officers' calls on customer accounts (officers only). They sit apart from the customer routes, in the officers'
 * scope: an officer token with the role the route declares, never a customer token.
 */
export function adminAuthRoutes(deps: { admin: AdminUserService }): FastifyPluginAsyncZod {
  const bearer = [{ bearer: [] }];

  return async (app) => {
    app.delete(
      AUTH_PATHS.user(':userId'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['admin-auth'],
          summary: 'Delete a customer account (administrators); its records are kept, its logins removed',
          security: bearer,
          params: userIdParamsSchema,
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
        config: ADMIN_ONLY,
        schema: {
          tags: ['admin-auth'],
          summary: "Change a customer's login: email, phone, lock, the date a new application is allowed",
          security: bearer,
          params: userIdParamsSchema,
          body: updateAuthOnlyRequestSchema,
          response: { 200: userProfileSchema, ...authErrorResponses },
        },
      },
      async (request) => deps.admin.updateAuthOnly(officerOf(request), request.params.userId, request.body),
    );

    app.patch(
      ADMIN_AUTH_PATHS.linkApplication(':userId', ':applicationId', ':agreementId'),
      {
        config: APPROVERS,
        schema: {
          tags: ['admin-auth'],
          summary: "Link an approved application and its agreement to the customer's account",
          security: bearer,
          params: linkApplicationParamsSchema,
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
