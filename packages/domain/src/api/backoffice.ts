import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { INDIVIDUAL_INELIGIBILITY_REASONS } from '../eligibility/individual.ts';
import {
  addProblem,
  currentPasswordField,
  newPasswordField,
  nricField,
  passwordConfirmationField,
  passwordsMatch,
  personNameField,
  residentialAddressFields,
  withCityAndState,
} from '../forms/fields.ts';
import { isEmailAddress } from '../identity/email.ts';
import { checkMalaysianMobile } from '../identity/phone.ts';
import type { PostcodeLookup } from '../identity/postcode.ts';
import { senSchema } from '../money/sen-schema.ts';
import { OFFICER_ROLES } from '../status/actors.ts';
import { AGREEMENT_STATUSES } from '../status/agreement-status.ts';
import { APPLICATION_STATUSES, WORKFLOWS } from '../status/application-status.ts';
import { ONBOARDING_STEPS } from '../status/onboarding-steps.ts';
import { VARIANTS } from '../variant/variants.ts';
import {
  applicationFileSchema,
  applicationSchema,
  EKYC_FAILURE_REASONS,
  EKYC_SIDES,
  EKYC_STATES,
} from './application.ts';
import { messageResponseSchema, tokenPairSchema, userProfileSchema } from './auth.ts';
import { segment } from './path-parameters.ts';

/**
 * The back office's contract: officer login with a second factor, the review queues, the application as an officer
 * sees it, decisions, notes, the audit trail and officer management. The spec names only the admin cancel call
 * (PATCH .../application/{id}/status/cancel); the rest is designed in the same style (docs/decisions/012).
 * Officer calls take officer tokens only (audience 'backoffice'); customer tokens get 401 on every one of them.
 */

const admin = API_BASES.admin;
const adminAuth = API_BASES.adminAuth;

export const OFFICER_AUTH_PATHS = {
  /** POST `officerLoginRequestSchema`: the password step; answers a challenge for the second factor. */
  login: `${adminAuth}/officer/login`,
  /** POST `officerTotpRequestSchema`: the time-based code (and, at first login, the enrolment) opens the session. */
  totp: `${adminAuth}/officer/login/totp`,
  /** POST `{ refreshToken }`: rotates like the customer refresh; reuse revokes the whole session. */
  refresh: `${adminAuth}/officer/refresh`,
  logout: `${adminAuth}/officer/logout`,
  me: `${adminAuth}/officer/me`,
  /**
   * POST `officerPasswordChangeRequestSchema` (officer token), answers `officerPasswordChangedSchema`: the officer
   * chooses their own password; their other sessions end. While `mustChangePassword` is true, every officer call
   * but `me`, `password`, `refresh` and `logout` answers 403.
   */
  password: `${adminAuth}/officer/password`,
} as const;

export const BACKOFFICE_PATHS = {
  /** GET: counts by status and product, with the oldest waiting application of each. */
  queues: `${admin}/queues`,
  /** GET `applicationListQuerySchema`: applications waiting for an officer, oldest first. */
  applications: `${admin}/applications`,
  application: (id: string) => `${admin}/applications/${segment(id)}`,
  /** POST `decisionRequestSchema`. */
  decisions: (id: string) => `${admin}/applications/${segment(id)}/decisions`,
  /** POST `noteRequestSchema`: a note for colleagues, not a decision. */
  notes: (id: string) => `${admin}/applications/${segment(id)}/notes`,
  /** The spec's admin cancel call: PATCH with `cancelRequestSchema`. */
  cancel: (id: string) => `${admin}/application/${segment(id)}/status/cancel`,
  /** GET `auditQuerySchema` (admin): the whole trail, searchable. */
  audit: `${admin}/audit`,
  /** GET `?q=`: customers by name, phone, email, NRIC or application number (admin). */
  users: `${admin}/users`,
  /**
   * GET (admin): one customer's account and applications (`customerDetailSchema`), audited as 'customer.view';
   * PATCH `customerUpdateRequestSchema` (admin): their address, with a remark.
   */
  user: (id: string) => `${admin}/users/${segment(id)}`,
  /**
   * PATCH `customerIdentityCorrectionRequestSchema` (admin): the NRIC and name as on the card, with the reason; an
   * open application is sent back through the telecom check and e-KYC (docs/decisions/020).
   */
  userIdentity: (id: string) => `${admin}/users/${segment(id)}/identity`,
  /** GET the list, POST `officerCreateRequestSchema` (admin). */
  officers: `${admin}/officers`,
  /** PATCH `officerUpdateRequestSchema` (admin): roles and active. */
  officer: (id: string) => `${admin}/officers/${segment(id)}`,
  /** POST (admin): clears the second factor and sets a temporary password; the officer enrols again. */
  officerReset: (id: string) => `${admin}/officers/${segment(id)}/reset`,
} as const;

/** Where the back-office app is served from the API's origin. */
export const BACKOFFICE_BASE_PATH = '/backoffice';

// --- Login --------------------------------------------------------------------------------------------------------

export const officerLoginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(128),
});
export type OfficerLoginRequest = z.infer<typeof officerLoginRequestSchema>;

/**
 * The password was right: a short-lived challenge for the second step. An officer without a second factor yet
 * gets the secret to add to an authenticator app (shown once, as a QR code of `otpauthUri`).
 */
export const officerLoginChallengeSchema = z.object({
  challengeToken: z.string().min(1),
  expiresAt: z.string(),
  enrolment: z.object({ secret: z.string(), otpauthUri: z.string() }).nullable(),
});
export type OfficerLoginChallenge = z.infer<typeof officerLoginChallengeSchema>;

export const officerTotpRequestSchema = z.object({
  challengeToken: z.string().min(1),
  code: z.string().regex(/^\d{6}$/),
});
export type OfficerTotpRequest = z.infer<typeof officerTotpRequestSchema>;

export const officerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.enum(OFFICER_ROLES)),
  active: z.boolean(),
  /** False until the officer has enrolled an authenticator. */
  totpEnrolled: z.boolean(),
  /** True while the password is the temporary one an administrator gave (a new or reset officer). */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type Officer = z.infer<typeof officerSchema>;
export const officerListSchema = z.array(officerSchema);

export const officerSessionSchema = tokenPairSchema.extend({ officer: officerSchema });
export type OfficerSession = z.infer<typeof officerSessionSchema>;

/** An officer's own password change: the customers' password rule, typed twice, and not the current one again. */
export const officerPasswordChangeRequestSchema = z
  .object({
    currentPassword: currentPasswordField('forms.changePassword.oldPasswordRequired'),
    newPassword: newPasswordField('forms.changePassword.newPasswordRequired'),
    confirmPassword: passwordConfirmationField('forms.fields.confirmPasswordRequired'),
  })
  .superRefine(passwordsMatch('newPassword', 'confirmPassword'))
  .superRefine((form, ctx) => {
    if (form.newPassword !== '' && form.newPassword === form.currentPassword) {
      addProblem(ctx, 'forms.changePassword.sameAsOld', ['newPassword']);
    }
  });
export type OfficerPasswordChangeRequest = z.output<typeof officerPasswordChangeRequestSchema>;

export const officerPasswordChangedSchema = messageResponseSchema.extend({ officer: officerSchema });
export type OfficerPasswordChanged = z.infer<typeof officerPasswordChangedSchema>;

// --- Queues -------------------------------------------------------------------------------------------------------

/** The statuses an officer may act on, in the order of the work. */
export const QUEUE_STATUSES = [
  'PENDING',
  'FOLLOWED_UP',
  'SUBMITTED_FOR_VERIFIER_2',
  'SUBMITTED_FOR_APPROVAL',
  'SUBMITTED_FOR_APPROVAL_1',
  'SUBMITTED_FOR_APPROVAL_2',
  'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
] as const satisfies readonly (typeof APPLICATION_STATUSES)[number][];
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The products of the queues; SME and staff join when their journeys exist. */
export const QUEUE_PRODUCTS = VARIANTS;

export const queueSummarySchema = z.object({
  workflow: z.enum(WORKFLOWS),
  /** The service level: a decision within this many business days of submission. */
  targetBusinessDays: z.number().int().positive(),
  queues: z.array(
    z.object({
      status: z.enum(QUEUE_STATUSES),
      applicationType: z.enum(VARIANTS),
      count: z.number().int().nonnegative(),
      /** Past the target: waiting longer than `targetBusinessDays`. */
      overdueCount: z.number().int().nonnegative(),
      oldestSubmittedAt: z.string().nullable(),
    }),
  ),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

export const applicationListQuerySchema = z.object({
  status: z.enum(QUEUE_STATUSES).optional(),
  applicationType: z.enum(VARIANTS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const queueItemSchema = z.object({
  id: z.uuid(),
  applicationNo: z.string(),
  applicationType: z.enum(VARIANTS),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  applicantName: z.string(),
  amountSen: senSchema.nonnegative(),
  tenureMonths: z.number().int().positive(),
  submittedAt: z.string(),
  /** Whole business days (Monday to Friday, Malaysian public holidays aside) since submission. */
  ageBusinessDays: z.number().int().nonnegative(),
  overdue: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueListSchema = z.object({
  items: z.array(queueItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type QueueList = z.infer<typeof queueListSchema>;

// --- The application as an officer sees it ------------------------------------------------------------------------

export const DECISIONS = ['verify', 'approve', 'reject', 'referBack', 'followUp'] as const;
export type Decision = (typeof DECISIONS)[number];

/** What a refer-back can name for the applicant to redo: the onboarding steps. */
export const REFER_BACK_STEPS = ONBOARDING_STEPS;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: z.enum(['applicant', 'officer', 'system']),
  actorName: z.string().nullable(),
  /** The officer's role in the action ('verifier'...) or null. */
  actorRole: z.string().nullable(),
  action: z.string(),
  applicationId: z.uuid().nullable(),
  applicationNo: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  remark: z.string().nullable(),
  /** An officer's entry about an SME or staff application: its id, for its page (its number is `applicationNo`). */
  smeApplicationId: z.uuid().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const officerApplicationSchema = z
  .object({
    application: applicationSchema,
    applicant: z.object({
      id: z.uuid(),
      /** The name and NRIC of the application (the identity it was made with, or an admin corrected it to). */
      fullName: z.string(),
      nric: z.string().nullable(),
      phoneNo: z.string().nullable(),
      email: z.string().nullable(),
      address: z.string().nullable(),
      memberSince: z.string(),
      /** Set after a rejection: no new application before this date. */
      banUntil: z.string().nullable(),
    }),
    /** What the telecom operator reported at the eligibility check (kept with the check, never the holder's NRIC). */
    telecom: z
      .object({
        found: z.boolean(),
        status: z.string().nullable(),
        accountType: z.string().nullable(),
        lineRole: z.string().nullable(),
        openedOn: z.string().nullable(),
        accountAgeMonths: z.number().int().nullable(),
        personalDataMatches: z.boolean().nullable(),
        principalHolder: z.boolean().nullable(),
        billOverdue: z.boolean().nullable(),
        suspensionRecord: z.boolean().nullable(),
      })
      .nullable(),
    /**
     * Set once an admin corrected the applicant's identity: the telecom check was then made again for the corrected
     * NRIC, and `telecom` shows its facts (null until it has run, `telecomCheckedAt` null meanwhile).
     */
    identityCorrection: z
      .object({ correctedAt: z.string(), telecomCheckedAt: z.string().nullable() })
      .nullable(),
    eligibility: z.object({
      eligible: z.boolean(),
      maxEligibleAmountSen: senSchema.nonnegative(),
      reasons: z.array(z.enum(INDIVIDUAL_INELIGIBILITY_REASONS)),
      netSalarySen: senSchema.nonnegative(),
      checkedAt: z.string().nullable(),
      /** The registered gross salary range the check judged; null for checks made before it was kept. */
      grossSalaryRange: z
        .object({ minSen: senSchema.nonnegative(), maxSen: senSchema.nonnegative().nullable() })
        .nullable(),
    }),
    /**
     * Every eligibility check the applicant made up to this application (this one's own included): how many, and the
     * latest of them, newest first.
     */
    eligibilityChecks: z.object({
      total: z.number().int().nonnegative(),
      latest: z.array(
        z.object({
          checkedAt: z.string(),
          amountSen: senSchema.nonnegative(),
          tenureMonths: z.number().int().positive(),
          netSalarySen: senSchema.nonnegative(),
          eligible: z.boolean(),
          reasons: z.array(z.enum(INDIVIDUAL_INELIGIBILITY_REASONS)),
          /** The check this application was made from. */
          madeThisApplication: z.boolean(),
        }),
      ),
    }),
    /** Monthly instalment over net salary, in basis points (3,500 = 35%). */
    debtServiceRatio: z.object({
      monthlyInstalmentSen: senSchema.nonnegative(),
      netSalarySen: senSchema.nonnegative(),
      ratioBp: z.number().int().nonnegative().nullable(),
    }),
    files: z.array(applicationFileSchema),
    ekyc: z
      .object({
        state: z.enum(EKYC_STATES),
        failureReason: z.enum(EKYC_FAILURE_REASONS).nullable(),
        attempts: z.number().int().nonnegative(),
        /** The images of the latest attempt, each served by the e-KYC image call to officers. */
        images: z.array(z.object({ side: z.enum(EKYC_SIDES), url: z.string() })),
        decidedAt: z.string().nullable(),
      })
      .nullable(),
    /** The approved amount and tenure, once approved. */
    approval: z
      .object({ amountSen: senSchema.positive(), tenureMonths: z.number().int().positive() })
      .nullable(),
    /** The agreement the final approval opened, with its status: the link to the back office's agreement view. */
    agreement: z
      .object({ id: z.uuid(), agreementNo: z.string(), status: z.enum(AGREEMENT_STATUSES) })
      .nullable(),
    /** The open refer-back: what the applicant was asked to fix. */
    referBack: z
      .object({ steps: z.array(z.enum(REFER_BACK_STEPS)), remark: z.string(), at: z.string() })
      .nullable(),
    history: z.array(auditEntrySchema),
    notes: z.array(z.object({ id: z.string(), at: z.string(), officerName: z.string(), text: z.string() })),
    /** The decisions this officer may take now (role, status, maker-checker): the buttons the screen shows. */
    allowedDecisions: z.array(z.enum(DECISIONS)),
    canCancel: z.boolean(),
    /** Why this officer may not decide, when they may not (e.g. they verified it themselves). */
    decisionBlockedReason: z.string().nullable(),
  })
  .meta({ id: 'OfficerApplication' });
export type OfficerApplication = z.infer<typeof officerApplicationSchema>;

// --- Decisions ----------------------------------------------------------------------------------------------------

const remark = z.string().trim().min(3).max(1000);

/** One schema for the decision form in the back office and the server's check of it. */
export const decisionRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('verify'), remark }),
  z.object({
    decision: z.literal('approve'),
    remark,
    amountSen: senSchema.positive(),
    tenureMonths: z.number().int().positive(),
  }),
  z.object({ decision: z.literal('reject'), remark }),
  z.object({
    decision: z.literal('referBack'),
    remark,
    steps: z.array(z.enum(REFER_BACK_STEPS)).min(1),
  }),
  z.object({ decision: z.literal('followUp'), remark }),
]);
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

export const cancelRequestSchema = z.object({ remark });
export const noteRequestSchema = z.object({ text: z.string().trim().min(1).max(2000) });

export const decisionResponseSchema = z.object({
  message: z.string(),
  application: officerApplicationSchema,
});

// --- Audit, users, officers ---------------------------------------------------------------------------------------

export const auditQuerySchema = z.object({
  /** Application number, officer email or name, or an action. */
  q: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** `GET /users?q=`: a name, phone, email, NRIC or application number. */
export const customerLookupQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });

export const customerLookupSchema = z.array(
  z.object({
    id: z.uuid(),
    fullName: z.string(),
    organizationType: z.string(),
    phoneNo: z.string().nullable(),
    email: z.string().nullable(),
    nricMasked: z.string().nullable(),
    latestApplicationId: z.uuid().nullable(),
    latestApplicationNo: z.string().nullable(),
    latestApplicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
  }),
);

export const officerCreateRequestSchema = z.object({
  email: z.email().max(254),
  fullName: z.string().trim().min(2).max(100),
  roles: z.array(z.enum(OFFICER_ROLES)).min(1),
});
export type OfficerCreateRequest = z.infer<typeof officerCreateRequestSchema>;

export const officerUpdateRequestSchema = z.object({
  roles: z.array(z.enum(OFFICER_ROLES)).min(1).optional(),
  active: z.boolean().optional(),
});

/** A new or reset officer: the temporary password, shown once to the admin who hands it over. */
export const officerWithTemporaryPasswordSchema = z.object({
  officer: officerSchema,
  temporaryPassword: z.string(),
});

// --- A customer's account, as the admin sees and corrects it ------------------------------------------------------

/** The audit trail's names for an admin reading and correcting a customer's account. A stored name never changes. */
export const CUSTOMER_AUDIT_ACTIONS = {
  view: 'customer.view',
  update: 'customer.update',
  identityCorrection: 'customer.identityCorrection',
} as const;

/** One of the customer's applications, newest first; a draft may have no amount or tenure yet. */
export const customerApplicationSchema = z.object({
  id: z.uuid(),
  applicationNo: z.string(),
  applicationType: z.enum(VARIANTS),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  amountSen: senSchema.nonnegative().nullable(),
  tenureMonths: z.number().int().positive().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type CustomerApplication = z.infer<typeof customerApplicationSchema>;

export const customerDetailSchema = z.object({
  /** The profile as its owner sees it, and whether an officer locked the account out of every login. */
  profile: userProfileSchema.extend({ locked: z.boolean() }),
  applications: z.array(customerApplicationSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/**
 * The admin's update of a customer's details: the residential address (city and state from the postcode), with the
 * reason for the audit trail. The name as on the card is the applicant's identity, corrected with the NRIC by
 * `customerIdentityCorrectionRequestSchema`; email, phone and lock are the login's, changed by updateAuthOnly.
 */
export function customerUpdateRequestSchema(context: { lookupPostcode: PostcodeLookup }) {
  return z
    .object({
      ...residentialAddressFields(context.lookupPostcode),
      remark,
    })
    .transform(withCityAndState(context.lookupPostcode));
}
export type CustomerUpdateRequestInput = z.input<ReturnType<typeof customerUpdateRequestSchema>>;
export type CustomerUpdateRequest = z.output<ReturnType<typeof customerUpdateRequestSchema>>;

export const customerUpdatedSchema = messageResponseSchema.extend({ customer: customerDetailSchema });

/**
 * The admin's correction of a customer's identity: the NRIC (one box, with or without dashes, by the domain's NRIC
 * rules) and the full name as on the card, with the reason the trail keeps. The server refuses a correction that
 * changes neither, and an NRIC another customer holds.
 */
export const customerIdentityCorrectionRequestSchema = z.object({
  nric: nricField('identity.nric.required'),
  fullName: personNameField('forms.fields.fullNameRequired'),
  remark,
});
export type CustomerIdentityCorrectionRequestInput = z.input<typeof customerIdentityCorrectionRequestSchema>;
export type CustomerIdentityCorrectionRequest = z.output<typeof customerIdentityCorrectionRequestSchema>;

export const customerIdentityCorrectedSchema = messageResponseSchema.extend({
  /** The application the correction sent back to the applicant's identity check, if any. */
  sentBackApplicationNo: z.string().nullable(),
});
export type CustomerIdentityCorrected = z.infer<typeof customerIdentityCorrectedSchema>;

/**
 * The login form as the admin fills it: the email and mobile number as they are (an empty box keeps none), the lock,
 * and the Malaysian date before which no new application is taken (empty: none). Its values become the admin-auth
 * call's body (`updateAuthOnlyRequestSchema`), with only what changed.
 */
export const customerLoginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isEmailAddress(value), { error: 'customers.login.errors.email' }),
  phoneNo: z
    .string()
    .trim()
    .refine((value) => value === '' || checkMalaysianMobile(value).valid, {
      error: 'customers.login.errors.phone',
    }),
  locked: z.boolean(),
  allowedAfter: z.union([z.literal(''), z.iso.date()], { error: 'customers.login.errors.date' }),
});
export type CustomerLoginForm = z.infer<typeof customerLoginFormSchema>;

/** The admin-auth link call's path parameters, as the admin types them. */
export const linkApplicationRequestSchema = z.object({
  applicationId: z.string().trim().min(1).max(64),
  agreementId: z.string().trim().min(1).max(64),
});
export type LinkApplicationRequest = z.infer<typeof linkApplicationRequestSchema>;
