import { EKYC_PATHS, type EkycSession, SME_APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SME_APPLICATION_ID, smeApplication } from '../../../test/sme-application-fixture.ts';

const pending = smeApplication({
  applicationStatus: 'PENDING',
  markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
});

function session(changes: Partial<EkycSession> = {}): EkycSession {
  return {
    sessionId: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
    applicationId: SME_APPLICATION_ID,
    applicationNo: pending.applicationNo,
    state: 'CAPTURING',
    captured: [],
    failureReason: null,
    attempts: 0,
    maxAttempts: 3,
    ...changes,
  };
}

describe("the SME applicant's identity verification", () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs({ organizationType: 'SME' });
  });

  it('opens the e-KYC session of the SME application named in the address', async () => {
    const server = fakeApi({
      [`GET ${SME_APPLICATION_PATHS.application(SME_APPLICATION_ID)}`]: { status: 200, body: pending },
      [`POST ${EKYC_PATHS.session(SME_APPLICATION_ID)}`]: { status: 200, body: session() },
    });
    await renderApp(`/sme/application/identity-verification?id=${SME_APPLICATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your identity' })).toBeTruthy();
    await waitFor(() => expect(server.to(EKYC_PATHS.session(SME_APPLICATION_ID))).toHaveLength(1));
    expect(server.to(EKYC_PATHS.session(SME_APPLICATION_ID))[0]?.method).toBe('POST');
  });

  it('records the e-KYC step on a pass and shows the application number', async () => {
    const server = fakeApi({
      [`GET ${SME_APPLICATION_PATHS.application(SME_APPLICATION_ID)}`]: { status: 200, body: pending },
      [`GET ${EKYC_PATHS.session(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: session({ state: 'PASSED', attempts: 1, captured: ['front', 'back', 'selfie'] }),
      },
      [`PATCH ${STEP_PATHS.ekycCompleted(SME_APPLICATION_ID)}`]: { status: 200, body: {} },
    });
    await renderApp(`/sme/application/verification-complete?id=${SME_APPLICATION_ID}`);
    expect(await screen.findByText('SME-2026-000042')).toBeTruthy();
    await waitFor(() => expect(server.to(STEP_PATHS.ekycCompleted(SME_APPLICATION_ID))).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/sme/home');
  });
});
