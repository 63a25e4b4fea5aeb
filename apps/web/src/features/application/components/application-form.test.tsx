import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { APPLICATION_ID, application, applicationApi, COMPLETE_FORM } from './test-fixtures.ts';

const SAVE = APPLICATION_PATHS.update('en', APPLICATION_ID);
const COMPLETE = STEP_PATHS.applicationFormCompleted(APPLICATION_ID);

async function openForm(path = '/application') {
  const app = await renderApp(path);
  await screen.findByRole('button', { name: /Next|Seterusnya/ });
  // The lists are in (the three contacts' relationships among them): the prefilled choices show.
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Colleague' })).toHaveLength(3));
  await screen.findByRole('option', { name: 'Maybank' });
  await screen.findByRole('option', { name: 'Private sector' });
  await screen.findByRole('option', { name: 'Education' });
  return app;
}

describe('the application form', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('starts from the draft and saves what was typed when the applicant leaves a section', async () => {
    const server = applicationApi(application(), { [`PATCH ${SAVE}`]: { status: 200, body: {} } });
    const { user, container } = await openForm();
    expect(screen.getByText('You may apply for up to RM7,000.')).toBeTruthy();
    const amount = screen.getByRole('combobox', { name: 'Loan amount' }) as HTMLSelectElement;
    expect(amount.value).toBe('500000');
    // Only amounts up to the maximum eligible are offered.
    expect(within(amount).getAllByRole('option').at(-1)?.textContent).toBe('RM7,000');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    expect((screen.getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement).value).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Employment type' }), 'Private sector');
    await user.type(screen.getByRole('textbox', { name: 'Employer name' }), 'Syarikat Maju');
    await user.type(screen.getByRole('textbox', { name: 'Employer contact number' }), '+60312345678');
    expect(server.to(SAVE)).toHaveLength(0);
    await user.click(screen.getByRole('textbox', { name: 'Actual monthly salary' }));
    await user.keyboard('4,200.50');

    await waitFor(() => expect(server.to(SAVE)).toHaveLength(1));
    expect(server.to(SAVE)[0]).toMatchObject({
      method: 'PATCH',
      body: {
        employmentTypeId: '2',
        employerName: 'Syarikat Maju',
        employerContactNo: '+60312345678',
        jobTitle: '',
        amountSen: 500_000,
        tenureMonths: 12,
        loanReasonId: '1',
        emergencyContact1: { name: '', phoneNo: '', relationshipId: '', email: '' },
      },
    });
    expect(await screen.findByText('Draft saved')).toBeTruthy();

    // Leaving the salary section saves the salary in whole sen.
    await user.click(screen.getAllByRole('textbox', { name: 'Name' })[0] as HTMLElement);
    await waitFor(() => expect(server.to(SAVE)).toHaveLength(2));
    expect(server.to(SAVE)[1]?.body).toMatchObject({ actualMonthlySalarySen: 420_050 });
  });

  it("shows the form's messages and sends nothing while fields are missing", async () => {
    const server = applicationApi(application());
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please Select Your Employment Type')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Employer Name')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Monthly Salary')).toBeTruthy();
    expect(screen.getByText('Please Select Your Bank')).toBeTruthy();
    expect(screen.getAllByText('Please Enter The Emergency Contact Name')).toHaveLength(2);
    expect(screen.getByText('Please Enter The Referee Name')).toBeTruthy();
    expect(server.to(COMPLETE)).toHaveLength(0);
  });

  it('saves, asks the server to complete the step and shows its field errors on the fields', async () => {
    const server = applicationApi(application({ form: COMPLETE_FORM }), {
      [`PATCH ${SAVE}`]: { status: 200, body: {} },
      [`PATCH ${COMPLETE}`]: {
        status: 422,
        body: {
          message: 'Please fill in the required fields',
          fieldErrors: {
            'emergencyContact2.phoneNo': 'Invalid phone number',
            personalBankAccountNo: 'Invalid bank account number',
          },
        },
      },
    });
    const { user, router } = await openForm();
    await user.clear(screen.getByRole('textbox', { name: 'Job title' }));
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Senior account executive');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const accountNo = screen.getByRole('textbox', { name: 'Bank account number' });
    await waitFor(() => expect(accountNo.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid bank account number')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(document.activeElement).toBe(accountNo);
    expect(router.state.location.pathname).toBe('/application');
    // The draft was saved before the step was asked for.
    const order = server.sent.filter((r) => r.method === 'PATCH').map((r) => r.url);
    expect(order).toEqual([SAVE, COMPLETE]);
    expect(server.to(SAVE)[0]?.body).toMatchObject({ jobTitle: 'Senior account executive' });
  });

  it('goes on to the email verification once the server records the step', async () => {
    const server = applicationApi(application({ form: COMPLETE_FORM }), {
      [`PATCH ${COMPLETE}`]: { status: 200, body: {} },
    });
    const { user, router } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/email-verification'));
    // Nothing changed since the draft was loaded: no save before the step.
    expect(server.to(SAVE)).toHaveLength(0);
    expect(server.to(COMPLETE)).toHaveLength(1);
  });

  it('refuses an emergency contact with the applicant’s own email, in Malay under /islamic', async () => {
    const server = applicationApi(
      application({
        applicationType: 'islamic',
        form: {
          ...COMPLETE_FORM,
          emergencyContact1: { ...COMPLETE_FORM.emergencyContact1, email: 'Aisyah@Example.com' },
        },
      }),
    );
    const { user } = await openForm('/islamic/application?lang=ms');
    expect(screen.getByRole('region', { name: 'Pembiayaan anda' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Seterusnya' }));
    expect(
      await screen.findByText(
        'E-mel orang untuk dihubungi semasa kecemasan mestilah berbeza daripada e-mel anda sendiri',
      ),
    ).toBeTruthy();
    expect(server.to(COMPLETE)).toHaveLength(0);
  });
});
