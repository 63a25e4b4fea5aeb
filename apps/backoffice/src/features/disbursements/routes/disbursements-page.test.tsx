import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AGREEMENT_BACKOFFICE_PATHS, type DisbursementQueue, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, OFFICER_ID, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LOAN_ID = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const FINANCING_ID = '8d9e0f1a-2b3c-4d5e-9f6a-7b8c9d0e1f2a';
const OTHER_OFFICER = '9e0f1a2b-3c4d-4e5f-8a7b-8c9d0e1f2a3b';

type Item = DisbursementQueue['items'][number];

function item(changes: Partial<Item> = {}): Item {
  return {
    agreementId: LOAN_ID,
    agreementNo: 'SKL-2026-000001',
    applicantName: 'Aisyah binti Ahmad',
    company: 'conventional',
    status: 'PENDING_DISBURSEMENT',
    netAmountSen: sen(492_500),
    bankName: 'Affin Bank',
    accountNoLast4: '6789',
    pendingSince: '2026-11-20T02:00:00.000Z',
    preparedBy: null,
    preparedByOfficerId: null,
    commodityTrade: null,
    lastFailure: null,
    ...changes,
  };
}

const changed = {
  message: 'Disbursement prepared. Another disbursement officer must release it.',
  agreement: {
    agreement: {
      id: LOAN_ID,
      agreementNo: 'SKL-2026-000001',
      applicationId: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
      applicationNo: 'SK-2026-000123',
      company: 'conventional',
      product: 'INDIVIDUAL',
      status: 'DISBURSEMENT_PREPARED',
      openedAt: '2026-11-18T03:00:00.000Z',
      updatedAt: '2026-11-21T03:00:00.000Z',
    },
    applicant: { id: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d', fullName: 'Aisyah binti Ahmad' },
    terms: { approvedAmountSen: 500_000, tenureMonths: 12, annualRateBp: 1800, campaignCode: null },
    acceptedAt: '2026-11-18T04:00:00.000Z',
    figures: {
      monthlyInstalmentSen: 49_167,
      lastInstalmentSen: 49_163,
      totalInterestSen: 90_000,
      totalPayableSen: 590_000,
      stampDutySen: 2_500,
      processingFeeSen: 5_000,
      referralWaiverSen: 0,
      wakalahFeeSen: 0,
      totalPremiumSen: 0,
      totalDeductionsSen: 7_500,
      netAmountSen: 492_500,
    },
    protection: null,
    files: [],
    history: [],
    allowedEvents: [],
    stamping: null,
    mandate: null,
  },
};

function rowOf(table: HTMLElement, agreementNo: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(agreementNo));
  if (!row) throw new Error(`no row for ${agreementNo}`);
  return row;
}

describe('the disbursement queue', () => {
  it('lists what waits for its payout, with the payee by the last four digits only, the trade and the last failure', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.disbursements}`]: ok({
        items: [
          item(),
          item({
            agreementId: FINANCING_ID,
            agreementNo: 'SKF-2026-000002',
            company: 'islamic',
            status: 'DISBURSEMENT_PREPARED',
            preparedBy: 'Dina Maker',
            preparedByOfficerId: OTHER_OFFICER,
            commodityTrade: 'AGENCY_SALE_FAILED',
            lastFailure: 'accountClosed',
            accountNoLast4: '0410',
          }),
        ],
      }),
    });
    const { container } = await renderApp('/disbursements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disbursements' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Disbursements' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Agreements waiting for their payout' });
    const cells = (agreementNo: string) =>
      within(rowOf(table, agreementNo))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('SKL-2026-000001')).toEqual([
      'Aisyah binti Ahmad',
      'Pending disbursement',
      'RM4,925.00',
      'Affin Bank, account ending 6789',
      expect.stringContaining('20 Nov 2026'),
      'Not prepared',
      'Not applicable (loan)',
      '-',
      '',
    ]);
    expect(cells('SKF-2026-000002')).toEqual([
      'Aisyah binti Ahmad',
      'Disbursement prepared',
      'RM4,925.00',
      'Affin Bank, account ending 0410',
      expect.stringContaining('20 Nov 2026'),
      'Dina Maker',
      'Sale to broker 2 failed',
      'The account is closed',
      '',
    ]);
    // A verifier reads the queue; only disbursement officers act on it.
    expect(screen.queryByRole('button', { name: 'Prepare' })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('prepares with a remark, and shows the server’s answer', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.disbursements}`]: ok({ items: [item()] }),
      [`POST ${AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(LOAN_ID)}`]: ok(changed),
    });
    const { user, container } = await renderApp('/disbursements');
    await user.click(await screen.findByRole('button', { name: 'Prepare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prepare the payout of SKL-2026-000001' });
    expect(
      within(dialog).getByText(
        'Pay RM4,925.00 into Affin Bank, account ending 6789. Another disbursement officer must release it.',
      ),
    ).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Prepare payout' }));
    expect(await within(dialog).findByText('Please write a remark of at least 3 characters.')).toBeTruthy();
    expect(server.to(AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(LOAN_ID))).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Statement matches');
    await user.click(within(dialog).getByRole('button', { name: 'Prepare payout' }));
    expect(await screen.findByText(changed.message)).toBeTruthy();
    expect(server.to(AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(LOAN_ID))[0]?.body).toEqual({
      remark: 'Statement matches',
    });
    await waitFor(() => expect(server.to(AGREEMENT_BACKOFFICE_PATHS.disbursements)).toHaveLength(2));
  });

  it('disables Release for its preparer, and for an Islamic financing whose trade is not complete, saying why', async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.disbursements}`]: ok({
        items: [
          item({
            status: 'DISBURSEMENT_PREPARED',
            preparedBy: 'Nurul Huda',
            preparedByOfficerId: OFFICER_ID,
          }),
          item({
            agreementId: FINANCING_ID,
            agreementNo: 'SKF-2026-000002',
            company: 'islamic',
            status: 'DISBURSEMENT_PREPARED',
            preparedBy: 'Dina Maker',
            preparedByOfficerId: OTHER_OFFICER,
            commodityTrade: 'SOLD_TO_CUSTOMER',
          }),
        ],
      }),
    });
    const { container } = await renderApp('/disbursements');
    const table = await screen.findByRole('table', { name: 'Agreements waiting for their payout' });
    const own = within(rowOf(table, 'SKL-2026-000001')).getByRole('button', { name: 'Release' });
    expect(own.hasAttribute('disabled')).toBe(true);
    expect(own.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(own.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You prepared this payout: another disbursement officer must release it.',
    );
    const islamic = within(rowOf(table, 'SKF-2026-000002')).getByRole('button', { name: 'Release' });
    expect(islamic.hasAttribute('disabled')).toBe(true);
    expect(
      within(rowOf(table, 'SKF-2026-000002')).getByText('The commodity trade is not complete yet.'),
    ).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('releases what another prepared, and shows a refusal as the server words it', async () => {
    const who = logInAs(['disbursementOfficer']);
    const refusal =
      'The paying bank is not available right now. Nothing was sent: please release it again later.';
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.disbursements}`]: ok({
        items: [
          item({
            status: 'DISBURSEMENT_PREPARED',
            preparedBy: 'Dina Maker',
            preparedByOfficerId: OTHER_OFFICER,
          }),
        ],
      }),
      [`POST ${AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(LOAN_ID)}`]: {
        status: 503,
        body: { message: refusal },
      },
    });
    const { user } = await renderApp('/disbursements');
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the payout of SKL-2026-000001' });
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Second check done');
    await user.click(within(dialog).getByRole('button', { name: 'Release payout' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });
});
