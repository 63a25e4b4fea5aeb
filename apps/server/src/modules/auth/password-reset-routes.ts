import {
  AUTH_PATHS,
  checkResetTokenRequestSchema,
  checkResetTokenResponseSchema,
  messageResponseSchema,
  passwordResetFormSchema,
  passwordResetLinkRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../http/principals.ts';
import { originOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { PasswordService } from './password-service.ts';

/** A forgotten password (public): the emailed single-use link, whether it still works, and the new password it sets. */
export function passwordResetRoutes(deps: { passwords: PasswordService }): FastifyPluginAsyncZod {
  const { passwords } = deps;
  const bearer = [{ bearer: [] }];
  const message = { 200: messageResponseSchema, ...authErrorResponses };

  return async (app) => {
    app.post(
      AUTH_PATHS.requestResetPassword,
      {
        schema: {
          tags: ['auth'],
          summary: 'Email a single-use link to choose a new password (the same answer whoever asks)',
          body: passwordResetLinkRequestSchema,
          response: message,
        },
      },
      async (request) => {
        const language = languageOf(request);
        await passwords.requestReset(request.body, language, originOf(request));
        return { message: translate(language, 'success.resetLinkSent') };
      },
    );

    app.post(
      AUTH_PATHS.checkResetPasswordToken,
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether a password reset link can still be used',
          body: checkResetTokenRequestSchema,
          response: { 200: checkResetTokenResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => ({ valid: true as const, ...(await passwords.checkResetToken(request.body.token)) }),
    );

    app.patch(
      AUTH_PATHS.resetPassword,
      {
        schema: {
          tags: ['auth'],
          summary:
            'Set a new password with the reset link (its token as the Bearer token); ends every session',
          security: bearer,
          body: passwordResetFormSchema,
          response: message,
        },
      },
      async (request) => {
        await passwords.resetPassword(bearerToken(request), request.body);
        return { message: translate(languageOf(request), 'success.passwordChanged') };
      },
    );
  };
}
