import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { AGREEMENT_PRODUCTS, type AgreementProduct } from '../sme/sme-agreement.ts';
import { OFFICER_ROLES } from '../status/actors.ts';
import {
  AGREEMENT_AWAITING_PAYOUT,
  AGREEMENT_EVENTS,
  AGREEMENT_HISTORY_EVENTS,
  AGREEMENT_STATUSES,
} from '../status/agreement-status.ts';
import { COMMODITY_TRADE_STATUSES } from '../status/commodity-trade-status.ts';
import { VARIANTS, type Variant } from '../variant/variants.ts';
import { LIVE_CALL_BOOKING_STATES } from './attestation.ts';
import { ACCOUNT_TYPES, MANDATE_STATES } from './direct-debit.ts';
import { segment } from './path-parameters.ts';

/**
 * The back office's calls on agreements, designed (officers only; a customer token is refused): agreements by
 * status, one agreement with its terms, figures, protection and commission, files and history, today's live calls
 * and their outcome, and the disbursement queue with maker-checker release. Every officer reads; the transition
 * table names who acts (attestation officers hold the calls, disbursement officers prepare and release).
 */

const admin = API_BASES.admin;

export const AGREEMENT_BACKOFFICE_PATHS = {
  /** GET `agreementListQuerySchema`, answers `agreementListSchema`: counts by status and one page, newest first. */
  agreements: `${admin}/agreements`,
  /** GET `officerAgreementSchema`: one agreement as an officer sees it (audited as 'agreement.view'). */
  agreement: (id: string) => `${admin}/agreements/${segment(id)}`,
  /** GET a file of the agreement (unsigned, signed, stamp certificate, trade certificates) by its id. */
  file: (id: string, fileId: string) => `${admin}/agreements/${segment(id)}/files/${segment(fileId)}`,
  /** GET `liveCallListQuerySchema`, answers `liveCallListSchema`: the day's live calls, today by default. */
  liveCalls: `${admin}/live-calls`,
  /** POST `liveCallOutcomeRequestSchema` (attestation officer): completed or missed. */
  liveCallOutcome: (bookingId: string) => `${admin}/live-calls/${segment(bookingId)}/outcome`,
  /** GET `disbursementQueueSchema`: the agreements waiting for their payout, oldest first. */
  disbursements: `${admin}/disbursements`,
  /** POST `disbursementActionRequestSchema` (disbursement officer), answers `officerAgreementChangedSchema`. */
  prepareDisbursement: (id: string) => `${admin}/agreements/${segment(id)}/disbursement/prepare`,
  /** POST `disbursementActionRequestSchema` (another disbursement officer than the preparer). */
  releaseDisbursement: (id: string) => `${admin}/agreements/${segment(id)}/disbursement/release`,
  /** POST `disbursementActionRequestSchema` (disbursement officer): request a failed leg of the trade again. */
  retryCommodityTrade: (id: string) => `${admin}/agreements/${segment(id)}/commodity-trade/retry`,
  /**
   * POST `stampingResubmitRequestSchema` (disbursement officer), answers `officerAgreementChangedSchema`: a rejected
   * or failed e-stamping submitted again as a new attempt (409 otherwise).
   */
  resubmitStamping: (id: string) => `${admin}/agreements/${segment(id)}/stamping/resubmit`,
  /** GET `officerCommodityTradeSchema`: an Islamic financing's trade and its legs (404 for a loan, or before it starts). */
  commodityTrade: (id: string) => `${admin}/agreements/${segment(id)}/commodity-trade`,
} as const;

const company = z.enum(VARIANTS);

export const agreementFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });
const agreementStatus = z.enum(AGREEMENT_STATUSES);
const remark = z.string().trim().min(3).max(1000);

// --- Agreements by status -----------------------------------------------------------------------------------------

/** Why an agreement needs an officer: its e-stamping rejected or given up, its trade's unwinding failed. */
export const AGREEMENT_ATTENTION_REASONS = ['stamping', 'commodityTrade'] as const;
export type AgreementAttentionReason = (typeof AGREEMENT_ATTENTION_REASONS)[number];

/**
 * The back office's four agreement products, each the filters it sets: an individual's conventional loan or Islamic
 * financing, an SME partner's business loan, a staff loan (docs/decisions/076).
 */
export const AGREEMENT_LIST_PRODUCTS = {
  conventional: { product: 'INDIVIDUAL', company: 'conventional' },
  islamic: { product: 'INDIVIDUAL', company: 'islamic' },
  sme: { product: 'SME' },
  staff: { product: 'STAFF' },
} as const satisfies Record<string, { product: AgreementProduct; company?: Variant }>;
export type AgreementListProduct = keyof typeof AGREEMENT_LIST_PRODUCTS;
export const AGREEMENT_LIST_PRODUCT_KEYS = Object.keys(AGREEMENT_LIST_PRODUCTS) as AgreementListProduct[];

/** Which of the four products an agreement, or a count, belongs to. */
export function agreementListProductOf(product: AgreementProduct, variant: Variant): AgreementListProduct {
  if (product === 'SME') return 'sme';
  if (product === 'STAFF') return 'staff';
  return variant;
}

export const agreementListQuerySchema = z.object({
  status: agreementStatus.optional(),
  /** The product filter, with `product`: it narrows the counts and the attention count as well as the page. */
  company: company.optional(),
  /** Whose loan: an individual's, an SME partner's or a staff member's. */
  product: z.enum(AGREEMENT_PRODUCTS).optional(),
  /** Only the agreements that need an officer ('true'); the status and product filters still apply. */
  needsAttention: z.stringbool().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AgreementListQuery = z.infer<typeof agreementListQuerySchema>;

export const agreementListItemSchema = z.object({
  id: z.uuid(),
  agreementNo: z.string(),
  /** The individual's loan, or an SME partner's or staff member's (docs/decisions/067). */
  product: z.enum(AGREEMENT_PRODUCTS),
  /** The application it was made from: the individual's, or for an SME or staff agreement its SME application. */
  applicationId: z.uuid(),
  applicationNo: z.string(),
  applicantName: z.string(),
  company,
  status: agreementStatus,
  approvedAmountSen: senSchema.positive(),
  tenureMonths: z.number().int().positive(),
  openedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** What needs an officer on this agreement; empty when nothing does. */
  attention: z.array(z.enum(AGREEMENT_ATTENTION_REASONS)),
});
export type AgreementListItem = z.infer<typeof agreementListItemSchema>;

export const agreementListSchema = z.object({
  /** Every status and product with at least one agreement within the product filter, whatever the status. */
  counts: z.array(
    z.object({
      status: agreementStatus,
      company,
      product: z.enum(AGREEMENT_PRODUCTS),
      count: z.number().int().positive(),
    }),
  ),
  /** How many agreements need an officer within the product filter, whatever the status. */
  needsAttention: z.number().int().nonnegative(),
  items: z.array(agreementListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AgreementList = z.infer<typeof agreementListSchema>;

// --- One agreement ------------------------------------------------------------------------------------------------

/** The quote's figures: as accepted by the customer, or, before that, as offered without protection. */
export const agreementFiguresSchema = z.object({
  monthlyInstalmentSen: senSchema.positive(),
  lastInstalmentSen: senSchema.positive(),
  totalInterestSen: senSchema.nonnegative(),
  totalPayableSen: senSchema.positive(),
  stampDutySen: senSchema.nonnegative(),
  processingFeeSen: senSchema.nonnegative(),
  referralWaiverSen: senSchema.nonnegative(),
  wakalahFeeSen: senSchema.nonnegative(),
  totalPremiumSen: senSchema.nonnegative(),
  totalDeductionsSen: senSchema.nonnegative(),
  netAmountSen: senSchema.positive(),
});
export type AgreementFigures = z.infer<typeof agreementFiguresSchema>;

export const AGREEMENT_FILE_KINDS = [
  'agreementpdf',
  'signedagreementpdf',
  'estamping',
  'commoditytrade',
  /** The signature drawn for a direct-debit mandate, one per mandate asked for (an update is a new mandate). */
  'mandatesignature',
] as const;
export type AgreementFileKind = (typeof AGREEMENT_FILE_KINDS)[number];

/**
 * What the signatures of a signed agreement were made with, as recorded when it was signed (what pdfsig reads from
 * the file): the customer's certificate, the moment and the device, and the lender's seal.
 */
export const agreementSignatureSchema = z.object({
  signerSubject: z.string(),
  signerNricMasked: z.string(),
  certificateSerial: z.string(),
  certificateIssuer: z.string(),
  signedAt: z.iso.datetime(),
  signerIp: z.string(),
  signerDevice: z.string(),
  sealSubject: z.string(),
  sealSerial: z.string(),
});
export type AgreementSignature = z.infer<typeof agreementSignatureSchema>;

export const STAMPING_STATES = [
  'pending',
  'submitted',
  'assessed',
  'paid',
  'stamped',
  'rejected',
  'failed',
] as const;
export type StampingState = (typeof STAMPING_STATES)[number];

/**
 * Where the e-stamping stands: waiting to be submitted (with the last outage's reason while the submission is
 * retried), submitted, assessed, paid, stamped with its certificate number; or rejected or failed with the reason.
 */
export const agreementStampingSchema = z.object({
  state: z.enum(STAMPING_STATES),
  reference: z.string(),
  submissionId: z.string().nullable(),
  noticeNo: z.string().nullable(),
  dutySen: senSchema.nonnegative().nullable(),
  paidSen: senSchema.nonnegative().nullable(),
  certificateNo: z.string().nullable(),
  stampedAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The attempt under way: 1 from signing, one more at each resubmission. */
  attempt: z.number().int().positive(),
  /** The attempts that ended rejected or failed and were submitted again, oldest first. */
  earlierAttempts: z.array(
    z.object({
      attempt: z.number().int().positive(),
      state: z.enum(['rejected', 'failed']),
      submissionId: z.string().nullable(),
      failureReason: z.string().nullable(),
      requestedAt: z.iso.datetime(),
      endedAt: z.iso.datetime(),
      resubmittedBy: z.string(),
      resubmitReason: z.string(),
      resubmittedAt: z.iso.datetime(),
    }),
  ),
});
export type AgreementStamping = z.infer<typeof agreementStampingSchema>;

export const agreementMandateSchema = z.object({
  id: z.string(),
  state: z.enum(MANDATE_STATES),
  bankName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  accountNoLast4: z.string().nullable(),
  rejection: z.enum(['cancelledByCustomer', 'insufficientFunds', 'rejectedByBank']).nullable(),
  createdAt: z.iso.datetime(),
  activatedAt: z.iso.datetime().nullable(),
});
export type AgreementMandate = z.infer<typeof agreementMandateSchema>;

export const officerAgreementSchema = z
  .object({
    agreement: z.object({
      id: z.uuid(),
      agreementNo: z.string(),
      product: z.enum(AGREEMENT_PRODUCTS),
      /** The individual's application, or for an SME or staff agreement its SME application. */
      applicationId: z.uuid(),
      applicationNo: z.string(),
      company,
      status: agreementStatus,
      openedAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    }),
    applicant: z.object({ id: z.uuid(), fullName: z.string() }),
    terms: z.object({
      approvedAmountSen: senSchema.positive(),
      tenureMonths: z.number().int().positive(),
      annualRateBp: z.number().int().nonnegative(),
      campaignCode: z.string().nullable(),
    }),
    /** Null until the customer accepts the summary: the figures below are then the offer without protection. */
    acceptedAt: z.iso.datetime().nullable(),
    figures: agreementFiguresSchema,
    /** The protection the customer took; null when declined or not yet chosen. */
    protection: z
      .object({
        providerName: z.string(),
        grossRateBp: z.number().int().nonnegative(),
        grossPremiumSen: senSchema.nonnegative(),
        serviceTaxSen: senSchema.nonnegative(),
        totalPremiumSen: senSchema.nonnegative(),
        /** The lender's commission as the insurer's registered agent: never shown to the customer. */
        agentCommissionSen: senSchema.nonnegative(),
      })
      .nullable(),
    files: z.array(
      z.object({
        id: z.uuid(),
        kind: z.enum(AGREEMENT_FILE_KINDS),
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number().int().nonnegative(),
        sha256: z.string(),
        createdAt: z.iso.datetime(),
        url: z.string(),
        /** The signed agreement's signatures; null for the other files. */
        signature: agreementSignatureSchema.nullable(),
      }),
    ),
    history: z.array(
      z.object({
        at: z.iso.datetime(),
        event: z.enum(AGREEMENT_HISTORY_EVENTS),
        from: agreementStatus.nullable(),
        to: agreementStatus,
        actorKind: z.enum(['applicant', 'officer', 'system']),
        /** The officer's name and role at the time; null for the applicant and the system. */
        actorName: z.string().nullable(),
        actorRole: z.enum(OFFICER_ROLES).nullable(),
        remark: z.string().nullable(),
      }),
    ),
    /** The moves this officer may take now (role, status and guards): the buttons the screen shows. */
    allowedEvents: z.array(z.enum(AGREEMENT_EVENTS)),
    /** The e-stamping of the signed agreement; null before signing. */
    stamping: agreementStampingSchema.nullable(),
    /** The direct-debit mandate in force or being set up (else the latest); null before one is started. */
    mandate: agreementMandateSchema.nullable(),
  })
  .meta({ id: 'OfficerAgreement' });
export type OfficerAgreement = z.infer<typeof officerAgreementSchema>;

export const officerAgreementChangedSchema = z.object({
  message: z.string(),
  agreement: officerAgreementSchema,
});

// --- Live calls ---------------------------------------------------------------------------------------------------

export const liveCallListQuerySchema = z.object({ date: z.iso.date().optional() });

export const liveCallListSchema = z.object({
  date: z.iso.date(),
  calls: z.array(
    z.object({
      bookingId: z.uuid(),
      agreementId: z.uuid(),
      agreementNo: z.string(),
      applicantName: z.string(),
      company,
      startsAt: z.iso.datetime({ offset: true }),
      endsAt: z.iso.datetime({ offset: true }),
      state: z.enum(LIVE_CALL_BOOKING_STATES),
      joinUrl: z.string(),
    }),
  ),
});
export type LiveCallList = z.infer<typeof liveCallListSchema>;

export const liveCallOutcomeRequestSchema = z.object({
  outcome: z.enum(['completed', 'missed']),
  remark,
});
export type LiveCallOutcomeRequest = z.infer<typeof liveCallOutcomeRequestSchema>;

/** The outcome's answer: what was recorded, and the call as the day's list now shows it. */
export const liveCallOutcomeSchema = z.object({
  message: z.string(),
  call: liveCallListSchema.shape.calls.element,
});
export type LiveCallOutcome = z.infer<typeof liveCallOutcomeSchema>;

// --- Disbursement -------------------------------------------------------------------------------------------------

export const disbursementQueueSchema = z.object({
  items: z.array(
    z.object({
      agreementId: z.uuid(),
      agreementNo: z.string(),
      applicantName: z.string(),
      company,
      status: z.enum([...AGREEMENT_AWAITING_PAYOUT, 'PAYOUT_SENT']),
      netAmountSen: senSchema.positive(),
      /** Where the payout goes: the applicant's verified bank account, last four digits only. */
      bankName: z.string().nullable(),
      accountNoLast4: z.string().nullable(),
      /** Waiting since: stamped and the mandate active. */
      pendingSince: z.iso.datetime(),
      preparedBy: z.string().nullable(),
      /** The preparer's officer id, so that the screen tells the preparer that another must release it. */
      preparedByOfficerId: z.string().nullable(),
      /** Islamic financing: where its commodity trade stands; null for a loan. */
      commodityTrade: z.enum(COMMODITY_TRADE_STATUSES).nullable(),
      /** The reason of the last failed payout, when the latest one failed. */
      lastFailure: z.string().nullable(),
    }),
  ),
});
export type DisbursementQueue = z.infer<typeof disbursementQueueSchema>;

export const disbursementActionRequestSchema = z.object({ remark });

/** Why the e-stamping is submitted again: kept with the ended attempt and in the audit trail. */
export const stampingResubmitRequestSchema = z.object({ reason: remark });
export type StampingResubmitRequest = z.infer<typeof stampingResubmitRequestSchema>;
export type DisbursementActionRequest = z.infer<typeof disbursementActionRequestSchema>;

/** An Islamic financing's commodity trade as the back office shows it: where it stands and every leg placed. */
export const officerCommodityTradeSchema = z.object({
  status: z.enum(COMMODITY_TRADE_STATUSES),
  costPriceSen: senSchema.positive(),
  sellingPriceSen: senSchema.positive(),
  /** What broker 2 paid in the agency sale, once completed: the financing amount the net is paid out of. */
  proceedsSen: senSchema.positive().nullable(),
  legs: z.array(
    z.object({
      /** The three sales, and the unwinding of a cancelled agreement's trade (the order cancelled or the lot sold back). */
      leg: z.enum(['purchase', 'saleToCustomer', 'agencySale', 'unwind']),
      /** Cancelled: a purchase order the unwinding withdrew before broker 1 filled it. */
      status: z.enum(['pending', 'confirmed', 'failed', 'cancelled']),
      placedAt: z.iso.datetime(),
      certificateNo: z.string().nullable(),
      commodity: z.string().nullable(),
      quantityKg: z.number().int().positive().nullable(),
      priceSen: senSchema.positive().nullable(),
      seller: z.string().nullable(),
      buyer: z.string().nullable(),
      executedAt: z.iso.datetime().nullable(),
      /** The certificate among the agreement's files. */
      fileId: z.uuid().nullable(),
      failureReason: z.string().nullable(),
    }),
  ),
});
export type OfficerCommodityTrade = z.infer<typeof officerCommodityTradeSchema>;
