import { APPLICATION_PATHS, emailVerificationLinkParamsSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import type { EmailVerificationService } from './email-verification-service.ts';

/** The emailed link of the email step (public: no login, the link's token is the proof). */
export function emailLinkRoutes(deps: {
  emailVerification: EmailVerificationService;
}): FastifyPluginAsyncZod {
  const { emailVerification } = deps;

  return async (app) => {
    app.get(
      APPLICATION_PATHS.emailVerificationLink(':token'),
      {
        schema: {
          tags: ['application'],
          summary:
            'Follow the emailed link (no login): redirects to the email step page with verified=1, or 0 when the ' +
            'link is used, expired or replaced',
          params: emailVerificationLinkParamsSchema,
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).redirect(await emailVerification.verifyLink(request.params.token), 302),
    );
  };
}
