import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { INSUFFICIENT_FUNDS, ORDER_ID, ORDER_STATUS_PATH, order } from '../components/test-fixtures.ts';

beforeEach(() => {
  getQueryClient().clear();
  logInAs();
});

const figure = (name: string) => screen.getByRole('definition', { name }).textContent;

describe('the payment result', () => {
  it('shows a success with its amount and reference, and the ways to the receipt and the schedule', async () => {
    fakeApi({ [`GET ${ORDER_STATUS_PATH}`]: { status: 200, body: order() } });
    const { container } = await renderApp(`/payment-result?orderId=${ORDER_ID}`);
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(document.title).toBe('Payment Result | Sinar Kredit');
    expect(
      screen.getByText('Thank you. We have received your payment of RM364.57 for agreement SKL-2026-000001.'),
    ).toBeTruthy();
    expect(figure('Amount')).toBe('RM364.57');
    expect(figure('Reference')).toBe('SB2026112600001');
    expect(figure('Paid by')).toBe('Online banking (FPX)');
    expect(
      screen.getByRole('link', { name: 'See the receipt in your payment history' }).getAttribute('href'),
    ).toBe('/payment-history?agreementNo=SKL-2026-000001');
    expect(screen.getByRole('link', { name: 'View the repayment schedule' }).getAttribute('href')).toBe(
      '/repayment-schedule?agreementNo=SKL-2026-000001',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says an early settlement was received to settle the loan or financing', async () => {
    fakeApi({ [`GET ${ORDER_STATUS_PATH}`]: { status: 200, body: order({ purpose: 'settlement' }) } });
    await renderApp(`/payment-result?orderId=${ORDER_ID}`);
    expect(
      await screen.findByText(
        'Thank you. We have received RM364.57 to settle loan agreement SKL-2026-000001 early. Your repayment schedule shows the loan closed once it is settled.',
      ),
    ).toBeTruthy();
    cleanup();
    getQueryClient().clear();
    fakeApi({
      [`GET ${ORDER_STATUS_PATH}`]: {
        status: 200,
        body: order({ purpose: 'settlement', variant: 'islamic', agreementNo: 'SKF-2026-000001' }),
      },
    });
    await renderApp(`/islamic/payment-result?orderId=${ORDER_ID}`);
    expect(
      await screen.findByText(
        'Thank you. We have received RM364.57 to settle financing agreement SKF-2026-000001 early. Your payment schedule shows the financing closed once it is settled.',
      ),
    ).toBeTruthy();
  });

  it("shows a failure as 'Payment Unsuccessful' with its reason, and a way to try again", async () => {
    fakeApi({
      [`GET ${ORDER_STATUS_PATH}`]: {
        status: 200,
        body: order({ status: 'failure', paidAt: null, failure: INSUFFICIENT_FUNDS }),
      },
    });
    const { container } = await renderApp(`/payment-result?orderId=${ORDER_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Payment UnsuccessfulSorry, your payment is not succeed. Please try again later.',
    );
    expect(screen.getByText('Reason: Insufficient funds in the account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/pay-instalment-now?agreementNo=SKL-2026-000001',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says so when the address names no order of the customer', async () => {
    fakeApi({ [`GET ${ORDER_STATUS_PATH}`]: { status: 404, body: { message: 'Not Found' } } });
    await renderApp(`/payment-result?orderId=${ORDER_ID}`);
    expect(await screen.findByText('We could not find this payment.')).toBeTruthy();
    cleanup();
    const api = fakeApi({});
    await renderApp('/payment-result?orderId=not-an-order');
    expect(await screen.findByText('We could not find this payment.')).toBeTruthy();
    // An address that names no order at all asks the server nothing.
    expect(api.sent.filter((request) => request.url.includes('/razer/'))).toEqual([]);
  });

  it('sends a pending order to the pending page, which asks again and moves on once the gateway decides', async () => {
    let status: 'pending' | 'success' = 'pending';
    const api = fakeApi({
      [`GET ${ORDER_STATUS_PATH}`]: () => ({
        status: 200,
        body: order({
          status,
          variant: 'islamic',
          agreementNo: 'SKF-2026-000001',
          paidAt: status === 'success' ? '2026-11-26T02:40:00.000Z' : null,
        }),
      }),
    });
    const { router, container } = await renderApp(`/islamic/payment-result?orderId=${ORDER_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/pending-payment'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Payment' })).toBeTruthy();
    expect(await screen.findByText(/^Your bank has not confirmed the payment of RM364\.57 yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to payment history' }).getAttribute('href')).toBe(
      '/islamic/payment-history?agreementNo=SKF-2026-000001',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    const asked = api.to(ORDER_STATUS_PATH).length;
    status = 'success';
    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/payment-result'), {
      timeout: 8000,
    });
    expect(api.to(ORDER_STATUS_PATH).length).toBeGreaterThan(asked);
    expect(router.state.location.search).toBe(`?orderId=${ORDER_ID}`);
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the payment schedule' })).toBeTruthy();
  });

  it('reads in Malay', async () => {
    await i18n.changeLanguage('ms');
    fakeApi({
      [`GET ${ORDER_STATUS_PATH}`]: {
        status: 200,
        body: order({ status: 'failure', paidAt: null, failure: INSUFFICIENT_FUNDS }),
      },
    });
    await renderApp(`/payment-result?orderId=${ORDER_ID}&lang=ms`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Keputusan Pembayaran' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Cuba lagi' })).toBeTruthy();
    expect(screen.getByText('Sebab: Insufficient funds in the account.')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
