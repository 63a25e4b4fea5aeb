import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { DIRECT_DEBIT_COLLECTION_PATHS, LOAN_ACCOUNT_PATHS } from '@sinar/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGREEMENT_ID, attempt, attemptAnswers } from '../components/test-fixtures.ts';

beforeEach(() => {
  getQueryClient().clear();
  logInAs();
});

function cardsOf(region: HTMLElement) {
  return within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'UL');
}

describe('the direct-debit attempts', () => {
  it('shows each deduction with its date, amount, result, reason and whether a retry is planned', async () => {
    fakeApi(attemptAnswers('conventional'));
    const { container } = await renderApp('/direct-debit-attempts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Debit Attempts' })).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Loan SKL-2026-000001' });
    await within(account).findByRole('list');
    const [failed, made] = cardsOf(account);
    expect(
      within(failed as HTMLElement).getByRole('heading', { name: 'RM181.67 on 26 Nov 2026' }),
    ).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('Unsuccessful')).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('Insufficient funds in the account')).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('No. 4, attempt 1 of 3')).toBeTruthy();
    expect(
      within(failed as HTMLElement).getByText('We will try again on a following working day.'),
    ).toBeTruthy();
    expect(
      within(made as HTMLElement).getByRole('heading', { name: 'RM181.67 on 26 Oct 2026' }),
    ).toBeTruthy();
    expect(within(made as HTMLElement).getByText('Successful')).toBeTruthy();
    expect(within(made as HTMLElement).getByText('DD-20261026-0001')).toBeTruthy();
    expect(within(made as HTMLElement).queryByText('Next attempt')).toBeNull();
    // The latest deduction failed: the way to pay now instead.
    expect(within(account).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/pay-instalment-now?agreementNo=SKL-2026-000001',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("uses the financing's words under /islamic, in Malay", async () => {
    fakeApi(
      attemptAnswers('islamic', [
        attempt({ retryPlanned: false, attemptNo: 3, statusText: 'Tidak berjaya' }),
      ]),
    );
    const { container } = await renderApp('/islamic/direct-debit-attempts?lang=ms');
    const account = await screen.findByRole('region', { name: 'Pembiayaan SKF-2026-000001' });
    await within(account).findByRole('list');
    const [card] = cardsOf(account);
    expect(within(card as HTMLElement).getByText('Bayaran bulanan')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('No. 4, percubaan 3 daripada 3')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Tiada dirancang')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says when no deduction has been asked yet, and when the customer has no account', async () => {
    const server = fakeApi(attemptAnswers('conventional', []));
    await renderApp('/direct-debit-attempts');
    expect(
      await screen.findByText('No deduction has been asked of your bank on this account yet.'),
    ).toBeTruthy();
    expect(server.to(DIRECT_DEBIT_COLLECTION_PATHS.attempts(AGREEMENT_ID))).toHaveLength(1);

    getQueryClient().clear();
    fakeApi({ [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [] } } });
    await renderApp('/direct-debit-attempts');
    expect(
      await screen.findByText('You have no loan account yet, so no deduction has been made.'),
    ).toBeTruthy();
  });
});
