import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { IDEMPOTENCY_KEY_HEADER } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToGateway } from '../../../lib/go-to-gateway.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  AGREEMENT_NO,
  accountAnswers,
  ORDER_ID,
  ORDER_PATH,
  PAYMENT_URL,
} from '../components/test-fixtures.ts';

vi.mock('../../../lib/go-to-gateway.ts', () => ({ goToGateway: vi.fn() }));

beforeEach(() => {
  getQueryClient().clear();
  vi.mocked(goToGateway).mockClear();
  logInAs();
});

const started = { status: 201, body: { orderId: ORDER_ID, amountSen: 36_457, paymentUrl: PAYMENT_URL } };

/** The Idempotency-Key of each payment order request, in the order they were sent. */
function sentKeys(fetch: ReturnType<typeof fakeApi>['fetch']): (string | null)[] {
  return fetch.mock.calls
    .filter(([url]) => url === ORDER_PATH)
    .map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
}

describe('paying an instalment now', () => {
  it('pays the amount due by online banking: one order with its key, then the gateway', async () => {
    const api = fakeApi({ ...accountAnswers(), [`POST ${ORDER_PATH}`]: started });
    const { user, container } = await renderApp('/pay-instalment-now');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Instalment Now' })).toBeTruthy();
    expect(document.title).toBe('Pay Instalment Now | Sinar Kredit');
    const due = await screen.findByRole('radio', { name: /^Amount due: RM364\.57/ });
    expect((due as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText('Overdue RM182.90 and current instalment RM181.67, late payment charges included.'),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Online banking \(FPX\)/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('You will pay RM364.57 by Online banking (FPX).')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(PAYMENT_URL));
    expect(api.to(ORDER_PATH).map((request) => request.body)).toEqual([
      { agreementNo: AGREEMENT_NO.conventional, amountSen: 36_457, method: 'onlineBanking' },
    ]);
    expect(sentKeys(api.fetch)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(screen.getByText('Taking you to the payment page...')).toBeTruthy();
  });

  it('retries after no answer with the same key, and makes a new one for another amount', async () => {
    let answer: 'none' | 'started' = 'none';
    const api = fakeApi({
      ...accountAnswers(),
      [`POST ${ORDER_PATH}`]: () => {
        if (answer === 'none') throw new TypeError('Failed to fetch');
        return started;
      },
    });
    const { user } = await renderApp('/pay-instalment-now');
    const submit = await screen.findByRole('button', { name: 'Continue to payment' });
    await user.click(submit);
    expect(
      await screen.findByText(
        'We could not reach our server. Your payment has not started; press the button to try again.',
      ),
    ).toBeTruthy();
    await user.click(submit);
    await screen.findAllByText(/We could not reach our server/);
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (RM)' }), '200');
    answer = 'started';
    await user.click(submit);
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(PAYMENT_URL));
    const keys = sentKeys(api.fetch);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(api.to(ORDER_PATH).map((request) => request.body)).toEqual([
      { agreementNo: AGREEMENT_NO.conventional, amountSen: 36_457, method: 'onlineBanking' },
      { agreementNo: AGREEMENT_NO.conventional, amountSen: 36_457, method: 'onlineBanking' },
      { agreementNo: AGREEMENT_NO.conventional, amountSen: 20_000, method: 'onlineBanking' },
    ]);
  });

  it('holds a chosen amount to RM1 up to what is owed, and pays it by card', async () => {
    const api = fakeApi({ ...accountAnswers(), [`POST ${ORDER_PATH}`]: started });
    const { user, container } = await renderApp('/pay-instalment-now');
    await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (RM)' });
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    await user.click(submit);
    expect(screen.getByText('Enter the amount to pay.')).toBeTruthy();
    await user.type(amount, '0.50');
    expect(screen.getByText('The smallest payment is RM1.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '727.90');
    expect(screen.getByText('You can pay at most RM727.89.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '727.89');
    await user.click(screen.getByRole('radio', { name: /^Debit or credit card/ }));
    expect(screen.getByText('You will pay RM727.89 by Debit or credit card.')).toBeTruthy();
    await user.click(submit);
    await waitFor(() => expect(goToGateway).toHaveBeenCalled());
    expect(api.to(ORDER_PATH).map((request) => request.body)).toEqual([
      { agreementNo: AGREEMENT_NO.conventional, amountSen: 72_789, method: 'card' },
    ]);
  });

  it("shows the server's refusal and offers nothing to pay on a settled account", async () => {
    fakeApi({
      ...accountAnswers(),
      [`POST ${ORDER_PATH}`]: { status: 503, body: { message: 'The payment gateway is not available.' } },
    });
    const { user } = await renderApp('/pay-instalment-now');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The payment gateway is not available.')).toBeTruthy();
    expect(goToGateway).not.toHaveBeenCalled();

    getQueryClient().clear();
    fakeApi(accountAnswers('conventional', { status: 'CLOSED', outstandingBalanceSen: 0 as never }));
    await renderApp('/pay-instalment-now');
    expect(
      await screen.findAllByText('This loan is settled: there is nothing left to pay.'),
    ).not.toHaveLength(0);
  });

  it('speaks of payments and financing under /islamic, in Malay too', async () => {
    fakeApi(accountAnswers('islamic'));
    const { container } = await renderApp('/islamic/pay-instalment-now');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Monthly Payment Now' })).toBeTruthy();
    await screen.findByRole('radio', { name: /^Amount due/ });
    expect(screen.getByText(/^Pay what is due on financing SKF-2026-000001/)).toBeTruthy();
    expect(screen.getByText("Overdue RM182.90 and current payment RM181.67, ta'widh included.")).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByText(/interest|loan|instalment/i)).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await i18n.changeLanguage('ms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bayar Bayaran Bulanan Sekarang' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Teruskan ke pembayaran' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Jumlah perlu dibayar: RM364\.57/ })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('moves an Islamic financing opened under the conventional base to its own page', async () => {
    fakeApi(accountAnswers('islamic'));
    const { router } = await renderApp('/pay-instalment-now');
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/pay-instalment-now'));
  });
});
