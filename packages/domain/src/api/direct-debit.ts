import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { drawnSignatureField } from '../forms/drawn-signature.ts';
import { sixDigitCodeField } from '../forms/fields.ts';
import { senSchema } from '../money/sen-schema.ts';
import { segment } from './path-parameters.ts';

/**
 * The direct-debit e-mandate (spec 000 sections 2 and 9; pages /direct-debit, /direct-debit/confirmation,
 * /direct-debit-enrollment, /update-direct-debit, /update-direct-debit-result), designed: the customer picks a bank
 * and account type, consents with a TAC, and is sent to the bank to authorise the RM1 verification debit. The
 * provider's signed server-to-server callback decides the mandate's state; the browser's return from the bank is
 * only a hint. Updating costs another RM1; changes show after one day.
 */

const product = API_BASES.product;

export const DIRECT_DEBIT_PATHS = {
  /** GET `directDebitBankListSchema`: the banks that take e-mandates. */
  banks: `${product}/direct-debit/banks`,
  /**
   * GET `mandateSchema` (404 without one); POST `mandateRequestSchema` starts one and PATCH the same replaces the
   * active one (both answer `mandateStartedSchema`: where to send the browser); DELETE cancels it ('Update/Remove
   * successfully', or 'Update/Remove Direct Debit failed').
   */
  mandate: (agreementId: string) => `${product}/agreement/${segment(agreementId)}/direct-debit`,
  /** GET `mandateReturnQuerySchema`, no login: the bank sends the browser back here; it redirects to the result page. */
  bankReturn: `${product}/direct-debit/return`,
  /** POST `mandateCallbackSchema`, no login: the provider's signed notice; a repeated one changes nothing. */
  callback: `${product}/direct-debit/callback`,
} as const;

export const ACCOUNT_TYPES = ['savings', 'current'] as const;
export const MANDATE_STATES = ['PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED'] as const;
export type MandateState = (typeof MANDATE_STATES)[number];

export const directDebitBankListSchema = z.array(
  z.object({ code: z.string(), name: z.string(), accountTypes: z.array(z.enum(ACCOUNT_TYPES)) }),
);
export type DirectDebitBank = z.infer<typeof directDebitBankListSchema>[number];

/**
 * The consent tick, the signature drawn on the pad (a PNG data URL, kept with the agreement's files) and the TAC; the
 * account itself is chosen at the bank.
 */
export const mandateRequestSchema = z.object({
  bankCode: z.string().min(1).max(20),
  accountType: z.enum(ACCOUNT_TYPES),
  consent: z.literal(true),
  signature: drawnSignatureField,
  tac: sixDigitCodeField('forms.tac.fillAllNumbers'),
});
export type MandateRequest = z.output<typeof mandateRequestSchema>;

export const mandateStartedSchema = z.object({
  mandateId: z.uuid(),
  /** The bank's authorisation page (the sandbox bank outside production). */
  redirectUrl: z.string(),
});
export type MandateStarted = z.infer<typeof mandateStartedSchema>;

/** The mandate as spec 000 section 3 lists it: the account number's last four digits only. */
export const mandateSchema = z
  .object({
    id: z.uuid(),
    agreementId: z.uuid(),
    agreementNo: z.string(),
    state: z.enum(MANDATE_STATES),
    bankName: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
    accountNoLast4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    /** The most a monthly debit may take. */
    amountSen: senSchema.nonnegative(),
    monthlyAmountSen: senSchema.nonnegative(),
    tenureMonths: z.number().int().positive(),
    balanceTenureMonths: z.number().int().nonnegative(),
    name: z.string(),
    phoneNo: z.string(),
    /** When it was authorised (or asked for, while pending). */
    at: z.iso.datetime(),
    /** The RM1 of the verification debit, refunded to the agreement. */
    verificationFeeSen: senSchema.nonnegative(),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: 'DirectDebitMandate' });
export type Mandate = z.infer<typeof mandateSchema>;

export const mandateReturnQuerySchema = z.object({
  reference: z.string().min(1).max(100),
  /** The bank's mandate id: tells a first mandate's return from an update's. */
  mandateId: z.string().max(100).optional(),
  status: z.string().max(30).optional(),
});

/**
 * The provider's signed notice, exactly as the sandboxes deliver it in-process (docs/decisions/024): `signature` is the
 * HMAC of the other fields, checked before anything of it is read; a repeated `id` changes nothing.
 */
export const mandateCallbackSchema = z.object({
  id: z.string().min(1).max(100),
  provider: z.string().min(1).max(50),
  type: z.string().min(1).max(50),
  subjectId: z.string().min(1).max(100),
  occurredAt: z.iso.datetime({ offset: true }),
  body: z.record(z.string(), z.unknown()),
  signature: z.string().min(1).max(200),
});
export type MandateCallback = z.infer<typeof mandateCallbackSchema>;

/** What a cancel (and a callback) answers. */
export const directDebitMessageSchema = z.object({ message: z.string() });
export type DirectDebitMessage = z.infer<typeof directDebitMessageSchema>;
