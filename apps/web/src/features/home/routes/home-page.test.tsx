import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_PATHS,
  type AgreementView,
  APPLICATION_PATHS,
  type ApplicationView,
  AUTH_PATHS,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, profile, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the home page', () => {
  // One query cache serves the whole app, as in the browser, where logging in and out clears it.
  beforeEach(() => getQueryClient().clear());

  it('greets the user by name and links to the account pages', async () => {
    logInAs();
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() },
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [] },
    });
    const { container } = await renderApp('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisyah binti Ahmad' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My account | Sinar Kredit'));
    expect(server.to(AUTH_PATHS.me)[0]?.authorization).toMatch(/^Bearer /);
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Update Profile', '/update-profile'],
      ['Change Password', '/change-password'],
      ['Request E-Invoice', '/request-e-invoice'],
      ['Log out', '/logout'],
    ]);
    expect(screen.queryByText('You are using a temporary password')).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('asks a user with a temporary password to choose their own, under /islamic in its wording', async () => {
    logInAs({ loginMethod: 'islamic' });
    fakeApi({
      [`GET ${AUTH_PATHS.me}`]: {
        status: 200,
        body: profile({ passwordIsTemporary: true, brands: ['islamic'] }),
      },
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [] },
    });
    await renderApp('/islamic/home');
    expect(await screen.findByText('You are using a temporary password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose my password' }).getAttribute('href')).toBe(
      '/islamic/change-password',
    );
    expect(screen.getByText('Your financing applications and their progress will show here.')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Update Profile' }).getAttribute('href'),
    ).toBe('/islamic/update-profile');
  });

  it("sends a conventional applicant who opens /islamic/home to /home, in the loan's words", async () => {
    logInAs({ loginMethod: 'conventional' });
    fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() },
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ applicationStatus: 'SUBMITTED_FOR_APPROVAL' })],
      },
    });
    const { router } = await renderApp('/islamic/home?lang=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?lang=en');
    const card = await screen.findByRole('region', { name: 'Your application' });
    expect(within(card).getByRole('link', { name: 'Check status' }).getAttribute('href')).toBe(
      '/loan-status-check',
    );
    expect(within(screen.getByRole('main')).queryByText(/financing/i)).toBeNull();
  });

  it('sends a customer whose only account is Islamic from /home to /islamic/home, whichever tab they logged in on', async () => {
    logInAs({ loginMethod: 'telecom' });
    fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile({ brands: ['islamic'] }) },
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [] },
    });
    const { router } = await renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/home'));
    expect(
      await screen.findByText('Your financing applications and their progress will show here.'),
    ).toBeTruthy();
  });

  it('keeps a customer on the home they opened when nothing says which is theirs', async () => {
    logInAs({ loginMethod: 'telecom' });
    fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile({ brands: [] }) },
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [] },
    });
    const { router } = await renderApp('/islamic/home');
    expect(
      await screen.findByText('Your financing applications and their progress will show here.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/islamic/home');
  });

  it("says 'Failed to load data' when the profile does not load, and tries again", async () => {
    logInAs();
    let fail = true;
    fakeApi({
      [`GET ${AUTH_PATHS.me}`]: () =>
        fail ? { status: 404, body: { message: 'Not Found' } } : { status: 200, body: profile() },
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [] },
    });
    const { user } = await renderApp('/home');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisyah binti Ahmad' }),
    ).toBeTruthy();
  });
});

const APPLICATION_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function application(changes: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    userId: USER_ID,
    applicationType: 'conventional',
    applicationStatus: 'DRAFT',
    markers: [],
    maxEligibleAmountSen: sen(1_000_000),
    netSalarySen: sen(450_000),
    campaignCode: null,
    form: {},
    applicantEmail: 'aisyah@example.com',
    emailVerified: false,
    interestRateBpPerYear: 1800,
    estimatedMonthlyInstalmentSen: null,
    submissionDate: null,
    remarks: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...changes,
  };
}

/** The home page with the user's latest application and, maybe, a date before which they may not apply. */
async function homeWith(
  latest: ApplicationView | null,
  options: {
    path?: string;
    allowAfter?: string | null;
    loginMethod?: 'telecom' | 'islamic';
    agreement?: AgreementView | null;
  } = {},
) {
  logInAs({ loginMethod: options.loginMethod ?? 'telecom' });
  const server = fakeApi({
    [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: options.agreement ?? null } },
    [`GET ${AUTH_PATHS.me}`]: {
      status: 200,
      body: profile({ allowToApplyNewLoanAfterDateTime: options.allowAfter ?? null }),
    },
    [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: latest ? [latest] : [] },
  });
  const view = await renderApp(options.path ?? '/home');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Aisyah binti Ahmad' });
  return { ...view, server };
}

const statusCard = () => screen.findByRole('region', { name: /^Your (financing )?application$/ });
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString();
const LAST_YEAR = new Date(Date.now() - 365 * 86_400_000).toISOString();

describe('the status screen of the home page', () => {
  beforeEach(() => getQueryClient().clear());

  it('an incomplete application: the step progress and Continue at the next step', async () => {
    const { container } = await homeWith(
      application({ markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED'] }),
    );
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Application incomplete');
    expect(within(card).getByText('Application number:').textContent).toContain('SK-2026-000123');
    const steps = within(card).getByRole('list', { name: 'Progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Application formCompleted',
      'Email verificationCompleted',
      'Document uploadCurrent Progress',
      'Identity verificationWaiting',
    ]);
    expect(within(card).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/application/document-upload',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('a submitted application waiting for e-KYC: Continue to identity verification, Islamic by application type', async () => {
    await homeWith(
      application({
        applicationType: 'islamic',
        applicationStatus: 'PENDING',
        markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
      }),
      { path: '/islamic/home', loginMethod: 'islamic' },
    );
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Your financing application');
    expect(within(card).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/islamic/application/identity-verification',
    );
  });

  it('pending approval: the message and Check status', async () => {
    await homeWith(
      application({
        applicationStatus: 'SUBMITTED_FOR_APPROVAL',
        markers: [
          'APPLICATIONFORMCOMPLETED',
          'EMAILVERIFICATIONCOMPLETED',
          'DOCUMENTUPLOADCOMPLETED',
          'EKYCCOMPLETED',
        ],
      }),
    );
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Pending approval');
    expect(
      within(card).getByText(
        'Thank you for applying. We are reviewing your application; approval takes about 1 business day.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Check status' }).getAttribute('href')).toBe(
      '/loan-status-check',
    );
  });

  it('cancelled: may apply anew', async () => {
    await homeWith(application({ applicationStatus: 'CANCELED' }));
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Cancelled or removed');
    expect(within(card).getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe(
      '/testing-eligibility',
    );
  });

  it('cancelled while a ban lasts: temporarily banned, with the date and no button', async () => {
    await homeWith(application({ applicationStatus: 'CANCELED' }), {
      allowAfter: '2099-02-20T04:00:00.000Z',
    });
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Temporarily unable to apply');
    expect(within(card).getByText('You cannot apply for a new loan until 20 February 2099.')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('rejected with a ban in force: goes at once to the not-allow-new-loan page of the application’s product', async () => {
    const { router } = await homeWith(
      application({ applicationStatus: 'REJECTED', applicationType: 'islamic' }),
      {
        allowAfter: IN_A_MONTH,
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/not-allow-new-loan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed to apply yet' })).toBeTruthy();
  });

  it('rejected once the ban is over: ready to apply', async () => {
    await homeWith(application({ applicationStatus: 'REJECTED' }), { allowAfter: LAST_YEAR });
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Ready to apply');
    expect(within(card).getByRole('link', { name: 'Apply now' })).toBeTruthy();
  });

  it('rejected without a date: the 3-month message', async () => {
    await homeWith(application({ applicationStatus: 'REJECTED' }));
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Application unsuccessful');
  });

  it("referred back: the officer's note, the steps to redo, and Continue at the first of them", async () => {
    const { container } = await homeWith(
      application({
        applicationStatus: 'REFERBACK',
        markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'EKYCCOMPLETED'],
        referBack: {
          steps: ['documentUpload'],
          remark: 'The bank statement is cut off; please upload all 3 months.',
          at: '2026-11-21T03:00:00.000Z',
        },
      }),
    );
    const card = await statusCard();
    const note = within(card).getByRole('region', { name: 'What we need from you' });
    expect(within(note).getByText('The bank statement is cut off; please upload all 3 months.')).toBeTruthy();
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Document upload']);
    expect(within(card).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/application/document-upload',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('approved: the approved amount and tenure, in the financing wording for an Islamic application', async () => {
    await homeWith(
      application({
        applicationStatus: 'APPROVED',
        applicationType: 'islamic',
        markers: [
          'APPLICATIONFORMCOMPLETED',
          'EMAILVERIFICATIONCOMPLETED',
          'DOCUMENTUPLOADCOMPLETED',
          'EKYCCOMPLETED',
        ],
        approval: { amountSen: sen(450_000), tenureMonths: 12 },
      }),
    );
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Approved, pending agreement');
    const figure = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(figure('Approved financing amount')).toBe('RM4,500.00');
    expect(figure('Tenure')).toBe('12 months');
  });

  it('approved with the summary awaiting: the next action is the approved summary, in the product of the application', async () => {
    const { server } = await homeWith(approved('islamic'), {
      path: '/islamic/home',
      loginMethod: 'islamic',
      agreement: agreement({ status: 'SUMMARY_PENDING', company: 'islamic' }),
    });
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Approved, pending agreement');
    expect(
      within(card).getByRole('link', { name: 'View approved financing summary' }).getAttribute('href'),
    ).toBe('/islamic/loan-status/approved-loan-summary');
    expect(server.to(AGREEMENT_PATHS.current)).toHaveLength(1);
  });

  it('approved with the summary accepted: proceed to attestation', async () => {
    await homeWith(approved('conventional'), { agreement: agreement({ status: 'AWAITING_ATTESTATION' }) });
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Approved');
    expect(
      within(card).getByText('Congratulations, your loan is approved. Please proceed to attestation.'),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Proceed to attestation' }).getAttribute('href')).toBe(
      '/loan-status/attestation-option',
    );
  });

  it('approved before any agreement is open: check status only', async () => {
    await homeWith(approved('conventional'), { agreement: null });
    const card = await statusCard();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Approved, pending agreement');
    expect(within(card).getByRole('link', { name: 'Check status' }).getAttribute('href')).toBe(
      '/loan-status-check',
    );
  });

  it('does not ask for an agreement before approval', async () => {
    const { server } = await homeWith(application({ applicationStatus: 'PENDING' }));
    await statusCard();
    expect(server.to(AGREEMENT_PATHS.current)).toEqual([]);
  });
});

const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';

function approved(variant: 'conventional' | 'islamic'): ApplicationView {
  return application({
    applicationStatus: 'APPROVED',
    applicationType: variant,
    markers: [
      'APPLICATIONFORMCOMPLETED',
      'EMAILVERIFICATIONCOMPLETED',
      'DOCUMENTUPLOADCOMPLETED',
      'EKYCCOMPLETED',
    ],
    approval: { amountSen: sen(450_000), tenureMonths: 12 },
  });
}

function agreement(changes: Partial<AgreementView> = {}): AgreementView {
  return {
    id: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    company: 'conventional',
    status: 'SUMMARY_PENDING',
    approvedAmountSen: sen(450_000),
    tenureMonths: 12,
    annualRateBp: 1800,
    openedAt: '2026-11-21T03:00:00.000Z',
    summaryAcceptedAt: null,
    protectionTaken: null,
    allowedEvents: ['acceptSummary', 'cancel'],
    ...changes,
  };
}
