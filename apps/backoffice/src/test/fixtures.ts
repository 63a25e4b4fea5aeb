import {
  MASTER_PATHS,
  OFFICER_AUTH_PATHS,
  type Officer,
  type OfficerApplication,
  type OfficerRole,
  type QueueSummary,
  sen,
} from '@sinar/domain';
import { storeSession } from '../lib/session.ts';
import { type FakeAnswer, ok } from './fake-api.ts';

/** Test data shaped like the server's answers (the contract's schemas check them on the way in). */
export const OFFICER_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const APPLICATION_ID = '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';
const USER_ID = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';

export function officer(roles: OfficerRole[] = ['verifier'], changes: Partial<Officer> = {}): Officer {
  return {
    id: OFFICER_ID,
    email: 'nurul@sinarkredit.com.my',
    fullName: 'Nurul Huda',
    roles,
    active: true,
    totpEnrolled: true,
    mustChangePassword: false,
    createdAt: '2026-01-05T02:00:00.000Z',
    ...changes,
  };
}

/** Stores a session as the login would. */
export function logInAs(roles: OfficerRole[] = ['verifier'], changes: Partial<Officer> = {}): Officer {
  const who = officer(roles, changes);
  storeSession({ accessToken: 'access-1', refreshToken: 'refresh-1', officer: who });
  return who;
}

/** What every page after login asks: who the officer is, and the master lists' names. */
export function sessionAnswers(who: Officer): Record<string, FakeAnswer> {
  const item = (code: string, name: string) => ({
    id: `0b6c2f3e-0000-4000-8000-00000000000${code}`,
    code,
    name,
  });
  return {
    [`GET ${OFFICER_AUTH_PATHS.me}`]: ok(who),
    [`GET ${MASTER_PATHS.list('employeeType', 'conventional')}`]: ok([item('1', 'Permanent employee')]),
    [`GET ${MASTER_PATHS.list('relationship', 'conventional')}`]: ok([item('2', 'Spouse')]),
    [`GET ${MASTER_PATHS.list('loanReason', 'conventional')}`]: ok([
      { ...item('3', 'Home renovation'), isOther: false },
    ]),
    [`GET ${MASTER_PATHS.list('bank', 'conventional')}`]: ok([
      { ...item('4', 'Maybank'), swiftCode: 'MBBEMYKL', accountNumberLengths: [12] },
    ]),
  };
}

export function queueSummary(changes: Partial<QueueSummary> = {}): QueueSummary {
  return {
    workflow: 'single',
    targetBusinessDays: 1,
    queues: [
      {
        status: 'PENDING',
        applicationType: 'conventional',
        count: 12,
        overdueCount: 3,
        oldestSubmittedAt: '2026-03-02T01:15:00.000Z',
      },
      {
        status: 'PENDING',
        applicationType: 'islamic',
        count: 4,
        overdueCount: 0,
        oldestSubmittedAt: '2026-03-04T16:30:00.000Z',
      },
      {
        status: 'SUBMITTED_FOR_APPROVAL',
        applicationType: 'conventional',
        count: 2,
        overdueCount: 1,
        oldestSubmittedAt: '2026-03-03T03:00:00.000Z',
      },
    ],
    ...changes,
  };
}

export function applicationView(changes: Partial<OfficerApplication> = {}): OfficerApplication {
  return {
    application: {
      id: APPLICATION_ID,
      applicationNo: 'SK-2026-000123',
      userId: USER_ID,
      applicationType: 'conventional',
      applicationStatus: 'SUBMITTED_FOR_APPROVAL',
      markers: [
        'APPLICATIONFORMCOMPLETED',
        'EMAILVERIFICATIONCOMPLETED',
        'DOCUMENTUPLOADCOMPLETED',
        'EKYCCOMPLETED',
      ],
      maxEligibleAmountSen: sen(800_000),
      netSalarySen: sen(450_000),
      campaignCode: null,
      form: {
        employmentTypeId: '1',
        employerName: 'Sinar Logistik Sdn Bhd',
        employerContactNo: '0376543210',
        jobTitle: 'Supervisor',
        employmentStartingFrom: '2019-04-01',
        actualMonthlySalarySen: sen(520_000),
        personalBankId: '4',
        personalBankAccountNo: '114455667788',
        emergencyContact1: { name: 'Ahmad bin Ali', phoneNo: '0123456789', relationshipId: '2', email: '' },
        emergencyContact2: { name: 'Siti Aminah', phoneNo: '0139876543', relationshipId: '2' },
        referee: { name: 'Lim Wei', phoneNo: '0161234567', relationshipId: '2' },
        loanReasonId: '3',
        amountSen: sen(500_000),
        tenureMonths: 12,
      },
      applicantEmail: 'aisyah@example.com',
      emailVerified: true,
      interestRateBpPerYear: 1_800,
      estimatedMonthlyInstalmentSen: sen(49_167),
      submissionDate: '2026-03-02T01:15:00.000Z',
      remarks: null,
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-03T03:00:00.000Z',
    },
    applicant: {
      id: USER_ID,
      fullName: 'Aisyah binti Ahmad',
      nric: '900101-10-5566',
      phoneNo: '0123000001',
      email: 'aisyah@example.com',
      address: '12 Jalan Mawar, 47301 Petaling Jaya, Selangor',
      memberSince: '2026-01-05T02:00:00.000Z',
      banUntil: null,
    },
    telecom: {
      found: true,
      status: 'ACTIVE',
      accountType: 'POSTPAID',
      lineRole: 'PRINCIPAL',
      openedOn: '2019-06-15',
      accountAgeMonths: 80,
      personalDataMatches: true,
      principalHolder: true,
      billOverdue: false,
      suspensionRecord: false,
    },
    eligibility: {
      eligible: true,
      maxEligibleAmountSen: sen(800_000),
      reasons: [],
      netSalarySen: sen(450_000),
      checkedAt: '2026-03-01T07:55:00.000Z',
      grossSalaryRange: { minSen: sen(500_000), maxSen: sen(599_999) },
    },
    identityCorrection: null,
    eligibilityChecks: {
      total: 2,
      latest: [
        {
          checkedAt: '2026-03-01T07:55:00.000Z',
          amountSen: sen(1_000_000),
          tenureMonths: 24,
          netSalarySen: sen(450_000),
          eligible: true,
          reasons: [],
          madeThisApplication: true,
        },
        {
          checkedAt: '2026-03-01T07:50:00.000Z',
          amountSen: sen(1_200_000),
          tenureMonths: 24,
          netSalarySen: sen(650_000),
          eligible: false,
          reasons: ['eligibility.reasons.netSalaryAboveGrossRange'],
          madeThisApplication: false,
        },
      ],
    },
    debtServiceRatio: { monthlyInstalmentSen: sen(49_167), netSalarySen: sen(450_000), ratioBp: 1_093 },
    files: [
      {
        id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
        entityId: APPLICATION_ID,
        fileType: { name: 'bankstatement' },
        fileName: 'statement-jan-mar.pdf',
        contentType: 'pdf',
        sizeBytes: 245_760,
        uploadedAt: '2026-03-01T08:20:00.000Z',
      },
      {
        id: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
        entityId: APPLICATION_ID,
        fileType: { name: 'salaryslip' },
        fileName: 'slip-march.png',
        contentType: 'png',
        sizeBytes: 102_400,
        uploadedAt: '2026-03-01T08:21:00.000Z',
      },
    ],
    ekyc: {
      state: 'PASSED',
      failureReason: null,
      attempts: 1,
      images: [{ side: 'selfie', url: '/sinar/api/v1.0/ekyc/session/abc/image/selfie' }],
      decidedAt: '2026-03-02T02:00:00.000Z',
    },
    approval: null,
    agreement: null,
    referBack: null,
    history: [
      {
        id: '1',
        at: '2026-03-02T01:15:00.000Z',
        actorKind: 'applicant',
        actorName: 'Aisyah binti Ahmad',
        actorRole: null,
        action: 'application.submit',
        applicationId: APPLICATION_ID,
        applicationNo: 'SK-2026-000123',
        before: { status: 'DRAFT' },
        after: { status: 'PENDING' },
        remark: null,
      },
      {
        id: '2',
        at: '2026-03-03T03:00:00.000Z',
        actorKind: 'officer',
        actorName: 'Farid Hassan',
        actorRole: 'verifier',
        action: 'application.verify',
        applicationId: APPLICATION_ID,
        applicationNo: 'SK-2026-000123',
        before: { status: 'PENDING' },
        after: { status: 'SUBMITTED_FOR_APPROVAL' },
        remark: 'Documents and employer check in order.',
      },
    ],
    notes: [
      { id: 'n1', at: '2026-03-02T09:00:00.000Z', officerName: 'Farid Hassan', text: 'Called the employer.' },
    ],
    allowedDecisions: ['approve', 'reject', 'referBack'],
    canCancel: false,
    decisionBlockedReason: null,
    ...changes,
  };
}
