import {
  ageFromNric,
  brandLoginRequestSchema,
  LOGIN_PATHS,
  type LocalDate,
  messageResponseSchema,
  nricInfo,
  parseMalaysianMobile,
  partnerLoginRequestSchema,
  sessionOpenedResponseSchema,
  staffLoginRequestSchema,
  telecomFirstLoginRequestSchema,
  telecomLoginRequestSchema,
  telecomResetPasswordRequestSchema,
  validateNricRequestSchema,
  validateNricResponseSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { originOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { Clock } from '../../lib/clock.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import type { HumanCheckVerifier } from '../../ports/human-check-verifier.ts';
import type { AbuseGuard } from '../../security/abuse-guard.ts';
import type { LoginService } from './login-service.ts';

const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The customer service's login calls (spec 001 section 7). */
export function loginRoutes(deps: {
  logins: LoginService;
  humanCheck: HumanCheckVerifier;
  guard: AbuseGuard;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const { logins, humanCheck } = deps;
  const opened = { 200: sessionOpenedResponseSchema, ...authErrorResponses };
  const sent = { 200: messageResponseSchema, ...authErrorResponses };

  return async (app) => {
    const loginRoute = { config: { rateLimit: LOGIN_RATE_LIMIT } };

    app.post(
      LOGIN_PATHS.telecomLogin,
      {
        ...loginRoute,
        schema: {
          tags: ['login'],
          summary: 'Log in a telecom customer',
          body: telecomLoginRequestSchema,
          response: opened,
        },
      },
      async (request, reply) => {
        await humanCheck.verify(request.body.humanCheckToken);
        const tokens = await logins.telecomLogin(request.body, originOf(request));
        return reply
          .headers(NO_STORE)
          .send({ ...tokens, message: translate(languageOf(request), 'success.loginSuccessful') });
      },
    );

    app.post(
      LOGIN_PATHS.brandLogin,
      {
        ...loginRoute,
        schema: {
          tags: ['login'],
          summary: 'Log in a holder of a Sinar Kredit or Sinar Kredit-i account',
          body: brandLoginRequestSchema,
          response: opened,
        },
      },
      async (request, reply) => {
        await humanCheck.verify(request.body.humanCheckToken);
        const tokens = await logins.brandLogin(request.body, originOf(request));
        return reply
          .headers(NO_STORE)
          .send({ ...tokens, message: translate(languageOf(request), 'success.loginSuccessful') });
      },
    );

    app.post(
      LOGIN_PATHS.staffLogin,
      {
        ...loginRoute,
        schema: {
          tags: ['login'],
          summary: 'Log in group staff',
          body: staffLoginRequestSchema,
          response: opened,
        },
      },
      async (request, reply) => {
        await humanCheck.verify(request.body.humanCheckToken);
        const tokens = await logins.staffLogin(request.body, originOf(request));
        return reply
          .headers(NO_STORE)
          .send({ ...tokens, message: translate(languageOf(request), 'success.loginSuccessful') });
      },
    );

    app.post(
      LOGIN_PATHS.partnerLogin,
      {
        ...loginRoute,
        schema: {
          tags: ['login'],
          summary: 'Log in an SME partner',
          body: partnerLoginRequestSchema,
          response: opened,
        },
      },
      async (request, reply) => {
        await humanCheck.verify(request.body.humanCheckToken);
        const tokens = await logins.partnerLogin(request.body, originOf(request));
        return reply
          .headers(NO_STORE)
          .send({ ...tokens, message: translate(languageOf(request), 'success.loginSuccessful') });
      },
    );

    app.post(
      LOGIN_PATHS.telecomFirstLogin,
      {
        ...loginRoute,
        schema: {
          tags: ['login'],
          summary: "A telecom customer's first login: a temporary password by SMS",
          body: telecomFirstLoginRequestSchema,
          response: sent,
        },
      },
      async (request) => {
        await humanCheck.verify(request.body.humanCheckToken);
        const language = languageOf(request);
        await logins.telecomFirstLogin(request.body.phoneNo, language, originOf(request));
        return { message: translate(language, 'success.passwordSent') };
      },
    );

    app.post(
      LOGIN_PATHS.telecomResetPassword,
      {
        ...loginRoute,
        schema: {
          tags: ['login'],
          summary: 'A new temporary password by SMS for a telecom customer',
          body: telecomResetPasswordRequestSchema,
          response: sent,
        },
      },
      async (request) => {
        await humanCheck.verify(request.body.humanCheckToken);
        const phone = parseMalaysianMobile(request.body.callerId);
        if (!phone) throw badRequest('identity.phone.invalid', {}, { callerId: 'identity.phone.invalid' });
        const language = languageOf(request);
        await logins.telecomResetPassword(phone.national, language, originOf(request));
        return { message: translate(language, 'success.passwordSent') };
      },
    );

    app.post(
      LOGIN_PATHS.validateNric,
      {
        schema: {
          tags: ['login'],
          summary: 'Check an NRIC and read the date of birth, age and gender from it',
          body: validateNricRequestSchema,
          response: { 200: validateNricResponseSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await deps.guard.guard('validate-nric', { ip: originOf(request).ip });
        const info = nricInfo(request.body.nric);
        if (!info.valid) throw badRequest('errors.invalidNricEntered');
        // A date of birth still to come is a typo in the year, not a person.
        const age = ageFromNric(info.nric, malaysianDateOf(deps.clock.now()) as LocalDate);
        if (age === null) throw badRequest('errors.invalidNricEntered');
        return { nric: info.nric, dateOfBirth: info.dateOfBirth, age, gender: info.gender };
      },
    );
  };
}
