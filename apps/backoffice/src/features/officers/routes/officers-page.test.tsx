import { BACKOFFICE_PATHS, type Officer } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, officer, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FARID: Officer = officer(['verifier'], {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'farid@sinarkredit.com.my',
  fullName: 'Farid Hassan',
});
const NEW_OFFICER: Officer = officer(['approver1'], {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  email: 'mei.ling@sinarkredit.com.my',
  fullName: 'Tan Mei Ling',
  totpEnrolled: false,
});

function officersApi() {
  const admin = logInAs(['admin']);
  let officers = [admin, FARID];
  return fakeApi({
    ...sessionAnswers(admin),
    [`GET ${BACKOFFICE_PATHS.officers}`]: () => ok(officers),
    [`POST ${BACKOFFICE_PATHS.officers}`]: (request) => {
      officers = [...officers, NEW_OFFICER];
      return request.body && (request.body as { email: string }).email === 'taken@sinarkredit.com.my'
        ? { status: 409, body: { message: 'An officer with this email already exists.' } }
        : { status: 201, body: { officer: NEW_OFFICER, temporaryPassword: 'Tmp-7kQ2-x9Lp' } };
    },
    [`PATCH ${BACKOFFICE_PATHS.officer(FARID.id)}`]: (request) => {
      officers = officers.map((one) => (one.id === FARID.id ? { ...one, ...(request.body as object) } : one));
      return ok(officers.find((one) => one.id === FARID.id));
    },
    [`POST ${BACKOFFICE_PATHS.officerReset(FARID.id)}`]: ok({
      officer: { ...FARID, totpEnrolled: false },
      temporaryPassword: 'Rst-4mN8-q2Wz',
    }),
  });
}

describe('the officers page', () => {
  it('creates an officer and shows the temporary password once, with a copy button', async () => {
    const api = officersApi();
    const { user } = await renderApp('/officers');
    // After the user-event setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const table = await screen.findByRole('table', { name: 'Officers' });
    expect(within(table).getByRole('rowheader', { name: 'Farid Hassan' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New officer' }));
    const form = screen.getByRole('region', { name: 'New officer' });
    await user.click(within(form).getByRole('button', { name: 'Create officer' }));
    expect(await within(form).findByText('Tick at least one role.')).toBeTruthy();
    expect(api.to(BACKOFFICE_PATHS.officers, 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Full name'), 'Tan Mei Ling');
    await user.type(within(form).getByLabelText('Work email'), 'mei.ling@sinarkredit.com.my');
    await user.click(within(form).getByRole('checkbox', { name: 'First approver' }));
    await user.click(within(form).getByRole('button', { name: 'Create officer' }));

    const heading = await within(form).findByRole('heading', { name: 'Temporary password for Tan Mei Ling' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(form).getByText('Tmp-7kQ2-x9Lp')).toBeTruthy();
    expect(within(form).getByText(/shown only once/)).toBeTruthy();
    expect(api.to(BACKOFFICE_PATHS.officers, 'POST')[0]?.body).toEqual({
      email: 'mei.ling@sinarkredit.com.my',
      fullName: 'Tan Mei Ling',
      roles: ['approver1'],
    });

    await user.click(within(form).getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('Tmp-7kQ2-x9Lp');
    expect(await within(form).findByText('Copied to the clipboard.')).toBeTruthy();

    // The list shows the new officer, waiting to set up the authenticator; the password is gone once dismissed.
    const newRow = await within(table).findByRole('row', { name: /Tan Mei Ling/ });
    expect(newRow.textContent).toContain('Authenticator not set up');
    await user.click(within(form).getByRole('button', { name: 'Done, I have noted it' }));
    expect(screen.queryByText('Tmp-7kQ2-x9Lp')).toBeNull();
  });

  it("shows the server's refusal of a new officer", async () => {
    officersApi();
    const { user } = await renderApp('/officers');
    await user.click(await screen.findByRole('button', { name: 'New officer' }));
    const form = screen.getByRole('region', { name: 'New officer' });
    await user.type(within(form).getByLabelText('Full name'), 'Someone Else');
    await user.type(within(form).getByLabelText('Work email'), 'taken@sinarkredit.com.my');
    await user.click(within(form).getByRole('checkbox', { name: 'Verifier' }));
    await user.click(within(form).getByRole('button', { name: 'Create officer' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'An officer with this email already exists.',
    );
  });

  it("changes an officer's roles and access", async () => {
    const api = officersApi();
    const { user } = await renderApp('/officers');
    await user.click(await screen.findByRole('button', { name: 'Edit Farid Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Farid Hassan' });
    expect((within(dialog).getByRole('checkbox', { name: 'Verifier' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Second verifier' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'May log in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(BACKOFFICE_PATHS.officer(FARID.id))[0]?.body).toEqual({
      roles: ['verifier', 'verifier2'],
      active: false,
    });
    const row = await screen.findByRole('row', { name: /Farid Hassan/ });
    await waitFor(() => expect(row.textContent).toContain('Deactivated'));
  });

  it("resets an officer's login after a confirmation and shows the new temporary password", async () => {
    const api = officersApi();
    const { user } = await renderApp('/officers');
    await user.click(await screen.findByRole('button', { name: 'Reset login Farid Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the login of Farid Hassan' });
    expect(api.to(BACKOFFICE_PATHS.officerReset(FARID.id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset login' }));
    expect(await within(dialog).findByText('Rst-4mN8-q2Wz')).toBeTruthy();
    expect(api.to(BACKOFFICE_PATHS.officerReset(FARID.id))).toHaveLength(1);
  });
});
