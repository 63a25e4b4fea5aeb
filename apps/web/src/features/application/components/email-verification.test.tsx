import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { APPLICATION_ID, application, applicationApi } from './test-fixtures.ts';

const SEND = APPLICATION_PATHS.emailVerification(APPLICATION_ID);
const CHECK = APPLICATION_PATHS.emailVerificationCode(APPLICATION_ID);
const COMPLETE = STEP_PATHS.emailVerificationCompleted(APPLICATION_ID);
const formDone = application({ markers: ['APPLICATIONFORMCOMPLETED'] });

describe('the email verification', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('sends a code, refuses a wrong one, and goes on to the documents once the code is right', async () => {
    const server = applicationApi(formDone, {
      [`POST ${SEND}`]: { status: 200, body: { message: 'Sent' } },
      [`POST ${CHECK}`]: ({ body }) =>
        (body as { code: string }).code === '482913'
          ? { status: 200, body: { message: 'OTP Verified' } }
          : {
              status: 422,
              body: { message: 'Invalid code', fieldErrors: { code: 'The code is not valid' } },
            },
      [`PATCH ${COMPLETE}`]: { status: 200, body: {} },
    });
    const { user, router, container } = await renderApp('/application/email-verification');
    expect(await screen.findByRole('definition', { name: 'Email address' })).toBeTruthy();
    expect(screen.getByRole('definition', { name: 'Email address' }).textContent).toBe('aisyah@example.com');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We have sent a code to aisyah@example.com. It may take a minute to arrive.'),
    ).toBeTruthy();
    expect(server.to(SEND).map((request) => request.method)).toEqual(['POST']);
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    expect(document.activeElement).toBe(code);

    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please fill in all number')).toBeTruthy();
    expect(server.to(CHECK)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid')).toBeTruthy();
    expect(server.to(COMPLETE)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP Verified')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/document-upload'));
    expect(server.to(CHECK).at(-1)?.body).toEqual({ code: '482913' });
    expect(server.to(COMPLETE).map((request) => request.method)).toEqual(['PATCH']);
  });

  it('shows the address verified after the emailed link, and continues under /islamic', async () => {
    const server = applicationApi(
      application({ applicationType: 'islamic', markers: ['APPLICATIONFORMCOMPLETED'], emailVerified: true }),
      { [`PATCH ${COMPLETE}`]: { status: 200, body: {} } },
    );
    const { user, router, container } = await renderApp(
      '/islamic/application/email-verification?verified=1&lang=ms',
    );
    expect(await screen.findByText('Alamat e-mel anda telah disahkan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hantar kod' })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Teruskan ke muat naik dokumen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/application/document-upload'));
    expect(server.to(COMPLETE)).toHaveLength(1);
  });

  it('asks for an email address first when the application has none', async () => {
    applicationApi(application({ applicantEmail: null }));
    await renderApp('/application/email-verification');
    expect(
      await screen.findByText(
        'Your application has no email address. Please update your profile, then come back.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update profile' }).getAttribute('href')).toBe('/update-profile');
  });
});
