import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { jompayRef1, LOAN_ACCOUNT_PATHS, STATEMENT_PATHS, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fileSaver } from '../components/receipt-button.tsx';
import {
  AGREEMENT_ID,
  AGREEMENT_NO,
  accountDetails,
  loanAccountAnswers,
  loanItem,
  useLayout,
} from '../components/test-fixtures.ts';

beforeEach(() => {
  getQueryClient().clear();
  logInAs();
});

const figure = (name: string) => screen.getByRole('definition', { name }).textContent;

/** Each body row of the schedule's table, its cells' text. */
function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: /^(Instalments|Payments|Ansuran)$/ });
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
    .filter((cells) => cells.length === 6);
}

describe('the repayment schedule', () => {
  it("shows the account's figures, the overdue amount, the chart and every instalment with its status in words", async () => {
    useLayout('desktop');
    fakeApi(loanAccountAnswers());
    const { container } = await renderApp('/repayment-schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Instalments' });
    expect(document.title).toBe('Repayment Schedule | Sinar Kredit');

    expect(figure('Agreement number')).toBe('SKL-2026-000001');
    expect(figure('Loan amount')).toBe('RM1,000.00');
    expect(figure('Tenure')).toBe('6 months');
    expect(figure('Interest rate per annum')).toBe('18%');
    expect(figure('Interest')).toBe('RM90.00');
    expect(figure('First instalment date')).toBe('26 August 2026');
    expect(figure('Maturity date')).toBe('26 January 2027');
    expect(figure('Monthly instalment')).toBe('RM181.67');
    expect(figure('Last instalment')).toBe('RM181.65');
    expect(figure('Total repayment')).toBe('RM1,090.00');
    expect(figure('Outstanding balance')).toBe('RM727.89');
    expect(figure('Next due date')).toBe('26 December 2026');
    expect(figure('Overdue instalment')).toBe('RM182.90');
    expect(figure('Current instalment')).toBe('RM181.67');
    expect(figure('Late payment charges')).toBe('RM1.23');
    expect(screen.getByText(/^RM182.90 is overdue \(31 days past due\)/)).toBeTruthy();

    // The chart says in words what its bar shows.
    const chart = screen.getByRole('region', { name: 'Paid and remaining' });
    expect(
      within(chart).getByRole('img', { name: 'Paid RM363.34 of RM1,091.23; RM727.89 remains.' }),
    ).toBeTruthy();
    expect(within(chart).getByText('Paid: RM363.34')).toBeTruthy();
    expect(within(chart).getByText('Remaining: RM727.89')).toBeTruthy();
    expect(within(chart).getByText('2 of 6 instalments paid in full.')).toBeTruthy();

    expect(tableRows()).toEqual([
      ['1', '26 Aug 2026', 'RM181.67', 'RM181.67', 'RM0.00', 'Paid'],
      ['2', '26 Sept 2026', 'RM181.67', 'RM181.67', 'RM0.00', 'Paid'],
      [
        '3',
        '26 Oct 2026',
        'RM182.90Includes RM1.23 late payment charges and fees',
        'RM0.00',
        'RM182.90',
        'Overdue',
      ],
      ['4', '26 Nov 2026', 'RM181.67', 'RM0.00', 'RM181.67', 'Due'],
      ['5', '26 Dec 2026', 'RM181.67', 'RM0.00', 'RM181.67', 'Upcoming'],
      ['6', '26 Jan 2027', 'RM181.65', 'RM0.00', 'RM181.65', 'Upcoming'],
    ]);
    // Something is owed: 'Pay now' leads to the pay-instalment page.
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay-instalment-now');
    // An active account: 'Settle early' leads to the early settlement page.
    expect(screen.getByRole('link', { name: 'Settle early' }).getAttribute('href')).toBe('/early-settlement');
    expect(screen.getByRole('link', { name: 'Repayment schedule' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('speaks of payments, profit and ta’widh under /islamic (Payment Schedule)', async () => {
    useLayout('desktop');
    fakeApi(loanAccountAnswers('islamic'));
    const { container } = await renderApp('/islamic/repayment-schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Schedule' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Payments' });
    expect(figure('Agreement number')).toBe('SKF-2026-000001');
    expect(figure('Financing amount')).toBe('RM1,000.00');
    expect(figure('Profit rate per annum')).toBe('18%');
    expect(figure('Profit')).toBe('RM90.00');
    expect(figure('First payment date')).toBe('26 August 2026');
    expect(figure('Monthly payment')).toBe('RM181.67');
    expect(figure('Total payment (selling price)')).toBe('RM1,090.00');
    expect(figure('Overdue payment')).toBe('RM182.90');
    expect(figure("Late payment charges (ta'widh)")).toBe('RM1.23');
    expect(screen.getByText(/ta'widh is added for every day it stays unpaid/)).toBeTruthy();
    expect(tableRows()[2]).toEqual([
      '3',
      '26 Oct 2026',
      "RM182.90Includes RM1.23 ta'widh and fees",
      'RM0.00',
      'RM182.90',
      'Overdue',
    ]);
    expect(within(screen.getByRole('main')).queryByText(/interest|loan/i)).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("shows 'Pay by JomPAY' with the biller code and Ref-1, each copied by its button", async () => {
    useLayout('phone');
    fakeApi(loanAccountAnswers());
    const { container, user } = await renderApp('/repayment-schedule');
    const panel = within(await screen.findByRole('region', { name: 'Pay by JomPAY' }));
    const ref1 = jompayRef1(AGREEMENT_NO.conventional);
    expect(panel.getByRole('definition', { name: 'Biller code' }).textContent).toContain('83212');
    expect(panel.getByRole('definition', { name: 'Ref-1' }).textContent).toContain(ref1);
    await user.click(panel.getByRole('button', { name: 'Copy Ref-1' }));
    // user-event stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toBe(ref1);
    expect(await panel.findByText('Ref-1 copied.')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Copy Biller code' }));
    expect(await navigator.clipboard.readText()).toBe('83212');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("reads 'Pay by JomPAY' in Malay", async () => {
    useLayout('desktop');
    fakeApi(loanAccountAnswers());
    await renderApp('/repayment-schedule?lang=ms');
    const panel = within(await screen.findByRole('region', { name: 'Bayar melalui JomPAY' }));
    expect(panel.getByRole('definition', { name: 'Kod biller' }).textContent).toContain('83212');
    expect(panel.getByRole('button', { name: 'Salin Ruj-1' })).toBeTruthy();
  });

  it('lists the instalments as cards on a phone, each with its status in words', async () => {
    useLayout('phone');
    fakeApi(loanAccountAnswers());
    const { container } = await renderApp('/repayment-schedule');
    const third = (await screen.findByRole('heading', { level: 3, name: 'Instalment 3' })).closest('li');
    expect(third).not.toBeNull();
    const card = within(third as HTMLElement);
    expect(card.getByText('Overdue', { selector: 'h3 + span' })).toBeTruthy();
    expect(card.getByRole('definition', { name: 'Due date' }).textContent).toBe('26 Oct 2026');
    expect(card.getByRole('definition', { name: 'Amount' }).textContent).toBe('RM182.90');
    expect(card.getByRole('definition', { name: 'Outstanding' }).textContent).toBe('RM182.90');
    expect(card.getByText('Includes RM1.23 late payment charges and fees')).toBeTruthy();
    const first = within(
      screen.getByRole('heading', { level: 3, name: 'Instalment 1' }).closest('li') as HTMLElement,
    );
    expect(first.getByText('Paid', { selector: 'h3 + span' })).toBeTruthy();
    expect(first.getByText('Paid in full on 25 August 2026')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Instalment \d$/ })).toHaveLength(6);
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('reads in Malay, the statuses included', async () => {
    useLayout('desktop');
    fakeApi(loanAccountAnswers());
    await renderApp('/repayment-schedule?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jadual Pembayaran Balik' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Ansuran' });
    expect(tableRows().map((cells) => cells[5])).toEqual([
      'Dibayar',
      'Dibayar',
      'Tertunggak',
      'Perlu dibayar',
      'Akan datang',
      'Akan datang',
    ]);
    expect(figure('Caj bayaran lewat')).toBe('RM1.23');
  });

  it('links to the refund of a credit when the customer paid more than they owe', async () => {
    useLayout('desktop');
    const answers = loanAccountAnswers();
    const agreementNo = AGREEMENT_NO.conventional;
    fakeApi({
      ...answers,
      [`GET ${LOAN_ACCOUNT_PATHS.accountDetails(agreementNo)}`]: {
        status: 200,
        body: { ...accountDetails(), refundableSen: sen(4_000) },
      },
    });
    await renderApp('/repayment-schedule');
    expect(
      await screen.findByText('You have paid RM40.00 more than you owe on this account.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a refund of your credit' }).getAttribute('href')).toBe(
      '/refund-request?agreementNo=SKL-2026-000001',
    );
  });

  it('says there is no loan yet when the customer has no account', async () => {
    fakeApi({ [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [] } } });
    const { container } = await renderApp('/repayment-schedule');
    expect(await screen.findByText('No loan yet')).toBeTruthy();
    expect(screen.getByText(/Your account opens when your loan is paid out/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("says 'Failed to load data' and tries again when asked", async () => {
    useLayout('desktop');
    // The server keeps failing past the query's own retries.
    const defaults = getQueryClient().getDefaultOptions();
    getQueryClient().setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
    onTestFinished(() => getQueryClient().setDefaultOptions(defaults));
    let calls = 0;
    const answers = loanAccountAnswers();
    const server = fakeApi({
      ...answers,
      [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Something went wrong, please try again later' } }
          : { status: 200, body: { loans: [loanItem()] } };
      },
    });
    const { user } = await renderApp('/repayment-schedule');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Instalments' })).toBeTruthy();
    expect(server.to(LOAN_ACCOUNT_PATHS.loanHistory)).toHaveLength(2);
  });

  it('says the account is not found when the address names one the customer does not hold', async () => {
    const server = fakeApi(loanAccountAnswers());
    await renderApp('/repayment-schedule?agreementNo=SKL-2026-999999');
    expect(await screen.findByText('We could not find this loan account.')).toBeTruthy();
    expect(server.to(LOAN_ACCOUNT_PATHS.accountDetails('SKL-2026-999999'))).toEqual([]);
  });

  it('shows the account the address names, and links to the other ones', async () => {
    useLayout('desktop');
    const older = loanItem('conventional', {
      accountId: '7d3e4f50-6172-4c83-9d94-a5b6c7d8e9f1',
      agreementNo: 'SKL-2025-000007',
      status: 'CLOSED',
      outstandingBalanceSen: 0 as never,
    });
    const answers = loanAccountAnswers();
    fakeApi({
      ...answers,
      [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [loanItem(), older] } },
    });
    await renderApp(`/repayment-schedule?agreementNo=${AGREEMENT_NO.conventional}`);
    await screen.findByRole('table', { name: 'Instalments' });
    const others = screen.getByRole('navigation', { name: 'Your other accounts' });
    expect(within(others).getByRole('link', { name: 'Agreement SKL-2025-000007' }).getAttribute('href')).toBe(
      '/repayment-schedule?agreementNo=SKL-2025-000007',
    );
    expect(within(others).getByText(/Closed/)).toBeTruthy();
  });

  it("moves to the account's own variant: an Islamic financing read under the conventional base", async () => {
    useLayout('desktop');
    fakeApi(loanAccountAnswers('islamic'));
    const { router } = await renderApp(`/repayment-schedule?agreementNo=${AGREEMENT_NO.islamic}&lang=en`);
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/islamic/repayment-schedule');
    expect(router.state.location.search).toBe(`?agreementNo=${AGREEMENT_NO.islamic}&lang=en`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Schedule' })).toBeTruthy();
  });
});

describe("the schedule's statement of account", () => {
  const STATEMENT_EN = STATEMENT_PATHS.customerStatement('en', AGREEMENT_ID);
  const STATEMENT_BM = STATEMENT_PATHS.customerStatement('bm', AGREEMENT_ID);

  it('downloads the statement in English and in Malay with the session token', async () => {
    useLayout('desktop');
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    onTestFinished(() => save.mockRestore());
    const server = fakeApi({
      ...loanAccountAnswers(),
      [`GET ${STATEMENT_EN}`]: { status: 200, body: 'the English statement' },
      [`GET ${STATEMENT_BM}`]: { status: 200, body: 'the Malay statement' },
    });
    const { container, user } = await renderApp('/repayment-schedule');
    const section = await screen.findByRole('region', { name: 'Statement of account' });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Download statement (English)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await user.click(within(section).getByRole('button', { name: 'Download statement (Bahasa Malaysia)' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    const [english, englishName] = save.mock.calls[0] ?? [];
    const [malay, malayName] = save.mock.calls[1] ?? [];
    expect(englishName).toBe(`statement-${AGREEMENT_NO.conventional}-en.pdf`);
    expect(await english?.text()).toBe('"the English statement"');
    expect(malayName).toBe(`statement-${AGREEMENT_NO.conventional}-bm.pdf`);
    expect(await malay?.text()).toBe('"the Malay statement"');
    expect(server.to(STATEMENT_EN)[0]?.authorization).toMatch(/^Bearer /);
    expect(server.to(STATEMENT_BM)[0]?.authorization).toMatch(/^Bearer /);
  });

  it('names the downloads in Malay on the Malay screen, and says so when the statement cannot be had', async () => {
    useLayout('phone');
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    onTestFinished(() => save.mockRestore());
    fakeApi({
      ...loanAccountAnswers(),
      [`GET ${STATEMENT_BM}`]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = await renderApp('/repayment-schedule?lang=ms');
    const section = await screen.findByRole('region', { name: 'Penyata akaun' });
    expect(
      within(section).getByRole('button', { name: 'Muat turun penyata (Bahasa Inggeris)' }),
    ).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Muat turun penyata (Bahasa Malaysia)' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Penyata tidak dapat dimuat turun. Sila cuba lagi.',
    );
    expect(save).not.toHaveBeenCalled();
  });
});
