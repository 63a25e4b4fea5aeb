import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CHECK_ID = '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const APPLICATION_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const eligible = {
  checkId: CHECK_ID,
  eligible: true,
  reasons: [],
  maxEligibleAmountSen: 700_000,
  amountSen: 500_000,
  tenureMonths: 12,
  campaignCode: null,
};
const notEligible = {
  ...eligible,
  eligible: false,
  reasons: ['eligibility.reasons.billOverdue', 'eligibility.reasons.suspensionRecord'],
  maxEligibleAmountSen: 0,
};
const draft = {
  id: APPLICATION_ID,
  applicationNo: 'SK-2026-000123',
  userId: USER_ID,
  applicationType: 'conventional',
  applicationStatus: 'DRAFT',
  markers: [],
  maxEligibleAmountSen: 700_000,
  netSalarySen: 350_000,
  campaignCode: null,
  form: { amountSen: 500_000, tenureMonths: 12, loanReasonId: '1' },
  applicantEmail: 'aisyah@example.com',
  emailVerified: false,
  interestRateBpPerYear: 1800,
  estimatedMonthlyInstalmentSen: null,
  submissionDate: null,
  remarks: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
};

const keep = (result: object) =>
  sessionStorage.setItem(`eligibility-result:${USER_ID}`, JSON.stringify(result));

describe('the eligibility result', () => {
  beforeEach(() => {
    getQueryClient().clear();
    sessionStorage.clear();
    logInAs();
  });

  it('shows the maximum after a reload and makes the draft of the variant on Continue to apply', async () => {
    keep(eligible);
    const server = fakeApi({
      [`POST ${APPLICATION_PATHS.draft}`]: { status: 201, body: draft },
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [draft] },
    });
    const { user, router, container } = await renderApp('/result/eligible');
    expect(await screen.findByText('Congratulations, you are eligible to apply.')).toBeTruthy();
    expect(screen.getByRole('definition', { name: 'Maximum amount you can apply for' }).textContent).toBe(
      'RM7,000',
    );
    expect(screen.getByRole('definition', { name: 'Tenure you asked for' }).textContent).toBe('12 months');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue to apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(server.to(APPLICATION_PATHS.draft)[0]?.body).toEqual({
      checkId: CHECK_ID,
      applicationType: 'conventional',
    });
  });

  it('lists the reasons when not eligible, with the way home and to us', async () => {
    keep(notEligible);
    fakeApi({});
    const { container } = await renderApp('/result/not-eligible');
    expect(await screen.findByText('Sorry, you are not eligible to apply.')).toBeTruthy();
    const reasons = screen.getByRole('list', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bill overdue', 'Suspension record']);
    expect(screen.getByText('We cannot offer you a loan at the moment, for these reasons:')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/home');
    expect(main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says financing under /islamic, in Malay, and keeps the links under /islamic', async () => {
    keep(notEligible);
    fakeApi({});
    await renderApp('/islamic/result/not-eligible?lang=ms');
    expect(await screen.findByText('Maaf, anda tidak layak memohon.')).toBeTruthy();
    expect(
      screen.getByText(
        'Kami tidak dapat menawarkan pembiayaan kepada anda buat masa ini, atas sebab berikut:',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Hubungi kami' }).getAttribute('href'),
    ).toBe('/islamic/contact-us');
  });

  it('sends the applicant to the check when there is no result to show', async () => {
    fakeApi({});
    await renderApp('/result/eligible');
    expect(
      await screen.findByText('There is no eligibility result to show. Please check your eligibility first.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check my eligibility' }).getAttribute('href')).toBe(
      '/testing-eligibility',
    );
  });
});
