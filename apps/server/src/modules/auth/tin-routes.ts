import {
  AUTH_PATHS,
  idParamsSchema,
  tinUpdatedResponseSchema,
  tinUpdateFormSchema,
  userIdParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { ProfileService } from './profile-service.ts';

/** The tax identification number for e-invoices, an individual's or an SME partner's (customers only). */
export function tinRoutes(deps: { profiles: ProfileService }): FastifyPluginAsyncZod {
  const { profiles } = deps;
  const bearer = [{ bearer: [] }];

  return async (app) => {
    app.patch(
      AUTH_PATHS.tinNumber(':userId'),
      {
        schema: {
          tags: ['auth'],
          summary: 'Set the tax identification number (e-invoice)',
          security: bearer,
          params: userIdParamsSchema,
          body: tinUpdateFormSchema,
          response: { 200: tinUpdatedResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        const tinNumber = await profiles.updateTin(
          customerOf(request),
          request.params.userId,
          request.body.tinNumber,
        );
        return { message: translate(languageOf(request), 'success.updated'), tinNumber };
      },
    );

    app.patch(
      AUTH_PATHS.smeTinNumber(':id'),
      {
        schema: {
          tags: ['auth'],
          summary: "Set a partner's tax identification number",
          security: bearer,
          params: idParamsSchema,
          body: tinUpdateFormSchema,
          response: { 200: tinUpdatedResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        const principal = customerOf(request);
        await profiles.smeUser(principal, request.params.id);
        const tinNumber = await profiles.updateTin(principal, request.params.id, request.body.tinNumber);
        return { message: translate(languageOf(request), 'success.updated'), tinNumber };
      },
    );
  };
}
