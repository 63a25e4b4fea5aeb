import { z } from 'zod';
import { API_BASES, PRODUCT_SLUG, STAFF_EMAIL_DOMAIN } from '../brand.ts';
import { malaysianMobileField } from '../forms/fields.ts';
import { loginFormSchema } from '../forms/login.ts';
import { partnerActivationFormSchema, partnerLoginFormSchema } from '../forms/partner-login.ts';
import { passwordResetRequestFormSchema } from '../forms/password-reset.ts';
import { registrationFormSchema } from '../forms/registration.ts';
import { staffRegistrationFormSchema } from '../forms/staff-registration.ts';
import { temporaryPasswordFormSchema } from '../forms/temporary-password.ts';
import { LANGUAGES } from '../i18n/catalog-shape.ts';
import { IDENTITY_CARD_TYPES } from '../identity/identity-card-type.ts';
import type { PostcodeLookup } from '../identity/postcode.ts';
import { VARIANTS } from '../variant/variants.ts';
import { segment } from './path-parameters.ts';

/**
 * The accounts and sessions contract (spec 001 sections 3, 4 and 7): the paths of the auth, admin-auth and login
 * calls, and the schemas of what they answer. Request bodies are the forms' own schemas (../forms), so the browser
 * and the server validate the same thing. Paths not in the spec's list (logout, the human-check challenge, the
 * verification steps, the profile update) are designed in the same style; docs/decisions/009 says why.
 */

const auth = API_BASES.auth;
const adminAuth = API_BASES.adminAuth;
const customer = API_BASES.customer;

export const AUTH_PATHS = {
  refresh: `${auth}/refresh`,
  logout: `${auth}/logout`,
  humanCheckChallenge: `${auth}/human-check/challenge`,
  me: `${auth}/user/me`,
  /** GET the profile, PATCH to update it (designed: the spec names no profile call). */
  user: (userId: string) => `${auth}/user/${segment(userId)}`,
  /** Individual registration, either brand (the brand is in the body). */
  register: `${auth}/${PRODUCT_SLUG}/user`,
  /** Staff registration; the one-time code's email is written in `language`. */
  staffRegister: (language: string) => `${auth}/user/${segment(language)}`,
  staffVerification: `${auth}/user/staff-verification`,
  email: (userId: string) => `${auth}/user/${segment(userId)}/email`,
  emailVerification: (userId: string) => `${auth}/user/${segment(userId)}/email/verification`,
  updatePassword: `${auth}/user/update-password`,
  resetPassword: `${auth}/user/reset-password`,
  requestResetPassword: `${auth}/request-reset-password/email`,
  checkResetPasswordToken: `${auth}/check-reset-password-token/token`,
  applicationCreated: (userId: string) => `${auth}/user/application-created/${segment(userId)}`,
  tinNumber: (userId: string) => `${auth}/user/${segment(userId)}/tinNumber`,
  checkEmailExisted: (email: string, phoneNo: string) =>
    `${auth}/user/checkEmailExisted/email/${segment(email)}/phoneNo/${segment(phoneNo)}`,
  smeUser: `${auth}/smeUser`,
  smeUserByPartner: (partnerId: string) => `${auth}/smeUser/partner/${segment(partnerId)}`,
  smeUserById: (userId: string) => `${auth}/smeUser/${segment(userId)}`,
  smeChangePassword: (partnerId: string) => `${auth}/smeUser/partner/${segment(partnerId)}/change-password`,
  smeTinNumber: (userId: string) => `${auth}/smeUser/${segment(userId)}/tinNumber`,
} as const;

export const ADMIN_AUTH_PATHS = {
  linkApplication: (userId: string, applicationId: string, agreementId: string) =>
    `${adminAuth}/user/${segment(userId)}/applicationId/${segment(applicationId)}/agreementId/${segment(agreementId)}`,
  updateAuthOnly: (userId: string) => `${adminAuth}/user/updateAuthOnly/${segment(userId)}`,
} as const;

export const LOGIN_PATHS = {
  telecomFirstLogin: `${customer}/redone/firstLogin`,
  telecomLogin: `${customer}/redone/login`,
  brandLogin: `${customer}/${PRODUCT_SLUG}/login`,
  staffLogin: `${customer}/staff/login`,
  partnerLogin: `${customer}/smeUser/login`,
  telecomResetPassword: `${customer}/redone/resetPassword`,
  validateNric: `${customer}/redone/validateNric`,
} as const;

/** How a session was opened: the four login tabs and the partner login. */
export const LOGIN_METHODS = ['telecom', 'conventional', 'islamic', 'staff', 'partner'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** The `organizationType` claim. */
export const ORGANIZATION_TYPES = ['INDIVIDUAL', 'STAFF', 'SME'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/**
 * What the access token says of its holder (spec 001 section 3: email, organizationType, username, name,
 * latestApplicationDetailsId), with the user's id, the session's id and how it was opened. The browser reads it to
 * greet the user; the server trusts it only after checking the signature and that the session is still open.
 */
export const accessTokenClaimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  email: z.string().nullable(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  /** What the user logs in with: the phone number, the email or the partner id. */
  username: z.string(),
  name: z.string(),
  latestApplicationDetailsId: z.string().nullable(),
  loginMethod: z.enum(LOGIN_METHODS),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const logoutRequestSchema = refreshRequestSchema;

/**
 * A login or a registration that logs the user in: the tokens and the success text ('Login successful'). A login
 * with a temporary password says that the session may do nothing but change it (`passwordChangeRequired`).
 */
export const sessionOpenedResponseSchema = tokenPairSchema.extend({
  message: z.string(),
  passwordChangeRequired: z.boolean().optional(),
});
export type SessionOpenedResponse = z.infer<typeof sessionOpenedResponseSchema>;

/** Any call whose answer is only a text for the user ('Password sent', 'Updated'). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The proof-of-work challenge of the human check (the ALTCHA format): find `number` in 0..maxnumber such that
 * SHA-256(salt + number) is `challenge`. The signature lets the server check, without storing anything, that the
 * challenge is its own; the salt carries the expiry.
 */
export const humanCheckChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;

/** The user as the owner (and officers) see it. Fields a kind of user does not have are null. */
export const userProfileSchema = z
  .object({
    id: z.uuid(),
    organizationType: z.enum(ORGANIZATION_TYPES),
    fullName: z.string(),
    email: z.string().nullable(),
    /** A new email waiting for its code; the old one stays in use until then. */
    pendingEmail: z.string().nullable(),
    phoneNo: z.string().nullable(),
    icType: z.enum(IDENTITY_CARD_TYPES).nullable(),
    /** The 12 digits, shown only to the owner and officers. */
    nric: z.string().nullable(),
    dateOfBirth: z.iso.date().nullable(),
    age: z.number().int().nullable(),
    raceId: z.string().nullable(),
    residentialAddress1: z.string().nullable(),
    residentialAddress2: z.string().nullable(),
    residentialAddress3: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    grossSalaryRangeId: z.string().nullable(),
    partnerId: z.string().nullable(),
    tinNumber: z.string().nullable(),
    /** The variants whose brand accounts the user holds. */
    brands: z.array(z.enum(VARIANTS)),
    marketingConsent: z.boolean(),
    marketingConsentAt: z.iso.datetime().nullable(),
    latestApplicationId: z.string().nullable(),
    latestAgreementId: z.string().nullable(),
    /** A rejected applicant may not apply again before this moment (spec 000 section 4). */
    allowToApplyNewLoanAfterDateTime: z.iso.datetime().nullable(),
    /** The password is a temporary one sent by SMS: the user is asked to choose their own. */
    passwordIsTemporary: z.boolean(),
    /**
     * The NRIC and name are those of an application (`holdsApplicantIdentity`): the profile shows them read-only and
     * refuses a change; only the lender corrects them.
     */
    identityLocked: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileUpdatedResponseSchema = z.object({
  message: z.string(),
  user: userProfileSchema,
  /** True when the email changed: a code went to the new address, which takes effect once typed back. */
  emailVerificationPending: z.boolean(),
});
export type ProfileUpdatedResponse = z.infer<typeof profileUpdatedResponseSchema>;

/** `POST /{product}/user`: the registration form and the variant whose brand account it opens. */
export const registrationRequestExtraSchema = z.object({
  brand: z.enum(VARIANTS),
  language: z.enum(LANGUAGES).default('en'),
});
export function registrationRequestSchema(context: { lookupPostcode: PostcodeLookup }) {
  return z.intersection(registrationFormSchema(context), registrationRequestExtraSchema);
}

/** `POST /user/{language}`: staff register with a mailbox of the group's own domain. */
export const staffRegistrationRequestSchema = staffRegistrationFormSchema({
  companyEmailDomain: STAFF_EMAIL_DOMAIN,
});
export const staffRegistrationParamsSchema = z.object({ language: z.string() });

export const checkEmailExistedParamsSchema = z.object({
  email: z.string().max(320),
  phoneNo: z.string().max(20),
});

export const checkEmailExistedResponseSchema = z.object({
  emailExisted: z.boolean(),
  phoneNoExisted: z.boolean(),
});
export type CheckEmailExistedResponse = z.infer<typeof checkEmailExistedResponseSchema>;

export const staffRegistrationResponseSchema = z.object({ message: z.string(), otpSent: z.literal(true) });
export const staffVerificationRequestSchema = z.object({ email: z.string(), code: z.string() });

export const passwordResetRequestExtraSchema = z.object({
  /** Staff reset from /staff/reset-password-request: the link leads back to the staff pages. */
  staff: z.boolean().default(false),
  /** The variant of the page the request came from: the link leads back to its pages. */
  brand: z.enum(VARIANTS).default('conventional'),
});
export const passwordResetLinkRequestSchema = z.intersection(
  passwordResetRequestFormSchema,
  passwordResetRequestExtraSchema,
);
export const checkResetTokenRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const checkResetTokenResponseSchema = z.object({
  valid: z.literal(true),
  /** The address the link was sent to, partly hidden: 'ai****@example.com'. */
  email: z.string(),
});

/**
 * The human check's token, as the calls it guards take it: any text, judged by the human check itself, so that a
 * missing key, an unticked box and a bad token each get the spec's own text.
 */
const humanCheckKey = z.string().max(4_096).optional();

const [telecomTab, accountTab, staffTab] = loginFormSchema.options;
export const telecomLoginRequestSchema = telecomTab
  .omit({ tab: true })
  .extend({ humanCheckToken: humanCheckKey });
/** A brand account's login names the variant of the account as `brand`. */
export const brandLoginRequestSchema = accountTab
  .omit({ tab: true })
  .extend({ brand: z.enum(VARIANTS), humanCheckToken: humanCheckKey });
export type BrandLoginRequest = z.input<typeof brandLoginRequestSchema>;
export const staffLoginRequestSchema = staffTab
  .omit({ tab: true })
  .extend({ humanCheckToken: humanCheckKey });
export const partnerLoginRequestSchema = partnerLoginFormSchema.extend({ humanCheckToken: humanCheckKey });
export const partnerActivationRequestSchema = partnerActivationFormSchema.extend({
  humanCheckToken: humanCheckKey,
});
export const telecomFirstLoginRequestSchema = temporaryPasswordFormSchema.extend({
  humanCheckToken: humanCheckKey,
});

/** `POST /redone/resetPassword` names the phone number `callerId` (spec 001 section 7). */
export const telecomResetPasswordRequestSchema = z.object({
  callerId: z.string(),
  humanCheckToken: humanCheckKey,
});

/** An SME partner's id in the partner directory. */
export const partnerIdParamsSchema = z.object({ id: z.string().min(1).max(20) });

/** `PATCH /admin/auth/user/{userId}/applicationId/{applicationId}/agreementId/{agreementId}`. */
export const linkApplicationParamsSchema = z.object({
  userId: z.uuid(),
  applicationId: z.string().min(1).max(64),
  agreementId: z.string().min(1).max(64),
});

export const applicationCreatedRequestSchema = z.object({ applicationId: z.uuid() });

export const tinUpdatedResponseSchema = z.object({ message: z.string(), tinNumber: z.string() });
export type TinUpdated = z.infer<typeof tinUpdatedResponseSchema>;

export const validateNricRequestSchema = z.object({ nric: z.string().max(20) });
export const validateNricResponseSchema = z.object({
  nric: z.string().regex(/^\d{12}$/),
  dateOfBirth: z.iso.date(),
  age: z.number().int(),
  gender: z.enum(['male', 'female']),
});

/** The SME partner's account, made from the partner directory's record. */
export const smeUserSchema = z.object({
  id: z.uuid(),
  partnerId: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  phoneNo: z.string().nullable(),
  partnerType: z.enum(['INDIVIDUAL', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY', 'STAFF']),
  companyName: z.string().nullable(),
  tinNumber: z.string().nullable(),
  passwordIsTemporary: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SmeUser = z.infer<typeof smeUserSchema>;

/** `PATCH /smeUser/{id}`: the contact details a partner keeps up to date here (the email has its own call). */
export const smeUserUpdateRequestSchema = z.object({
  phoneNo: malaysianMobileField('forms.fields.phoneNoRequired'),
});
export type SmeUserUpdateRequest = z.output<typeof smeUserUpdateRequestSchema>;

/** `PATCH /admin/auth/user/updateAuthOnly/{userId}`: what an officer may change of a login, each optional. */
export const updateAuthOnlyRequestSchema = z
  .object({
    email: z.email().optional(),
    phoneNo: z.string().optional(),
    /** Locks the account out of every login until unlocked; ends its sessions. */
    locked: z.boolean().optional(),
    allowToApplyNewLoanAfterDateTime: z.iso.datetime().nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'validation.required' });
