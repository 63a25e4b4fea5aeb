import { I18nProvider } from '@sinar/client/translator-react';
import { PASSWORD_MAX_LENGTH } from '@sinar/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadDeferredTexts } from '../../lib/i18n.ts';
import { NewPasswordFields, PasswordField } from './password-field.tsx';

/** Renders inside a router and the catalog, as every page is. */
function renderPage(page: () => ReactNode) {
  const router = createMemoryRouter([{ path: '/', Component: page }]);
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return user;
}

describe('PasswordField', () => {
  it('is a required password box, capped at the domain maximum, completed by purpose', () => {
    render(
      <>
        <PasswordField purpose="current" label="Password" error="Please Enter Your Password" />
        <PasswordField purpose="new" label="New password" description="At least 8 characters" />
      </>,
    );
    const current = screen.getByLabelText('Password');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(current.getAttribute('aria-required')).toBe('true');
    expect(current.getAttribute('maxlength')).toBe(String(PASSWORD_MAX_LENGTH));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(
      screen.getByText('Please Enter Your Password').closest('p')?.id,
    );

    const chosen = screen.getByLabelText('New password');
    expect(chosen.getAttribute('autocomplete')).toBe('new-password');
    expect(chosen.getAttribute('aria-invalid')).toBeNull();
    expect(chosen.getAttribute('aria-describedby')).toBe(screen.getByText('At least 8 characters').id);
  });

  it("lets the caller's props win over the preset", () => {
    render(<PasswordField purpose="current" label="Password" id="pin" maxLength={undefined} />);
    const box = screen.getByLabelText('Password');
    expect(box.id).toBe('pin');
    expect(box.hasAttribute('maxlength')).toBe(false);
  });
});

describe('NewPasswordFields', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ search: '' });
    // The form fields' texts are in the catalog's deferred part, which every page and dialog with a form loads.
    await loadDeferredTexts();
    await i18n.changeLanguage('en');
  });

  it('asks for the new password with its rules, then again, both registered with the form', async () => {
    const onSubmit = vi.fn();
    const user = renderPage(function Page() {
      const { register, handleSubmit } = useForm({ defaultValues: { password: '', confirmPassword: '' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <NewPasswordFields
            label="New password"
            password={register('password')}
            confirmation={{ ...register('confirmPassword'), error: 'Passwords do not match' }}
          />
          <button type="submit">Save</button>
        </form>
      );
    });

    const password = await screen.findByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm password');
    for (const box of [password, confirmation]) {
      expect(box.getAttribute('type')).toBe('password');
      expect(box.getAttribute('autocomplete')).toBe('new-password');
      expect(box.getAttribute('aria-required')).toBe('true');
      expect(box.getAttribute('maxlength')).toBe(String(PASSWORD_MAX_LENGTH));
    }
    expect(password.getAttribute('aria-describedby')).toBe(screen.getByText('At least 8 characters').id);
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(confirmation.getAttribute('aria-describedby')).toBe(
      screen.getByText('Passwords do not match').closest('p')?.id,
    );

    await user.type(password, 'Demo1234!');
    await user.type(confirmation, 'Demo1234?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ password: 'Demo1234!', confirmPassword: 'Demo1234?' });
  });
});
