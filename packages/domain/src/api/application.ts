import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { INDIVIDUAL_INELIGIBILITY_REASONS } from '../eligibility/individual.ts';
import { eligibilityCheckFormSchema } from '../forms/eligibility-check.ts';
import { LANGUAGES } from '../i18n/catalog-shape.ts';
import { senSchema } from '../money/sen-schema.ts';
import { APPLICATION_STATUSES } from '../status/application-status.ts';
import { COMPLETED_MARKERS, ERROR_MARKERS, ONBOARDING_STEPS } from '../status/onboarding-steps.ts';
import { DOCUMENT_GROUPS } from '../uploads/document-groups.ts';
import { ALLOWED_FILE_TYPES } from '../uploads/file-type.ts';
import { VARIANTS } from '../variant/variants.ts';
import { segment } from './path-parameters.ts';

/**
 * The individual application contract (spec 000 sections 3-5; spec 001 section 7, customer service): paths of the
 * application, step, file and e-KYC calls, and the schemas of what they answer. Request bodies are the forms'
 * schemas (../forms). Calls the spec does not list (the eligibility check, email verification, submission, the
 * reference look-up and e-KYC) are designed in the same style; docs/decisions/010 says why.
 */

const customer = API_BASES.customer;

export const APPLICATION_PATHS = {
  /** Designed: the quick check of /testing-eligibility, judged and recorded (POST, the eligibility form). */
  eligibility: `${customer}/application/eligibility`,
  /** The latest eligible check becomes a draft application (POST, body `draftApplicationRequestSchema`). */
  draft: `${customer}/application/draft`,
  /** The user's applications, latest first. */
  byUser: (userId: string) => `${customer}/application/userId/${segment(userId)}`,
  summary: (id: string) => `${customer}/application/${segment(id)}/summary`,
  status: (id: string) => `${customer}/application/${segment(id)}/status`,
  /** PATCH: saves the draft form as typed (`applicationDraftSchema`); the language is that of the emails it sends. */
  update: (language: string, id: string) => `${customer}/application/${segment(language)}/${segment(id)}`,
  /** DELETE: the applicant cancels a draft (or a pending application) after confirming. */
  remove: (id: string) => `${customer}/application/${segment(id)}`,
  /** Designed: POST, the summary's submit with its consents (`submitApplicationRequestSchema`). */
  submit: (id: string) => `${customer}/application/${segment(id)}/submit`,
  /** Designed: GET, /loan-status-check by the application number; only the caller's own applications answer. */
  statusCheck: (applicationNo: string) =>
    `${customer}/application/applicationNo/${segment(applicationNo)}/status`,
  /** Designed: POST sends a code and a link to the form's email; POST .../code checks the code. */
  emailVerification: (id: string) => `${customer}/application/${segment(id)}/email-verification`,
  emailVerificationCode: (id: string) => `${customer}/application/${segment(id)}/email-verification/code`,
  /** Designed: GET with the emailed link's token (no login needed: the token is the proof). */
  emailVerificationLink: (token: string) =>
    `${customer}/application/email-verification/link/${segment(token)}`,
} as const;

/** The spec's step calls: PATCH, no body. The server records a marker only when its evidence is there. */
export const STEP_PATHS = {
  applicationFormCompleted: (id: string) =>
    `${customer}/application-status-step/${segment(id)}/application-form-completed`,
  emailVerificationCompleted: (id: string) =>
    `${customer}/application-status-step/${segment(id)}/email-varification-completed`,
  documentUploadCompleted: (id: string) =>
    `${customer}/application-status-step/${segment(id)}/document-upload-completed`,
  ekycCompleted: (id: string) => `${customer}/application-status-step/${segment(id)}/ekyc-completed`,
  /** Records the step's error marker (a step the browser could not finish); body `stepErrorRequestSchema`. */
  error: (id: string, stepName: string) =>
    `${customer}/application-status-step/${segment(id)}/${segment(stepName)}/error`,
} as const;

export const FILE_PATHS = {
  /** POST multipart/form-data: fields `entityId` (the application id) and `fileType`, then the part `file`. */
  upload: `${customer}/file`,
  /** GET the content (owner or officer only); DELETE removes it while the application is editable. */
  file: (fileId: string) => `${customer}/file/${segment(fileId)}`,
  /** GET the files of an application. */
  byEntity: (entityId: string) => `${customer}/file/entity/${segment(entityId)}`,
} as const;

/**
 * Designed: electronic identity verification. The logged-in applicant opens a session; the captures (front and back
 * of the identity card, a selfie) are posted to it; `submit` hands them to the provider, whose verdict arrives
 * asynchronously. A desktop shows a QR code of a single-use hand-off link: the phone claims it and gets a capture
 * token good for that session only (header `X-Ekyc-Capture-Token`), so the phone needs no login.
 */
export const EKYC_PATHS = {
  /** POST opens (or reopens after a retry) the application's session; GET reads where it stands. */
  session: (applicationId: string) => `${customer}/ekyc/application/${segment(applicationId)}/session`,
  /** POST multipart: field `side` ('front' | 'back' | 'selfie'), part `image`. */
  capture: (sessionId: string) => `${customer}/ekyc/session/${segment(sessionId)}/capture`,
  /** POST: all three captures are in; the provider starts checking. */
  submit: (sessionId: string) => `${customer}/ekyc/session/${segment(sessionId)}/submit`,
  /** POST: a new single-use hand-off link for the QR code (logged-in applicant only). */
  handoff: (sessionId: string) => `${customer}/ekyc/session/${segment(sessionId)}/handoff`,
  /** POST, no login: claims a hand-off link once, answering `ekycHandoffClaimSchema`. */
  claimHandoff: (token: string) => `${customer}/ekyc/handoff/${segment(token)}`,
  /** GET, with the capture token: the session as the phone sees it. */
  handoffSession: (sessionId: string) => `${customer}/ekyc/session/${segment(sessionId)}`,
  /** GET an image of the session (owner or officer): `side` is front, back or selfie. */
  image: (sessionId: string, side: string) =>
    `${customer}/ekyc/session/${segment(sessionId)}/image/${segment(side)}`,
} as const;

export const EKYC_CAPTURE_TOKEN_HEADER = 'X-Ekyc-Capture-Token';

/** The single-use hand-off link of the QR code: the web app's route, with the token in the query. */
export const EKYC_HANDOFF_ROUTE = '/ekyc-mobile';

export const applicationTypeSchema = z.enum(VARIANTS);

/** `PATCH /application/{language}/{id}`: the language is that of the emails the save sends. */
export const applicationUpdateParamsSchema = z.object({ language: z.enum(LANGUAGES), id: z.uuid() });
export const applicationNoParamsSchema = z.object({ applicationNo: z.string().min(1).max(30) });
export const stepErrorParamsSchema = z.object({ id: z.uuid(), stepName: z.string().min(1).max(50) });
export const emailVerificationLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The result of the quick check (/result/{result}): the reasons are catalog keys of spec 000 section 8. */
export const eligibilityResultSchema = z.object({
  /** The recorded check; a draft is made from it. */
  checkId: z.uuid(),
  eligible: z.boolean(),
  reasons: z.array(z.enum(INDIVIDUAL_INELIGIBILITY_REASONS)),
  /** The largest amount the applicant may borrow (0 when not eligible), a multiple of RM1,000. */
  maxEligibleAmountSen: senSchema.nonnegative(),
  amountSen: senSchema.positive(),
  tenureMonths: z.number().int().positive(),
  /** The campaign or referral code, normalised, when one was given and is valid. */
  campaignCode: z.string().nullable(),
});
export type EligibilityResultView = z.infer<typeof eligibilityResultSchema>;

/** The quick check's body: the eligibility form, and which product (conventional loan or Islamic financing). */
export const eligibilityCheckRequestSchema = z.intersection(
  eligibilityCheckFormSchema,
  z.object({ applicationType: applicationTypeSchema }),
);
export type EligibilityCheckRequest = z.output<typeof eligibilityCheckRequestSchema>;

export const draftApplicationRequestSchema = z.object({
  checkId: z.uuid(),
  applicationType: applicationTypeSchema,
});

/**
 * The application form as typed so far: every field optional, strings as the inputs hold them, so a half-filled
 * form is kept. Completing the form step checks the saved draft with `applicationFormSchema`.
 */
const draftText = (max = 200) => z.string().max(max).optional();
const draftContact = z
  .object({
    name: draftText(150),
    phoneNo: draftText(20),
    relationshipId: draftText(50),
    email: draftText(254),
  })
  .partial()
  .optional();

export const applicationDraftSchema = z.object({
  employmentTypeId: draftText(50),
  employerName: draftText(),
  employerContactNo: draftText(20),
  jobTitle: draftText(),
  employmentStartingFrom: draftText(10),
  actualMonthlySalarySen: senSchema.nonnegative().max(100_000_000_00).optional(),
  personalBankId: draftText(50),
  personalBankAccountNo: draftText(30),
  emergencyContact1: draftContact,
  emergencyContact2: draftContact,
  referee: draftContact,
  loanReasonId: draftText(50),
  customReason: draftText(200),
  amountSen: senSchema.nonnegative().max(100_000_000).optional(),
  tenureMonths: z.number().int().nonnegative().max(360).optional(),
  userFilledReferralCode: z.boolean().optional(),
});
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;

export const submitApplicationRequestSchema = z.object({
  /** Consent to the use of personal data and to credit checks: required (spec 000 section 5). */
  consentPersonalDataAndCreditCheck: z.literal(true, { error: 'application.consentRequired' }),
  /** Acknowledgement of the protection plan: optional. */
  acknowledgeProtectionPlan: z.boolean().default(false),
});

export const stepErrorRequestSchema = z.object({ reason: z.string().max(200).optional() });

export const emailVerificationCodeRequestSchema = z.object({
  code: z.string().regex(/^\d{6}$/, { error: 'forms.tac.fillAllNumbers' }),
});

export const STEP_MARKERS = [...COMPLETED_MARKERS, ...ERROR_MARKERS] as const;

/** An application as its owner (and officers) see it. */
export const applicationSchema = z
  .object({
    id: z.uuid(),
    /** The reference number the applicant quotes (e.g. SK-2026-000123, SKI- for Islamic). */
    applicationNo: z.string(),
    userId: z.uuid(),
    applicationType: applicationTypeSchema,
    applicationStatus: z.enum(APPLICATION_STATUSES),
    markers: z.array(z.enum(STEP_MARKERS)),
    /** The eligibility check the draft came from. */
    maxEligibleAmountSen: senSchema.nonnegative(),
    netSalarySen: senSchema.nonnegative(),
    campaignCode: z.string().nullable(),
    /** The form as last saved (the draft), including amount, tenure and reason. */
    form: applicationDraftSchema,
    /** The applicant's email the verification step checks (the profile's). */
    applicantEmail: z.string().nullable(),
    emailVerified: z.boolean(),
    /** The fixed rate in basis points per year (1,800 = 18% a year). */
    interestRateBpPerYear: z.number().int(),
    estimatedMonthlyInstalmentSen: senSchema.nullable(),
    submissionDate: z.string().nullable(),
    remarks: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The open refer-back: the steps an officer reopened and what to fix, until the applicant resubmits. */
    referBack: z
      .object({ steps: z.array(z.enum(ONBOARDING_STEPS)), remark: z.string(), at: z.string() })
      .nullish(),
    /** The amount and tenure the lender approved, once approved. */
    approval: z
      .object({ amountSen: senSchema.positive(), tenureMonths: z.number().int().positive() })
      .nullish(),
  })
  .meta({ id: 'Application' });
export type ApplicationView = z.infer<typeof applicationSchema>;

export const applicationListSchema = z.array(applicationSchema);

/** A change to an application (save, step, submit): the spec's success text and the application as it now is. */
export const applicationMessageResponseSchema = z.object({
  message: z.string(),
  application: applicationSchema,
});

/** The summary screen (spec 000 section 3): with the variant's wording applied by the browser. */
export const applicationSummarySchema = z.object({
  applicationId: z.uuid(),
  applicationNo: z.string(),
  applicationType: applicationTypeSchema,
  fullName: z.string(),
  /** The identity card number, masked but for the last four digits. */
  identityCardMasked: z.string(),
  loanReasonId: z.string().nullable(),
  customReason: z.string().nullable(),
  amountSen: senSchema,
  tenureMonths: z.number().int(),
  interestRateBpPerYear: z.number().int(),
  estimatedMonthlyInstalmentSen: senSchema,
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** One change of status or step, for the applicant's history and the officers' audit. */
export const applicationEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['status', 'step']),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string(),
});

export const applicationStatusSchema = z.object({
  applicationId: z.uuid(),
  applicationNo: z.string(),
  applicationType: applicationTypeSchema,
  applicationStatus: z.enum(APPLICATION_STATUSES),
  markers: z.array(z.enum(STEP_MARKERS)),
  steps: z.array(
    z.object({ step: z.enum(ONBOARDING_STEPS), label: z.enum(['completed', 'currentProgress', 'waiting']) }),
  ),
  submissionDate: z.string().nullable(),
  history: z.array(applicationEventSchema),
});
export type ApplicationStatusView = z.infer<typeof applicationStatusSchema>;

export const applicationFileSchema = z.object({
  id: z.uuid(),
  entityId: z.uuid(),
  fileType: z.object({ name: z.enum(DOCUMENT_GROUPS) }),
  fileName: z.string(),
  contentType: z.enum(ALLOWED_FILE_TYPES),
  sizeBytes: z.number().int().positive(),
  uploadedAt: z.string(),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;
export const applicationFileListSchema = z.array(applicationFileSchema);

/**
 * The upload's multipart fields, sent before its file. Any group of either journey; the application's own rules
 * say which it takes (an individual's, or its SME partner type's, decision 059).
 */
export const fileUploadFieldsSchema = z.object({
  entityId: z.uuid(),
  fileType: z.enum(DOCUMENT_GROUPS),
});
export const fileParamsSchema = z.object({ fileId: z.uuid() });
export const fileEntityParamsSchema = z.object({ entityId: z.uuid() });

export const EKYC_SIDES = ['front', 'back', 'selfie'] as const;
export type EkycSide = (typeof EKYC_SIDES)[number];
/** The capture's multipart field `side`, sent before its image. */
export const ekycSideSchema = z.enum(EKYC_SIDES);

/**
 * Where a session stands. CAPTURING until the three images are in and submitted; PROCESSING while the provider
 * checks; then PASSED, RETRY (a capture was unreadable: capture again) or FAILED (with its reason).
 */
export const EKYC_STATES = ['CAPTURING', 'PROCESSING', 'PASSED', 'RETRY', 'FAILED'] as const;
export type EkycState = (typeof EKYC_STATES)[number];

export const EKYC_FAILURE_REASONS = ['verificationFailed', 'nricMismatch'] as const;

export const ekycSessionSchema = z
  .object({
    sessionId: z.uuid(),
    applicationId: z.uuid(),
    applicationNo: z.string(),
    state: z.enum(EKYC_STATES),
    captured: z.array(z.enum(EKYC_SIDES)),
    failureReason: z.enum(EKYC_FAILURE_REASONS).nullable(),
    /** Attempts so far, and how many are allowed before the application must be made again. */
    attempts: z.number().int().nonnegative(),
    maxAttempts: z.number().int().positive(),
  })
  .meta({ id: 'EkycSession' });
export type EkycSession = z.infer<typeof ekycSessionSchema>;

export const ekycHandoffSchema = z.object({
  /** The address the QR code holds: the web app's hand-off route with the single-use token. */
  url: z.string(),
  expiresAt: z.string(),
});

export const ekycHandoffClaimSchema = z.object({
  sessionId: z.uuid(),
  captureToken: z.string(),
  expiresAt: z.string(),
  language: z.enum(LANGUAGES),
});

export const ekycApplicationParamsSchema = z.object({ applicationId: z.uuid() });
export const ekycSessionParamsSchema = z.object({ sessionId: z.uuid() });
export const ekycImageParamsSchema = z.object({ sessionId: z.uuid(), side: ekycSideSchema });
export const ekycHandoffParamsSchema = z.object({ token: z.string().min(20).max(200) });
/** The phone's capture token, on the calls it may make (HTTP header names are read in lower case). */
export const ekycCaptureTokenHeadersSchema = z.object({
  [EKYC_CAPTURE_TOKEN_HEADER.toLowerCase()]: z.string().max(200).optional(),
});
