import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { APPLICATION_STATUSES, WORKFLOWS } from '../status/application-status.ts';
import { DOCUMENT_GROUPS } from '../uploads/document-groups.ts';
import { ALLOWED_FILE_TYPES } from '../uploads/file-type.ts';
import {
  auditEntrySchema,
  cancelRequestSchema,
  DECISIONS,
  decisionRequestSchema,
  QUEUE_STATUSES,
  REFER_BACK_STEPS,
} from './backoffice.ts';
import { segment } from './path-parameters.ts';
import { smeApplicationSchema, smePartnerTypeSchema } from './sme-application.ts';

/**
 * The back office's SME and staff applications (issue 14; docs/decisions/062): their own queues, in the same queue
 * statuses as the individuals', the application as an officer sees it (partner, company, applicant, directors,
 * disbursement, emergency contact, business documents, history), and the same decisions under the same transition
 * table and maker-checker. Officer tokens only.
 */

const admin = API_BASES.admin;

export const SME_BACKOFFICE_PATHS = {
  /** GET: counts by status and product (SME or staff), with the oldest waiting application of each. */
  queues: `${admin}/sme/queues`,
  /** GET `smeQueueQuerySchema`: applications waiting for an officer, oldest first, searchable. */
  applications: `${admin}/sme/applications`,
  /** GET: the application as an officer sees it (audited as 'smeApplication.view'). */
  application: (id: string) => `${admin}/sme/applications/${segment(id)}`,
  /** POST `decisionRequestSchema`: verify, approve, reject, refer back or follow up, with a remark. */
  decisions: (id: string) => `${admin}/sme/applications/${segment(id)}/decisions`,
  /** PATCH `cancelRequestSchema` (admin): cancels an application not yet disbursed, with a remark. */
  cancel: (id: string) => `${admin}/sme/applications/${segment(id)}/status/cancel`,
} as const;

/** The back office's two SME queues: partners' business loans, and staff loans (group staff and staff partners). */
export const SME_QUEUE_PRODUCTS = ['sme', 'staff'] as const;
export type SmeQueueProduct = (typeof SME_QUEUE_PRODUCTS)[number];

export const smeQueueSummarySchema = z.object({
  workflow: z.enum(WORKFLOWS),
  targetBusinessDays: z.number().int().positive(),
  queues: z.array(
    z.object({
      status: z.enum(QUEUE_STATUSES),
      product: z.enum(SME_QUEUE_PRODUCTS),
      count: z.number().int().nonnegative(),
      overdueCount: z.number().int().nonnegative(),
      oldestSubmittedAt: z.string().nullable(),
    }),
  ),
});
export type SmeQueueSummary = z.infer<typeof smeQueueSummarySchema>;

export const smeQueueQuerySchema = z.object({
  status: z.enum(QUEUE_STATUSES).optional(),
  product: z.enum(SME_QUEUE_PRODUCTS).optional(),
  /** Part of the application number, the partner id, the applicant's or the company's name. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SmeQueueQuery = z.infer<typeof smeQueueQuerySchema>;

export const smeQueueItemSchema = z.object({
  id: z.uuid(),
  applicationNo: z.string(),
  product: z.enum(SME_QUEUE_PRODUCTS),
  partnerId: z.string().nullable(),
  partnerType: smePartnerTypeSchema,
  applicationStatus: z.enum(APPLICATION_STATUSES),
  applicantName: z.string(),
  /** The business's name for a sole proprietor, partnership or company; null otherwise. */
  companyName: z.string().nullable(),
  amountSen: senSchema.nonnegative(),
  tenureMonths: z.number().int().positive(),
  submittedAt: z.string(),
  ageBusinessDays: z.number().int().nonnegative(),
  overdue: z.boolean(),
});
export type SmeQueueItem = z.infer<typeof smeQueueItemSchema>;

export const smeQueueListSchema = z.object({
  items: z.array(smeQueueItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type SmeQueueList = z.infer<typeof smeQueueListSchema>;

/** A business document of the application, as the documents module lists it. */
export const smeBusinessFileSchema = z.object({
  id: z.uuid(),
  fileType: z.object({ name: z.enum(DOCUMENT_GROUPS) }),
  fileName: z.string(),
  contentType: z.enum(ALLOWED_FILE_TYPES),
  sizeBytes: z.number().int().positive(),
  uploadedAt: z.string(),
});
export type SmeBusinessFile = z.infer<typeof smeBusinessFileSchema>;

export const officerSmeApplicationSchema = z
  .object({
    /** The application with its form: company, applicant, directors with shares, disbursement, emergency contact. */
    application: smeApplicationSchema,
    /** The account that applied. */
    applicant: z.object({
      id: z.uuid(),
      fullName: z.string(),
      phoneNo: z.string().nullable(),
      email: z.string().nullable(),
    }),
    /** The business documents this partner type uploads, and those it has uploaded. */
    documents: z.object({
      required: z.array(z.enum(DOCUMENT_GROUPS)),
      optional: z.array(z.enum(DOCUMENT_GROUPS)),
      files: z.array(smeBusinessFileSchema),
    }),
    approval: z
      .object({ amountSen: senSchema.positive(), tenureMonths: z.number().int().positive() })
      .nullable(),
    referBack: z
      .object({ steps: z.array(z.enum(REFER_BACK_STEPS)), remark: z.string(), at: z.string() })
      .nullable(),
    history: z.array(auditEntrySchema),
    allowedDecisions: z.array(z.enum(DECISIONS)),
    canCancel: z.boolean(),
    decisionBlockedReason: z.string().nullable(),
  })
  .meta({ id: 'OfficerSmeApplication' });
export type OfficerSmeApplication = z.infer<typeof officerSmeApplicationSchema>;

/** The decisions are the individuals' (`decisionRequestSchema`), and so is the admin's cancel. */
export const smeDecisionRequestSchema = decisionRequestSchema;
export const smeCancelRequestSchema = cancelRequestSchema;

export const smeDecisionResponseSchema = z.object({
  message: z.string(),
  application: officerSmeApplicationSchema,
});
