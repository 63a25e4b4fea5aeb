import { describe, expect, it } from 'vitest';
import { CUSTOMER_AUDIT_ACTIONS } from '../api/backoffice.ts';
import { MASTER_AUDIT_ACTIONS } from '../api/master-admin.ts';
import { APPLICATION_EVENTS, type ApplicationEvent } from '../status/application-transitions.ts';
import {
  ADMIN_SEARCH_AUDIT_ACTIONS,
  agreementAuditAction,
  applicationAuditAction,
  OFFICER_AGREEMENT_EVENTS,
  smeApplicationAuditAction,
} from '../status/audit-actions.ts';
import { AUDIT_ACTIONS, type AuditAction, type AuditEventOf, auditEventSchema } from './audit-events.ts';

const officer = {
  email: 'siti@sinarkredit.com.my',
  fullName: 'Siti Aminah',
  roles: ['verifier'],
  active: true,
  totpEnrolled: true,
  mustChangePassword: false,
} as const;
const bank = {
  list: 'bank',
  company: 'all',
  code: '27',
  nameEn: 'Maybank',
  nameMs: 'Maybank',
  active: true,
  swiftCode: 'MBBEMYKL',
  accountNumberLengths: [12],
} as const;
const code = {
  code: 'RAYA2026',
  kind: 'campaign',
  productCode: 'PL01',
  processingFeeDiscountSen: 5_000,
  validFrom: '2026-03-01',
  validUntil: '2026-04-30',
  active: true,
} as const;
const rate = {
  company: 'islamic',
  tenureMonths: 12,
  grossRateBp: 120,
  providerName: 'Takaful Ikhlas',
} as const;
const video = {
  company: 'conventional',
  segment: 'individual',
  partnerType: null,
  language: 'ms',
  title: 'Akujanji',
  active: true,
} as const;
const login = {
  email: 'aisyah@example.com',
  phoneNo: '0123456789',
  locked: false,
  allowToApplyNewLoanAfter: null,
};
const details = {
  fullName: 'Aisyah binti Ahmad',
  residentialAddress1: '12 Jalan Mawar',
  residentialAddress2: null,
  residentialAddress3: null,
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan Kuala Lumpur',
};

type StatusOnlyAction =
  `application.${Exclude<ApplicationEvent, 'approve' | 'reject' | 'referBack' | 'identityCorrected'>}`;

/** The moves that keep the status alone, each from one status to another. */
const STATUS_ONLY = Object.fromEntries(
  APPLICATION_EVENTS.filter(
    (event) => !['approve', 'reject', 'referBack', 'identityCorrected'].includes(event),
  ).map((event) => [
    `application.${event}`,
    {
      action: `application.${event}`,
      subjectType: 'application',
      before: { status: 'PENDING' },
      after: { status: 'FOLLOWED_UP' },
      remark: null,
    },
  ]),
) as { readonly [A in StatusOnlyAction]: AuditEventOf<A> };

/** One entry of each action, as the server writes it. */
const EXAMPLES: { readonly [A in AuditAction]: AuditEventOf<A> } = {
  ...STATUS_ONLY,
  // SME and staff applications (decision 062).
  [smeApplicationAuditAction('verify')]: {
    action: smeApplicationAuditAction('verify'),
    subjectType: 'smeApplication',
    before: { status: 'PENDING' },
    after: { status: 'SUBMITTED_FOR_APPROVAL' },
    remark: 'SSM and bank statement checked',
  },
  [smeApplicationAuditAction('followUp')]: {
    action: smeApplicationAuditAction('followUp'),
    subjectType: 'smeApplication',
    before: { status: 'PENDING' },
    after: { status: 'FOLLOWED_UP' },
    remark: 'Calling the partner',
  },
  [smeApplicationAuditAction('reject')]: {
    action: smeApplicationAuditAction('reject'),
    subjectType: 'smeApplication',
    before: { status: 'SUBMITTED_FOR_APPROVAL', allowToApplyNewLoanAfter: null },
    after: { status: 'REJECTED', allowToApplyNewLoanAfter: '2027-02-26T02:00:00.000Z' },
    remark: 'Commission too irregular',
  },
  [smeApplicationAuditAction('adminCancel')]: {
    action: smeApplicationAuditAction('adminCancel'),
    subjectType: 'smeApplication',
    before: { status: 'PENDING' },
    after: { status: 'CANCELED' },
    remark: 'Asked by the partner by phone',
  },
  [smeApplicationAuditAction('approve')]: {
    action: smeApplicationAuditAction('approve'),
    subjectType: 'smeApplication',
    before: { status: 'SUBMITTED_FOR_APPROVAL', approval: null },
    after: { status: 'APPROVED', approval: { amountSen: 1_000_000, tenureMonths: 12 } },
    remark: 'Commission covers the instalment',
  },
  [smeApplicationAuditAction('referBack')]: {
    action: smeApplicationAuditAction('referBack'),
    subjectType: 'smeApplication',
    before: { status: 'PENDING', markers: ['APPLICATIONFORMCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'] },
    after: {
      status: 'REFERBACK',
      markers: ['APPLICATIONFORMCOMPLETED'],
      referBack: {
        steps: ['documentUpload'],
        remark: 'The SSM certificate is cut off',
        at: '2026-11-26T02:00:00.000Z',
      },
    },
    remark: 'The SSM certificate is cut off',
  },
  [smeApplicationAuditAction('view')]: {
    action: smeApplicationAuditAction('view'),
    subjectType: 'smeApplication',
  },
  [applicationAuditAction('approve')]: {
    action: applicationAuditAction('approve'),
    subjectType: 'application',
    before: { status: 'SUBMITTED_FOR_APPROVAL_1', approval: null },
    after: {
      status: 'SUBMITTED_FOR_APPROVAL_2',
      approval: null,
      recommendedTerms: { amountSen: 500_000, tenureMonths: 12 },
    },
    remark: 'Income verified',
  },
  [applicationAuditAction('reject')]: {
    action: applicationAuditAction('reject'),
    subjectType: 'application',
    before: { status: 'SUBMITTED_FOR_APPROVAL_1', allowToApplyNewLoanAfter: null },
    after: { status: 'REJECTED', allowToApplyNewLoanAfter: '2027-05-25T16:00:00.000Z' },
    remark: 'Too many commitments',
  },
  [applicationAuditAction('referBack')]: {
    action: applicationAuditAction('referBack'),
    subjectType: 'application',
    before: { status: 'PENDING', markers: ['APPLICATIONFORMCOMPLETED', 'EKYCCOMPLETED'] },
    after: {
      status: 'REFERBACK',
      markers: ['APPLICATIONFORMCOMPLETED'],
      referBack: { steps: ['ekyc'], remark: 'The photo is blurred', at: '2026-11-25T02:00:00.000Z' },
    },
    remark: 'The photo is blurred',
  },
  [applicationAuditAction('identityCorrected')]: {
    action: applicationAuditAction('identityCorrected'),
    subjectType: 'application',
    before: { status: 'SUBMITTED_FOR_APPROVAL', markers: ['APPLICATIONFORMCOMPLETED', 'EKYCCOMPLETED'] },
    after: {
      status: 'REFERBACK',
      markers: ['APPLICATIONFORMCOMPLETED'],
      referBack: { steps: ['ekyc'], remark: 'NRIC as on the MyKad', at: '2026-11-25T02:00:00.000Z' },
    },
    remark: 'NRIC as on the MyKad',
  },
  [applicationAuditAction('view')]: {
    action: applicationAuditAction('view'),
    subjectType: 'application',
    after: null,
  },
  [applicationAuditAction('note')]: {
    action: applicationAuditAction('note'),
    subjectType: 'application',
    after: { note: 'Called back' },
  },
  'agreement.completeLiveCall': {
    action: 'agreement.completeLiveCall',
    subjectType: 'agreement',
    before: { status: 'LIVE_CALL_SCHEDULED' },
    after: { status: 'ATTESTED' },
    remark: 'Customer confirmed the terms on camera',
  },
  'agreement.missLiveCall': {
    action: 'agreement.missLiveCall',
    subjectType: 'agreement',
    before: { status: 'LIVE_CALL_SCHEDULED' },
    after: { status: 'AWAITING_ATTESTATION' },
    remark: 'No answer after three tries',
  },
  'agreement.adminCancel': {
    action: 'agreement.adminCancel',
    subjectType: 'agreement',
    before: { status: 'PENDING_DISBURSEMENT' },
    after: { status: 'CANCELED' },
    remark: 'Customer asked to stop',
  },
  'agreement.prepareDisbursement': {
    action: 'agreement.prepareDisbursement',
    subjectType: 'agreement',
    before: { status: 'PENDING_DISBURSEMENT' },
    after: { status: 'DISBURSEMENT_PREPARED', netAmountSen: 488_020 },
    remark: 'Bank account verified by the mandate',
  },
  'agreement.releaseDisbursement': {
    action: 'agreement.releaseDisbursement',
    subjectType: 'agreement',
    before: { status: 'DISBURSEMENT_PREPARED' },
    after: { status: 'PAYOUT_SENT', netAmountSen: 488_020 },
    remark: 'Checked against the signed agreement',
  },
  'agreement.view': { action: 'agreement.view', subjectType: 'agreement', after: null },
  'commodityTrade.retry': {
    action: 'commodityTrade.retry',
    subjectType: 'agreement',
    before: { commodityTrade: 'AGENCY_SALE_FAILED' },
    after: { commodityTrade: 'SOLD_TO_CUSTOMER' },
    remark: 'Broker 2 has stock again',
  },
  'commodityTrade.unwind': {
    action: 'commodityTrade.unwind',
    subjectType: 'agreement',
    before: { commodityTrade: 'PURCHASED' },
    after: { commodityTrade: 'UNWIND_PENDING' },
    remark: 'The agreement ended; the platform is asked to cancel the order or buy the lot back.',
  },
  'commodityTrade.unwound': {
    action: 'commodityTrade.unwound',
    subjectType: 'agreement',
    before: { commodityTrade: 'UNWIND_PENDING' },
    after: { commodityTrade: 'UNWOUND' },
    remark: null,
  },
  'commodityTrade.unwindFailed': {
    action: 'commodityTrade.unwindFailed',
    subjectType: 'agreement',
    before: { commodityTrade: 'UNWIND_PENDING' },
    after: { commodityTrade: 'UNWIND_FAILED' },
    remark: 'Broker 1 could not take the lot back at this price.',
  },
  'stamping.resubmit': {
    action: 'stamping.resubmit',
    subjectType: 'agreement',
    before: { stamping: 'rejected', attempt: 1 },
    after: { stamping: 'pending', attempt: 2 },
    remark: 'LHDN corrected the borrower’s particulars',
  },
  'loanPayment.reverse': {
    action: 'loanPayment.reverse',
    subjectType: 'loanAccount',
    before: { status: 'posted', amountSen: 56_667 },
    after: { status: 'reversed', amountSen: 56_667 },
    remark: 'Cheque returned by the bank',
  },
  'jompayLine.assign': {
    action: 'jompayLine.assign',
    subjectType: 'jompayLine',
    before: { status: 'parked', amountSen: 56_667 },
    after: { status: 'posted', amountSen: 56_667, agreementNo: 'SKL-2026-000123' },
    remark: 'Customer sent the bank slip; Ref-1 was an old agreement',
  },
  'jompayLine.return': {
    action: 'jompayLine.return',
    subjectType: 'jompayLine',
    before: { status: 'parked', amountSen: 10_000 },
    after: { status: 'returned', amountSen: 10_000 },
    remark: 'Payer has no account with us',
  },
  'jompayLine.returnSettled': {
    action: 'jompayLine.returnSettled',
    subjectType: 'jompayLine',
    before: { returnStatus: 'instructed', amountSen: 10_000 },
    after: {
      returnStatus: 'paid',
      amountSen: 10_000,
      bankReference: 'IBG2027011200000042',
      failureReason: null,
    },
  },
  'moneyAttention.resolve': {
    action: 'moneyAttention.resolve',
    subjectType: 'directDebitAttempt',
    before: {
      agreementNo: 'SKPL-2026-000001',
      amountSen: 49_167,
      attentionSince: '2026-12-07T23:00:00.000Z',
    },
    after: { agreementNo: 'SKPL-2026-000001', amountSen: 49_167, resolvedAt: '2026-12-08T02:00:00.000Z' },
    remark: 'The bank confirms no deduction was made',
  },
  'job.rerun': {
    action: 'job.rerun',
    subjectType: 'job',
    before: { jobStatus: 'failed', jobKind: 'payment.poll', attempts: 8 },
    after: { jobStatus: 'queued', jobKind: 'payment.poll', attempts: 0 },
  },
  'loanAccountCharges.waive': {
    action: 'loanAccountCharges.waive',
    subjectType: 'loanAccount',
    before: { outstandingSen: 2_823 },
    after: { outstandingSen: 0, waivedSen: 2_823 },
    remark: 'Hospitalised over the due date',
  },
  'loanAccountStatus.writeOff': {
    action: 'loanAccountStatus.writeOff',
    subjectType: 'loanAccount',
    before: { status: 'ACTIVE', outstandingSen: 850_012 },
    after: { status: 'WRITEOFF', writtenOffSen: 850_012 },
    remark: 'Over 180 days past due, no contact',
  },
  'loanPayment.settle': {
    action: 'loanPayment.settle',
    subjectType: 'loanAccount',
    before: { status: 'ACTIVE', outstandingSen: 1_076_654 },
    after: {
      status: 'CLOSED',
      outcome: 'settled',
      amountSen: 807_938,
      settlementSen: 807_938,
      rebateSen: 270_000,
      settleOn: '2026-08-05',
      reference: 'CTR-2026-0007',
    },
  },
  'loanAccountStatus.reopen': {
    action: 'loanAccountStatus.reopen',
    subjectType: 'loanAccount',
    before: { status: 'CLOSED' },
    after: { status: 'ACTIVE', outstandingSen: 807_938 },
    remark: 'Cheque returned unpaid',
  },
  'loanPayment.postCounter': {
    action: 'loanPayment.postCounter',
    subjectType: 'loanAccount',
    after: { amountSen: 57_324, reference: 'CTR-2027-0001', receivedOn: '2027-02-04' },
  },
  'loanRefund.pay': {
    action: 'loanRefund.pay',
    subjectType: 'loanAccount',
    before: { refundStatus: 'requested', amountSen: 4_000 },
    after: { refundStatus: 'paid', amountSen: 4_000, reference: 'IBG-2027-0001' },
  },
  'loanRefund.reject': {
    action: 'loanRefund.reject',
    subjectType: 'loanAccount',
    before: { refundStatus: 'requested', amountSen: 4_000 },
    after: { refundStatus: 'rejected', amountSen: 4_000 },
    remark: 'The payment that overpaid was reversed',
  },
  'loanAccountRequest.prepare': {
    action: 'loanAccountRequest.prepare',
    subjectType: 'loanAccount',
    after: { requestKind: 'waiver', requestStatus: 'pending', amountSen: 657 },
    remark: 'First late payment, hospital stay',
  },
  'loanAccountRequest.approve': {
    action: 'loanAccountRequest.approve',
    subjectType: 'loanAccount',
    before: { requestKind: 'reversal', requestStatus: 'pending' },
    after: { requestKind: 'reversal', requestStatus: 'approved' },
    remark: 'Bank confirmed the return',
  },
  'loanAccountRequest.reject': {
    action: 'loanAccountRequest.reject',
    subjectType: 'loanAccount',
    before: { requestKind: 'writeOff', requestStatus: 'pending' },
    after: { requestKind: 'writeOff', requestStatus: 'rejected' },
    remark: null,
  },
  'closeOfBusiness.run': {
    action: 'closeOfBusiness.run',
    subjectType: 'businessDate',
    before: { businessDate: '2026-11-24' },
    after: { businessDate: '2026-11-26', daysClosed: 2 },
  },
  'officer.login': {
    action: 'officer.login',
    subjectType: 'officer',
    after: { email: officer.email, secondFactor: 'verified' },
  },
  'officer.loginFailed': {
    action: 'officer.loginFailed',
    subjectType: 'officer',
    after: { email: 'nobody@example.com', stage: 'password', reason: 'no such officer' },
  },
  'officer.passwordChange': {
    action: 'officer.passwordChange',
    subjectType: 'officer',
    before: { mustChangePassword: true, passwordChangedAt: null },
    after: { mustChangePassword: false, passwordChangedAt: '2026-11-25T02:00:00.000Z', endedSessions: 1 },
  },
  'officer.create': { action: 'officer.create', subjectType: 'officer', before: null, after: officer },
  'officer.update': {
    action: 'officer.update',
    subjectType: 'officer',
    before: officer,
    after: { ...officer, active: false },
  },
  'officer.reset': {
    action: 'officer.reset',
    subjectType: 'officer',
    before: officer,
    after: { ...officer, totpEnrolled: false, mustChangePassword: true },
  },
  'customer.view': { action: 'customer.view', subjectType: 'user', before: null, after: null, remark: null },
  'customer.update': {
    action: 'customer.update',
    subjectType: 'user',
    before: details,
    after: { ...details, city: 'Petaling Jaya' },
    remark: 'Typo in the city',
  },
  'customer.identityCorrection': {
    action: 'customer.identityCorrection',
    subjectType: 'user',
    before: { nric: '********5672', fullName: 'Aisyah binti Ahmad' },
    after: { nric: '********5673', fullName: 'Aisyah binti Ahmad' },
    remark: 'NRIC as on the MyKad the customer showed at the branch',
  },
  'customer.authUpdate': {
    action: 'customer.authUpdate',
    subjectType: 'user',
    before: login,
    after: { ...login, locked: true },
  },
  'customer.applicationLink': {
    action: 'customer.applicationLink',
    subjectType: 'user',
    before: { applicationId: null, agreementId: null },
    after: { applicationId: '2b1e4c8a-1d2f-4c3b-9a8e-7f6d5c4b3a21', agreementId: 'AGR-2026-0001' },
  },
  'customer.delete': {
    action: 'customer.delete',
    subjectType: 'user',
    before: { email: login.email, phoneNo: login.phoneNo },
  },
  'customer.lookup': {
    action: 'customer.lookup',
    subjectType: 'user',
    after: { userIds: ['2b1e4c8a-1d2f-4c3b-9a8e-7f6d5c4b3a21'] },
  },
  'audit.search': {
    action: 'audit.search',
    subjectType: 'audit',
    after: { q: 'SK-2026', from: '2026-11-01', to: null },
  },
  'master.listItem.create': { action: 'master.listItem.create', subjectType: 'master', after: bank },
  'master.listItem.update': {
    action: 'master.listItem.update',
    subjectType: 'master',
    before: {
      list: 'grossSalaryRange',
      company: 'all',
      code: '3',
      nameEn: 'a',
      nameMs: 'b',
      active: true,
      minSen: 0,
      maxSen: null,
    },
    after: {
      list: 'grossSalaryRange',
      company: 'all',
      code: '3',
      nameEn: 'a',
      nameMs: 'b',
      active: false,
      minSen: 0,
      maxSen: null,
    },
  },
  'master.product.update': {
    action: 'master.product.update',
    subjectType: 'master',
    before: {
      code: 'PL01',
      company: 'conventional',
      segment: 'individual',
      nameEn: 'a',
      nameMs: 'b',
      active: true,
    },
    after: {
      code: 'PL01',
      company: 'conventional',
      segment: 'individual',
      nameEn: 'c',
      nameMs: 'b',
      active: true,
    },
  },
  'master.code.create': { action: 'master.code.create', subjectType: 'master', after: code },
  'master.code.update': {
    action: 'master.code.update',
    subjectType: 'master',
    before: code,
    after: { ...code, active: false },
  },
  'master.insuranceRate.set': {
    action: 'master.insuranceRate.set',
    subjectType: 'master',
    before: null,
    after: rate,
  },
  'master.video.update': {
    action: 'master.video.update',
    subjectType: 'master',
    before: video,
    after: { ...video, title: 'Pengakuan' },
  },
};

describe('the audit trail’s events', () => {
  it('has an example of every action, and every example matches its schema', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const example of Object.values(EXAMPLES)) {
      expect({ action: example.action, ...auditEventSchema.safeParse(example) }).toMatchObject({
        action: example.action,
        success: true,
      });
    }
  });

  it('names each action once, under the names the server writes', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(AUDIT_ACTIONS).toEqual(
      expect.arrayContaining([
        ...APPLICATION_EVENTS.map((event) => `application.${event}`),
        ...OFFICER_AGREEMENT_EVENTS.map(agreementAuditAction),
        ...Object.values(MASTER_AUDIT_ACTIONS),
        ...Object.values(CUSTOMER_AUDIT_ACTIONS),
        ...Object.values(ADMIN_SEARCH_AUDIT_ACTIONS),
      ]),
    );
  });

  it('refuses an action it does not know', () => {
    expect(auditEventSchema.safeParse({ action: 'officer.logout', subjectType: 'officer' }).success).toBe(
      false,
    );
  });

  it('refuses a field the action does not keep, a missing one and a wrong value', () => {
    const login = EXAMPLES['officer.login'];
    const parse = (after: unknown) => auditEventSchema.safeParse({ ...login, after }).success;
    expect(parse({ ...login.after, passwordHash: 'x' })).toBe(false);
    expect(parse({ email: login.after.email })).toBe(false);
    expect(parse({ ...login.after, secondFactor: 'skipped' })).toBe(false);
    expect(auditEventSchema.safeParse({ ...login, subjectType: 'user' }).success).toBe(false);
  });

  it('keeps an NRIC masked, never whole', () => {
    const correction = EXAMPLES['customer.identityCorrection'];
    const parse = (nric: string) =>
      auditEventSchema.safeParse({ ...correction, after: { ...correction.after, nric } }).success;
    expect(parse('********1234')).toBe(true);
    expect(parse('900615141234')).toBe(false);
    expect(parse('900615-**-****')).toBe(false);
  });

  it('keeps a list item with the attributes of its own list only', () => {
    const parse = (after: unknown) =>
      auditEventSchema.safeParse({ action: 'master.listItem.create', subjectType: 'master', after }).success;
    expect(parse({ ...bank, isOther: false })).toBe(false);
    expect(parse({ ...bank, list: 'race', swiftCode: undefined, accountNumberLengths: undefined })).toBe(
      false,
    );
    const { swiftCode: _swiftCode, accountNumberLengths: _lengths, ...race } = { ...bank, list: 'race' };
    expect(parse(race)).toBe(true);
  });
});
