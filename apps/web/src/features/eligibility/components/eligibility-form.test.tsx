import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { API_BASES, APPLICATION_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const REASONS = [
  { id: '6c1f9b2e-0000-4000-8000-000000000001', code: '1', name: 'Education', isOther: false },
  { id: '6c1f9b2e-0000-4000-8000-000000000002', code: '2', name: 'Medical expenses', isOther: false },
  { id: '6c1f9b2e-0000-4000-8000-000000000099', code: '99', name: 'Others', isOther: true },
];
const CHECK_ID = '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const ELIGIBLE = {
  checkId: CHECK_ID,
  eligible: true,
  reasons: [],
  maxEligibleAmountSen: 900_000,
  amountSen: 500_000,
  tenureMonths: 12,
  campaignCode: 'SINAR20',
};

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${API_BASES.master}/loanReason/conventional`]: { status: 200, body: REASONS },
    [`GET ${API_BASES.master}/loanReason/islamic`]: { status: 200, body: REASONS },
    [`POST ${APPLICATION_PATHS.eligibility}`]: { status: 200, body: ELIGIBLE },
    ...overrides,
  });
}

async function openCheck(path = '/testing-eligibility') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  await within(screen.getByRole('combobox', { name: /Reason|Tujuan|Sebab/ })).findByRole('option', {
    name: 'Education',
  });
  return app;
}

describe('the eligibility check', () => {
  beforeEach(() => {
    getQueryClient().clear();
    sessionStorage.clear();
    logInAs();
  });

  it("shows the schema's messages for missing answers and sends nothing", async () => {
    const server = api();
    const { user, container } = await openCheck();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your eligibility' })).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));

    expect(await screen.findByText('Please Select The Amount')).toBeTruthy();
    expect(screen.getByText('Please Select The Tenure')).toBeTruthy();
    expect(screen.getByText('Please Select Your Reason')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Net Salary')).toBeTruthy();
    expect(server.to(APPLICATION_PATHS.eligibility)).toHaveLength(0);
  });

  it('asks for the reason in words when it is Other, and refuses a salary that is not an amount', async () => {
    const server = api();
    const { user } = await openCheck();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan amount' }), 'RM2,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenure' }), '6 months');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Others');
    await user.type(screen.getByRole('textbox', { name: 'Net monthly salary' }), '35OO');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText('Please Enter Your Reason')).toBeTruthy();
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy();
    expect(server.to(APPLICATION_PATHS.eligibility)).toHaveLength(0);
  });

  it('names a third decimal in the salary rather than round it away', async () => {
    const server = api();
    const { user } = await openCheck();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan amount' }), 'RM2,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenure' }), '6 months');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Education');
    await user.type(screen.getByRole('textbox', { name: 'Net monthly salary' }), '3500.555');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText('Please enter the amount with at most 2 decimal places')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid amount')).toBeNull();
    expect(server.to(APPLICATION_PATHS.eligibility)).toHaveLength(0);
  });

  it('sends the amount, tenure and salary in whole sen with the product, and shows the result', async () => {
    const server = api();
    const { user, router } = await openCheck();
    await user.type(
      screen.getByRole('textbox', { name: 'Campaign or reference code (optional)' }),
      'SINAR20',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan amount' }), 'RM5,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenure' }), '12 months');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Education');
    await user.type(screen.getByRole('textbox', { name: 'Net monthly salary' }), 'RM 1,234.56');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));

    expect(await screen.findByText('Congratulations, you are eligible to apply.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/result/eligible');
    expect(server.to(APPLICATION_PATHS.eligibility)[0]?.body).toEqual({
      campaignCode: 'SINAR20',
      amountSen: 500_000,
      tenureMonths: 12,
      loanReasonId: '1',
      netSalarySen: 123_456,
      applicationType: 'conventional',
    });
    expect(screen.getByRole('definition', { name: 'Maximum amount you can apply for' }).textContent).toBe(
      'RM9,000',
    );
    expect(JSON.parse(sessionStorage.getItem(`eligibility-result:${USER_ID}`) ?? '{}')).toEqual(ELIGIBLE);
  });

  it("puts the server's 'Invalid campaign code' beside the code", async () => {
    api({
      [`POST ${APPLICATION_PATHS.eligibility}`]: {
        status: 422,
        body: { message: 'Invalid campaign code', fieldErrors: { campaignCode: 'Invalid campaign code' } },
      },
    });
    const { user } = await openCheck();
    const code = screen.getByRole('textbox', { name: 'Campaign or reference code (optional)' });
    await user.type(code, 'MERDEKA25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan amount' }), 'RM3,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenure' }), '6 months');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Others');
    await user.type(screen.getByRole('textbox', { name: 'Please tell us your reason' }), 'School fees');
    await user.type(screen.getByRole('textbox', { name: 'Net monthly salary' }), '3000');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));

    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Invalid campaign code')).toHaveLength(1);
    expect(document.activeElement).toBe(code);
  });

  it('checks the Islamic product in its wording, in Malay', async () => {
    const server = api();
    const { user, container } = await openCheck('/islamic/testing-eligibility?lang=ms');
    expect(screen.getByRole('heading', { level: 1, name: 'Semak kelayakan anda' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pembiayaan anda' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jumlah pembiayaan' }), 'RM10,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tempoh' }), '24 bulan');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tujuan|Sebab/ }), 'Education');
    await user.type(screen.getByRole('textbox', { name: 'Gaji bersih bulanan' }), '4500');
    await user.click(screen.getByRole('button', { name: 'Semak kelayakan' }));
    await screen.findByText('Tahniah, anda layak memohon.');
    expect(server.to(APPLICATION_PATHS.eligibility)[0]?.body).toMatchObject({
      amountSen: 1_000_000,
      tenureMonths: 24,
      netSalarySen: 450_000,
      applicationType: 'islamic',
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });
});
