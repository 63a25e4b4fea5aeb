import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS, AUTH_PATHS } from '@sinar/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs, profile, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { APPLICATION_ID, application, fakeRoutes } from '../components/test-fixtures.ts';

const STATUS = {
  applicationId: APPLICATION_ID,
  applicationNo: 'SK-2026-000123',
  applicationType: 'conventional',
  applicationStatus: 'SUBMITTED_FOR_APPROVAL',
  markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
  steps: [
    { step: 'applicationForm', label: 'completed' },
    { step: 'emailVerification', label: 'completed' },
    { step: 'documentUpload', label: 'completed' },
    { step: 'ekyc', label: 'currentProgress' },
  ],
  submissionDate: '2026-11-20T04:00:00.000Z',
  history: [],
};

describe('the loan status check', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('asks for a reference number, then shows the status and the steps', async () => {
    const server = fakeRoutes({
      [`GET ${APPLICATION_PATHS.statusCheck('SK-2026-000123')}`]: { status: 200, body: STATUS },
    });
    const { user, container } = await renderApp('/loan-status-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Status Check' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please Enter Your Reference number')).toBeTruthy();
    // Only the look-up of a latest application to fill in (this user has none): no status check.
    expect(server.sent.filter((request) => request.url.includes('/applicationNo/'))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reference number' }), ' sk-2026-000123 ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const result = await screen.findByRole('region', { name: 'Application SK-2026-000123' });
    expect(within(result).getByRole('definition', { name: 'Status' }).textContent).toBe('Under review');
    // 04:00 UTC is noon in Malaysia, whatever the browser's zone (the tests run in Los Angeles).
    expect(within(result).getByRole('definition', { name: 'Submitted on' }).textContent).toBe(
      '20 Nov 2026, 12:00 pm MYT',
    );
    const steps = within(result).getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Application formCompleted',
      'Email verificationCompleted',
      'Document uploadCompleted',
      'Identity verificationCurrent Progress',
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("fills in the latest application's number and shows its status at once, as home's 'Check status' expects", async () => {
    const server = fakeRoutes({
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ applicationNo: 'SKI-2026-000456', applicationType: 'islamic' })],
      },
      [`GET ${APPLICATION_PATHS.statusCheck('SKI-2026-000456')}`]: {
        status: 200,
        body: { ...STATUS, applicationNo: 'SKI-2026-000456', applicationType: 'islamic' },
      },
    });
    await renderApp('/islamic/loan-status-check');
    const result = await screen.findByRole('region', { name: 'Application SKI-2026-000456' });
    expect(within(result).getByRole('definition', { name: 'Status' }).textContent).toBe('Under review');
    const reference = screen.getByRole<HTMLInputElement>('textbox', { name: 'Reference number' });
    expect(reference.value).toBe('SKI-2026-000456');
    // The Islamic page's example is an Islamic number.
    expect(screen.getByText('For example SKI-2026-000123')).toBeTruthy();
    expect(server.sent.filter((request) => request.url.includes('SKI-2026-000456'))).toHaveLength(1);
  });

  it('checks another number typed over the one filled in', async () => {
    fakeRoutes({
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [application()] },
      [`GET ${APPLICATION_PATHS.statusCheck('SK-2026-000123')}`]: { status: 200, body: STATUS },
    });
    const { user } = await renderApp('/loan-status-check');
    await screen.findByRole('region', { name: 'Application SK-2026-000123' });
    expect(screen.getByText('For example SK-2026-000123')).toBeTruthy();
    const reference = screen.getByRole('textbox', { name: 'Reference number' });
    await user.clear(reference);
    await user.type(reference, 'SK-2026-999999');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Application Not Found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Application SK-2026-000123' })).toBeNull();
  });

  it("says 'Application Not Found' for a number that is not the user's", async () => {
    fakeRoutes({});
    const { user } = await renderApp('/islamic/loan-status-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financing Status Check' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reference number' }), 'SKI-2026-999999');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Application Not Found')).toBeTruthy();
  });
});

describe('the not-allow-new-loan page', () => {
  beforeEach(() => getQueryClient().clear());

  it('explains the 3-month wait with the date from which a new application is allowed', async () => {
    logInAs();
    fakeRoutes({
      [`GET ${AUTH_PATHS.me}`]: {
        status: 200,
        body: profile({ allowToApplyNewLoanAfterDateTime: '2027-02-20T04:00:00.000Z' }),
      },
    });
    const { container } = await renderApp('/not-allow-new-loan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed to apply yet' })).toBeTruthy();
    expect(
      screen.getByText(
        'After an unsuccessful application, a new application can be made only after about 3 months.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('You may apply again from 20 February 2027.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('without a session, in Malay under /islamic: the rule without a date', async () => {
    fakeRoutes({});
    await renderApp('/islamic/not-allow-new-loan?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Belum dibenarkan memohon' })).toBeTruthy();
    expect(screen.getByText('Permohonan pembiayaan anda yang lalu tidak berjaya.')).toBeTruthy();
    expect(screen.getByText('Anda boleh memohon semula selepas 3 bulan.')).toBeTruthy();
  });
});
