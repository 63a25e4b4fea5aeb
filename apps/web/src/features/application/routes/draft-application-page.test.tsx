import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { logInAs, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { APPLICATION_ID, application, applicationApi } from '../components/test-fixtures.ts';

describe('the draft application', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('shows each step completed or not and continues where the applicant stopped', async () => {
    applicationApi(application({ markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED'] }));
    const { container } = await renderApp('/draft-application');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your steps' })).toBeTruthy();
    expect(screen.getByRole('definition', { name: 'Application number' }).textContent).toBe('SK-2026-000123');
    const steps = within(screen.getByRole('list', { name: 'Your steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Application formCompleted',
      'Document uploadNot completed',
      'Identity verificationNot completed',
    ]);
    expect(screen.getByRole('link', { name: 'Continue my application' }).getAttribute('href')).toBe(
      '/application/document-upload',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('starts a fresh draft at the form, under /islamic', async () => {
    applicationApi(application({ applicationType: 'islamic' }));
    await renderApp('/islamic/draft-application');
    expect((await screen.findByRole('link', { name: 'Continue my application' })).getAttribute('href')).toBe(
      '/islamic/application',
    );
  });

  it('cancels only after the applicant confirms, then goes home', async () => {
    const server = applicationApi(application(), {
      [`DELETE ${APPLICATION_PATHS.remove(APPLICATION_ID)}`]: { status: 204, body: '' },
    });
    const { user, router } = await renderApp('/draft-application');
    await user.click(await screen.findByRole('button', { name: 'Cancel application' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this application?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      server.to(APPLICATION_PATHS.remove(APPLICATION_ID)).filter((r) => r.method === 'DELETE'),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.to(APPLICATION_PATHS.remove(APPLICATION_ID)).map((r) => r.method)).toEqual(['DELETE']);
    expect(await screen.findByText('Your application has been cancelled.')).toBeTruthy();
  });

  it('shows no draft at home once the draft is cancelled, though home had shown it before', async () => {
    let cancelled = false;
    const server = applicationApi(application(), {
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: () => ({
        status: 200,
        body: cancelled ? [] : [application()],
      }),
      [`DELETE ${APPLICATION_PATHS.remove(APPLICATION_ID)}`]: () => {
        cancelled = true;
        return { status: 204, body: '' };
      },
    });
    const { user, router } = await renderApp('/home');
    expect(await screen.findByRole('heading', { level: 3, name: 'Application incomplete' })).toBeTruthy();

    await router.navigate('/draft-application');
    await user.click(await screen.findByRole('button', { name: 'Cancel application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    expect(await screen.findByRole('heading', { level: 3, name: 'Ready to apply' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Application incomplete' })).toBeNull();
    expect(screen.queryByText('SK-2026-000123')).toBeNull();
    expect(server.to(APPLICATION_PATHS.byUser(USER_ID)).length).toBeGreaterThanOrEqual(2);
  });

  it('sends an applicant without an application to the eligibility check', async () => {
    applicationApi(null);
    const { router } = await renderApp('/draft-application');
    await waitFor(() => expect(router.state.location.pathname).toBe('/testing-eligibility'));
  });
});
