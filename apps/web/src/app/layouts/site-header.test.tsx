import { AUTH_PATHS } from '@sinar/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, logInAs, profile } from '../../test/fake-session.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The menu panel's and the header row's 'Apply now' (one shows on a phone, the other on a desktop). */
const applyLinks = (banner: HTMLElement) =>
  within(banner)
    .getAllByRole('link', { name: 'Apply now' })
    .map((link) => link.getAttribute('href'));

describe("the header's 'Apply now'", () => {
  it('sends a visitor to registration', async () => {
    await renderApp('/islamic/faq');
    const banner = await screen.findByRole('banner');
    expect(applyLinks(banner)).toEqual(['/islamic/registration', '/islamic/registration']);
  });

  it('sends a logged-in applicant to the eligibility check', async () => {
    logInAs();
    fakeApi({ [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile() } });
    await renderApp('/islamic/faq');
    const banner = await screen.findByRole('banner');
    expect(applyLinks(banner)).toEqual(['/islamic/testing-eligibility', '/islamic/testing-eligibility']);
  });
});
