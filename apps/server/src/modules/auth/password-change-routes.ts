import {
  AUTH_PATHS,
  changePasswordFormSchema,
  messageResponseSchema,
  partnerIdParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEMPORARY_PASSWORD_ALLOWED } from '../../http/customer-guard.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { PasswordService } from './password-service.ts';
import type { ProfileService } from './profile-service.ts';

/**
 * A logged-in customer changing their password, confirmed with the old one (customers only): also the one thing a
 * session opened with a temporary password may do.
 */
export function passwordChangeRoutes(deps: {
  passwords: PasswordService;
  profiles: ProfileService;
}): FastifyPluginAsyncZod {
  const { passwords, profiles } = deps;
  const bearer = [{ bearer: [] }];
  const message = { 200: messageResponseSchema, ...authErrorResponses };

  return async (app) => {
    app.patch(
      AUTH_PATHS.updatePassword,
      {
        config: TEMPORARY_PASSWORD_ALLOWED,
        schema: {
          tags: ['auth'],
          summary: "Change the password; the user's other sessions end",
          security: bearer,
          body: changePasswordFormSchema,
          response: message,
        },
      },
      async (request) => {
        await passwords.changePassword(customerOf(request), request.body);
        return { message: translate(languageOf(request), 'success.passwordChanged') };
      },
    );

    app.post(
      AUTH_PATHS.smeChangePassword(':id'),
      {
        config: TEMPORARY_PASSWORD_ALLOWED,
        schema: {
          tags: ['auth'],
          summary: "Change a partner's password; the other sessions end",
          security: bearer,
          params: partnerIdParamsSchema,
          body: changePasswordFormSchema,
          response: message,
        },
      },
      async (request) => {
        const principal = customerOf(request);
        await profiles.assertOwnPartnerId(principal, request.params.id);
        await passwords.changePassword(principal, request.body);
        return { message: translate(languageOf(request), 'success.passwordChanged') };
      },
    );
  };
}
