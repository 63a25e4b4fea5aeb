import {
  type OfficerSmeApplication,
  SME_BACKOFFICE_PATHS,
  type SmeQueueItem,
  type SmeQueueSummary,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi, ok } from '../../../test/fake-api.ts';
import { APPLICATION_ID, logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DECISIONS = SME_BACKOFFICE_PATHS.decisions(APPLICATION_ID);

function summary(): SmeQueueSummary {
  const zero = { overdueCount: 0, oldestSubmittedAt: null };
  return {
    workflow: 'single',
    targetBusinessDays: 1,
    queues: [
      {
        status: 'PENDING',
        product: 'sme',
        count: 2,
        overdueCount: 1,
        oldestSubmittedAt: '2026-11-24T02:00:00.000Z',
      },
      { status: 'PENDING', product: 'staff', count: 1, ...zero },
      { status: 'FOLLOWED_UP', product: 'sme', count: 0, ...zero },
      { status: 'FOLLOWED_UP', product: 'staff', count: 0, ...zero },
      { status: 'SUBMITTED_FOR_APPROVAL', product: 'sme', count: 0, ...zero },
      { status: 'SUBMITTED_FOR_APPROVAL', product: 'staff', count: 0, ...zero },
    ],
  };
}

function item(changes: Partial<SmeQueueItem> = {}): SmeQueueItem {
  return {
    id: APPLICATION_ID,
    applicationNo: 'SME-2026-000007',
    product: 'sme',
    partnerId: 'P200001',
    partnerType: 'COMPANY',
    applicationStatus: 'PENDING',
    applicantName: 'Chong Wei Liang',
    companyName: 'Chong Mobile Sdn. Bhd.',
    amountSen: sen(1_000_000),
    tenureMonths: 12,
    submittedAt: '2026-11-24T02:00:00.000Z',
    ageBusinessDays: 2,
    overdue: true,
    ...changes,
  };
}

const address = { address1: '12 Jalan Ampang', postcode: '50450', city: 'Kuala Lumpur', state: '14' };

function smeView(changes: Partial<OfficerSmeApplication> = {}): OfficerSmeApplication {
  return {
    application: {
      id: APPLICATION_ID,
      applicationNo: 'SME-2026-000007',
      userId: '11111111-2222-4333-8444-555555555555',
      partnerId: 'P200001',
      partnerType: 'COMPANY',
      applicationStatus: 'PENDING',
      markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
      subForms: ['company', 'applicant', 'disbursement', 'emergency', 'directors'],
      form: {
        company: {
          companyName: 'Chong Mobile Sdn. Bhd.',
          businessNewRegistrationNo: '201901000005',
          businessAddress: address,
        },
        applicant: { name: 'Chong Wei Liang', nric: '790322085519' },
        disbursement: { personalBankAccountNo: '514012345678' },
        emergency: { emergencyContactPersonName: 'Chong Mei Ling' },
        directors: [
          { fullName: 'Chong Wei Liang', identityNo: '790322085519', shareUnits: 60_000, sharePercent: 60 },
          { fullName: 'Tan Mei Hua', identityNo: '811111145530', shareUnits: 35_500, sharePercent: 35.5 },
        ],
      },
      amountSen: sen(1_000_000),
      tenureMonths: 12,
      interestRateBpPerYear: 800,
      smeLoanReasonId: '1',
      estimatedMonthlyInstalmentSen: sen(90_000),
      submissionDate: '2026-11-24T02:00:00.000Z',
      createdAt: '2026-11-23T02:00:00.000Z',
      updatedAt: '2026-11-24T02:00:00.000Z',
    },
    applicant: {
      id: '11111111-2222-4333-8444-555555555555',
      fullName: 'Partner P200001',
      phoneNo: '0192000003',
      email: null,
    },
    documents: {
      required: ['ssmcertificate', 'boardresolution'],
      optional: ['othersrelevantdocuments'],
      files: [
        {
          id: '99999999-2222-4333-8444-555555555555',
          fileType: { name: 'ssmcertificate' },
          fileName: 'ssm.pdf',
          contentType: 'pdf',
          sizeBytes: 1_000,
          uploadedAt: '2026-11-23T03:00:00.000Z',
        },
      ],
    },
    approval: null,
    referBack: null,
    history: [],
    allowedDecisions: ['verify', 'referBack', 'followUp'],
    canCancel: false,
    decisionBlockedReason: null,
    ...changes,
  };
}

async function openApplication(
  view: OfficerSmeApplication,
  roles: Parameters<typeof logInAs>[0],
  extra: Record<string, Answer> = {},
) {
  const who = logInAs(roles);
  const api = fakeApi({
    ...sessionAnswers(who),
    [`GET ${SME_BACKOFFICE_PATHS.application(APPLICATION_ID)}`]: ok(view),
    ...extra,
  });
  const rendered = await renderApp(`/sme/${APPLICATION_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'SME application SME-2026-000007' });
  const panel = screen.getByRole('region', { name: 'Decision' });
  return { api, panel, ...rendered };
}

describe('the SME and staff queues', () => {
  it('count by status and product, and list the applications waiting with their partner and company', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${SME_BACKOFFICE_PATHS.queues}`]: ok(summary()),
      [`GET ${SME_BACKOFFICE_PATHS.applications}`]: ok({ items: [item()], total: 1, page: 1, pageSize: 25 }),
    });
    await renderApp('/sme');

    const counts = await screen.findByRole('table', {
      name: 'SME and staff applications waiting, by status and product',
    });
    const pending = within(counts).getByRole('row', { name: /Pending verification/ });
    expect(
      within(pending).getByRole('link', { name: '2 applications: Pending verification, SME business loan' }),
    ).toBeTruthy();
    expect(within(pending).getByText('1 overdue')).toBeTruthy();

    const list = await screen.findByRole('table', { name: 'SME and staff applications waiting' });
    const row = within(list).getByRole('row', { name: /SME-2026-000007/ });
    expect(within(row).getByText('P200001')).toBeTruthy();
    expect(within(row).getByText('Company')).toBeTruthy();
    expect(within(row).getByText('Chong Mobile Sdn. Bhd.')).toBeTruthy();
    expect(within(row).getByText('RM10,000.00')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
  });

  it('are searched, the text going to the server and into the address', async () => {
    const who = logInAs(['verifier']);
    const api = fakeApi({
      ...sessionAnswers(who),
      [`GET ${SME_BACKOFFICE_PATHS.queues}`]: ok(summary()),
      [`GET ${SME_BACKOFFICE_PATHS.applications}`]: (request) =>
        ok({
          items: request.query.get('q') === 'chong' ? [item()] : [],
          total: request.query.get('q') === 'chong' ? 1 : 0,
          page: 1,
          pageSize: 25,
        }),
    });
    const { user, currentPath } = await renderApp('/sme?product=sme');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'chong');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath()).toBe('/sme?product=sme&q=chong'));
    expect(await screen.findByText('Found: 1. Oldest first.')).toBeTruthy();
    const last = api.to(SME_BACKOFFICE_PATHS.applications).at(-1);
    expect(last?.query.get('q')).toBe('chong');
    expect(last?.query.get('product')).toBe('sme');
  });
});

describe('the SME application as an officer sees it', () => {
  it('shows the partner, company, directors with their shares and the business documents', async () => {
    await openApplication(smeView(), ['verifier']);
    const partner = screen.getByRole('region', { name: 'Partner' });
    expect(within(partner).getByText('P200001')).toBeTruthy();
    expect(within(partner).getByText('8%')).toBeTruthy();
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('201901000005')).toBeTruthy();
    expect(within(company).getByText('12 Jalan Ampang, 50450, Kuala Lumpur, 14')).toBeTruthy();
    const directors = screen.getByRole('region', { name: 'Directors and partners' });
    expect(within(directors).getByRole('row', { name: /Tan Mei Hua/ }).textContent).toContain('35.5');
    expect(within(directors).getByText('Shares held by those named: 95.5%')).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Business documents' });
    expect(within(documents).getByRole('row', { name: /SSM\) certificate/ }).textContent).toContain(
      'ssm.pdf',
    );
    expect(within(documents).getByRole('row', { name: /Board resolution/ }).textContent).toContain(
      'Not uploaded',
    );
  });

  it('verifies with a remark through the dialog, showing the answer', async () => {
    const verified = smeView({
      application: { ...smeView().application, applicationStatus: 'SUBMITTED_FOR_APPROVAL' },
      allowedDecisions: [],
    });
    const { api, panel, user } = await openApplication(smeView(), ['verifier'], {
      [`POST ${DECISIONS}`]: ok({
        message: 'Decision recorded. The application is now: Submitted for approval.',
        application: verified,
      }),
    });
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please write a remark of at least 3 characters.')).toBeTruthy();
    expect(api.to(DECISIONS)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Remark'), 'SSM and bank statement checked');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(panel).findByText('Decision recorded. The application is now: Submitted for approval.'),
    ).toBeTruthy();
    expect(api.to(DECISIONS)[0]?.body).toEqual({
      decision: 'verify',
      remark: 'SSM and bank statement checked',
    });
  });

  it('says why the officer who verified cannot approve, offering only what remains open', async () => {
    const { panel } = await openApplication(
      smeView({
        application: { ...smeView().application, applicationStatus: 'SUBMITTED_FOR_APPROVAL' },
        allowedDecisions: ['referBack'],
        decisionBlockedReason: 'You have already decided on this application in this review.',
      }),
      ['verifier', 'approver1'],
    );
    expect(
      within(panel).getByText('You have already decided on this application in this review.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Refer back' })).toBeTruthy();
  });

  it('approves at most the amount applied for, and shows the server refusing', async () => {
    const { api, panel, user } = await openApplication(
      smeView({
        application: { ...smeView().application, applicationStatus: 'SUBMITTED_FOR_APPROVAL' },
        allowedDecisions: ['approve', 'reject', 'referBack'],
      }),
      ['approver1'],
      {
        [`POST ${DECISIONS}`]: {
          status: 403,
          body: { message: 'You have already decided on this application in this review.' },
        },
      },
    );
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount (RM)') as HTMLInputElement;
    expect(amount.value).toBe('10000');
    await user.clear(amount);
    await user.type(amount, '12000');
    await user.type(within(dialog).getByLabelText('Remark'), 'Commission covers it');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Enter an amount of at most RM10,000.00.')).toBeTruthy();
    expect(api.to(DECISIONS)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'You have already decided on this application in this review.',
    );
    expect(api.to(DECISIONS)[0]?.body).toEqual({
      decision: 'approve',
      remark: 'Commission covers it',
      amountSen: 800_000,
      tenureMonths: 12,
    });
  });
});
