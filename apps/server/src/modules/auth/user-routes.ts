import {
  AUTH_PATHS,
  applicationCreatedRequestSchema,
  changePasswordFormSchema,
  checkEmailExistedResponseSchema,
  checkResetTokenRequestSchema,
  checkResetTokenResponseSchema,
  emailChangeFormSchema,
  emailVerificationCodeFormSchema,
  isLanguage,
  messageResponseSchema,
  normaliseEmail,
  partnerActivationFormSchema,
  passwordResetFormSchema,
  passwordResetRequestExtraSchema,
  passwordResetRequestFormSchema,
  profileUpdatedResponseSchema,
  profileUpdateFormSchema,
  registrationFormSchema,
  registrationRequestExtraSchema,
  STAFF_EMAIL_DOMAIN,
  sessionOpenedResponseSchema,
  smeUserSchema,
  staffRegistrationFormSchema,
  staffRegistrationResponseSchema,
  staffVerificationRequestSchema,
  tinUpdatedResponseSchema,
  tinUpdateFormSchema,
  userProfileSchema,
} from '@sinar/domain';
import { lookupPostcode } from '@sinar/domain/postcodes';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../http/translator.ts';
import { bearerToken, customerOf } from './authenticate.ts';
import { authErrorResponses, languageOf, NO_STORE, originOf } from './http.ts';
import type { LoginService } from './login-service.ts';
import type { PasswordService } from './password-service.ts';
import type { HumanCheckVerifier } from './ports.ts';
import type { ProfileService } from './profile-service.ts';
import type { RegistrationService } from './registration-service.ts';

const userIdParams = z.object({ userId: z.uuid() });
const idParams = z.object({ id: z.uuid() });
const partnerIdParams = z.object({ id: z.string().min(1).max(20) });
const languageParams = z.object({ language: z.string() });
const checkEmailParams = z.object({ email: z.string().max(320), phoneNo: z.string().max(20) });
const smeUserUpdateBody = z.object({
  phoneNo: profileUpdateFormSchema({ lookupPostcode }).in.shape.phoneNo,
});
const registrationBody = z.intersection(
  registrationFormSchema({ lookupPostcode }),
  registrationRequestExtraSchema,
);
const staffRegistrationBody = staffRegistrationFormSchema({ companyEmailDomain: STAFF_EMAIL_DOMAIN });
const passwordResetRequestBody = z.intersection(
  passwordResetRequestFormSchema,
  passwordResetRequestExtraSchema,
);
const humanCheckKey = z.string().max(4_096).optional();

const SIGN_UP_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The auth service's user calls (spec 001 section 7), and the verification steps they lead to. */
export function userRoutes(deps: {
  registrations: RegistrationService;
  passwords: PasswordService;
  profiles: ProfileService;
  logins: LoginService;
  humanCheck: HumanCheckVerifier;
  authenticate: preHandlerAsyncHookHandler;
}): FastifyPluginAsyncZod {
  const { registrations, passwords, profiles, authenticate } = deps;
  const loggedIn = { preHandler: authenticate };
  const bearer = [{ bearer: [] }];
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
          params: checkEmailParams,
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
          params: languageParams,
          body: staffRegistrationBody,
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
      AUTH_PATHS.requestResetPassword,
      {
        schema: {
          tags: ['auth'],
          summary: 'Email a single-use link to choose a new password (the same answer whoever asks)',
          body: passwordResetRequestBody,
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

    app.patch(
      AUTH_PATHS.updatePassword,
      {
        ...loggedIn,
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

    app.get(
      AUTH_PATHS.user(':userId'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: "A user's profile (the owner's own only)",
          security: bearer,
          params: userIdParams,
          response: { 200: userProfileSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await profiles.user(customerOf(request), request.params.userId)),
    );

    app.patch(
      AUTH_PATHS.user(':userId'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: 'Update the profile, confirmed with the password; a new email waits for its code',
          security: bearer,
          params: userIdParams,
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
      AUTH_PATHS.email(':userId'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: 'Change the email: a code goes to the new address, which is used once the code comes back',
          security: bearer,
          params: userIdParams,
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
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: 'Confirm the new email with its code',
          security: bearer,
          params: userIdParams,
          body: emailVerificationCodeFormSchema,
          response: message,
        },
      },
      async (request) => {
        await profiles.verifyEmailChange(customerOf(request), request.params.userId, request.body.code);
        return { message: translate(languageOf(request), 'success.otpVerified') };
      },
    );

    app.patch(
      AUTH_PATHS.tinNumber(':userId'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: 'Set the tax identification number (e-invoice)',
          security: bearer,
          params: userIdParams,
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
      AUTH_PATHS.applicationCreated(':userId'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: "Record the user's latest application",
          security: bearer,
          params: userIdParams,
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

    // SME partners.
    app.post(
      AUTH_PATHS.smeUser,
      {
        config: { rateLimit: SIGN_UP_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary: "A partner's account from the partner directory; a temporary password goes by SMS",
          body: partnerActivationFormSchema.extend({ humanCheckToken: humanCheckKey }),
          response: message,
        },
      },
      async (request) => {
        await deps.humanCheck.verify(request.body.humanCheckToken);
        const language = languageOf(request);
        await deps.logins.activatePartner(request.body.partnerId, language, originOf(request));
        return { message: translate(language, 'success.passwordSent') };
      },
    );

    app.get(
      AUTH_PATHS.smeUserByPartner(':id'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: "A partner's account by partner id (the partner's own only)",
          security: bearer,
          params: partnerIdParams,
          response: { 200: smeUserSchema, ...authErrorResponses },
        },
      },
      async (request) => profiles.smeUserByPartnerId(customerOf(request), request.params.id),
    );

    app.get(
      AUTH_PATHS.smeUserById(':id'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: "A partner's account (the partner's own only)",
          security: bearer,
          params: idParams,
          response: { 200: smeUserSchema, ...authErrorResponses },
        },
      },
      async (request) => profiles.smeUser(customerOf(request), request.params.id),
    );

    app.patch(
      AUTH_PATHS.smeUserById(':id'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: "Update a partner's phone number",
          security: bearer,
          params: idParams,
          body: smeUserUpdateBody,
          response: { 200: smeUserSchema, ...authErrorResponses },
        },
      },
      async (request) => profiles.updateSmeUser(customerOf(request), request.params.id, request.body.phoneNo),
    );

    app.post(
      AUTH_PATHS.smeChangePassword(':id'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: "Change a partner's password; the other sessions end",
          security: bearer,
          params: partnerIdParams,
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

    app.patch(
      AUTH_PATHS.smeTinNumber(':id'),
      {
        ...loggedIn,
        schema: {
          tags: ['auth'],
          summary: "Set a partner's tax identification number",
          security: bearer,
          params: idParams,
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
