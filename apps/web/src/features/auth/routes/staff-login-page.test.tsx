import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

describe('the staff login page', () => {
  it('offers the staff login with registration and password reset', async () => {
    const { container } = await renderApp('/staff?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log masuk kakitangan' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Log masuk kakitangan | Sinar Kredit'));
    expect(screen.getByRole('textbox', { name: 'Alamat e-mel syarikat' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Saya bukan robot' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daftar sebagai kakitangan' }).getAttribute('href')).toBe(
      '/staff/registration',
    );
    expect(screen.getByRole('link', { name: 'Lupa kata laluan?' }).getAttribute('href')).toBe(
      '/staff/reset-password-request',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });
});
