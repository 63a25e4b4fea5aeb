import {
  AUTH_PATHS,
  emailChangeFormSchema,
  emailVerificationCodeFormSchema,
  messageResponseSchema,
  userIdParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { ProfileService } from './profile-service.ts';

/**
 * A new email for the logged-in customer: a code goes to the new address, which is used once the code comes back
 * (customers only).
 */
export function emailChangeRoutes(deps: { profiles: ProfileService }): FastifyPluginAsyncZod {
  const { profiles } = deps;
  const bearer = [{ bearer: [] }];
  const message = { 200: messageResponseSchema, ...authErrorResponses };

  return async (app) => {
    app.patch(
      AUTH_PATHS.email(':userId'),
      {
        schema: {
          tags: ['auth'],
          summary: 'Change the email: a code goes to the new address, which is used once the code comes back',
          security: bearer,
          params: userIdParamsSchema,
          body: emailChangeFormSchema,
          response: message,
        },
      },
      async (request) => {
        const language = languageOf(request);
        await profiles.requestEmailChange(
          customerOf(request),
          request.params.userId,
          request.body.email,
          language,
        );
        return { message: translate(language, 'success.codeSent', { email: request.body.email }) };
      },
    );

    app.post(
      AUTH_PATHS.emailVerification(':userId'),
      {
        schema: {
          tags: ['auth'],
          summary: 'Confirm the new email with its code',
          security: bearer,
          params: userIdParamsSchema,
          body: emailVerificationCodeFormSchema,
          response: message,
        },
      },
      async (request) => {
        await profiles.verifyEmailChange(customerOf(request), request.params.userId, request.body.code);
        return { message: translate(languageOf(request), 'success.otpVerified') };
      },
    );
  };
}
