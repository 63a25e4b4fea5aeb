import { APPLICATION_PATHS, SME_APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SME_APPLICATION_ID, smeApplication } from '../../../test/sme-application-fixture.ts';

const PAGE = `/sme/email-verification?id=${SME_APPLICATION_ID}`;

describe('the SME email verification page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs({ organizationType: 'SME' });
  });

  it("sends the code to the SME form's email, checks it, records the step and goes on to the documents", async () => {
    const server = fakeApi({
      [`GET ${SME_APPLICATION_PATHS.application(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: smeApplication(),
      },
      [`POST ${APPLICATION_PATHS.emailVerification(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: { message: 'We sent a 6-digit code to siti.hajar@example.com.' },
      },
      [`POST ${APPLICATION_PATHS.emailVerificationCode(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: { message: 'OTP Verified' },
      },
      [`PATCH ${STEP_PATHS.emailVerificationCompleted(SME_APPLICATION_ID)}`]: { status: 200, body: {} },
    });
    const { user, router } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeTruthy();
    expect(await screen.findByText('siti.hajar@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /send/i }));
    await waitFor(() =>
      expect(server.to(APPLICATION_PATHS.emailVerification(SME_APPLICATION_ID))).toHaveLength(1),
    );
    await user.type(await screen.findByRole('textbox', { name: /code/i }), '123456');
    await user.click(screen.getByRole('button', { name: /verify/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/document-upload'));
    expect(router.state.location.search).toBe(`?id=${SME_APPLICATION_ID}`);
    expect(server.to(APPLICATION_PATHS.emailVerificationCode(SME_APPLICATION_ID))[0]?.body).toEqual({
      code: '123456',
    });
    expect(server.to(STEP_PATHS.emailVerificationCompleted(SME_APPLICATION_ID))).toHaveLength(1);
  });

  it('asks for the applicant details first when the form has no email yet', async () => {
    fakeApi({
      [`GET ${SME_APPLICATION_PATHS.application(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: smeApplication({ form: {}, markers: [] }),
      },
    });
    await renderApp(PAGE);
    await screen.findByText(
      'Your application has no email address yet. Please fill in your applicant details first.',
    );
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Applicant details' });
    expect(link.getAttribute('href')).toBe(`/smeApplication/applicant-details?id=${SME_APPLICATION_ID}`);
  });
});
