import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  ADMIN_AUTH_PATHS,
  BACKOFFICE_PATHS,
  type CustomerDetail,
  type CustomerUpdateRequest,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi, ok } from '../../../test/fake-api.ts';
import { APPLICATION_ID, logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const USER_ID = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';
const DRAFT_ID = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const PAGE = `/customers/${USER_ID}`;
const DETAIL_PATH = BACKOFFICE_PATHS.user(USER_ID);

function customer(): CustomerDetail {
  return {
    profile: {
      id: USER_ID,
      organizationType: 'INDIVIDUAL',
      fullName: 'Aisyah binti Ahmad',
      email: 'aisyah@example.com',
      pendingEmail: null,
      phoneNo: '0123000001',
      icType: 'MYKAD',
      nric: '900101105566',
      dateOfBirth: '1990-01-01',
      age: 36,
      raceId: '1',
      residentialAddress1: '1 Jalan Mawar',
      residentialAddress2: null,
      residentialAddress3: null,
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
      grossSalaryRangeId: '3',
      partnerId: null,
      tinNumber: null,
      brands: ['conventional'],
      marketingConsent: true,
      marketingConsentAt: '2026-01-05T02:00:00.000Z',
      latestApplicationId: null,
      latestAgreementId: null,
      allowToApplyNewLoanAfterDateTime: null,
      passwordIsTemporary: false,
      identityLocked: true,
      createdAt: '2026-01-05T02:00:00.000Z',
      locked: false,
    },
    applications: [
      {
        id: APPLICATION_ID,
        applicationNo: 'SK-2026-000123',
        applicationType: 'conventional',
        applicationStatus: 'APPROVED',
        amountSen: sen(500_000),
        tenureMonths: 12,
        createdAt: '2026-03-01T01:00:00.000Z',
        submittedAt: '2026-03-02T01:15:00.000Z',
      },
      {
        id: DRAFT_ID,
        applicationNo: 'SK-2026-000099',
        applicationType: 'islamic',
        applicationStatus: 'DRAFT',
        amountSen: null,
        tenureMonths: null,
        createdAt: '2026-02-01T01:00:00.000Z',
        submittedAt: null,
      },
    ],
  };
}

/** The account as the server holds it: each admin call changes it, and the page reads it again. */
function customerApi(extra: Record<string, Answer> = {}) {
  const admin = logInAs(['admin']);
  let current = customer();
  const api = fakeApi({
    ...sessionAnswers(admin),
    [`GET ${DETAIL_PATH}`]: () => ok(current),
    [`PATCH ${DETAIL_PATH}`]: (request) => {
      const { remark: _remark, ...details } = request.body as CustomerUpdateRequest;
      current = {
        ...current,
        profile: {
          ...current.profile,
          ...details,
          residentialAddress2: details.residentialAddress2 ?? null,
          residentialAddress3: details.residentialAddress3 ?? null,
        },
      };
      return ok({ message: 'Updated', customer: current });
    },
    [`PATCH ${BACKOFFICE_PATHS.userIdentity(USER_ID)}`]: (request) => {
      const { nric, fullName } = request.body as { nric: string; fullName: string };
      if (nric === '900101105577') {
        return {
          status: 409,
          body: { message: 'Another customer holds this NRIC. Check the identity card again.' },
        };
      }
      current = { ...current, profile: { ...current.profile, nric, fullName } };
      return ok({
        message:
          'The NRIC and name are corrected. Application SK-2026-000099 goes back to the applicant to verify their identity again.',
        sentBackApplicationNo: 'SK-2026-000099',
      });
    },
    [`PATCH ${ADMIN_AUTH_PATHS.updateAuthOnly(USER_ID)}`]: (request) => {
      const body = request.body as { locked?: boolean; email?: string };
      if (body.email === 'taken@example.com') {
        return { status: 409, body: { message: 'This email is already registered.' } };
      }
      const { locked, ...login } = body;
      current = {
        ...current,
        profile: { ...current.profile, ...login, ...(locked === undefined ? {} : { locked }) },
      };
      const { locked: _locked, ...profile } = current.profile;
      return ok(profile);
    },
    [`PATCH ${ADMIN_AUTH_PATHS.linkApplication(USER_ID, APPLICATION_ID, 'AG-2026-0042')}`]: () => {
      current = {
        ...current,
        profile: {
          ...current.profile,
          latestApplicationId: APPLICATION_ID,
          latestAgreementId: 'AG-2026-0042',
        },
      };
      const { locked: _locked, ...profile } = current.profile;
      return ok(profile);
    },
    ...extra,
  });
  return api;
}

async function openCustomer(extra: Record<string, Answer> = {}) {
  const api = customerApi(extra);
  const rendered = await renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Aisyah binti Ahmad' });
  return { api, ...rendered };
}

describe("the admin's page of a customer", () => {
  it('opens from the look-up and shows the profile and every application, accessibly', async () => {
    const api = customerApi({
      [`GET ${BACKOFFICE_PATHS.users}`]: ok([
        {
          id: USER_ID,
          fullName: 'Aisyah binti Ahmad',
          organizationType: 'INDIVIDUAL',
          phoneNo: '0123000001',
          email: 'aisyah@example.com',
          nricMasked: '********5566',
          latestApplicationId: APPLICATION_ID,
          latestApplicationNo: 'SK-2026-000123',
          latestApplicationStatus: 'APPROVED',
        },
      ]),
    });
    const { user, currentPath, container } = await renderApp('/customers?q=aisyah');
    await user.click(await screen.findByRole('link', { name: 'Aisyah binti Ahmad' }));
    await waitFor(() => expect(currentPath()).toBe(PAGE));
    await screen.findByRole('heading', { level: 1, name: 'Aisyah binti Ahmad' });
    expect(api.to(DETAIL_PATH, 'GET')).toHaveLength(1);

    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('900101-10-5566')).toBeTruthy();
    expect(
      within(profile).getByText('1 Jalan Mawar, 50450 Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur'),
    ).toBeTruthy();
    expect(within(profile).getByText('Can log in')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'The customer’s applications, newest first' });
    const [, approved, draft] = within(table).getAllByRole('row') as HTMLElement[];
    expect(approved?.textContent).toContain('RM5,000.00');
    expect(approved?.textContent).toContain('12 months');
    expect(draft?.textContent).toContain('Islamic');

    await waitFor(() => expect(document.title).toBe('Aisyah binti Ahmad | Sinar Kredit Back Office'));
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(within(table).getByRole('link', { name: 'SK-2026-000123' }));
    await waitFor(() => expect(currentPath()).toBe(`/applications/${APPLICATION_ID}`));
  });

  it("updates the customer's details after a confirmation and shows the server's message", async () => {
    const { api, user, container } = await openCustomer();
    await user.click(screen.getByRole('button', { name: 'Update details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the details of Aisyah binti Ahmad' });

    expect(within(dialog).queryByLabelText('Full name')).toBeNull();
    const postcode = within(dialog).getByLabelText('Postcode');
    await user.clear(postcode);
    await user.type(postcode, '00000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter a Malaysian postcode of 5 digits.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a reason of 3 to 1,000 characters.')).toBeTruthy();

    await user.clear(postcode);
    await user.type(postcode, '10200');
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'As on the MyKad she showed');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const heading = await within(dialog).findByRole('heading', {
      name: 'Update the details of Aisyah binti Ahmad?',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const changes = within(dialog).getByRole('table', { name: 'What changes' });
    expect(within(changes).getByRole('row', { name: /City/ }).textContent).toContain('Pulau Pinang');
    expect(within(changes).queryByRole('row', { name: /Address line 1/ })).toBeNull();
    expect(api.to(DETAIL_PATH, 'PATCH')).toHaveLength(0);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Update details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(DETAIL_PATH, 'PATCH')[0]?.body).toEqual({
      residentialAddress1: '1 Jalan Mawar',
      postcode: '10200',
      city: 'Pulau Pinang',
      state: 'Pulau Pinang',
      remark: 'As on the MyKad she showed',
    });
    expect((await screen.findByRole('status')).textContent).toContain('Updated');
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('1 Jalan Mawar, 10200 Pulau Pinang, Pulau Pinang')).toBeTruthy();
  });

  it('changes the login with the admin-auth call, then reads the account again', async () => {
    const { api, user } = await openCustomer();
    await user.click(screen.getByRole('button', { name: 'Change login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the login of Aisyah binti Ahmad' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nothing has been changed yet.');

    const phone = within(dialog).getByLabelText('Login mobile number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/Enter a Malaysian mobile number/)).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '0123000001');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Lock the account' }));
    await user.type(within(dialog).getByLabelText('No new application before'), '2026-09-01');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const changes = await within(dialog).findByRole('table', { name: 'What changes' });
    expect(within(changes).getByRole('row', { name: /Lock the account/ }).textContent).toContain('Locked');
    expect(within(changes).getByRole('row', { name: /No new application before/ }).textContent).toContain(
      '1 Sept 2026',
    );
    expect(within(changes).queryByRole('row', { name: /Login mobile number/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Change login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(ADMIN_AUTH_PATHS.updateAuthOnly(USER_ID))[0]?.body).toEqual({
      locked: true,
      allowToApplyNewLoanAfterDateTime: '2026-08-31T16:00:00.000Z',
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      'The login of Aisyah binti Ahmad has been changed.',
    );
    await waitFor(() => expect(api.to(DETAIL_PATH, 'GET')).toHaveLength(2));
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('Locked')).toBeTruthy();
  });

  it("shows the server's refusal on the confirmation, and goes back to the form", async () => {
    const { user } = await openCustomer();
    await user.click(screen.getByRole('button', { name: 'Change login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the login of Aisyah binti Ahmad' });
    const email = within(dialog).getByLabelText('Login email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Change login' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This email is already registered.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect((within(dialog).getByLabelText('Login email') as HTMLInputElement).value).toBe(
      'taken@example.com',
    );
  });

  it('corrects the NRIC and name with a reason, after a confirmation, and says what it did', async () => {
    const { api, user, container } = await openCustomer();
    await user.click(screen.getByRole('button', { name: 'Correct identity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the identity of Aisyah binti Ahmad' });
    const nric = within(dialog).getByLabelText('NRIC') as HTMLInputElement;
    expect(nric.value).toBe('900101-10-5566');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter a reason of 3 to 1,000 characters.')).toBeTruthy();
    await user.clear(nric);
    await user.type(nric, '900101-10-5577');
    await user.type(within(dialog).getByLabelText('Reason for the correction'), 'As on the MyKad she showed');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const changes = await within(dialog).findByRole('table', { name: 'What changes' });
    expect(within(changes).getByRole('row', { name: /NRIC/ }).textContent).toContain('900101-10-5577');
    expect(within(changes).queryByRole('row', { name: /Full name/ })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    // Another customer's NRIC: the server's refusal, and back to the form.
    await user.click(within(dialog).getByRole('button', { name: 'Correct identity' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Another customer holds this NRIC.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    const again = within(dialog).getByLabelText('NRIC') as HTMLInputElement;
    await user.clear(again);
    await user.type(again, '900101105567');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Correct identity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(BACKOFFICE_PATHS.userIdentity(USER_ID))[1]?.body).toEqual({
      nric: '900101105567',
      fullName: 'Aisyah binti Ahmad',
      remark: 'As on the MyKad she showed',
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Application SK-2026-000099 goes back to the applicant',
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('900101-10-5567')).toBeTruthy();
  });

  it('links an application and agreement to the customer', async () => {
    const { api, user } = await openCustomer();
    await user.click(screen.getByRole('button', { name: 'Link application' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Link an application and agreement to Aisyah binti Ahmad',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Choose an application.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the agreement number (at most 64 characters).')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Application'), APPLICATION_ID);
    await user.type(within(dialog).getByLabelText('Agreement number'), 'AG-2026-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const changes = await within(dialog).findByRole('table', { name: 'What changes' });
    expect(within(changes).getByRole('row', { name: /Application/ }).textContent).toContain('SK-2026-000123');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = ADMIN_AUTH_PATHS.linkApplication(USER_ID, APPLICATION_ID, 'AG-2026-0042');
    expect(api.to(link, 'PATCH')).toHaveLength(1);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Application SK-2026-000123 and agreement AG-2026-0042 are now linked to Aisyah binti Ahmad.',
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(
      await within(profile).findByText(`Application ${APPLICATION_ID}, agreement AG-2026-0042`),
    ).toBeTruthy();
  });
});
