import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { SME_AGREEMENT_PATHS, type SmeAgreementView, sen } from '@sinar/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SME_AGREEMENT_ID, smeAgreement } from '../components/test-fixtures.ts';

const AGREEMENT_ID = SME_AGREEMENT_ID;

const value = (name: string) => screen.getByRole('definition', { name }).textContent;

function answers(current: SmeAgreementView | null = smeAgreement()) {
  return fakeApi({
    [`GET ${SME_AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: current } },
    [`POST ${SME_AGREEMENT_PATHS.sign('en', AGREEMENT_ID)}`]: { status: 200, body: '%PDF-1.7' },
  });
}

beforeEach(() => {
  getQueryClient().clear();
  logInAs({ organizationType: 'SME', loginMethod: 'partner', username: 'P200010' });
});

describe("the SME partner's approved loan summary", () => {
  it('shows the figures to the sen, the stamping of 0.5% and the RM150 admin fee, and who signs for the business', async () => {
    answers();
    const { container } = await renderApp('/sme/loan-status/approved-loan-summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved Loan Summary' })).toBeTruthy();
    await screen.findByRole('definition', { name: 'Approved loan amount' });
    expect(
      [
        'Agreement number',
        'Business',
        'Signed by',
        'Partner id',
        'Approved loan amount',
        'Interest rate per annum',
        'Tenure',
        'Stamp duty (0.5% of the amount)',
        'Stamping admin fee',
        'Monthly instalment',
        'Last instalment',
        'Total payable',
        'Net amount received',
      ].map((name) => [name, value(name)]),
    ).toEqual([
      ['Agreement number', 'SKS-2026-000001'],
      ['Business', 'Hajar Telekomunikasi'],
      ['Signed by', 'Siti Hajar binti Ismail'],
      ['Partner id', 'P200010'],
      ['Approved loan amount', 'RM10,000.00'],
      ['Interest rate per annum', '12%'],
      ['Tenure', '12 months'],
      ['Stamp duty (0.5% of the amount)', 'RM50.00'],
      ['Stamping admin fee', 'RM150.00'],
      ['Monthly instalment', 'RM933.33'],
      ['Last instalment', 'RM933.37'],
      ['Total payable', 'RM11,200.00'],
      ['Net amount received', 'RM9,800.00'],
    ]);
    expect(screen.queryByRole('definition', { name: 'Processing fee' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Read your loan agreement' }).getAttribute('href')).toBe(
      '/sme/loan-status/loan-agreement',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("shows a staff loan's processing fee and no business", async () => {
    answers(
      smeAgreement({
        product: 'STAFF',
        agreementNo: 'SKL-2026-000002',
        partnerId: null,
        partnerType: 'STAFF',
        companyName: null,
        stampingAdminFeeSen: sen(0),
        processingFeeSen: sen(3_000),
      }),
    );
    await renderApp('/sme/loan-status/approved-loan-summary');
    expect(await screen.findByRole('definition', { name: 'Processing fee' })).toBeTruthy();
    expect(value('Processing fee')).toBe('RM30.00');
    expect(screen.queryByRole('definition', { name: 'Business' })).toBeNull();
    expect(screen.queryByRole('definition', { name: 'Partner id' })).toBeNull();
    expect(screen.queryByRole('definition', { name: 'Stamping admin fee' })).toBeNull();
  });

  it('says when there is no agreement yet, with the way back home', async () => {
    answers(null);
    await renderApp('/sme/loan-status/approved-loan-summary');
    expect(await screen.findByText('You have no approved loan with an agreement yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/sme/home');
  });
});

describe("the SME partner's loan agreement", () => {
  it('offers the PDF of the sign call to read or download, for the business', async () => {
    const server = answers();
    const { container } = await renderApp('/sme/loan-status/loan-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeTruthy();
    expect(
      await screen.findByText('You sign this agreement for and on behalf of Hajar Telekomunikasi.'),
    ).toBeTruthy();
    const read = await screen.findByRole('link', { name: 'Read the agreement' });
    expect(read.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('download')).toBe(
      'SKS-2026-000001.pdf',
    );
    const [sign] = server.to(SME_AGREEMENT_PATHS.sign('en', AGREEMENT_ID));
    expect(sign?.method).toBe('POST');
    expect(sign?.authorization).toMatch(/^Bearer /);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });
});
