import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS, EKYC_PATHS, type EkycSession } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  APPLICATION_ID,
  application,
  ekycSession,
  fakeRoutes,
  photo,
  SESSION_ID,
  useLayout,
} from '../components/test-fixtures.ts';

vi.mock('qrcode', () => {
  const toDataURL = vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=');
  return { default: { toDataURL }, toDataURL };
});

const HANDOFF_URL = 'http://localhost/ekyc-mobile?token=abc123';

/** The session as the server keeps it: captures add up, submit starts the check, reads return `verdict` after. */
function ekycServer(
  options: {
    verdict?: EkycSession['state'];
    failureReason?: EkycSession['failureReason'];
    opened?: Partial<EkycSession>;
  } = {},
) {
  let session = ekycSession(options.opened);
  const readsAfterSubmit: EkycSession[] = [];
  const server = fakeRoutes({
    [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [application()] },
    [`POST ${EKYC_PATHS.session(APPLICATION_ID)}`]: () => ({ status: 200, body: session }),
    [`GET ${EKYC_PATHS.session(APPLICATION_ID)}`]: () => {
      if (session.state === 'PROCESSING' && options.verdict) {
        session = { ...session, state: options.verdict, failureReason: options.failureReason ?? null };
      }
      readsAfterSubmit.push(session);
      return { status: 200, body: session };
    },
    [`POST ${EKYC_PATHS.capture(SESSION_ID)}`]: (request) => {
      const side = (request.body as { side: EkycSession['captured'][number] }).side;
      session = { ...session, captured: [...new Set([...session.captured, side])] };
      return { status: 200, body: session };
    },
    [`POST ${EKYC_PATHS.submit(SESSION_ID)}`]: () => {
      session = { ...session, state: 'PROCESSING', attempts: session.attempts + 1 };
      return { status: 200, body: session };
    },
    [`POST ${EKYC_PATHS.handoff(SESSION_ID)}`]: {
      status: 200,
      body: { url: HANDOFF_URL, expiresAt: '2026-11-23T17:00:00.000Z' },
    },
  });
  return { ...server, readsAfterSubmit, setSession: (next: EkycSession) => (session = next) };
}

describe('the identity verification page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('on a desktop: opens the session, shows the QR code and tips, sends the three images, waits and moves on', async () => {
    useLayout('desktop');
    const server = ekycServer({ verdict: 'PASSED' });
    const { user, router, container } = await renderApp('/application/identity-verification');
    expect(await screen.findByRole('heading', { level: 2, name: 'Continue on this computer' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Continue on your phone' })).toBeTruthy();
    const qr = await screen.findByRole('img', {
      name: 'QR code of the link to continue identity verification on your phone',
    });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText(HANDOFF_URL)).toBeTruthy();
    expect(screen.getByText('Use your original identity card, not a copy or a screen.')).toBeTruthy();
    expect(server.to(EKYC_PATHS.session(APPLICATION_ID))[0]?.method).toBe('POST');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const front = screen.getByLabelText('Front of identity card') as HTMLInputElement;
    expect(front.getAttribute('capture')).toBeNull();
    await user.upload(front, photo('front.png'));
    await user.upload(screen.getByLabelText('Back of identity card'), photo('back.png'));
    await user.upload(screen.getByLabelText('Selfie'), photo('selfie.png'));
    await waitFor(() => expect(screen.getAllByText('Received')).toHaveLength(3));
    const captures = server.to(EKYC_PATHS.capture(SESSION_ID));
    expect(captures.map((request) => request.body)).toEqual([
      { side: 'front', image: 'front.png' },
      { side: 'back', image: 'back.png' },
      { side: 'selfie', image: 'selfie.png' },
    ]);
    expect(captures[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(
      await screen.findByText('We are checking your identity. This usually takes a few seconds.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/verification-complete'), {
      timeout: 4000,
    });
    expect(server.readsAfterSubmit.some((session) => session.state === 'PASSED')).toBe(true);
  });

  it("says e-KYC on mobile is not done yet, then moves on once the phone's check has a verdict", async () => {
    useLayout('desktop');
    const server = ekycServer();
    const { user, router } = await renderApp('/islamic/application/identity-verification');
    const done = await screen.findByRole('button', { name: 'I have completed e-KYC on mobile' });
    await user.click(done);
    expect(
      await screen.findByText(
        'Identity verification is not completed yet. Please finish it on your phone, then press the button again.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/islamic/application/identity-verification');

    server.setSession(ekycSession({ state: 'FAILED', failureReason: 'nricMismatch', attempts: 1 }));
    await user.click(done);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/islamic/application/verification-complete'),
    );
  });

  it('on a phone: opens the cameras, the back one for the card and the front one for the selfie, without a QR code', async () => {
    useLayout('phone');
    ekycServer({ opened: { state: 'RETRY', attempts: 1 } });
    const { container } = await renderApp('/application/identity-verification');
    const front = (await screen.findByLabelText('Front of identity card')) as HTMLInputElement;
    expect(front.getAttribute('capture')).toBe('environment');
    expect(front.accept).toBe('image/*');
    expect(screen.getByLabelText('Selfie').getAttribute('capture')).toBe('user');
    expect(screen.getAllByText('Take photo')).toHaveLength(3);
    expect(screen.getByText('We could not read one of the photos. Please take them again.')).toBeTruthy();
    expect(screen.getByText('Attempts used: 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have completed e-KYC on mobile' })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('refuses a capture that is not a photo, without sending it', async () => {
    useLayout('desktop');
    const server = ekycServer();
    const { user } = await renderApp('/application/identity-verification');
    const pdf = new File([Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'front.png', {
      type: 'image/png',
    });
    await user.upload(await screen.findByLabelText('Front of identity card'), pdf);
    expect(await screen.findByText('Please use a photo (png or jpeg).')).toBeTruthy();
    expect(server.to(EKYC_PATHS.capture(SESSION_ID))).toEqual([]);
  });

  it('goes straight to the result when the session already has its verdict', async () => {
    useLayout('desktop');
    ekycServer({ opened: { state: 'PASSED', captured: ['front', 'back', 'selfie'], attempts: 1 } });
    const { router } = await renderApp('/application/identity-verification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/verification-complete'));
  });
});
