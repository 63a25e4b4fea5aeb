import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_PATHS,
  type AgreementView,
  ATTESTATION_PATHS,
  type AttestationVideo,
  sen,
} from '@sinar/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';
const STREAM = `${ATTESTATION_PATHS.videoStream(AGREEMENT_ID)}?token=${'t'.repeat(43)}`;

function agreement(changes: Partial<AgreementView> = {}): AgreementView {
  return {
    id: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    applicationId: '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    applicationNo: 'SK-2026-000123',
    company: 'conventional',
    status: 'AWAITING_ATTESTATION',
    approvedAmountSen: sen(500_000),
    tenureMonths: 12,
    annualRateBp: 1800,
    openedAt: '2026-11-21T03:00:00.000Z',
    summaryAcceptedAt: '2026-11-21T04:30:00.000Z',
    protectionTaken: false,
    allowedEvents: ['attestByVideo', 'scheduleLiveCall', 'cancel'],
    ...changes,
  };
}

function video(changes: Partial<AttestationVideo> = {}): AttestationVideo {
  return {
    id: '0b1d6a52-6d55-4c1e-9a51-000000000101',
    language: 'en',
    title: 'Your personal loan: what you are agreeing to',
    durationSeconds: 12,
    contentType: 'video/mp4',
    streamUrl: STREAM,
    playedThrough: false,
    ...changes,
  };
}

function answers(
  options: { current?: AgreementView | null; video?: { status: number; body: unknown } } = {},
) {
  return fakeApi({
    [`GET ${AGREEMENT_PATHS.current}`]: {
      status: 200,
      body: { agreement: options.current === undefined ? agreement() : options.current },
    },
    [`GET ${ATTESTATION_PATHS.video(AGREEMENT_ID)}`]: options.video ?? { status: 200, body: video() },
    [`POST ${ATTESTATION_PATHS.videoAcknowledgement(AGREEMENT_ID)}`]: {
      status: 200,
      body: {
        message: 'Thank you. Your attestation is recorded.',
        agreement: agreement({ status: 'ATTESTED', allowedEvents: ['cancel'] }),
      },
    },
  });
}

describe('the attestation video page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('plays the stream the server gave, and opens the tick only once the video has ended', async () => {
    const server = answers();
    const { user, router, container } = await renderApp('/loan-status/attestation-option/video');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attestation video' })).toBeTruthy();
    const player = await screen.findByLabelText('Your personal loan: what you are agreeing to', {
      selector: 'video',
    });
    expect(player.getAttribute('src')).toBe(STREAM);
    const tick = screen.getByRole('checkbox', {
      name: 'I have watched the video and I understand the terms of my loan.',
    }) as HTMLInputElement;
    expect(tick.disabled).toBe(true);
    expect(screen.getByText('Available once the video has played to the end.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    fireEvent.ended(player);
    await waitFor(() => expect(tick.disabled).toBe(false));
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.to(ATTESTATION_PATHS.videoAcknowledgement(AGREEMENT_ID))[0]?.body).toEqual({
      acknowledged: true,
    });
    expect(await screen.findByText('Thank you. Your attestation is recorded.')).toBeTruthy();
    // The video was asked for once: a second request would replace the address under the playing video.
    expect(server.to(ATTESTATION_PATHS.video(AGREEMENT_ID))).toHaveLength(1);
  });

  it("shows the server's refusal when it has not seen the video played through, and stays", async () => {
    fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: agreement() } },
      [`GET ${ATTESTATION_PATHS.video(AGREEMENT_ID)}`]: { status: 200, body: video({ playedThrough: true }) },
      [`POST ${ATTESTATION_PATHS.videoAcknowledgement(AGREEMENT_ID)}`]: {
        status: 409,
        body: { message: 'Please watch the attestation video to the end first.' },
      },
    });
    const { user, router } = await renderApp('/loan-status/attestation-option/video');
    // Played through on an earlier visit: the tick is open at once.
    const tick = await screen.findByRole('checkbox', { name: /I have watched the video/ });
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please watch the attestation video to the end first.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loan-status/attestation-option/video');
  });

  it("says 'Video not found' when the server has none", async () => {
    answers({ video: { status: 404, body: { message: 'Video not found' } } });
    await renderApp('/loan-status/attestation-option/video');
    expect(await screen.findByText('Video not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/home');
  });

  it('asks for no video when the agreement is not waiting for attestation', async () => {
    const server = answers({
      current: agreement({ status: 'SUMMARY_PENDING', allowedEvents: ['acceptSummary'] }),
    });
    await renderApp('/loan-status/attestation-option/video');
    expect(await screen.findByText('Attestation is not needed at this step.')).toBeTruthy();
    expect(server.to(ATTESTATION_PATHS.video(AGREEMENT_ID))).toEqual([]);
  });

  it('reads in the financing wording under /islamic, and the option page leads to the video', async () => {
    logInAs({ loginMethod: 'islamic' });
    answers({ current: agreement({ company: 'islamic' }) });
    const { user, router } = await renderApp('/islamic/loan-status/attestation-option');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attestation Option' })).toBeTruthy();
    expect(screen.getByText(/short video about your financing/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Watch the video' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/islamic/loan-status/attestation-option/video'),
    );
    expect(
      await screen.findByRole('checkbox', {
        name: 'I have watched the video and I understand the terms of my financing.',
      }),
    ).toBeTruthy();
  });
});
