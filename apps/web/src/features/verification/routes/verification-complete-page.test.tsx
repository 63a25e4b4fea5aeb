import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS, EKYC_PATHS, MASTER_PATHS, STEP_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { APPLICATION_ID, application, ekycSession, fakeRoutes } from '../components/test-fixtures.ts';

const VIDEO_FILE_ID = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
const VIDEO = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  company: 'conventional',
  partnerType: null,
  language: 'en',
  title: 'What happens next',
  durationSeconds: 95,
  publishedAt: '2026-11-01T02:00:00.000Z',
  file: {
    id: VIDEO_FILE_ID,
    fileName: 'what-happens-next.mp4',
    contentType: 'video/mp4',
    sizeBytes: 4_200_000,
    url: MASTER_PATHS.videoFile(VIDEO_FILE_ID),
  },
};

function answers(
  session: ReturnType<typeof ekycSession>,
  markers = application().markers,
  variant = 'conventional' as const,
) {
  return fakeRoutes({
    [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
      status: 200,
      body: [application({ markers, applicationType: variant })],
    },
    [`GET ${EKYC_PATHS.session(APPLICATION_ID)}`]: { status: 200, body: session },
    [`PATCH ${STEP_PATHS.ekycCompleted(APPLICATION_ID)}`]: { status: 200, body: {} },
    [`GET ${MASTER_PATHS.preRecordedVideos('en', variant)}`]: { status: 200, body: [VIDEO] },
  });
}

const buttons = () =>
  within(screen.getByRole('main'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the verification complete page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('on PASSED: records the e-KYC step once, shows the application number and a video with play and pause', async () => {
    const server = answers(
      ekycSession({ state: 'PASSED', captured: ['front', 'back', 'selfie'], attempts: 1 }),
    );
    const { user, container } = await renderApp('/application/verification-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is verified' })).toBeTruthy();
    expect(screen.getByRole('definition', { name: 'Application number' }).textContent).toBe('SK-2026-000123');
    await waitFor(() => expect(server.to(STEP_PATHS.ekycCompleted(APPLICATION_ID))).toHaveLength(1));
    expect(server.to(STEP_PATHS.ekycCompleted(APPLICATION_ID))[0]?.method).toBe('PATCH');

    const play = await screen.findByRole('button', { name: 'Play video' });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(VIDEO.file.url);
    expect(video.getAttribute('aria-label')).toBe('Video: what happens next');
    video.dispatchEvent(new Event('play'));
    expect(await screen.findByRole('button', { name: 'Pause video' })).toBeTruthy();
    video.dispatchEvent(new Event('pause'));
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeTruthy();
    expect(play).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play video' }));

    expect(buttons()).toEqual([
      ['Back to homepage', '/home'],
      ['Contact us', '/contact-us'],
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('on PASSED with the step already recorded: does not record it again', async () => {
    const server = answers(ekycSession({ state: 'PASSED' }), [...application().markers, 'EKYCCOMPLETED']);
    await renderApp('/application/verification-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is verified' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Play video' });
    expect(server.to(STEP_PATHS.ekycCompleted(APPLICATION_ID))).toEqual([]);
  });

  it('on PASSED after the approval: no longer says the application is with us for approval', async () => {
    const done = [...application().markers, 'EKYCCOMPLETED'] as const;
    fakeRoutes({
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ markers: [...done], applicationStatus: 'APPROVED' })],
      },
      [`GET ${EKYC_PATHS.session(APPLICATION_ID)}`]: { status: 200, body: ekycSession({ state: 'PASSED' }) },
      [`GET ${MASTER_PATHS.preRecordedVideos('en', 'conventional')}`]: { status: 200, body: [VIDEO] },
    });
    await renderApp('/application/verification-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is verified' })).toBeTruthy();
    expect(screen.queryByText(/with us for approval/)).toBeNull();
    expect(
      screen.getByText(
        'Your application has moved on since: your home page shows where it stands and what to do next.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('definition', { name: 'Status' }).textContent).toBe('Approved');
  });

  it('on PASSED while the review goes on: the application is with us for approval', async () => {
    answers(ekycSession({ state: 'PASSED' }), [...application().markers, 'EKYCCOMPLETED']);
    await renderApp('/application/verification-complete');
    expect(
      await screen.findByText(
        'Thank you. Your application is now with us for approval, which takes about 1 business day.',
      ),
    ).toBeTruthy();
  });

  it('on RETRY after the application was cancelled: no retry is offered', async () => {
    fakeRoutes({
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ applicationStatus: 'CANCELED' })],
      },
      [`GET ${EKYC_PATHS.session(APPLICATION_ID)}`]: {
        status: 200,
        body: ekycSession({ state: 'RETRY', attempts: 1 }),
      },
    });
    await renderApp('/application/verification-complete');
    await screen.findByRole('heading', { level: 1, name: 'Please try identity verification again' });
    expect(buttons()).toEqual([
      ['Back to homepage', '/home'],
      ['Contact us', '/contact-us'],
    ]);
  });

  it('on RETRY: offers to retry identity verification', async () => {
    const server = answers(ekycSession({ state: 'RETRY', attempts: 1 }));
    await renderApp('/islamic/application/verification-complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please try identity verification again' }),
    ).toBeTruthy();
    expect(buttons()).toEqual([
      ['Retry identity verification', '/islamic/application/identity-verification'],
      ['Back to homepage', '/islamic/home'],
      ['Contact us', '/islamic/contact-us'],
    ]);
    expect(server.to(STEP_PATHS.ekycCompleted(APPLICATION_ID))).toEqual([]);
  });

  it('on FAILED (verificationFailed): the spec texts, edit information, apply again and contact us', async () => {
    answers(ekycSession({ state: 'FAILED', failureReason: 'verificationFailed', attempts: 1 }));
    const { container } = await renderApp('/application/verification-complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your ID verification failed.' }),
    ).toBeTruthy();
    expect(screen.getByText('Please register again and retry.')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getAllByText('Your ID verification failed.').length,
    ).toBeGreaterThan(0);
    expect(buttons()).toEqual([
      ['Edit information', '/update-profile'],
      ['Apply again', '/testing-eligibility'],
      ['Back to homepage', '/home'],
      ['Contact us', '/contact-us'],
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('on an NRIC mismatch: no way to change the NRIC, only the lender corrects it', async () => {
    answers(ekycSession({ state: 'FAILED', failureReason: 'nricMismatch', attempts: 1 }));
    const { container } = await renderApp('/application/verification-complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your ID verification failed.' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Your identity card NRIC does not match with your application form.'),
    ).toBeTruthy();
    expect(screen.getByText(/If our record of your NRIC or name is wrong, contact us/)).toBeTruthy();
    expect(buttons()).toEqual([
      ['Apply again', '/testing-eligibility'],
      ['Back to homepage', '/home'],
      ['Contact us', '/contact-us'],
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });
});
