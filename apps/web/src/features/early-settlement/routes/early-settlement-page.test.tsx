import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { IDEMPOTENCY_KEY_HEADER, LOAN_ACCOUNT_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToGateway } from '../../../lib/go-to-gateway.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  AGREEMENT_NO,
  loanItem,
  ORDER_ID,
  ORDER_PATH,
  PAYMENT_URL,
  QUOTE_PATH,
  quoteAnswers,
} from '../components/test-fixtures.ts';

vi.mock('../../../lib/go-to-gateway.ts', () => ({ goToGateway: vi.fn() }));

beforeEach(() => {
  getQueryClient().clear();
  vi.mocked(goToGateway).mockClear();
  logInAs();
});

const started = { status: 201, body: { orderId: ORDER_ID, amountSen: 807_938, paymentUrl: PAYMENT_URL } };

/** The value a figure of the quotation shows, found by its name. */
function figure(name: string): string {
  return screen.getByRole('definition', { name }).textContent ?? '';
}

/** The rows of the day-by-day table as text: date, late charges, settlement amount. */
function dayRows(tableName: string): string[][] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the early settlement page', () => {
  it("shows the loan's quotation to the sen, the rebate in plain words and each day's amount", async () => {
    fakeApi(quoteAnswers());
    const { container } = await renderApp('/early-settlement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Early Settlement' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Your settlement quotation' });
    expect(document.title).toBe('Early Settlement | Sinar Kredit');
    expect(
      screen.getByText(
        'Settle loan SKL-2026-000007 in full before its last instalment. This quotation is for 5 August 2026.',
      ),
    ).toBeTruthy();
    expect(figure('Outstanding principal')).toBe('RM7,499.98');
    expect(figure('Unearned interest')).toBe('RM2,700.00');
    expect(figure('Outstanding balance of instalments not yet due')).toBe('RM10,199.98');
    expect(figure('Instalments due')).toBe('RM566.67');
    expect(figure('Fees due')).toBe('RM10.00');
    expect(figure('Late payment charges')).toBe('RM2.73');
    expect(figure('Rebate of unearned interest')).toBe('less RM2,700.00');
    expect(figure('Settlement amount')).toBe('RM8,079.38');
    expect(screen.queryByRole('definition', { name: 'Early settlement charge' })).toBeNull();
    expect(screen.getByText('Valid until 13 August 2026')).toBeTruthy();
    expect(
      screen.getByText(
        'You pay what is already due in full, with any fees and late payment charges. The interest of the instalments not yet due, RM2,700.00, is not charged: that is your rebate.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('There is no charge for settling early.')).toBeTruthy();
    const days = dayRows('Settlement amount for each day of this quotation');
    expect(days).toHaveLength(9);
    expect(days[0]).toEqual([expect.stringMatching(/ \(today\)$/), 'RM2.73', 'RM8,079.38']);
    expect(days[5]?.slice(1)).toEqual(['RM3.35', 'RM8,080.00']);
    expect(days[8]?.slice(1)).toEqual(['RM3.73', 'RM8,080.38']);
    expect(
      screen.getByText(
        'You will pay RM8,079.38 by Online banking (FPX). Once the payment is confirmed, your loan is closed.',
      ),
    ).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('settles now: one payment order marked as a settlement, with its key, then the gateway', async () => {
    const api = fakeApi({ ...quoteAnswers(), [`POST ${ORDER_PATH}`]: started });
    const { user } = await renderApp(`/early-settlement?agreementNo=${AGREEMENT_NO.conventional}`);
    await user.click(await screen.findByRole('radio', { name: /^Debit or credit card/ }));
    await user.click(screen.getByRole('button', { name: 'Settle now' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(PAYMENT_URL));
    expect(api.to(ORDER_PATH).map((request) => request.body)).toEqual([
      { agreementNo: AGREEMENT_NO.conventional, method: 'card', purpose: 'settlement' },
    ]);
    const keys = api.fetch.mock.calls
      .filter(([url]) => url === ORDER_PATH)
      .map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(screen.getByText('Taking you to the payment page...')).toBeTruthy();
  });

  it('keeps the key for a retry after no answer, and shows the server refusal of an order', async () => {
    let answer: 'none' | 'refused' = 'none';
    const api = fakeApi({
      ...quoteAnswers(),
      [`POST ${ORDER_PATH}`]: () => {
        if (answer === 'none') throw new TypeError('Failed to fetch');
        return { status: 503, body: { message: 'The payment gateway is not available.' } };
      },
    });
    const { user } = await renderApp('/early-settlement');
    const submit = await screen.findByRole('button', { name: 'Settle now' });
    await user.click(submit);
    expect(
      await screen.findByText(
        'We could not reach our server. Your settlement payment has not started; press the button to try again.',
      ),
    ).toBeTruthy();
    answer = 'refused';
    await user.click(submit);
    expect(await screen.findByText('The payment gateway is not available.')).toBeTruthy();
    const keys = api.fetch.mock.calls
      .filter(([url]) => url === ORDER_PATH)
      .map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it("speaks of profit, the outstanding selling price, ta'widh and ibra' under /islamic, in Malay too", async () => {
    fakeApi(quoteAnswers('islamic'));
    const { container } = await renderApp('/islamic/early-settlement');
    await screen.findByRole('heading', { name: "Your ibra' (rebate)" });
    expect(figure('Unearned profit')).toBe('RM2,700.00');
    expect(figure('Outstanding selling price')).toBe('RM10,199.98');
    expect(figure('Payments due')).toBe('RM566.67');
    expect(figure("Late payment compensation (ta'widh)")).toBe('RM0.34');
    expect(figure("Ibra' (rebate)")).toBe('less RM2,700.00');
    expect(figure('Settlement amount')).toBe('RM8,076.99');
    expect(
      screen.getByText(
        "You pay the outstanding selling price and what is already due, with any fees and ta'widh. We give up the profit of the payments not yet due, RM2,700.00: that is your ibra'.",
      ),
    ).toBeTruthy();
    const days = dayRows('Settlement amount for each day of this quotation');
    expect(days.at(-1)?.slice(1)).toEqual(['RM0.47', 'RM8,077.12']);
    expect(within(screen.getByRole('main')).queryByText(/interest|loan\b|instalment|rebate of/i)).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await i18n.changeLanguage('ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Penyelesaian Awal' })).toBeTruthy();
    expect(figure('Keuntungan belum diperoleh')).toBe('RM2,700.00');
    expect(figure('Baki harga jualan')).toBe('RM10,199.98');
    expect(figure("Ibra' (rebat)")).toBe('tolak RM2,700.00');
    expect(figure('Jumlah penyelesaian')).toBe('RM8,076.99');
    expect(screen.getByRole('button', { name: 'Selesaikan sekarang' })).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await i18n.changeLanguage('en');
  });

  it('reads the conventional quotation in Malay', async () => {
    fakeApi(quoteAnswers());
    await i18n.changeLanguage('ms');
    try {
      await renderApp('/early-settlement');
      await screen.findByRole('heading', { name: 'Sebut harga penyelesaian anda' });
      expect(figure('Faedah belum diperoleh')).toBe('RM2,700.00');
      expect(figure('Rebat faedah belum diperoleh')).toBe('tolak RM2,700.00');
      expect(figure('Caj lewat bayar')).toBe('RM2.73');
      expect(figure('Jumlah penyelesaian')).toBe('RM8,079.38');
      expect(dayRows('Jumlah penyelesaian bagi setiap hari sebut harga ini').at(-1)?.slice(1)).toEqual([
        'RM3.73',
        'RM8,080.38',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says a closed account has nothing to settle, without asking for a quote', async () => {
    const api = fakeApi({
      [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: {
        status: 200,
        body: { loans: [loanItem('conventional', { status: 'CLOSED', outstandingBalanceSen: 0 as never })] },
      },
    });
    const { container } = await renderApp('/early-settlement');
    expect(
      await screen.findByText('Nothing is owed on this account, so there is nothing to settle.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settle now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the repayment schedule' }).getAttribute('href')).toBe(
      `/repayment-schedule?agreementNo=${AGREEMENT_NO.conventional}`,
    );
    expect(api.to(QUOTE_PATH.conventional)).toHaveLength(0);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("shows the server's refusal of an active account's quote, and offers nothing to pay", async () => {
    const api = fakeApi({
      ...quoteAnswers(),
      [`GET ${QUOTE_PATH.conventional}`]: {
        status: 409,
        body: { message: 'Nothing is owed on this account, so there is nothing to settle.' },
      },
    });
    await renderApp('/early-settlement');
    expect(
      await screen.findByText('Nothing is owed on this account, so there is nothing to settle.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settle now' })).toBeNull();
    expect(api.to(QUOTE_PATH.conventional)).toHaveLength(1);
  });

  it('says what becomes of a credit when what was paid ahead covers the settlement', async () => {
    fakeApi(
      quoteAnswers('conventional', {
        settlementSen: 0 as never,
        credit: { kind: 'refundable', amountSen: 2_500 as never },
      }),
    );
    await renderApp('/early-settlement');
    expect(
      await screen.findByText('We owe you RM25.00 after settlement; you may ask for it to be refunded.'),
    ).toBeTruthy();
    expect(
      screen.getByText('What you have paid already covers the settlement: there is nothing more to pay.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settle now' })).toBeNull();
  });

  it('moves an Islamic financing opened under the conventional base to its own page', async () => {
    fakeApi(quoteAnswers('islamic'));
    const { router } = await renderApp('/early-settlement');
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/early-settlement'));
  });
});
