import { z } from 'zod';
import { REQUEST_KINDS } from '../api/loan-account-backoffice.ts';
import { type MASTER_LIST_NAMES, PRODUCT_CODE_KINDS, VIDEO_PARTNER_TYPES } from '../api/master.ts';
import { PRODUCT_SEGMENTS } from '../api/master-admin.ts';
import { OFFICER_ROLES } from '../status/actors.ts';
import { AGREEMENT_STATUSES } from '../status/agreement-status.ts';
import { APPLICATION_STATUSES } from '../status/application-status.ts';
import { APPLICATION_EVENTS, type ApplicationEvent } from '../status/application-transitions.ts';
import {
  agreementAuditAction,
  applicationAuditAction,
  OFFICER_AGREEMENT_EVENTS,
  type OfficerAgreementEvent,
  smeApplicationAuditAction,
} from '../status/audit-actions.ts';
import { COMMODITY_TRADE_STATUSES } from '../status/commodity-trade-status.ts';
import { COMPLETED_MARKERS, ERROR_MARKERS, ONBOARDING_STEPS } from '../status/onboarding-steps.ts';
import { VARIANTS } from '../variant/variants.ts';

/**
 * Every action the officers' audit trail (audit_events) records, each with the exact shape of what it keeps: the
 * subject it is about, the state before and after, and its remark. Stored JSON is a contract: an action's name and
 * shape never change once written; a new shape is a new action, or a migration that rewrites the stored rows.
 * The server writes nothing else (the audit module checks each entry against this schema before inserting it), and
 * the back office names every field of every action from its catalog (`auditFields.<field>`).
 */

const absent = z.null().optional();
/** A list as its writer holds it, often read-only. */
const listOf = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const isoDateTime = z.iso.datetime({ offset: true });

// --- Applications -------------------------------------------------------------------------------------------------

const applicationStatus = z.enum(APPLICATION_STATUSES);
const stepMarker = z.enum([...COMPLETED_MARKERS, ...ERROR_MARKERS]);
const loanTerms = z.strictObject({ amountSen: z.number().int(), tenureMonths: z.number().int() });
const officerRemark = z.string().nullable().optional();

/**
 * A rejection of an individual's or an SME or staff application, with the date the applicant may apply again when
 * the rejection sets one (decisions 013 and 070).
 */
function rejection<Action extends string, Subject extends string>(action: Action, subjectType: Subject) {
  return z.strictObject({
    action: z.literal(action),
    subjectType: z.literal(subjectType),
    before: z.strictObject({
      status: applicationStatus,
      allowToApplyNewLoanAfter: isoDateTime.nullable().optional(),
    }),
    after: z.strictObject({ status: applicationStatus, allowToApplyNewLoanAfter: isoDateTime.optional() }),
    remark: officerRemark,
  });
}

/** The moves that return the application to the applicant with steps to redo, as a refer-back does. */
const REFER_BACK_EVENTS = ['referBack', 'identityCorrected'] as const satisfies readonly ApplicationEvent[];
type ReferBackEvent = (typeof REFER_BACK_EVENTS)[number];

/** The moves whose entry holds the status alone; an approval, a rejection and a refer-back keep more. */
type StatusOnlyEvent = Exclude<ApplicationEvent, 'approve' | 'reject' | ReferBackEvent>;
const STATUS_ONLY_ACTIONS = APPLICATION_EVENTS.filter(
  (event): event is StatusOnlyEvent =>
    event !== 'approve' && event !== 'reject' && !(REFER_BACK_EVENTS as readonly string[]).includes(event),
).map(applicationAuditAction);

/**
 * What an officer's move on an application keeps, whichever kind of application it is (an individual's, an SME
 * partner's or a staff member's): the status alone; an approval's terms, a first approval of two recommending them
 * (`recommendedTerms`) and the final one setting them (`approval`); or a refer-back's step markers before and after
 * the steps it reopens, and the refer-back as the applicant reads it.
 */
const statusOnlyMove = {
  before: z.strictObject({ status: applicationStatus }),
  after: z.strictObject({ status: applicationStatus }),
  remark: officerRemark,
};
const approvalMove = {
  before: z.strictObject({ status: applicationStatus, approval: loanTerms.nullable() }),
  after: z.strictObject({
    status: applicationStatus,
    approval: loanTerms.nullable(),
    recommendedTerms: loanTerms.optional(),
  }),
  remark: officerRemark,
};
const referBackMove = {
  before: z.strictObject({ status: applicationStatus, markers: listOf(stepMarker) }),
  after: z.strictObject({
    status: applicationStatus,
    markers: listOf(stepMarker),
    referBack: z.strictObject({
      steps: listOf(z.enum(ONBOARDING_STEPS)),
      remark: z.string(),
      at: isoDateTime,
    }),
  }),
  remark: officerRemark,
};
/** An officer opened the application: who read whose data, and when. */
const viewing = { before: absent, after: absent };

const applicationEvents = [
  z.strictObject({
    action: z.enum(STATUS_ONLY_ACTIONS),
    subjectType: z.literal('application'),
    ...statusOnlyMove,
  }),
  z.strictObject({
    action: z.literal(applicationAuditAction('approve')),
    subjectType: z.literal('application'),
    ...approvalMove,
  }),
  rejection(applicationAuditAction('reject'), 'application'),
  /** An officer's refer-back, or the one an admin's correction of the applicant's identity makes (its remark is the reason). */
  z.strictObject({
    action: z.enum(REFER_BACK_EVENTS.map(applicationAuditAction)),
    subjectType: z.literal('application'),
    ...referBackMove,
  }),
  z.strictObject({
    action: z.literal(applicationAuditAction('view')),
    subjectType: z.literal('application'),
    ...viewing,
  }),
  z.strictObject({
    action: z.literal(applicationAuditAction('note')),
    subjectType: z.literal('application'),
    before: absent,
    after: z.strictObject({ note: z.string() }),
  }),
] as const;

// --- SME and staff applications (decision 062) ----------------------------------------------------------------------

/** An officer's moves on an SME or staff application, each keeping what the individual's same move keeps. */
const smeApplicationEvents = [
  z.strictObject({
    action: z.enum([
      smeApplicationAuditAction('verify'),
      smeApplicationAuditAction('followUp'),
      smeApplicationAuditAction('adminCancel'),
    ]),
    subjectType: z.literal('smeApplication'),
    ...statusOnlyMove,
  }),
  // Entries made before decision 070 hold the status alone.
  rejection(smeApplicationAuditAction('reject'), 'smeApplication'),
  z.strictObject({
    action: z.literal(smeApplicationAuditAction('approve')),
    subjectType: z.literal('smeApplication'),
    ...approvalMove,
  }),
  z.strictObject({
    action: z.literal(smeApplicationAuditAction('referBack')),
    subjectType: z.literal('smeApplication'),
    ...referBackMove,
  }),
  z.strictObject({
    action: z.literal(smeApplicationAuditAction('view')),
    subjectType: z.literal('smeApplication'),
    ...viewing,
  }),
] as const;

// --- Agreements ---------------------------------------------------------------------------------------------------

const agreementStatus = z.enum(AGREEMENT_STATUSES);

/** The moves whose entry holds the status alone; a disbursement's keeps the net amount it pays out. */
type AgreementStatusOnlyEvent = Exclude<OfficerAgreementEvent, 'prepareDisbursement' | 'releaseDisbursement'>;
const AGREEMENT_STATUS_ONLY_ACTIONS = OFFICER_AGREEMENT_EVENTS.filter(
  (event): event is AgreementStatusOnlyEvent =>
    event !== 'prepareDisbursement' && event !== 'releaseDisbursement',
).map(agreementAuditAction);

const agreementEvents = [
  z.strictObject({
    action: z.enum(AGREEMENT_STATUS_ONLY_ACTIONS),
    subjectType: z.literal('agreement'),
    before: z.strictObject({ status: agreementStatus }),
    after: z.strictObject({ status: agreementStatus }),
    remark: officerRemark,
  }),
  z.strictObject({
    action: z.enum([
      agreementAuditAction('prepareDisbursement'),
      agreementAuditAction('releaseDisbursement'),
    ]),
    subjectType: z.literal('agreement'),
    before: z.strictObject({ status: agreementStatus }),
    after: z.strictObject({ status: agreementStatus, netAmountSen: z.number().int() }),
    remark: officerRemark,
  }),
  /** A disbursement officer asked again for the failed leg of an Islamic financing's commodity trade. */
  z.strictObject({
    action: z.literal('commodityTrade.retry'),
    subjectType: z.literal('agreement'),
    before: z.strictObject({ commodityTrade: z.enum(COMMODITY_TRADE_STATUSES) }),
    after: z.strictObject({ commodityTrade: z.enum(COMMODITY_TRADE_STATUSES) }),
    remark: officerRemark,
  }),
  /**
   * An Islamic financing's commodity trade followed its cancelled agreement (the system): unwinding started, the
   * platform confirmed it, or it failed (the reason as remark) and waits for an officer (docs/decisions/051).
   */
  z.strictObject({
    action: z.enum(['commodityTrade.unwind', 'commodityTrade.unwound', 'commodityTrade.unwindFailed']),
    subjectType: z.literal('agreement'),
    before: z.strictObject({ commodityTrade: z.enum(COMMODITY_TRADE_STATUSES) }),
    after: z.strictObject({ commodityTrade: z.enum(COMMODITY_TRADE_STATUSES) }),
    remark: officerRemark,
  }),
  /**
   * An operations or disbursement officer submitted a rejected or failed e-stamping again: a new attempt at LHDN,
   * numbered after the one that ended (docs/decisions/051).
   */
  z.strictObject({
    action: z.literal('stamping.resubmit'),
    subjectType: z.literal('agreement'),
    before: z.strictObject({
      stamping: z.enum(['rejected', 'failed']),
      attempt: z.number().int().positive(),
    }),
    after: z.strictObject({ stamping: z.literal('pending'), attempt: z.number().int().positive() }),
    remark: officerRemark,
  }),
  /** An officer opened the agreement: its terms, figures and files are the customer's data. */
  z.strictObject({
    action: z.literal(agreementAuditAction('view')),
    subjectType: z.literal('agreement'),
    before: absent,
    after: absent,
  }),
] as const;

// --- Loan accounts (servicing) --------------------------------------------------------------------------------------

const officerReason = z.string();
/** A maker-checker request on an account as it stands before or after a move (decision 042). */
const accountRequestState = <Status extends 'pending' | 'approved' | 'rejected'>(status: Status) =>
  z.strictObject({ requestKind: z.enum(REQUEST_KINDS), requestStatus: z.literal(status) });
/** A refund request as it stands before or after an officer's decision. */
const refundState = <Status extends 'requested' | 'paid' | 'rejected'>(status: Status) =>
  z.strictObject({ refundStatus: z.literal(status), amountSen: z.number().int() });

const loanAccountEvents = [
  /** A payment undone by a reversal entry (a bounced cheque, a payment posted to the wrong account). */
  z.strictObject({
    action: z.literal('loanPayment.reverse'),
    subjectType: z.literal('loanAccount'),
    before: z.strictObject({ status: z.literal('posted'), amountSen: z.number().int() }),
    after: z.strictObject({ status: z.literal('reversed'), amountSen: z.number().int() }),
    remark: officerReason,
  }),
  /** Late payment charges or fees waived, as the checker approved them. */
  z.strictObject({
    action: z.literal('loanAccountCharges.waive'),
    subjectType: z.literal('loanAccount'),
    before: z.strictObject({ outstandingSen: z.number().int() }),
    after: z.strictObject({ outstandingSen: z.number().int(), waivedSen: z.number().int() }),
    remark: officerReason,
  }),
  /** What is left of an account written off; the debt is still owed and collected. */
  z.strictObject({
    action: z.literal('loanAccountStatus.writeOff'),
    subjectType: z.literal('loanAccount'),
    before: z.strictObject({ status: z.literal('ACTIVE'), outstandingSen: z.number().int() }),
    after: z.strictObject({ status: z.literal('WRITEOFF'), writtenOffSen: z.number().int() }),
    remark: officerReason,
  }),
  /**
   * A payment marked as an early settlement (decision 045): settled when it covered the day's settlement (the rebate or
   * ibra' written, the account closed), otherwise posted as an ordinary payment.
   */
  z.strictObject({
    action: z.literal('loanPayment.settle'),
    subjectType: z.literal('loanAccount'),
    before: z.strictObject({
      status: z.enum(['ACTIVE', 'CLOSED', 'WRITEOFF']),
      outstandingSen: z.number().int(),
    }),
    after: z.strictObject({
      status: z.enum(['ACTIVE', 'CLOSED', 'WRITEOFF']),
      outcome: z.enum(['settled', 'notCovered']),
      amountSen: z.number().int(),
      settlementSen: z.number().int(),
      rebateSen: z.number().int(),
      settleOn: z.iso.date(),
      reference: z.string(),
    }),
  }),
  /** A closed account reopened by the ledger: a payment that left nothing owing was reversed. */
  z.strictObject({
    action: z.literal('loanAccountStatus.reopen'),
    subjectType: z.literal('loanAccount'),
    before: z.strictObject({ status: z.literal('CLOSED') }),
    after: z.strictObject({ status: z.literal('ACTIVE'), outstandingSen: z.number().int() }),
    remark: officerReason,
  }),
  /** A payment received at the counter, posted by an officer under its receipt's reference. */
  z.strictObject({
    action: z.literal('loanPayment.postCounter'),
    subjectType: z.literal('loanAccount'),
    before: absent,
    after: z.strictObject({ amountSen: z.number().int(), reference: z.string(), receivedOn: z.iso.date() }),
  }),
  /** A reversal, waiver or write-off prepared by its maker, waiting for a second officer (decision 042). */
  z.strictObject({
    action: z.literal('loanAccountRequest.prepare'),
    subjectType: z.literal('loanAccount'),
    before: absent,
    after: accountRequestState('pending').extend({ amountSen: z.number().int() }),
    remark: officerReason,
  }),
  /** A customer's refundable excess paid back by bank transfer, under its reference. */
  z.strictObject({
    action: z.literal('loanRefund.pay'),
    subjectType: z.literal('loanAccount'),
    before: refundState('requested'),
    after: refundState('paid').extend({ reference: z.string() }),
  }),
  z.strictObject({
    action: z.literal('loanRefund.reject'),
    subjectType: z.literal('loanAccount'),
    before: refundState('requested'),
    after: refundState('rejected'),
    remark: officerReason,
  }),
  /** The checker's approval of a request; the change itself is recorded beside it (reverse, waive, write-off). */
  z.strictObject({
    action: z.literal('loanAccountRequest.approve'),
    subjectType: z.literal('loanAccount'),
    before: accountRequestState('pending'),
    after: accountRequestState('approved'),
    remark: officerRemark,
  }),
  z.strictObject({
    action: z.literal('loanAccountRequest.reject'),
    subjectType: z.literal('loanAccount'),
    before: accountRequestState('pending'),
    after: accountRequestState('rejected'),
    remark: officerRemark,
  }),
  /** An admin asked for the close of business of the days behind the calendar now (decision 039). */
  z.strictObject({
    action: z.literal('closeOfBusiness.run'),
    subjectType: z.literal('businessDate'),
    before: z.strictObject({ businessDate: z.iso.date() }),
    after: z.strictObject({ businessDate: z.iso.date(), daysClosed: z.number().int() }),
    remark: absent,
  }),
] as const;

/** A JomPAY line parked because its Ref-1 named no active account, settled by an officer (decision 040). */
const jompayLineEvents = [
  z.strictObject({
    action: z.literal('jompayLine.assign'),
    subjectType: z.literal('jompayLine'),
    before: z.strictObject({ status: z.literal('parked'), amountSen: z.number().int() }),
    after: z.strictObject({
      status: z.literal('posted'),
      amountSen: z.number().int(),
      agreementNo: z.string(),
    }),
    remark: officerReason,
  }),
  z.strictObject({
    action: z.literal('jompayLine.return'),
    subjectType: z.literal('jompayLine'),
    before: z.strictObject({ status: z.literal('parked'), amountSen: z.number().int() }),
    after: z.strictObject({ status: z.literal('returned'), amountSen: z.number().int() }),
    remark: officerReason,
  }),
  /** The payout returning a line to its payer settled, as the paying bank reported it (decision 048; the system). */
  z.strictObject({
    action: z.literal('jompayLine.returnSettled'),
    subjectType: z.literal('jompayLine'),
    before: z.strictObject({ returnStatus: z.enum(['pending', 'instructed']), amountSen: z.number().int() }),
    after: z.strictObject({
      returnStatus: z.enum(['paid', 'failed']),
      amountSen: z.number().int(),
      bankReference: z.string().nullable(),
      failureReason: z.string().nullable(),
    }),
    remark: absent,
  }),
] as const;

// --- Officers -----------------------------------------------------------------------------------------------------

/** What the trail keeps of an officer: never the password hash or the second factor's secret. */
const officerState = z.strictObject({
  email: z.string(),
  fullName: z.string(),
  roles: listOf(z.enum(OFFICER_ROLES)),
  active: z.boolean(),
  totpEnrolled: z.boolean(),
  mustChangePassword: z.boolean(),
});

/** Why a login failed, in the trail's own words (never shown to the one logging in). */
export const OFFICER_LOGIN_FAILURES = [
  'locked out',
  'no such officer',
  'wrong password',
  'officer inactive',
  'unknown challenge',
  'challenge expired',
  'wrong code',
  'code already used',
  'secret unreadable',
] as const;
export type OfficerLoginFailure = (typeof OFFICER_LOGIN_FAILURES)[number];

const officerEvents = [
  z.strictObject({
    action: z.literal('officer.login'),
    subjectType: z.literal('officer'),
    before: absent,
    after: z.strictObject({ email: z.string(), secondFactor: z.enum(['enrolled', 'verified']) }),
  }),
  /** The email typed, which may belong to no officer. */
  z.strictObject({
    action: z.literal('officer.loginFailed'),
    subjectType: z.literal('officer'),
    before: absent,
    after: z.strictObject({
      email: z.string().nullable(),
      stage: z.enum(['password', 'code']),
      reason: z.enum(OFFICER_LOGIN_FAILURES),
    }),
  }),
  z.strictObject({
    action: z.literal('officer.passwordChange'),
    subjectType: z.literal('officer'),
    before: z.strictObject({ mustChangePassword: z.boolean(), passwordChangedAt: isoDateTime.nullable() }),
    after: z.strictObject({
      mustChangePassword: z.boolean(),
      passwordChangedAt: isoDateTime,
      endedSessions: z.number().int().nonnegative(),
    }),
  }),
  z.strictObject({
    action: z.literal('officer.create'),
    subjectType: z.literal('officer'),
    before: absent,
    after: officerState,
  }),
  z.strictObject({
    action: z.enum(['officer.update', 'officer.reset']),
    subjectType: z.literal('officer'),
    before: officerState,
    after: officerState,
  }),
] as const;

// --- Customers' accounts and the admin's searches -----------------------------------------------------------------

/** The name and address as the account holds them; an account may hold no address. */
const customerDetails = z.strictObject({
  fullName: z.string(),
  residentialAddress1: z.string().nullable(),
  residentialAddress2: z.string().nullable(),
  residentialAddress3: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});

/**
 * The applicant's identity as the trail keeps it: the name as on the card, and the NRIC masked but for its last
 * four digits (`maskNric`), as the back office's lists show it; a full NRIC is refused.
 */
const customerIdentity = z.strictObject({
  nric: z
    .string()
    .regex(/^\*{8}\d{4}$/)
    .nullable(),
  fullName: z.string(),
});

const customerLogin = z.strictObject({
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
  locked: z.boolean(),
  allowToApplyNewLoanAfter: isoDateTime.nullable(),
});

const customerEvents = [
  z.strictObject({
    action: z.literal('customer.view'),
    subjectType: z.literal('user'),
    before: absent,
    after: absent,
    remark: absent,
  }),
  /**
   * A correction of the address, with the admin's reason; the name kept beside it is corrected with the NRIC
   * ('customer.identityCorrection').
   */
  z.strictObject({
    action: z.literal('customer.update'),
    subjectType: z.literal('user'),
    before: customerDetails,
    after: customerDetails,
    remark: z.string(),
  }),
  /** An admin's correction of the NRIC or the name, with the reason; the applications it sent back are audited apart. */
  z.strictObject({
    action: z.literal('customer.identityCorrection'),
    subjectType: z.literal('user'),
    before: customerIdentity,
    after: customerIdentity,
    remark: z.string(),
  }),
  z.strictObject({
    action: z.literal('customer.authUpdate'),
    subjectType: z.literal('user'),
    before: customerLogin,
    after: customerLogin,
  }),
  z.strictObject({
    action: z.literal('customer.applicationLink'),
    subjectType: z.literal('user'),
    before: z.strictObject({ applicationId: z.string().nullable(), agreementId: z.string().nullable() }),
    after: z.strictObject({ applicationId: z.string(), agreementId: z.string() }),
  }),
  z.strictObject({
    action: z.literal('customer.delete'),
    subjectType: z.literal('user'),
    before: z.strictObject({ email: z.string().nullable(), phoneNo: z.string().nullable() }),
    after: absent,
  }),
  /** The customers a search found, by id: what the admin saw. */
  z.strictObject({
    action: z.literal('customer.lookup'),
    subjectType: z.literal('user'),
    before: absent,
    after: z.strictObject({ userIds: listOf(z.string()) }),
  }),
  z.strictObject({
    action: z.literal('audit.search'),
    subjectType: z.literal('audit'),
    before: absent,
    after: z.strictObject({
      q: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  }),
] as const;

// --- Master data --------------------------------------------------------------------------------------------------

const masterVariant = z.enum(VARIANTS);
const listItemFields = {
  company: z.enum(['all', ...VARIANTS]),
  code: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  active: z.boolean(),
};

/** A list item with its attributes as fields of their own, so that each change reads alone. */
const listItemState = z.discriminatedUnion('list', [
  z.strictObject({ list: z.enum(['race', 'employeeType', 'relationship']), ...listItemFields }),
  z.strictObject({
    list: z.literal('grossSalaryRange'),
    ...listItemFields,
    minSen: z.number().int(),
    maxSen: z.number().int().nullable(),
  }),
  z.strictObject({ list: z.enum(['loanReason', 'smeLoanReason']), ...listItemFields, isOther: z.boolean() }),
  z.strictObject({
    list: z.literal('bank'),
    ...listItemFields,
    swiftCode: z.string(),
    accountNumberLengths: listOf(z.number().int()),
  }),
]) satisfies z.ZodType<{ list: (typeof MASTER_LIST_NAMES)[number] }>;

const productState = z.strictObject({
  code: z.string(),
  company: masterVariant,
  segment: z.enum(PRODUCT_SEGMENTS),
  nameEn: z.string(),
  nameMs: z.string(),
  active: z.boolean(),
});

const productCodeState = z.strictObject({
  code: z.string(),
  kind: z.enum(PRODUCT_CODE_KINDS),
  productCode: z.string(),
  processingFeeDiscountSen: z.number().int(),
  validFrom: z.iso.date(),
  validUntil: z.iso.date(),
  active: z.boolean(),
});

const insuranceRateState = z.strictObject({
  company: masterVariant,
  tenureMonths: z.number().int(),
  grossRateBp: z.number().int(),
  providerName: z.string(),
});

const videoState = z.strictObject({
  company: masterVariant,
  segment: z.enum(['individual', 'sme']),
  partnerType: z.enum(VIDEO_PARTNER_TYPES).nullable(),
  language: z.enum(['en', 'ms']),
  title: z.string(),
  active: z.boolean(),
});

const masterEvents = [
  z.strictObject({
    action: z.literal('master.listItem.create'),
    subjectType: z.literal('master'),
    before: absent,
    after: listItemState,
  }),
  z.strictObject({
    action: z.literal('master.listItem.update'),
    subjectType: z.literal('master'),
    before: listItemState,
    after: listItemState,
  }),
  z.strictObject({
    action: z.literal('master.product.update'),
    subjectType: z.literal('master'),
    before: productState,
    after: productState,
  }),
  z.strictObject({
    action: z.literal('master.code.create'),
    subjectType: z.literal('master'),
    before: absent,
    after: productCodeState,
  }),
  z.strictObject({
    action: z.literal('master.code.update'),
    subjectType: z.literal('master'),
    before: productCodeState,
    after: productCodeState,
  }),
  /** A tenure without cover gets its first rate: nothing before. */
  z.strictObject({
    action: z.literal('master.insuranceRate.set'),
    subjectType: z.literal('master'),
    before: insuranceRateState.nullable(),
    after: insuranceRateState,
  }),
  z.strictObject({
    action: z.literal('master.video.update'),
    subjectType: z.literal('master'),
    before: videoState,
    after: videoState,
  }),
] as const;

/**
 * Money stuck in between resolved by a servicing officer with a note (decision 052): a direct-debit deduction the bank
 * never settled, or a payment order the gateway still held as pending after its last requery.
 */
const moneyAttentionEvents = [
  z.strictObject({
    action: z.literal('moneyAttention.resolve'),
    subjectType: z.enum(['directDebitAttempt', 'paymentOrder']),
    before: z.strictObject({
      agreementNo: z.string(),
      amountSen: z.number().int(),
      attentionSince: isoDateTime,
    }),
    after: z.strictObject({ agreementNo: z.string(), amountSen: z.number().int(), resolvedAt: isoDateTime }),
    remark: officerReason,
  }),
] as const;

/**
 * An admin ran a failed background job again (decision 053): queued anew with its attempts reset. The subject is the
 * job's number in the queue.
 */
const jobEvents = [
  z.strictObject({
    action: z.literal('job.rerun'),
    subjectType: z.literal('job'),
    before: z.strictObject({
      jobStatus: z.literal('failed'),
      jobKind: z.string(),
      attempts: z.number().int(),
    }),
    after: z.strictObject({ jobStatus: z.literal('queued'), jobKind: z.string(), attempts: z.literal(0) }),
  }),
] as const;

// --- The union ----------------------------------------------------------------------------------------------------

export const auditEventSchema = z.discriminatedUnion('action', [
  ...applicationEvents,
  ...smeApplicationEvents,
  ...agreementEvents,
  ...officerEvents,
  ...customerEvents,
  ...masterEvents,
  ...loanAccountEvents,
  ...jompayLineEvents,
  ...moneyAttentionEvents,
  ...jobEvents,
]);

/** An audit entry's action and what it keeps, as its writer gives it. */
export type AuditEvent = z.input<typeof auditEventSchema>;
export type AuditAction = AuditEvent['action'];
type Narrowed<Event, A> = Event extends { readonly action: infer Names }
  ? [Extract<Names, A>] extends [never]
    ? never
    : Omit<Event, 'action'> & { readonly action: Extract<Names, A> }
  : never;

/** The shape one action keeps, or each of several: `AuditEventOf<'officer.login'>`. */
export type AuditEventOf<A extends AuditAction> = Narrowed<AuditEvent, A>;

/** Every action's name, as stored in audit_events.action. */
export const AUDIT_ACTIONS: readonly AuditAction[] = auditEventSchema.options.flatMap((option) => {
  const action = option.shape.action;
  return action instanceof z.ZodLiteral ? [...action.values] : action.options;
});

type FieldsOf<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? { [K in keyof T & string]: K | FieldsOf<NonNullable<T[K]>> }[keyof T & string]
    : never;

/**
 * Every field an entry's before and after may hold, a group's own fields included (the approval's `amountSen`), and
 * `marker`, which the trail reads beside them from an application's step events.
 */
export type AuditField =
  | FieldsOf<NonNullable<AuditEvent['before']>>
  | FieldsOf<NonNullable<AuditEvent['after']>>
  | 'marker';
