import { I18nProvider } from '@sinar/client/translator-react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { carryToastsToNextDocument, ToastProvider, useToast } from './toast.tsx';

let api: ReturnType<typeof useToast> | null = null;

function Catch() {
  api = useToast();
  return null;
}

function show(message: string, tone?: 'info' | 'error') {
  act(() => api?.show(message, tone));
}

const shown = () => screen.getByRole('status').querySelectorAll('p');

beforeAll(async () => {
  await initI18n({ search: '' });
});
afterEach(() => vi.useRealTimers());

describe('the toasts', () => {
  it('shows one piece of information at a time, keeps errors until closed, and fades information after a while', () => {
    vi.useFakeTimers();
    render(
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <Catch />
        </ToastProvider>
      </I18nProvider>,
    );
    show('Thank you. Your attestation is recorded.');
    show('The bank did not answer.', 'error');
    show('Thank you. You accepted the agreement.');
    show('Valid');
    expect([...shown()].map((toast) => toast.textContent)).toEqual(['The bank did not answer.', 'Valid']);

    act(() => vi.advanceTimersByTime(8_000));
    expect([...shown()].map((toast) => toast.textContent)).toEqual(['The bank did not answer.']);
  });

  it('carries the toasts showing to the next document, which shows them once', () => {
    const page = () => (
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <Catch />
        </ToastProvider>
      </I18nProvider>
    );
    const landing = render(page());
    // Carried at once, before React has rendered the toast: the login dialog moves on in the same task.
    act(() => {
      api?.show('Login successful');
      carryToastsToNextDocument();
    });
    landing.unmount();

    const home = render(page());
    expect([...shown()].map((toast) => toast.textContent)).toEqual(['Login successful']);
    home.unmount();

    render(page());
    expect(shown()).toHaveLength(0);
  });
});
