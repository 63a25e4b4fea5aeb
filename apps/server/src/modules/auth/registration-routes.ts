import {
  AUTH_PATHS,
  checkEmailExistedParamsSchema,
  checkEmailExistedResponseSchema,
  isLanguage,
  messageResponseSchema,
  normaliseEmail,
  partnerActivationRequestSchema,
  registrationRequestSchema,
  sessionOpenedResponseSchema,
  staffRegistrationParamsSchema,
  staffRegistrationRequestSchema,
  staffRegistrationResponseSchema,
  staffVerificationRequestSchema,
} from '@sinar/domain';
import { lookupPostcode } from '@sinar/domain/postcodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { originOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { HumanCheckVerifier } from '../../ports/human-check-verifier.ts';
import type { LoginService } from './login-service.ts';
import type { RegistrationService } from './registration-service.ts';

const registrationBody = registrationRequestSchema({ lookupPostcode });
const SIGN_UP_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/**
 * The sign-up calls (public): individuals, group staff with their company email's code, and SME partners from the
 * partner directory.
 */
export function registrationRoutes(deps: {
  registrations: RegistrationService;
  logins: LoginService;
  humanCheck: HumanCheckVerifier;
}): FastifyPluginAsyncZod {
  const { registrations, logins, humanCheck } = deps;
  const message = { 200: messageResponseSchema, ...authErrorResponses };

  return async (app) => {
    app.post(
      AUTH_PATHS.register,
      {
        config: { rateLimit: SIGN_UP_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Register an individual under a brand; logs the new customer in',
          body: registrationBody,
          response: { 201: sessionOpenedResponseSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const { brand, language, ...form } = request.body;
        const tokens = await registrations.register(form, brand, language, originOf(request));
        return reply
          .code(201)
          .headers(NO_STORE)
          .send({ ...tokens, message: translate(languageOf(request), 'success.registerSuccessfully') });
      },
    );

    app.post(
      AUTH_PATHS.checkEmailExisted(':email', ':phoneNo'),
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether an email or a phone number is already registered',
          params: checkEmailExistedParamsSchema,
          response: { 200: checkEmailExistedResponseSchema, ...authErrorResponses },
        },
      },
      async (request) =>
        registrations.checkEmailExisted(
          normaliseEmail(request.params.email),
          request.params.phoneNo,
          originOf(request),
        ),
    );

    app.post(
      AUTH_PATHS.staffRegister(':language'),
      {
        config: { rateLimit: SIGN_UP_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Register group staff; a 6-digit code goes to the company email',
          params: staffRegistrationParamsSchema,
          body: staffRegistrationRequestSchema,
          response: { 200: staffRegistrationResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        const language = isLanguage(request.params.language) ? request.params.language : languageOf(request);
        await registrations.registerStaff(request.body, language, originOf(request));
        return {
          message: translate(language, 'success.codeSent', { email: request.body.email }),
          otpSent: true as const,
        };
      },
    );

    app.post(
      AUTH_PATHS.staffVerification,
      {
        schema: {
          tags: ['auth'],
          summary: "Verify a staff member's company email with the code",
          body: staffVerificationRequestSchema,
          response: message,
        },
      },
      async (request) => {
        await registrations.verifyStaff(
          { email: normaliseEmail(request.body.email), code: request.body.code.trim() },
          originOf(request),
        );
        return { message: translate(languageOf(request), 'success.otpVerified') };
      },
    );

    app.post(
      AUTH_PATHS.smeUser,
      {
        config: { rateLimit: SIGN_UP_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary: "A partner's account from the partner directory; a temporary password goes by SMS",
          body: partnerActivationRequestSchema,
          response: message,
        },
      },
      async (request) => {
        await humanCheck.verify(request.body.humanCheckToken);
        const language = languageOf(request);
        await logins.activatePartner(request.body.partnerId, language, originOf(request));
        return { message: translate(language, 'success.passwordSent') };
      },
    );
  };
}
