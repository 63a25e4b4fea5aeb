import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AUTH_PATHS, SME_APPLICATION_PATHS, type StepMarker, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs, profile, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { smeApplicationsQueryOptions } from '../api/sme-application-api.ts';
import { logInAsPartner, SME_APPLICATION_ID, smeApi, smeApplication } from '../components/test-fixtures.ts';

const ELIGIBLE = {
  eligible: true,
  reasons: [],
  partnerId: 'P200010',
  partnerType: 'SOLE_PROPRIETOR',
  averageRecurringCommissionSen: 210_000,
  interestRateBpPerYear: 1200,
  remainingLimitSen: 50_000_000,
  allowToApplyNewLoanAfterDateTime: null,
};

describe('the SME eligibility check', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAsPartner();
  });

  it("names every failing reason in the spec's words, in Malay too", async () => {
    smeApi(null, {
      [`POST ${SME_APPLICATION_PATHS.eligibility}`]: {
        status: 200,
        body: {
          ...ELIGIBLE,
          eligible: false,
          reasons: ['eligibility.reasons.partnerBelowSixMonths', 'eligibility.reasons.taxIdNotUpdated'],
        },
      },
    });
    const { user, router, container } = await renderApp('/sme/testing-eligibility?lang=ms');
    await user.click(await screen.findByRole('button', { name: 'Semak kelayakan saya' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/sme/testing-eligibility/result/not-eligible'),
    );
    expect(await screen.findByText('Anda tidak boleh memohon pinjaman PKS sekarang')).toBeTruthy();
    expect(screen.getByText('Menjadi rakan niaga kurang daripada 6 bulan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mulakan permohonan saya' })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('lets an eligible partner start: the draft is made and the loan details come first', async () => {
    const server = smeApi(null, {
      [`POST ${SME_APPLICATION_PATHS.eligibility}`]: { status: 200, body: ELIGIBLE },
    });
    const { user, router } = await renderApp('/sme/testing-eligibility');
    await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));
    expect(await screen.findByText('You can apply for an SME loan')).toBeTruthy();
    expect(screen.getByRole('definition', { name: 'Interest rate' }).textContent).toBe('12% a year (flat)');
    expect(screen.getByRole('definition', { name: 'Left of your RM500,000 limit' }).textContent).toBe(
      'RM500,000.00',
    );
    await user.click(screen.getByRole('button', { name: 'Start my application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smeApplication/product-profile'));
    expect(server.to(SME_APPLICATION_PATHS.draft).map((request) => request.body)).toEqual([{ form: {} }]);
  });
});

describe('the SME home', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAsPartner();
  });

  it('shows the application in progress and cancels it only once the partner confirms', async () => {
    const server = smeApi(smeApplication({ amountSen: sen(1_000_000) }), {
      [`PATCH ${SME_APPLICATION_PATHS.cancel(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: { message: 'Cancelled', application: smeApplication({ applicationStatus: 'CANCELED' }) },
      },
    });
    const { user, container } = await renderApp('/sme/home');
    const card = await screen.findByRole('region', { name: 'Your application' });
    expect(within(card).getByRole('definition', { name: 'Application number' }).textContent).toBe(
      'SME-2026-000042',
    );
    expect(within(card).getByRole('definition', { name: 'Status' }).textContent).toBe('Draft');
    expect(within(card).getByRole('link', { name: 'Continue my application' }).getAttribute('href')).toBe(
      '/smeApplication/product-profile',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Cancel application' }));
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(server.to(SME_APPLICATION_PATHS.cancel(SME_APPLICATION_ID))).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Cancel application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your application has been cancelled.')).toBeTruthy();
    expect(server.to(SME_APPLICATION_PATHS.cancel(SME_APPLICATION_ID)).map((r) => r.method)).toEqual([
      'PATCH',
    ]);
  });

  it('leads an approved application to its approved loan summary, where the steps after approval start', async () => {
    smeApi(smeApplication({ applicationStatus: 'APPROVED', amountSen: sen(1_000_000) }));
    const { container } = await renderApp('/sme/home');
    const card = await screen.findByRole('region', { name: 'Your application' });
    expect(within(card).getByRole('definition', { name: 'Status' }).textContent).toBe('Approved');
    expect(within(card).getByRole('link', { name: 'View my approved loan' }).getAttribute('href')).toBe(
      '/sme/loan-status/approved-loan-summary',
    );
    expect(within(card).getByRole('link', { name: 'View my application' }).getAttribute('href')).toBe(
      '/sme/application/summary',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('offers to apply again after a cancelled application, keeping only the phone number', async () => {
    smeApi(smeApplication({ applicationStatus: 'CANCELED' }));
    await renderApp('/sme/home');
    const card = await screen.findByRole('region', { name: 'Apply again' });
    expect(
      within(card).getByText(
        'Your last application (SME-2026-000042) is Cancelled. A new application starts afresh: only your phone number is kept.',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe(
      '/sme/testing-eligibility',
    );
  });

  it('tells a partner rejected less than 3 months ago the date to apply again from, and offers no start', async () => {
    smeApi(smeApplication({ applicationStatus: 'REJECTED' }), {
      [`GET ${AUTH_PATHS.me}`]: {
        status: 200,
        body: profile({
          organizationType: 'SME',
          partnerId: 'P200010',
          allowToApplyNewLoanAfterDateTime: '2099-02-26T16:00:00.000Z',
        }),
      },
    });
    await renderApp('/sme/home');
    const card = await screen.findByRole('region', { name: 'Not allowed to apply yet' });
    expect(within(card).getByText('You may apply again from 27 February 2099.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply again' })).toBeNull();
  });

  it('lets group staff start their staff loan at once, with their employment fixed on the form', async () => {
    logInAs({ organizationType: 'STAFF', loginMethod: 'staff' });
    const staffDraft = smeApplication({
      partnerId: null,
      partnerType: 'STAFF',
      subForms: ['applicant', 'disbursement', 'emergency'],
      interestRateBpPerYear: 1800,
    });
    let made = false;
    const server = smeApi(null, {
      [`GET ${SME_APPLICATION_PATHS.byUser(staffDraft.userId)}`]: () => ({
        status: 200,
        body: made ? [staffDraft] : [],
      }),
      [`POST ${SME_APPLICATION_PATHS.draft}`]: () => {
        made = true;
        return { status: 201, body: staffDraft };
      },
    });
    const { user, router } = await renderApp('/sme/home');
    await user.click(await screen.findByRole('button', { name: 'Start my application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smeApplication/product-profile'));
    expect(server.to(SME_APPLICATION_PATHS.eligibility)).toHaveLength(0);
    expect(await screen.findByRole('textbox', { name: 'Net monthly salary (RM)' })).toBeTruthy();

    await router.navigate('/smeApplication/applicant-details');
    const fixed = await screen.findByRole('group', { name: 'Set for group staff, not editable' });
    expect(within(fixed).getByRole('textbox', { name: 'Employment type' })).toHaveProperty(
      'value',
      'PRIVATE SECTOR',
    );
    expect(within(fixed).getByRole('textbox', { name: 'Occupation' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'Staff ID' })).toBeTruthy();
  });
});

/** Each step of the summary's list as read: its name, then whether it is done. */
function stepTexts(): (string | null)[] {
  const steps = within(screen.getByRole('list', { name: 'Your steps' })).getAllByRole('listitem');
  return steps.map((step) => step.textContent);
}

/** The markers of an application submitted to PENDING, its identity verification still to do. */
const SUBMITTED_MARKERS: StepMarker[] = [
  'APPLICATIONFORMCOMPLETED',
  'DOCUMENTUPLOADCOMPLETED',
  'EMAILVERIFICATIONCOMPLETED',
];

describe('the SME summary', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAsPartner();
  });

  it("shows the loan summary and the steps, and the server's missing-steps refusal on submission", async () => {
    smeApi(
      smeApplication({
        amountSen: sen(1_000_000),
        tenureMonths: 12,
        smeLoanReasonId: '1',
        estimatedMonthlyInstalmentSen: sen(93_334),
        markers: ['APPLICATIONFORMCOMPLETED'],
      }),
      {
        [`PATCH ${SME_APPLICATION_PATHS.pending(SME_APPLICATION_ID)}`]: {
          status: 409,
          body: { message: 'Please complete these steps first: email verification, document upload' },
        },
      },
    );
    const { user, container } = await renderApp('/sme/application/summary');
    expect((await screen.findByRole('definition', { name: 'Total applied' })).textContent).toBe('RM10,000');
    expect(screen.getByRole('definition', { name: 'Partner ID' }).textContent).toBe('P200010');
    expect(screen.getByRole('definition', { name: 'Tenure' }).textContent).toBe('12 months');
    expect(screen.getByRole('definition', { name: 'Interest rate' }).textContent).toBe('12% a year (flat)');
    expect(screen.getByRole('definition', { name: 'Estimated monthly instalment' }).textContent).toBe(
      'RM933.34',
    );
    await waitFor(() =>
      expect(screen.getByRole('definition', { name: 'Reason' }).textContent).toBe('Working capital'),
    );
    expect(stepTexts()).toEqual([
      'Application formCompleted',
      'Business documentsNot completed',
      'Email verificationNot completed',
      'Identity verificationNot completed',
    ]);
    expect(screen.getByRole('link', { name: 'Email verification' }).getAttribute('href')).toBe(
      `/sme/email-verification?id=${SME_APPLICATION_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Business documents' }).getAttribute('href')).toBe(
      `/sme/document-upload?id=${SME_APPLICATION_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(
      await screen.findByText('Please complete these steps first: email verification, document upload'),
    ).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('reads the steps again when it opens, as the step screens record them through other calls', async () => {
    getQueryClient().setQueryData(smeApplicationsQueryOptions(USER_ID).queryKey, [
      smeApplication({ markers: ['APPLICATIONFORMCOMPLETED'] }),
    ]);
    smeApi(smeApplication({ markers: SUBMITTED_MARKERS }));
    await renderApp('/sme/application/summary');
    await screen.findByRole('list', { name: 'Your steps' });
    await waitFor(() =>
      expect(stepTexts()).toEqual([
        'Application formCompleted',
        'Business documentsCompleted',
        'Email verificationCompleted',
        'Identity verificationNot completed',
      ]),
    );
  });

  it('leads a submitted application on to its identity verification', async () => {
    smeApi(smeApplication({ applicationStatus: 'PENDING', markers: SUBMITTED_MARKERS }));
    await renderApp('/sme/application/summary');
    expect((await screen.findByRole('link', { name: 'Identity verification' })).getAttribute('href')).toBe(
      `/sme/application/identity-verification?id=${SME_APPLICATION_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Email verification' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit my application' })).toBeNull();
  });

  it('links no step once the identity verification is done', async () => {
    smeApi(
      smeApplication({ applicationStatus: 'PENDING', markers: [...SUBMITTED_MARKERS, 'EKYCCOMPLETED'] }),
    );
    await renderApp('/sme/application/summary');
    await screen.findByRole('definition', { name: 'Total applied' });
    expect(stepTexts()).toEqual([
      'Application formCompleted',
      'Business documentsCompleted',
      'Email verificationCompleted',
      'Identity verificationCompleted',
    ]);
    expect(within(screen.getByRole('list', { name: 'Your steps' })).queryAllByRole('link')).toEqual([]);
  });

  it('offers no identity verification before the application is submitted', async () => {
    smeApi(smeApplication({ markers: ['APPLICATIONFORMCOMPLETED'] }));
    await renderApp('/sme/application/summary');
    expect(await screen.findByRole('link', { name: 'Email verification' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Identity verification' })).toBeNull();
  });
});
