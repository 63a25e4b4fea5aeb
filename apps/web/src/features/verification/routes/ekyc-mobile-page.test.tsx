import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { EKYC_CAPTURE_TOKEN_HEADER, EKYC_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { HANDOFF_STORAGE_KEY } from '../api/ekyc-handoff.ts';
import { ekycSession, fakeRoutes, photo, SESSION_ID, useLayout } from '../components/test-fixtures.ts';

const TOKEN = 'handoff-token-1';
const CAPTURE_TOKEN = 'capture-token-1';

function answers(claim: { status: number; body: unknown }) {
  let session = ekycSession();
  return fakeRoutes({
    [`POST ${EKYC_PATHS.claimHandoff(TOKEN)}`]: claim,
    [`GET ${EKYC_PATHS.handoffSession(SESSION_ID)}`]: () => ({ status: 200, body: session }),
    [`POST ${EKYC_PATHS.capture(SESSION_ID)}`]: (request) => {
      const side = (request.body as { side: 'front' | 'back' | 'selfie' }).side;
      session = { ...session, captured: [...session.captured, side] };
      return { status: 200, body: session };
    },
    [`POST ${EKYC_PATHS.submit(SESSION_ID)}`]: () => {
      session = { ...session, state: 'PROCESSING' };
      return { status: 200, body: session };
    },
  });
}

const CLAIMED = {
  status: 200,
  body: {
    sessionId: SESSION_ID,
    captureToken: CAPTURE_TOKEN,
    expiresAt: '2099-01-01T00:00:00.000Z',
    language: 'en',
  },
};

describe('the e-KYC hand-off page on the phone', () => {
  beforeEach(() => {
    getQueryClient().clear();
    useLayout('phone');
  });

  it('claims the link once, captures with the capture token instead of a login, and sends the user back', async () => {
    const server = answers(CLAIMED);
    const { user, container } = await renderApp(`/ekyc-mobile?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity Verification' })).toBeTruthy();
    const front = await screen.findByLabelText('Front of identity card');
    expect(JSON.parse(window.sessionStorage.getItem(HANDOFF_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: TOKEN,
      captureToken: CAPTURE_TOKEN,
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.upload(front, photo('front.png'));
    await user.upload(screen.getByLabelText('Back of identity card'), photo('back.png'));
    await user.upload(screen.getByLabelText('Selfie'), photo('selfie.png'));
    await waitFor(() => expect(screen.getAllByText('Received')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you. You can return to your computer.')).toBeTruthy();

    for (const request of [
      ...server.to(EKYC_PATHS.capture(SESSION_ID)),
      ...server.to(EKYC_PATHS.submit(SESSION_ID)),
      ...server.to(EKYC_PATHS.handoffSession(SESSION_ID)),
    ]) {
      expect(request.headers.get(EKYC_CAPTURE_TOKEN_HEADER)).toBe(CAPTURE_TOKEN);
      expect(request.headers.get('Authorization')).toBeNull();
    }
    expect(server.to(EKYC_PATHS.claimHandoff(TOKEN))).toHaveLength(1);
  });

  it('after a reload uses the capture token it kept instead of claiming the link again', async () => {
    window.sessionStorage.setItem(
      HANDOFF_STORAGE_KEY,
      JSON.stringify({
        token: TOKEN,
        sessionId: SESSION_ID,
        captureToken: CAPTURE_TOKEN,
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    const server = answers({ status: 410, body: { message: 'Gone' } });
    await renderApp(`/ekyc-mobile?token=${TOKEN}`);
    expect(await screen.findByLabelText('Front of identity card')).toBeTruthy();
    expect(server.to(EKYC_PATHS.claimHandoff(TOKEN))).toEqual([]);
  });

  it('says clearly when the link was already used or has expired', async () => {
    answers({ status: 410, body: { message: 'This link has expired.' } });
    const { container } = await renderApp(`/ekyc-mobile?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'This link has already been used or has expired. Please show a new QR code on your computer and scan it again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Front of identity card')).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('follows the computer’s language: Malay when the claim says so', async () => {
    answers({ ...CLAIMED, body: { ...CLAIMED.body, language: 'ms' } });
    await renderApp(`/ekyc-mobile?token=${TOKEN}`);
    expect(await screen.findByLabelText('Depan kad pengenalan')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengesahan Identiti' })).toBeTruthy();
  });
});
