import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { FILE_PATHS, SME_APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SME_APPLICATION_ID, smeApplication } from '../../../test/sme-application-fixture.ts';
import { storedFile } from '../components/test-fixtures.ts';

const PAGE = `/sme/document-upload?id=${SME_APPLICATION_ID}`;

describe('the SME document upload page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs({ organizationType: 'SME' });
  });

  it("shows the sole proprietor's groups, required first, and keeps Next off until each required one has a file", async () => {
    fakeApi({
      [`GET ${SME_APPLICATION_PATHS.application(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: smeApplication(),
      },
      [`GET ${FILE_PATHS.byEntity(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: [storedFile('ssmcertificate', 'ssm.pdf')].map((file) => ({
          ...file,
          entityId: SME_APPLICATION_ID,
        })),
      },
    });
    const { container } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your documents' })).toBeTruthy();
    await screen.findByText('ssm.pdf');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Business registration (SSM) certificate',
      'Utility bill',
      'Company bank statement',
      'Home utility bill',
      'Profit and loss statement with balance sheet',
      'Other income proof',
    ]);
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(screen.getByText('Please upload every required document before you continue')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('records the step once the set is complete, then goes on to the SME summary', async () => {
    const files = (['ssmcertificate', 'utilitybill', 'companybankstatement', 'homeutilitybill'] as const).map(
      (group) => ({ ...storedFile(group, `${group}.pdf`), entityId: SME_APPLICATION_ID }),
    );
    const server = fakeApi({
      [`GET ${SME_APPLICATION_PATHS.application(SME_APPLICATION_ID)}`]: {
        status: 200,
        body: smeApplication(),
      },
      [`GET ${FILE_PATHS.byEntity(SME_APPLICATION_ID)}`]: { status: 200, body: files },
      [`PATCH ${STEP_PATHS.documentUploadCompleted(SME_APPLICATION_ID)}`]: { status: 200, body: {} },
    });
    const { user, router } = await renderApp(PAGE);
    await screen.findByText('homeutilitybill.pdf');
    expect(screen.queryByText('Please upload every required document before you continue')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/application/summary'));
    expect(router.state.location.search).toBe(`?id=${SME_APPLICATION_ID}`);
    expect(server.to(STEP_PATHS.documentUploadCompleted(SME_APPLICATION_ID))).toHaveLength(1);
  });

  it("answers another's or a missing application as not found", async () => {
    fakeApi({});
    await renderApp(PAGE);
    expect(await screen.findByText('Application Not Found')).toBeTruthy();
  });
});
