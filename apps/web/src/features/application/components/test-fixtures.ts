import { API_BASES, APPLICATION_PATHS, type ApplicationView, AUTH_PATHS, sen } from '@sinar/domain';
import { fakeApi, profile, USER_ID } from '../../../test/fake-session.ts';

/** Fixtures of the application feature's tests: an application as the server answers it, and the lists. */
export const APPLICATION_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function application(changes: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    userId: USER_ID,
    applicationType: 'conventional',
    applicationStatus: 'DRAFT',
    markers: [],
    maxEligibleAmountSen: sen(700_000),
    netSalarySen: sen(350_000),
    campaignCode: null,
    form: { amountSen: sen(500_000), tenureMonths: 12, loanReasonId: '1' },
    applicantEmail: 'aisyah@example.com',
    emailVerified: false,
    interestRateBpPerYear: 1800,
    estimatedMonthlyInstalmentSen: null,
    submissionDate: null,
    remarks: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    ...changes,
  };
}

/** A draft with every field of the form filled in validly. */
export const COMPLETE_FORM = {
  employmentTypeId: '2',
  employerName: 'Syarikat Maju Jaya Sdn. Bhd.',
  employerContactNo: '+60312345678',
  jobTitle: 'Account executive',
  employmentStartingFrom: '2020-03-01',
  actualMonthlySalarySen: sen(420_000),
  personalBankId: '1',
  personalBankAccountNo: '123456789012',
  emergencyContact1: { name: 'Ahmad bin Ali', phoneNo: '0191234567', relationshipId: '1', email: '' },
  emergencyContact2: { name: 'Siti binti Ali', phoneNo: '0197654321', relationshipId: '3', email: '' },
  referee: { name: 'Lim Ah Kow', phoneNo: '0162345678', relationshipId: '7', email: '' },
  loanReasonId: '1',
  customReason: '',
  amountSen: sen(500_000),
  tenureMonths: 12,
  userFilledReferralCode: false,
};

const item = (code: string, name: string) => ({
  id: `6c1f9b2e-0000-4000-8000-0000000000${code.padStart(2, '0')}`,
  code,
  name,
});

export const LISTS = {
  employeeType: [item('1', 'Government'), item('2', 'Private sector')],
  bank: [
    { ...item('1', 'Maybank'), swiftCode: 'MBBEMYKL', accountNumberLengths: [12] },
    { ...item('2', 'CIMB Bank'), swiftCode: 'CIBBMYKL', accountNumberLengths: [10, 14] },
  ],
  relationship: [item('1', 'Spouse'), item('3', 'Sibling'), item('7', 'Colleague')],
  loanReason: [
    { ...item('1', 'Education'), isOther: false },
    { ...item('99', 'Others'), isOther: true },
  ],
};

type Answers = Parameters<typeof fakeApi>[0];

/** The API of the journey's screens: the latest application, the profile and the lists of both brands. */
export function applicationApi(current: ApplicationView | null, overrides: Answers = {}) {
  const lists: Answers = {};
  for (const brand of ['conventional', 'islamic']) {
    for (const [name, items] of Object.entries(LISTS)) {
      lists[`GET ${API_BASES.master}/${name}/${brand}`] = { status: 200, body: items };
    }
  }
  return fakeApi({
    [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: current ? [current] : [] },
    [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() },
    ...lists,
    ...overrides,
  });
}
