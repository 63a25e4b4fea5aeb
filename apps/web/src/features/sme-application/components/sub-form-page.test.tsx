import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { SME_APPLICATION_PATHS, sen } from '@sinar/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { logInAsPartner, SME_APPLICATION_ID, smeApi, smeApplication } from './test-fixtures.ts';

const address = {
  address1: 'No. 12, Jalan Kenari 3',
  postcode: '47100',
  city: 'Puchong',
  state: 'Selangor',
};

/** A sole proprietor's draft with every sub-form filled in validly. */
const COMPLETE = {
  company: {
    companyName: 'Siti Hajar Enterprise',
    companyEmail: 'enterprise@example.com',
    businessOldRegistrationNo: '1312525-A',
    businessNewRegistrationNo: '201903123456',
    natureOfBusiness: 'Mobile phone retail',
    businessContactNo: '0380001234',
    businessAddress: address,
    registeredSsmAddress: address,
    countryOfIncorporation: 'Malaysia',
    nameOfSeniorManagement: 'Siti Hajar binti Ismail',
    applicantPosition: 'Owner',
  },
  applicant: {
    name: 'Siti Hajar binti Ismail',
    icType: 'MYKAD',
    nric: '880214105562',
    emailAddress: 'siti.hajar@example.com',
    applicantPhoneNo: '0192000010',
    applicantRaceId: '1',
    nationality: 'Malaysian',
    homeAddress: address,
    nricAddress: address,
    mailingAddress: address,
    applicantEmploymentTypeId: '3',
    occupationType: 'Business owner',
    employerName: 'Siti Hajar Enterprise',
  },
  disbursement: {
    personalBankId: '1',
    personalBankAccountName: 'Siti Hajar binti Ismail',
    personalBankAccountNo: '112233445566',
  },
  emergency: {
    emergencyContactPersonName: 'Ismail bin Omar',
    emergencyContactPersonPhoneNo: '0198765432',
    emergencyContactEmail: 'ismail@example.com',
    emergencyContactRelationshipId: '1',
  },
};

describe('the sub-form pages', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAsPartner();
  });

  it("refuses a company's two directors whose shares exceed 100%, on the last director's percentage", async () => {
    const server = smeApi(
      smeApplication({
        partnerType: 'COMPANY',
        subForms: ['company', 'applicant', 'disbursement', 'emergency', 'directors'],
      }),
    );
    const { user, container } = await renderApp('/smeApplication/director-details');
    const first = await screen.findByRole('group', { name: 'Director or partner 1' });
    const second = screen.getByRole('group', { name: 'Director or partner 2' });
    const fill = async (group: HTMLElement, values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values))
        await user.type(within(group).getByRole('textbox', { name: label }), value);
    };
    await fill(first, {
      'Full name as per IC or passport': 'Chong Wei Liang',
      'Identity number': '790322085519',
      'Contact number': '0192000003',
      'Personal email': 'chong@example.com',
      Position: 'Director',
      'Shares (units)': '60000',
      'Shares (%)': '60',
    });
    await fill(second, {
      'Full name as per IC or passport': 'Tan Mei Ling',
      'Identity number': '820715105432',
      'Contact number': '0192000033',
      'Personal email': 'not-an-email',
      Position: 'Director',
      'Shares (units)': '50000',
      'Shares (%)': '50',
    });
    await user.click(screen.getByRole('button', { name: 'Submit my application form' }));

    const percent = within(second).getByRole('textbox', { name: 'Shares (%)' });
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(second).getByText('The shares of all directors or partners add up to 110%, more than 100%'),
    ).toBeTruthy();
    expect(within(second).getByText('This is not a valid email address')).toBeTruthy();
    expect(
      within(first).getByRole('textbox', { name: 'Shares (%)' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(server.sent.filter((request) => request.url.endsWith('smeCompanyApplication'))).toHaveLength(0);

    // A third director can be added and removed again; two always stay.
    await user.click(screen.getByRole('button', { name: 'Add a director or partner' }));
    expect(screen.getByRole('group', { name: 'Director or partner 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove director or partner 3' }));
    expect(screen.queryByRole('group', { name: 'Director or partner 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove director/ })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  }, 30_000);

  it('saves the part as it is typed, and shows it again after a reload', async () => {
    const server = smeApi(
      smeApplication({ amountSen: sen(1_000_000), tenureMonths: 12, smeLoanReasonId: '1' }),
    );
    const first = await renderApp('/smeApplication/applicant-details');
    const nationality = await screen.findByRole('textbox', { name: 'Nationality' });
    // The new draft's phone number is there already.
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '0192000010');
    await first.user.type(nationality, 'Malaysian');
    await first.user.type(
      within(screen.getByRole('group', { name: 'Home address' })).getByRole('textbox', { name: 'Postcode' }),
      '47100',
    );
    await waitFor(
      () =>
        expect(server.to(SME_APPLICATION_PATHS.draft).at(-1)?.body).toMatchObject({
          id: SME_APPLICATION_ID,
          form: { applicant: { nationality: 'Malaysian', homeAddress: { postcode: '47100' } } },
        }),
      { timeout: 3000 },
    );
    cleanup();
    getQueryClient().clear();

    await renderApp('/smeApplication/applicant-details');
    expect(await screen.findByRole('textbox', { name: 'Nationality' })).toHaveProperty('value', 'Malaysian');
    expect(
      within(screen.getByRole('group', { name: 'Home address' })).getByRole('textbox', { name: 'Postcode' }),
    ).toHaveProperty('value', '47100');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '0192000010');
    expect(server.current()?.form.applicant).toMatchObject({ applicantPhoneNo: '0192000010' });
  });

  it("shows the server's field error on its field, on the page that holds it", async () => {
    const server = smeApi(
      smeApplication({ form: COMPLETE, amountSen: sen(1_000_000), tenureMonths: 12, smeLoanReasonId: '1' }),
      {
        [`POST ${SME_APPLICATION_PATHS.submission('SOLE_PROPRIETOR')}`]: {
          status: 400,
          body: {
            message: 'Please check the highlighted fields',
            fieldErrors: { 'company.businessNewRegistrationNo': 'This registration number is not valid' },
          },
        },
      },
    );
    const { user, router } = await renderApp('/smeApplication/emergency-details');
    await user.click(await screen.findByRole('button', { name: 'Submit my application form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smeApplication/company-details'));
    const field = await screen.findByRole('textbox', { name: 'New registration number' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This registration number is not valid')).toBeTruthy();
    const sent = server.to(SME_APPLICATION_PATHS.submission('SOLE_PROPRIETOR'))[0]?.body;
    expect(sent).toEqual({
      smeApplicationId: SME_APPLICATION_ID,
      amountSen: 1_000_000,
      tenureMonths: 12,
      smeLoanReasonId: '1',
      ...COMPLETE,
    });
  });

  it('submits the last page and goes to the summary', async () => {
    const submitted = smeApplication({
      form: COMPLETE,
      amountSen: sen(1_000_000),
      tenureMonths: 12,
      smeLoanReasonId: '1',
      markers: ['APPLICATIONFORMCOMPLETED'],
    });
    smeApi(
      smeApplication({ form: COMPLETE, amountSen: sen(1_000_000), tenureMonths: 12, smeLoanReasonId: '1' }),
      {
        [`POST ${SME_APPLICATION_PATHS.submission('SOLE_PROPRIETOR')}`]: {
          status: 200,
          body: { message: 'Update successfully', application: submitted },
        },
      },
    );
    const { user, router } = await renderApp('/smeApplication/emergency-details');
    expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Submit my application form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/application/summary'));
  });
});
