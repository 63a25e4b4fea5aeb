import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS, MASTER_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { masterListQueryOptions } from '../../../lib/master-lists.ts';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { APPLICATION_ID, application, fakeRoutes, summary } from '../components/test-fixtures.ts';

const value = (name: string) => screen.getByRole('definition', { name }).textContent;

const LOAN_REASONS = [
  { id: '6c1f9b2e-0000-4000-8000-000000000001', code: '1', name: 'Education', isOther: false },
  { id: '6c1f9b2e-0000-4000-8000-000000000002', code: '2', name: 'Home renovation', isOther: false },
  { id: '6c1f9b2e-0000-4000-8000-000000000099', code: '99', name: 'Others', isOther: true },
];

function answers(variant: 'conventional' | 'islamic' = 'conventional') {
  return fakeRoutes({
    [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
      status: 200,
      body: [application({ applicationStatus: 'DRAFT', applicationType: variant })],
    },
    [`GET ${APPLICATION_PATHS.summary(APPLICATION_ID)}`]: {
      status: 200,
      body: summary({ applicationType: variant }),
    },
    [`GET ${MASTER_PATHS.list('loanReason', variant)}`]: { status: 200, body: LOAN_REASONS },
    [`POST ${APPLICATION_PATHS.submit(APPLICATION_ID)}`]: {
      status: 200,
      body: { message: 'Submit Successfully', application: application({ applicationStatus: 'PENDING' }) },
    },
    [`POST /sinar/api/v1.0/ekyc/application/${APPLICATION_ID}/session`]: {
      status: 404,
      body: { message: 'Not Found' },
    },
  });
}

describe('the summary page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it("shows the application's figures, requires the consent, then submits and goes to identity verification", async () => {
    const server = answers();
    const { user, router, container } = await renderApp('/application/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeTruthy();
    await screen.findByRole('definition', { name: 'Full name' });
    await waitFor(() => expect(value('Reason')).toBe('Home renovation'));
    expect(value('Full name')).toBe('Aisyah binti Ahmad');
    expect(value('Identity card')).toBe('********5566');
    expect(value('Total applied amount')).toBe('RM5,000.00');
    expect(value('Required tenure')).toBe('12 months');
    expect(value('Interest rate per annum')).toBe('18%');
    expect(value('Estimated monthly instalment')).toBe('RM491.67');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Please agree to the use of your personal data and to credit checks'),
    ).toBeTruthy();
    expect(server.to(APPLICATION_PATHS.submit(APPLICATION_ID))).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the use of my personal data/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/identity-verification'));
    expect(server.to(APPLICATION_PATHS.submit(APPLICATION_ID))[0]?.body).toEqual({
      consentPersonalDataAndCreditCheck: true,
      acknowledgeProtectionPlan: false,
    });
    expect(await screen.findByText('Submit Successfully')).toBeTruthy();
  });

  it('offers no consents and no Submit once the application is submitted, and says where it stands', async () => {
    fakeRoutes({
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ applicationStatus: 'PENDING', submissionDate: '2026-11-20T04:00:00.000Z' })],
      },
      [`GET ${APPLICATION_PATHS.summary(APPLICATION_ID)}`]: { status: 200, body: summary() },
      [`GET ${MASTER_PATHS.list('loanReason', 'conventional')}`]: { status: 200, body: LOAN_REASONS },
    });
    const { container } = await renderApp('/application/summary');
    await screen.findByRole('definition', { name: 'Full name' });
    expect(value('Total applied amount')).toBe('RM5,000.00');
    expect(value('Status')).toBe('Submitted');
    expect(value('Submitted on')).toBe('20 Nov 2026, 12:00 pm MYT');
    expect(
      screen.getByText(
        'This application is no longer waiting to be submitted. Your home page shows where it stands and what to do next.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to homepage' }).getAttribute('href'),
    ).toBe('/home');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('leaves the loan reasons in the cache as the other pages read them, the Others item marked', async () => {
    const server = answers();
    await renderApp('/application/summary');
    await waitFor(() => expect(value('Reason')).toBe('Home renovation'));
    // The eligibility check and the application form ask for the same list by the same query: whichever page
    // loads it first, every page reads the whole items, 'Others' with its isOther.
    const reasons = await getQueryClient().fetchQuery(
      masterListQueryOptions('loanReason', 'conventional', 'en'),
    );
    expect(reasons).toEqual(LOAN_REASONS);
    expect(server.to(MASTER_PATHS.list('loanReason', 'conventional'))).toHaveLength(1);
  });

  it('reads in the Islamic wording under /islamic and sends the protection acknowledgement', async () => {
    const server = answers('islamic');
    const { user, router } = await renderApp('/islamic/application/summary');
    await screen.findByRole('definition', { name: 'Total applied financing amount' });
    expect(value('Profit rate per annum')).toBe('18%');
    expect(value('Expected monthly payment')).toBe('RM491.67');
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('checkbox', { name: /I agree/ }));
    await user.click(main.getByRole('checkbox', { name: /takaful/ }));
    await user.click(main.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/islamic/application/identity-verification'),
    );
    expect(server.to(APPLICATION_PATHS.submit(APPLICATION_ID))[0]?.body).toEqual({
      consentPersonalDataAndCreditCheck: true,
      acknowledgeProtectionPlan: true,
    });
  });

  it("shows the server's message when the submission is refused", async () => {
    fakeRoutes({
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ applicationStatus: 'DRAFT' })],
      },
      [`GET ${APPLICATION_PATHS.summary(APPLICATION_ID)}`]: {
        status: 200,
        body: summary({ customReason: 'Wedding' }),
      },
      [`POST ${APPLICATION_PATHS.submit(APPLICATION_ID)}`]: {
        status: 409,
        body: { message: 'Please complete the earlier steps first.' },
      },
    });
    const { user } = await renderApp('/application/summary');
    await screen.findByRole('definition', { name: 'Reason' });
    expect(value('Reason')).toBe('Wedding');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please complete the earlier steps first.')).toBeTruthy();
  });

  it('a resubmission after a refer-back that kept e-KYC goes home, to wait for approval again', async () => {
    const done = [
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
      'EKYCCOMPLETED',
    ] as const;
    fakeRoutes({
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ applicationStatus: 'REFERBACK', markers: [...done] })],
      },
      [`GET ${APPLICATION_PATHS.summary(APPLICATION_ID)}`]: { status: 200, body: summary() },
      [`POST ${APPLICATION_PATHS.submit(APPLICATION_ID)}`]: {
        status: 200,
        body: {
          message: 'Submit Successfully',
          application: application({ applicationStatus: 'PENDING', markers: [...done] }),
        },
      },
    });
    const { user, router } = await renderApp('/application/summary');
    await screen.findByRole('definition', { name: 'Reason' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
