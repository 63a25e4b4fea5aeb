import {
  AUTH_PATHS,
  applicationCreatedRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  partnerIdParamsSchema,
  profileUpdatedResponseSchema,
  profileUpdateFormSchema,
  smeUserSchema,
  smeUserUpdateRequestSchema,
  userIdParamsSchema,
  userProfileSchema,
} from '@sinar/domain';
import { lookupPostcode } from '@sinar/domain/postcodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { TEMPORARY_PASSWORD_ALLOWED } from '../../http/customer-guard.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { ProfileService } from './profile-service.ts';

/**
 * The logged-in customer's own account: the profile, an SME partner's account, the latest application (customers
 * only; each call answers for the caller's own record).
 */
export function profileRoutes(deps: { profiles: ProfileService }): FastifyPluginAsyncZod {
  const { profiles } = deps;
  const bearer = [{ bearer: [] }];
  const message = { 200: messageResponseSchema, ...authErrorResponses };

  return async (app) => {
    app.get(
      AUTH_PATHS.me,
      {
        // The password change screen greets the customer by name, also while the password is temporary.
        config: TEMPORARY_PASSWORD_ALLOWED,
        schema: {
          tags: ['auth'],
          summary: 'The logged-in user',
          security: bearer,
          response: { 200: userProfileSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await profiles.me(customerOf(request))),
    );

    app.get(
      AUTH_PATHS.user(':userId'),
      {
        schema: {
          tags: ['auth'],
          summary: "A user's profile (the owner's own only)",
          security: bearer,
          params: userIdParamsSchema,
          response: { 200: userProfileSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await profiles.user(customerOf(request), request.params.userId)),
    );

    app.patch(
      AUTH_PATHS.user(':userId'),
      {
        schema: {
          tags: ['auth'],
          summary: 'Update the profile, confirmed with the password; a new email waits for its code',
          security: bearer,
          params: userIdParamsSchema,
          body: profileUpdateFormSchema({ lookupPostcode }),
          response: { 200: profileUpdatedResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        const language = languageOf(request);
        const outcome = await profiles.updateProfile(
          customerOf(request),
          request.params.userId,
          request.body,
          language,
        );
        return { message: translate(language, 'success.updated'), ...outcome };
      },
    );

    app.patch(
      AUTH_PATHS.applicationCreated(':userId'),
      {
        schema: {
          tags: ['auth'],
          summary: "Record the user's latest application",
          security: bearer,
          params: userIdParamsSchema,
          body: applicationCreatedRequestSchema,
          response: message,
        },
      },
      async (request) => {
        await profiles.applicationCreated(
          customerOf(request),
          request.params.userId,
          request.body.applicationId,
        );
        return { message: translate(languageOf(request), 'success.updated') };
      },
    );

    app.get(
      AUTH_PATHS.smeUserByPartner(':id'),
      {
        schema: {
          tags: ['auth'],
          summary: "A partner's account by partner id (the partner's own only)",
          security: bearer,
          params: partnerIdParamsSchema,
          response: { 200: smeUserSchema, ...authErrorResponses },
        },
      },
      async (request) => profiles.smeUserByPartnerId(customerOf(request), request.params.id),
    );

    app.get(
      AUTH_PATHS.smeUserById(':id'),
      {
        schema: {
          tags: ['auth'],
          summary: "A partner's account (the partner's own only)",
          security: bearer,
          params: idParamsSchema,
          response: { 200: smeUserSchema, ...authErrorResponses },
        },
      },
      async (request) => profiles.smeUser(customerOf(request), request.params.id),
    );

    app.patch(
      AUTH_PATHS.smeUserById(':id'),
      {
        schema: {
          tags: ['auth'],
          summary: "Update a partner's phone number",
          security: bearer,
          params: idParamsSchema,
          body: smeUserUpdateRequestSchema,
          response: { 200: smeUserSchema, ...authErrorResponses },
        },
      },
      async (request) => profiles.updateSmeUser(customerOf(request), request.params.id, request.body.phoneNo),
    );
  };
}
