import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

function mockFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function openContactPage(path = '/contact-us') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('the contact form', () => {
  it("shows the catalog's messages for missing input and sends nothing", async () => {
    const fetch = mockFetch(201, { message: 'unused', reference: 'CU-7K3M9Q2X' });
    const { user } = await openContactPage();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(await screen.findByText('Please enter your Email Address')).toBeTruthy();
    expect(screen.getByText('Comments/Question cannot be empty')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(
      screen.getByText('Please enter your Email Address').closest('p')?.id,
    );
    expect(document.activeElement).toBe(email);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the email address is not valid', async () => {
    mockFetch(201, { message: 'unused', reference: 'CU-7K3M9Q2X' });
    const { user } = await openContactPage();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'aisyah@');
    await user.type(screen.getByRole('textbox', { name: 'Comments/Question' }), 'When is my loan paid out?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The enter is not valid Email Address')).toBeTruthy();
  });

  it('shows the messages in Malay on the Malay page', async () => {
    mockFetch(201, { message: 'unused', reference: 'CU-7K3M9Q2X' });
    const { user } = await openContactPage('/contact-us?lang=ms');
    await user.click(screen.getByRole('button', { name: 'Hantar' }));
    expect(await screen.findByText('Sila masukkan Alamat E-mel anda')).toBeTruthy();
    expect(screen.getByText('Komen/Soalan tidak boleh kosong')).toBeTruthy();
  });

  it("posts the form and shows the server's message, then clears the form", async () => {
    const fetch = mockFetch(201, {
      message: 'Terima kasih. Mesej anda telah dihantar.',
      reference: 'CU-7K3M9Q2X',
    });
    const { user } = await openContactPage('/islamic/contact-us?lang=ms');
    const email = screen.getByRole('textbox', { name: 'Alamat e-mel' });
    const comments = screen.getByRole('textbox', { name: 'Komen/Soalan' });
    await user.type(email, ' aisyah@example.com ');
    await user.type(comments, 'Bila wang saya dibayar?');
    await user.click(screen.getByRole('button', { name: 'Hantar' }));

    const confirmation = await screen.findByText('Terima kasih. Mesej anda telah dihantar.');
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/sinar/api/v1.0/contact-us');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ms');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'aisyah@example.com',
      comments: 'Bila wang saya dibayar?',
    });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
    expect((comments as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's error message and its field errors", async () => {
    mockFetch(429, { message: 'Too many attempts. Please wait a moment and try again.' });
    const { user } = await openContactPage();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'aisyah@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Comments/Question' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('puts the field errors of a 400 answer beside their fields', async () => {
    mockFetch(400, {
      message: 'Please check the highlighted fields and try again.',
      fieldErrors: { email: 'This email address cannot receive mail.' },
    });
    const { user } = await openContactPage();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'aisyah@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Comments/Question' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This email address cannot receive mail.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
  });
});
