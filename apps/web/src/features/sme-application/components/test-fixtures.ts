import {
  AUTH_PATHS,
  MASTER_PATHS,
  SME_APPLICATION_PATHS,
  type SmeApplicationView,
  type SmeProductProfile,
  sen,
  senToRinggit,
  smeMaximumAmountSen,
} from '@sinar/domain';
import { fakeApi, logInAs, profile, USER_ID } from '../../../test/fake-session.ts';

/** Fixtures of the SME application's screen tests: a partner's session, an application and the API's answers. */
export const SME_APPLICATION_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

export function logInAsPartner(partnerId = 'P200010'): void {
  logInAs({
    organizationType: 'SME',
    loginMethod: 'partner',
    name: 'Siti Hajar binti Ismail',
    username: partnerId,
  });
}

export function smeApplication(changes: Partial<SmeApplicationView> = {}): SmeApplicationView {
  return {
    id: SME_APPLICATION_ID,
    applicationNo: 'SME-2026-000042',
    userId: USER_ID,
    partnerId: 'P200010',
    partnerType: 'SOLE_PROPRIETOR',
    applicationStatus: 'DRAFT',
    markers: [],
    subForms: ['company', 'applicant', 'disbursement', 'emergency'],
    form: { applicant: { applicantPhoneNo: '0192000010' } },
    amountSen: null,
    tenureMonths: null,
    interestRateBpPerYear: 1200,
    smeLoanReasonId: null,
    estimatedMonthlyInstalmentSen: null,
    submissionDate: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    updatedAt: '2026-11-26T02:00:00.000Z',
    ...changes,
  };
}

/** The partner's product profile for a tenure: RM2,100.00 a month of average commission, RM500,000 left. */
export function productProfile(tenureMonths: number, multiplierSen = sen(210_000)): SmeProductProfile {
  const max = smeMaximumAmountSen({
    averageRecurringCommissionSen: multiplierSen,
    tenureMonths,
    committedSmeLoansSen: sen(0),
  });
  return {
    messageToShow: `Server: up to ${senToRinggit(max)} over ${tenureMonths} months`,
    loanAmountToMultiplySen: multiplierSen,
    product: {
      interestRateBpPerYear: 1200,
      minTenure: 6,
      maxTenure: 24,
      intervalTenure: 1,
      minLoanAmountSen: sen(300_000),
      maxLoanAmountSen: sen(50_000_000),
      intervalLoanAmountSen: sen(100_000),
      processingFeeSen: sen(0),
      stampingDutyBp: 50,
      stampingAdminFeeSen: sen(15_000),
      processingFeeToDiscountSen: sen(0),
    },
    selectedLoanTenure: tenureMonths,
    eligibleMaxLoanAmountSen: max,
  };
}

const item = (code: string, name: string) => ({
  id: `6c1f9b2e-0000-4000-8000-0000000000${code.padStart(2, '0')}`,
  code,
  name,
});

const LISTS = {
  race: [item('1', 'Malay'), item('2', 'Chinese')],
  employeeType: [item('1', 'Government'), item('2', 'Private sector'), item('3', 'Self-employed')],
  bank: [{ ...item('1', 'Maybank'), swiftCode: 'MBBEMYKL', accountNumberLengths: [12] }],
  relationship: [item('1', 'Spouse'), item('3', 'Sibling')],
};

type Answers = Parameters<typeof fakeApi>[0];

/**
 * The SME screens' API: the caller's applications (the list answers what `current` holds at the time), the
 * profile, the lists, the product profile by tenure, and a draft save that merges as the server does.
 */
export function smeApi(initial: SmeApplicationView | null, overrides: Answers = {}) {
  let current = initial;
  const lists: Answers = {};
  for (const [name, items] of Object.entries(LISTS))
    lists[`GET ${MASTER_PATHS.list(name as keyof typeof LISTS, 'conventional')}`] = {
      status: 200,
      body: items,
    };
  const server = fakeApi({
    [`GET ${AUTH_PATHS.me}`]: {
      status: 200,
      body: profile({ organizationType: 'SME', fullName: 'Siti Hajar binti Ismail', partnerId: 'P200010' }),
    },
    [`GET ${SME_APPLICATION_PATHS.byUser(USER_ID)}`]: () => ({ status: 200, body: current ? [current] : [] }),
    [`GET ${MASTER_PATHS.smeLoanReasons}`]: {
      status: 200,
      body: [
        { ...item('1', 'Working capital'), isOther: false },
        { ...item('2', 'Equipment'), isOther: false },
      ],
    },
    [`POST ${SME_APPLICATION_PATHS.smeProductProfile}`]: (request) => ({
      status: 200,
      body: productProfile((request.body as { tenureMonths: number }).tenureMonths),
    }),
    [`POST ${SME_APPLICATION_PATHS.draft}`]: (request) => {
      const { form } = request.body as { form: Record<string, unknown> };
      if (!current || !(request.body as { id?: string }).id) {
        current = smeApplication();
        return { status: 201, body: current };
      }
      const merged: Record<string, unknown> = { ...current.form, ...form };
      for (const group of ['company', 'applicant', 'disbursement', 'emergency'] as const) {
        if (current.form[group] && form[group])
          merged[group] = { ...current.form[group], ...(form[group] as object) };
      }
      current = {
        ...current,
        form: merged,
        ...(typeof form.amountSen === 'number' ? { amountSen: sen(form.amountSen) } : {}),
        ...(typeof form.tenureMonths === 'number' ? { tenureMonths: form.tenureMonths } : {}),
        ...(typeof form.smeLoanReasonId === 'string' ? { smeLoanReasonId: form.smeLoanReasonId } : {}),
      } as SmeApplicationView;
      return { status: 200, body: current };
    },
    ...lists,
    ...overrides,
  });
  return { ...server, current: () => current };
}
