import {
  APPLICATION_PATHS,
  emailVerificationCodeRequestSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../http/principals.ts';
import { originOf } from '../../http/request-origin.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { applicationErrorResponses } from './application-responses.ts';
import { EMAIL_CODE_VALID_MINUTES, type EmailVerificationService } from './email-verification-service.ts';

const TAGS = ['application'];
const bearer = [{ bearer: [] }];

/** The email step of a logged-in applicant: send a code and a link, check the code. */
export function emailVerificationRoutes(deps: {
  emailVerification: EmailVerificationService;
}): FastifyPluginAsyncZod {
  const { emailVerification } = deps;

  return async (app) => {
    app.post(
      APPLICATION_PATHS.emailVerification(':id'),
      {
        schema: {
          tags: TAGS,
          summary: "Send a 6-digit code and a single-use link to the applicant's profile email",
          security: bearer,
          params: idParamsSchema,
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
        schema: {
          tags: TAGS,
          summary: 'Check the emailed code; the email step completes when the form step is complete',
          security: bearer,
          params: idParamsSchema,
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
  };
}
