import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_BACKOFFICE_PATHS,
  BACKOFFICE_PATHS,
  CLOSE_OF_BUSINESS_PATHS,
  FAILED_JOB_PATHS,
  OFFICER_AUTH_PATHS,
  type OfficerRole,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import {
  APPLICATION_ID,
  applicationView,
  logInAs,
  officer,
  queueSummary,
  sessionAnswers,
} from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

/** Every screen of the back office, as each role sees it, with the data a working day brings. */
function everyAnswer(roles: OfficerRole[]) {
  const who = logInAs(roles);
  return fakeApi({
    ...sessionAnswers(who),
    [`GET ${BACKOFFICE_PATHS.queues}`]: ok(queueSummary()),
    [`GET ${FAILED_JOB_PATHS.list}`]: ok({
      items: [
        {
          id: 412,
          kind: 'payment-orders.requery',
          attempts: 8,
          maxAttempts: 8,
          lastError: 'gateway answered 503',
          payload: { orderId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c', attempt: '3' },
          createdAt: '2026-03-01T01:00:00.000Z',
          failedAt: '2026-03-01T09:30:00.000Z',
        },
      ],
      total: 1,
    }),
    [`GET ${CLOSE_OF_BUSINESS_PATHS.status}`]: ok({
      businessDate: '2026-03-01',
      calendarDate: '2026-03-02',
      behind: true,
      runs: [
        {
          businessDate: '2026-02-28',
          status: 'done',
          startedBy: 'schedule',
          startedAt: '2026-02-28T16:05:00.000Z',
          finishedAt: '2026-02-28T16:05:09.000Z',
          accountsClosed: 12,
          chargesPosted: 4,
          chargesSen: 51,
          lettersQueued: 1,
          postageSen: 1_000,
          debitsRequested: 3,
          errors: [],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
    [`GET ${AGREEMENT_BACKOFFICE_PATHS.disbursements}`]: ok({
      items: [
        {
          agreementId: '8d9e0f1a-2b3c-4d5e-9f6a-7b8c9d0e1f2a',
          agreementNo: 'SKF-2026-000002',
          applicantName: 'Aisyah binti Ahmad',
          company: 'islamic',
          status: 'DISBURSEMENT_PREPARED',
          netAmountSen: 492_500,
          bankName: 'Affin Bank',
          accountNoLast4: '6789',
          pendingSince: '2026-03-02T01:15:00.000Z',
          preparedBy: 'Dina Maker',
          preparedByOfficerId: '9e0f1a2b-3c4d-4e5f-8a7b-8c9d0e1f2a3b',
          commodityTrade: 'COMPLETED',
          lastFailure: 'bankRejected',
        },
      ],
    }),
    [`GET ${BACKOFFICE_PATHS.applications}`]: ok({
      items: [
        {
          id: APPLICATION_ID,
          applicationNo: 'SK-2026-000123',
          applicationType: 'conventional',
          applicationStatus: 'PENDING',
          applicantName: 'Aisyah binti Ahmad',
          amountSen: 500_000,
          tenureMonths: 12,
          submittedAt: '2026-03-02T01:15:00.000Z',
          ageBusinessDays: 3,
          overdue: true,
        },
      ],
      total: 30,
      page: 1,
      pageSize: 25,
    }),
    [`GET ${BACKOFFICE_PATHS.application(APPLICATION_ID)}`]: ok(
      applicationView({ canCancel: roles.includes('admin') }),
    ),
    [`GET ${BACKOFFICE_PATHS.audit}`]: ok({
      items: applicationView().history,
      total: 2,
      page: 1,
      pageSize: 50,
    }),
    [`GET ${BACKOFFICE_PATHS.officers}`]: ok([
      who,
      officer(['verifier'], {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        fullName: 'Farid Hassan',
        totpEnrolled: false,
        active: false,
      }),
    ]),
    [`GET ${BACKOFFICE_PATHS.users}`]: ok([
      {
        id: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d',
        fullName: 'Aisyah binti Ahmad',
        organizationType: 'INDIVIDUAL',
        phoneNo: '0123000001',
        email: 'aisyah@example.com',
        nricMasked: '********5566',
        latestApplicationId: APPLICATION_ID,
        latestApplicationNo: 'SK-2026-000123',
        latestApplicationStatus: 'PENDING',
      },
    ]),
  });
}

async function expectAccessiblePage(container: HTMLElement, title: string) {
  await waitFor(() => expect(document.title).toBe(title));
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('main')).toBeTruthy();
  expect(await seriousAccessibilityProblems(container)).toEqual([]);
}

const PAGES: readonly [string, OfficerRole[], string, string][] = [
  ['/', ['verifier'], 'Work queues', 'Work queues | Sinar Kredit Back Office'],
  ['/?lang=ms', ['verifier'], 'Baris gilir kerja', 'Baris gilir kerja | Pejabat Belakang Sinar Kredit'],
  [
    '/queues/PENDING',
    ['verifier'],
    'Pending verification',
    'Pending verification | Sinar Kredit Back Office',
  ],
  [
    `/applications/${APPLICATION_ID}`,
    ['approver1'],
    'Application SK-2026-000123',
    'Application SK-2026-000123 | Sinar Kredit Back Office',
  ],
  [
    `/applications/${APPLICATION_ID}?lang=ms`,
    ['admin'],
    'Permohonan SK-2026-000123',
    'Permohonan SK-2026-000123 | Pejabat Belakang Sinar Kredit',
  ],
  ['/audit', ['admin'], 'Audit trail', 'Audit trail | Sinar Kredit Back Office'],
  ['/officers', ['admin'], 'Officers', 'Officers | Sinar Kredit Back Office'],
  ['/customers?q=aisyah', ['admin'], 'Customers', 'Customers | Sinar Kredit Back Office'],
  [
    '/audit',
    ['verifier'],
    'Not available to your role',
    'Not available to your role | Sinar Kredit Back Office',
  ],
  ['/no-such-page', ['verifier'], 'Page not found', 'Page not found | Sinar Kredit Back Office'],
  ['/password', ['verifier'], 'Change your password', 'Change your password | Sinar Kredit Back Office'],
  [
    '/disbursements?lang=ms',
    ['disbursementOfficer'],
    'Pengeluaran dana',
    'Pengeluaran dana | Pejabat Belakang Sinar Kredit',
  ],
  ['/close-of-business', ['admin'], 'Close of business', 'Close of business | Sinar Kredit Back Office'],
  ['/failed-jobs', ['admin'], 'Failed background jobs', 'Failed background jobs | Sinar Kredit Back Office'],
];

describe.each(PAGES)('the page %s as %j', (path, roles, heading, title) => {
  it('has one h1, its title, its landmarks and no serious accessibility problem', async () => {
    everyAnswer(roles);
    const { container } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    // The data is in before the page is judged.
    await waitFor(() => expect(screen.queryByText(/Loading|Sedang dimuatkan/)).toBeNull());
    expect(screen.getByRole('navigation', { name: /Back office|Pejabat belakang/ })).toBeTruthy();
    await expectAccessiblePage(container, title);
  });
});

describe('the screens inside pages', () => {
  it('the login steps, the enrolment included', async () => {
    fakeApi({
      [`POST ${OFFICER_AUTH_PATHS.login}`]: ok({
        challengeToken: 'challenge-1',
        expiresAt: '2026-03-02T01:20:00.000Z',
        enrolment: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Sinar:nurul?secret=JBSWY3DPEHPK3PXP',
        },
      }),
    });
    const { container, user } = await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Enter your password.');
    await expectAccessiblePage(container, 'Log in | Sinar Kredit Back Office');

    await user.type(screen.getByLabelText('Work email'), 'nurul@sinarkredit.com.my');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('img', { name: /QR code/ });
    await expectAccessiblePage(container, 'Log in | Sinar Kredit Back Office');
  });

  it('each decision form, its errors and its confirmation, and the admin cancel', async () => {
    everyAnswer(['admin']);
    const { container, user } = await renderApp(`/applications/${APPLICATION_ID}`);
    const panel = await screen.findByRole('region', { name: 'Decision' });
    for (const decision of ['Approve', 'Reject', 'Refer back']) {
      await user.click(within(panel).getByRole('button', { name: decision }));
      await user.click(within(panel).getByRole('button', { name: 'Continue' }));
      await within(panel).findByText('Write a remark of 3 to 1,000 characters.');
      expect(await seriousAccessibilityProblems(container)).toEqual([]);
    }
    await user.type(within(panel).getByLabelText('Remark'), 'Salary slip unreadable.');
    await user.click(within(panel).getByRole('checkbox', { name: 'Document upload' }));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    await within(panel).findByRole('button', { name: 'Confirm refer back' });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Cancel application' }));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    await within(panel).findByText('Write a remark of 3 to 1,000 characters.');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('the new officer form and an edit dialog', async () => {
    everyAnswer(['admin']);
    const { container, user } = await renderApp('/officers');
    await user.click(await screen.findByRole('button', { name: 'New officer' }));
    await user.click(screen.getByRole('button', { name: 'Create officer' }));
    await screen.findByText('Tick at least one role.');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: /^Edit / })[0] as HTMLElement);
    await screen.findByRole('dialog');
    expect(await seriousAccessibilityProblems(document.body)).toEqual([]);
  });
});
