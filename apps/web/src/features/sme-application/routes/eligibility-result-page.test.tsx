import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { SME_APPLICATION_PATHS, type SmeEligibilityResultView, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { logInAsPartner, smeApi } from '../components/test-fixtures.ts';

/** P200010 rejected on 26 November 2026 at 10:00 in Malaysia: the wait ends 3 months later to the minute. */
const WAITING: SmeEligibilityResultView = {
  eligible: false,
  reasons: ['eligibility.reasons.waitingAfterRejection'],
  partnerId: 'P200010',
  partnerType: 'SOLE_PROPRIETOR',
  averageRecurringCommissionSen: sen(210_000),
  interestRateBpPerYear: 1200,
  remainingLimitSen: sen(50_000_000),
  allowToApplyNewLoanAfterDateTime: '2027-02-26T02:00:00.000Z',
};

/** The reasons listed under their heading, in order. */
function reasonsUnder(heading: string): (string | null)[] {
  const list = screen.getByRole('heading', { level: 2, name: heading }).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

async function checkEligibility(path: string, button: string, result: SmeEligibilityResultView) {
  smeApi(null, { [`POST ${SME_APPLICATION_PATHS.eligibility}`]: { status: 200, body: result } });
  const rendered = await renderApp(path);
  await rendered.user.click(await screen.findByRole('button', { name: button }));
  await waitFor(() =>
    expect(rendered.router.state.location.pathname).toBe('/sme/testing-eligibility/result/not-eligible'),
  );
  return rendered;
}

describe('the SME eligibility result of a partner waiting after a rejection', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAsPartner();
  });

  it('names the wait and the day it ends, and offers no start', async () => {
    const { container } = await checkEligibility('/sme/testing-eligibility', 'Check my eligibility', WAITING);
    expect(await screen.findByText('You cannot apply for an SME loan now')).toBeTruthy();
    expect(reasonsUnder('The reasons')).toEqual([
      'Previous application not successful: you may apply again from 26 February 2027',
    ]);
    expect(screen.queryByRole('button', { name: 'Start my application' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to SME home' })).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says it in Malay, beside the other reasons the directory gives', async () => {
    await checkEligibility('/sme/testing-eligibility?lang=ms', 'Semak kelayakan saya', {
      ...WAITING,
      reasons: ['eligibility.reasons.waitingAfterRejection', 'eligibility.reasons.taxIdNotUpdated'],
    });
    expect(await screen.findByText('Anda tidak boleh memohon pinjaman PKS sekarang')).toBeTruthy();
    expect(reasonsUnder('Sebab-sebabnya')).toEqual([
      'Permohonan sebelum ini tidak berjaya: anda boleh memohon semula mulai 26 Februari 2027',
      'ID cukai tidak dikemas kini',
    ]);
    expect(screen.queryByRole('button', { name: 'Mulakan permohonan saya' })).toBeNull();
  });

  it('still shows the wait after a reload of the result page', async () => {
    const { router } = await checkEligibility('/sme/testing-eligibility', 'Check my eligibility', WAITING);
    await screen.findByText('You cannot apply for an SME loan now');
    await router.navigate('/sme/home');
    await router.navigate('/sme/testing-eligibility/result/not-eligible');
    expect(
      await screen.findByText(
        'Previous application not successful: you may apply again from 26 February 2027',
      ),
    ).toBeTruthy();
  });
});
