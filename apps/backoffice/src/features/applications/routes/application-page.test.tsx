import { BACKOFFICE_PATHS, FILE_PATHS, type OfficerApplication, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queueSummaryQueryKey } from '../../../lib/query-keys.ts';
import { type Answer, fakeApi, ok } from '../../../test/fake-api.ts';
import {
  APPLICATION_ID,
  applicationView,
  logInAs,
  queueSummary,
  sessionAnswers,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const VIEW = BACKOFFICE_PATHS.application(APPLICATION_ID);
const DECISIONS = BACKOFFICE_PATHS.decisions(APPLICATION_ID);
const PAGE = `/applications/${APPLICATION_ID}`;

function reviewApi(
  view: OfficerApplication,
  roles: Parameters<typeof logInAs>[0] = ['approver1'],
  extra: Record<string, Answer> = {},
) {
  const who = logInAs(roles);
  return fakeApi({ ...sessionAnswers(who), [`GET ${VIEW}`]: ok(view), ...extra });
}

async function openApplication(
  view: OfficerApplication = applicationView(),
  roles?: Parameters<typeof logInAs>[0],
  extra: Record<string, Answer> = {},
) {
  const api = reviewApi(view, roles, extra);
  const rendered = await renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Application SK-2026-000123' });
  const panel = screen.getByRole('region', { name: 'Decision' });
  return { api, panel, ...rendered };
}

describe('the application view', () => {
  it("says when the applicant's identity was corrected and the telecom check is still to come", async () => {
    await openApplication({
      ...applicationView(),
      telecom: null,
      identityCorrection: { correctedAt: '2026-03-02T02:00:00.000Z', telecomCheckedAt: null },
    });
    const telecom = screen.getByRole('region', { name: 'Telecom account' });
    expect(
      within(telecom).getByText(
        /identity was corrected on .*the telecom check for the corrected NRIC is still to come/,
      ),
    ).toBeTruthy();
  });

  it('shows the applicant, the form, telecom facts, eligibility, ratio, documents, e-KYC, history and notes', async () => {
    await openApplication();
    const section = (name: string) => screen.getByRole('region', { name });

    expect(within(section('Applicant')).getByText('900101-10-5566')).toBeTruthy();
    const form = section('Application');
    expect(within(form).getByText('RM5,000.00')).toBeTruthy();
    expect(within(form).getByText('12 months')).toBeTruthy();
    expect(within(form).getByText('18% a year, flat')).toBeTruthy();
    // Codes of the master lists read as their names once the lists are in.
    expect(await within(form).findByText('Permanent employee')).toBeTruthy();
    expect(within(form).getByText('Maybank')).toBeTruthy();
    expect(within(form).getByText('Home renovation')).toBeTruthy();
    expect(within(form).getByRole('row', { name: /Emergency contact 1/ }).textContent).toContain('Spouse');

    expect(within(section('Telecom account')).getByText('POSTPAID')).toBeTruthy();
    const eligibility = section('Eligibility and debt service ratio');
    expect(within(eligibility).getAllByText('Eligible')).toHaveLength(2);
    expect(within(eligibility).getByText('RM8,000.00')).toBeTruthy();
    expect(within(eligibility).getByText('RM5,000.00 to RM5,999.99')).toBeTruthy();
    expect(within(eligibility).getByText('10.93%')).toBeTruthy();
    // Every check the applicant made up to this application, with its result.
    expect(
      within(eligibility).getByText(
        '2 checks up to this application; the latest 2 are listed, newest first.',
      ),
    ).toBeTruthy();
    const checks = within(eligibility).getByRole('table', {
      name: 'Eligibility checks up to this application, newest first',
    });
    const [, made, earlier] = within(checks).getAllByRole('row');
    expect(made?.textContent).toContain('This application’s check');
    expect(made?.textContent).toContain('RM10,000.00');
    expect(earlier?.textContent).toContain(
      'Not eligible: Net monthly salary above your registered gross salary range',
    );
    expect(earlier?.textContent).toContain('RM6,500.00');

    const documents = section('Documents');
    expect(within(documents).getByText('Bank statements')).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'View statement-jan-mar.pdf' })).toBeTruthy();
    expect(within(section('Identity verification (e-KYC)')).getByText('Passed')).toBeTruthy();

    const history = section('History');
    const verified = within(history).getByRole('row', { name: /Farid Hassan/ });
    expect(verified.textContent).toContain('Verifier');
    expect(verified.textContent).toContain('Verified');
    expect(verified.textContent).toContain('Pending verification');
    expect(verified.textContent).toContain('Submitted for approval');
    expect(verified.textContent).toContain('Documents and employer check in order.');
    // 03:00 UTC is 11:00 in Malaysia, whatever the browser's zone (the tests run in Los Angeles).
    expect(verified.textContent).toContain('3 Mar 2026, 11:00 am MYT');

    expect(within(section('Notes')).getByText('Called the employer.')).toBeTruthy();
  });

  it("names the loan in the application's own words: financing for an Islamic application", async () => {
    const base = applicationView();
    await openApplication({ ...base, application: { ...base.application, applicationType: 'islamic' } });
    const form = screen.getByRole('region', { name: 'Application' });

    expect(within(form).getByRole('heading', { name: 'Financing applied for' })).toBeTruthy();
    expect(within(form).getByText('Expected monthly payment')).toBeTruthy();
    expect(within(form).queryByText('Loan applied for')).toBeNull();
    expect(within(form).queryByText('Estimated monthly instalment')).toBeNull();
  });

  it('keeps the loan words for a conventional application', async () => {
    await openApplication();
    const form = screen.getByRole('region', { name: 'Application' });

    expect(within(form).getByRole('heading', { name: 'Loan applied for' })).toBeTruthy();
    expect(within(form).getByText('Estimated monthly instalment')).toBeTruthy();
  });

  it('links an approved application to its agreement, with the agreement’s status', async () => {
    const agreementId = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
    const { user, currentPath } = await openApplication(
      applicationView({
        approval: { amountSen: sen(500_000), tenureMonths: 12 },
        agreement: { id: agreementId, agreementNo: 'SKL-2026-000001', status: 'AWAITING_ATTESTATION' },
      }),
      ['verifier'],
    );
    expect(screen.getByText('Agreement status: Awaiting attestation')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Agreement SKL-2026-000001' }));
    await waitFor(() => expect(currentPath()).toBe(`/agreements/${agreementId}`));
  });

  it('offers exactly the decisions the server allows, and no cancel to a reviewer', async () => {
    const { panel } = await openApplication();
    const choices = within(panel).getByRole('group', { name: 'Choose a decision' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject', 'Refer back']);
    expect(within(panel).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Cancel application' })).toBeNull();
  });

  it('says why the officer may not decide, and offers nothing', async () => {
    const { panel } = await openApplication(
      applicationView({
        allowedDecisions: [],
        decisionBlockedReason: 'You verified this application, so another officer must approve it.',
      }),
    );
    expect(
      within(panel).getByText('You verified this application, so another officer must approve it.'),
    ).toBeTruthy();
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  });

  it('requires a remark before anything is sent', async () => {
    const { api, panel, user } = await openApplication();
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    const remark = within(panel).getByLabelText('Remark');
    expect(await within(panel).findByText('Write a remark of 3 to 1,000 characters.')).toBeTruthy();
    expect(remark.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(remark);
    expect(api.to(DECISIONS)).toHaveLength(0);
  });

  it('refuses in the browser an approval above the maximum, then approves within it after a confirmation', async () => {
    const approved = applicationView({
      application: { ...applicationView().application, applicationStatus: 'APPROVED' },
      approval: { amountSen: sen(800_000), tenureMonths: 18 },
      allowedDecisions: [],
    });
    const { api, panel, user, queryClient } = await openApplication(applicationView(), ['approver1'], {
      [`POST ${DECISIONS}`]: ok({ message: 'The application is approved.', application: approved }),
    });
    queryClient.setQueryData(queueSummaryQueryKey, queueSummary());

    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const amount = within(panel).getByLabelText('Approved amount (RM)') as HTMLInputElement;
    const tenure = within(panel).getByLabelText('Tenure') as HTMLSelectElement;
    // Prefilled with what the applicant applied for.
    expect(amount.value).toBe('5000.00');
    expect(tenure.value).toBe('12');
    expect(within(panel).getByText('Maximum: RM8,000.00')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '8000.01');
    await user.type(within(panel).getByLabelText('Remark'), 'Income verified with the employer.');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(
      await within(panel).findByText(
        'The amount cannot be more than the maximum eligible amount, RM8,000.00.',
      ),
    ).toBeTruthy();
    expect(api.to(DECISIONS)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '8,000');
    await user.selectOptions(tenure, '18');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));

    const confirm = await within(panel).findByRole('heading', {
      name: 'Approve application SK-2026-000123?',
    });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(within(panel).getByText('RM8,000.00')).toBeTruthy();
    expect(within(panel).getByText('18 months')).toBeTruthy();
    expect(api.to(DECISIONS)).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Confirm approval' }));

    expect(await within(panel).findByText('The application is approved.')).toBeTruthy();
    expect(api.to(DECISIONS)[0]?.body).toEqual({
      decision: 'approve',
      remark: 'Income verified with the employer.',
      amountSen: 800_000,
      tenureMonths: 18,
    });
    expect(api.to(DECISIONS)[0]?.authorization).toBe('Bearer access-1');
    // The view shows the answer's application; the queue counts will be read again.
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('group', { name: 'Choose a decision' })).toBeNull();
    expect(queryClient.getQueryState(queueSummaryQueryKey)?.isInvalidated).toBe(true);
  });

  it('refuses an approved amount with a third decimal, naming it, and sends nothing', async () => {
    const { api, panel, user } = await openApplication(applicationView(), ['approver1']);
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const amount = within(panel).getByLabelText('Approved amount (RM)');
    await user.clear(amount);
    await user.type(amount, '5000.001');
    await user.type(within(panel).getByLabelText('Remark'), 'Income verified with the employer.');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(
      await within(panel).findByText('Please enter the amount with at most 2 decimal places'),
    ).toBeTruthy();
    expect(api.to(DECISIONS)).toHaveLength(0);
  });

  it('refers back with the steps to redo, at least one', async () => {
    const referred = applicationView({
      application: { ...applicationView().application, applicationStatus: 'REFERBACK' },
      allowedDecisions: [],
    });
    const { api, panel, user } = await openApplication(applicationView(), ['approver1'], {
      [`POST ${DECISIONS}`]: ok({
        message: 'The application is referred back to the applicant.',
        application: referred,
      }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Refer back' }));
    await user.type(within(panel).getByLabelText('Remark'), 'The March salary slip is missing.');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(await within(panel).findByText('Tick at least one step for the applicant to redo.')).toBeTruthy();

    await user.click(within(panel).getByRole('checkbox', { name: 'Document upload' }));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    await user.click(await within(panel).findByRole('button', { name: 'Confirm refer back' }));

    expect(await within(panel).findByText('The application is referred back to the applicant.')).toBeTruthy();
    expect(api.to(DECISIONS)[0]?.body).toEqual({
      decision: 'referBack',
      remark: 'The March salary slip is missing.',
      steps: ['documentUpload'],
    });
  });

  it("shows the server's refusal in the confirmation, and lets the officer go back", async () => {
    const { panel, user } = await openApplication(applicationView(), ['approver1'], {
      [`POST ${DECISIONS}`]: {
        status: 409,
        body: { message: 'You have already decided on this application in this review.' },
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    await user.type(within(panel).getByLabelText('Remark'), 'Bill overdue for three months.');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(await within(panel).findByText(/cannot apply again for 3 months/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Confirm rejection' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'You have already decided on this application in this review.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Back to the form' }));
    expect((within(panel).getByLabelText('Remark') as HTMLTextAreaElement).value).toBe(
      'Bill overdue for three months.',
    );
  });

  it("lets an admin cancel with a remark, through the spec's cancel call", async () => {
    const cancelled = applicationView({
      application: { ...applicationView().application, applicationStatus: 'CANCELED' },
      allowedDecisions: [],
      canCancel: false,
    });
    const { api, panel, user } = await openApplication(
      applicationView({ allowedDecisions: [], canCancel: true }),
      ['admin'],
      {
        [`PATCH ${BACKOFFICE_PATHS.cancel(APPLICATION_ID)}`]: ok({
          message: 'The application is cancelled.',
          application: cancelled,
        }),
      },
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancel application' }));
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(await within(panel).findByText('Write a remark of 3 to 1,000 characters.')).toBeTruthy();
    await user.type(within(panel).getByLabelText('Remark'), 'Duplicate application.');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    await user.click(await within(panel).findByRole('button', { name: 'Confirm cancellation' }));

    expect(await within(panel).findByText('The application is cancelled.')).toBeTruthy();
    expect(api.to(BACKOFFICE_PATHS.cancel(APPLICATION_ID))[0]?.body).toEqual({
      remark: 'Duplicate application.',
    });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Cancel application' })).toBeNull();
  });

  it('adds a note and shows it as the server answers', async () => {
    const { api, user } = await openApplication(applicationView(), ['verifier'], {
      [`POST ${BACKOFFICE_PATHS.notes(APPLICATION_ID)}`]: (request) => ({
        status: 201,
        body: {
          message: 'Note saved.',
          application: applicationView({
            notes: [
              ...applicationView().notes,
              {
                id: 'n2',
                at: '2026-03-03T04:00:00.000Z',
                officerName: 'Nurul Huda',
                ...(request.body as { text: string }),
              },
            ],
          }),
        },
      }),
    });
    const section = screen.getByRole('region', { name: 'Notes' });
    await user.type(
      within(section).getByLabelText('Add a note for colleagues'),
      'Waiting for the employer letter.',
    );
    await user.click(within(section).getByRole('button', { name: 'Save note' }));
    expect(await within(section).findByText('Waiting for the employer letter.')).toBeTruthy();
    expect(api.to(BACKOFFICE_PATHS.notes(APPLICATION_ID))[0]?.body).toEqual({
      text: 'Waiting for the employer letter.',
    });
    expect((within(section).getByLabelText('Add a note for colleagues') as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it("shows a document fetched with the officer's token, an image in place and a PDF in a new tab", async () => {
    const [pdf, png] = applicationView().files;
    const { api, user } = await openApplication(applicationView(), ['verifier'], {
      [`GET ${FILE_PATHS.file(png?.id ?? '')}`]: ok(
        new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      ),
      [`GET ${FILE_PATHS.file(pdf?.id ?? '')}`]: ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    });
    await user.click(screen.getByRole('button', { name: 'View slip-march.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'slip-march.png' });
    const image = await within(dialog).findByRole('img', { name: 'slip-march.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(api.to(FILE_PATHS.file(png?.id ?? ''))[0]?.authorization).toBe('Bearer access-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'View statement-jan-mar.pdf' }));
    const pdfDialog = await screen.findByRole('dialog', { name: 'statement-jan-mar.pdf' });
    const open = await within(pdfDialog).findByRole('link', { name: /Open the PDF/ });
    expect(open.getAttribute('href')).toMatch(/^blob:/);
    expect(open.getAttribute('target')).toBe('_blank');
  });
});
