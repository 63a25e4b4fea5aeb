import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { sixDigitCodeField } from '../forms/fields.ts';
import { LANGUAGES } from '../i18n/catalog-shape.ts';
import { VARIANTS } from '../variant/variants.ts';
import { segment } from './path-parameters.ts';

/**
 * The agreement document, the signing certificate and the signature (spec 000 section 2: loan agreement, account
 * creation, digital signing, TAC entry). The spec's calls are `trustGate/cert/{nric}` and `trustGate/enrol/{nric}`
 * (customer service) and `pdf/sign/{language}/company/{company}/agreement/{agreementId}` (product service); the
 * document, its acceptance and the TAC are designed in the same style. The NRIC of the certificate calls must be the
 * caller's own.
 */

const product = API_BASES.product;
const customer = API_BASES.customer;
const agreement = (agreementId: string) => `${product}/agreement/${segment(agreementId)}`;

export const SIGNING_PATHS = {
  /**
   * GET the agreement PDF in `language` (en or ms): generated on the server from the accepted terms; the signed one
   * once signed. 'Applicant name is empty...' when the name is missing, 'Fetch Agreement Details Data Error' when
   * it cannot be built.
   */
  document: (agreementId: string, language: string) =>
    `${agreement(agreementId)}/document/${segment(language)}`,
  /** POST `acceptAgreementRequestSchema`, answers `agreementChangedSchema` (`acceptAgreement`). */
  acceptDocument: (agreementId: string) => `${agreement(agreementId)}/document/accept`,
  /** GET `certificateStatusSchema`: the certificate authority's record of the customer's certificate. */
  certificate: (nric: string) => `${customer}/trustGate/cert/${segment(nric)}`,
  /** POST `certificateEnrolmentRequestSchema`: account creation; answers `certificateStatusSchema`. */
  enrol: (nric: string) => `${customer}/trustGate/enrol/${segment(nric)}`,
  /** POST `tacRequestSchema`: a 6-digit TAC by SMS (single use, 10 minutes); answers `tacSentSchema`. */
  tac: (agreementId: string) => `${agreement(agreementId)}/tac`,
  /** POST `tacVerificationRequestSchema`: 'OTP Verified', or the TAC's refusal; answers `tacVerifiedSchema`. */
  tacVerification: (agreementId: string) => `${agreement(agreementId)}/tac/verify`,
  /**
   * POST multipart/form-data: the field `consent` ('true') and the part `signature` (the drawn signature, PNG).
   * Needs a verified TAC. The server stamps the signature and a signing page on the PDF, signs it with the
   * customer's certificate and seals it with the lender's (`sign`); answers `agreementChangedSchema` ('Signing in
   * progress' is the screen's text while it runs).
   */
  sign: (language: string, company: string, agreementId: string) =>
    `${product}/pdf/sign/${segment(language)}/company/${segment(company)}/agreement/${segment(agreementId)}`,
} as const;

export const agreementDocumentParamsSchema = z.object({
  agreementId: z.uuid(),
  language: z.enum(LANGUAGES),
});

export const signingParamsSchema = z.object({
  language: z.enum(LANGUAGES),
  company: z.enum(VARIANTS),
  agreementId: z.uuid(),
});

export const nricParamsSchema = z.object({ nric: z.string().regex(/^\d{12}$/) });

/** The agreement page's tick: 'Require to accept agreement' until it is given. */
export const acceptAgreementRequestSchema = z.object({
  accepted: z.literal(true, { error: 'errors.agreementNotAccepted' }),
});

export const CERTIFICATE_STATES = ['Valid', 'Expired', 'Revoked', 'NotEnrolled'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

export const certificateStatusSchema = z
  .object({
    status: z.enum(CERTIFICATE_STATES),
    serialNumber: z.string().nullable(),
    subject: z.string().nullable(),
    issuer: z.string().nullable(),
    validFrom: z.iso.datetime().nullable(),
    validTo: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CertificateStatus' });
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/** Account creation for the agreement about to be signed; the certificate's key stays with the authority. */
export const certificateEnrolmentRequestSchema = z.object({ agreementId: z.uuid() });

/** What a TAC is for: signing the agreement, or consenting to the direct-debit mandate. */
export const TAC_PURPOSES = ['signing', 'directDebit'] as const;
export type TacPurpose = (typeof TAC_PURPOSES)[number];

export const tacRequestSchema = z.object({ purpose: z.enum(TAC_PURPOSES) });

export const tacSentSchema = z.object({
  message: z.string(),
  /** The number it went to, all but the last four digits hidden. */
  phoneNoMasked: z.string(),
  expiresAt: z.iso.datetime(),
  /** Another TAC may be asked for from this moment. */
  resendAfter: z.iso.datetime(),
});
export type TacSent = z.infer<typeof tacSentSchema>;

export const tacVerificationRequestSchema = z.object({
  purpose: z.enum(TAC_PURPOSES),
  tac: sixDigitCodeField('forms.tac.fillAllNumbers'),
});
export type TacVerificationRequest = z.output<typeof tacVerificationRequestSchema>;

export const tacVerifiedSchema = z.object({
  message: z.string(),
  /** The verified TAC lets the customer sign until this moment. */
  validUntil: z.iso.datetime(),
});
export type TacVerified = z.infer<typeof tacVerifiedSchema>;

/** The multipart fields of the sign call beside the signature image. */
export const signFieldsSchema = z.object({ consent: z.literal('true') });
