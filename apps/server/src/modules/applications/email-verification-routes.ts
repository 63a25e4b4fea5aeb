import { APPLICATION_PATHS, emailVerificationCodeRequestSchema, messageResponseSchema } from '@sinar/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../http/translator.ts';
import { customerOf } from '../auth/authenticate.ts';
import { languageOf, NO_STORE, originOf } from '../auth/http.ts';
import { EMAIL_CODE_VALID_MINUTES, type EmailVerificationService } from './email-verification-service.ts';
import { applicationErrorResponses, idParams } from './http.ts';

const TAGS = ['application'];
const bearer = [{ bearer: [] }];
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The email step: send a code and a link, check the code, follow the link. */
export function emailVerificationRoutes(deps: {
  emailVerification: EmailVerificationService;
  authenticate: preHandlerAsyncHookHandler;
}): FastifyPluginAsyncZod {
  const { emailVerification } = deps;
  const loggedIn = { preHandler: deps.authenticate };

  return async (app) => {
    app.post(
      APPLICATION_PATHS.emailVerification(':id'),
      {
        ...loggedIn,
        schema: {
          tags: TAGS,
          summary: "Send a 6-digit code and a single-use link to the applicant's profile email",
          security: bearer,
          params: idParams,
          response: { 200: messageResponseSchema, ...applicationErrorResponses },
        },
      },
      async (request) => {
        const { email } = await emailVerification.send(
          customerOf(request),
          request.params.id,
          originOf(request).ip,
        );
        return {
          message: translate(languageOf(request), 'application.emailCodeSent', {
            email,
            minutes: EMAIL_CODE_VALID_MINUTES,
          }),
        };
      },
    );

    app.post(
      APPLICATION_PATHS.emailVerificationCode(':id'),
      {
        ...loggedIn,
        schema: {
          tags: TAGS,
          summary: 'Check the emailed code; the email step completes when the form step is complete',
          security: bearer,
          params: idParams,
          body: emailVerificationCodeRequestSchema,
          response: { 200: messageResponseSchema, ...applicationErrorResponses },
        },
      },
      async (request) => {
        await emailVerification.verifyCode(
          customerOf(request),
          request.params.id,
          request.body.code,
          originOf(request).ip,
        );
        return { message: translate(languageOf(request), 'success.otpVerified') };
      },
    );

    app.get(
      APPLICATION_PATHS.emailVerificationLink(':token'),
      {
        schema: {
          tags: TAGS,
          summary:
            'Follow the emailed link (no login): redirects to the email step page with verified=1, or 0 when the ' +
            'link is used, expired or replaced',
          params: tokenParams,
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).redirect(await emailVerification.verifyLink(request.params.token), 302),
    );
  };
}
