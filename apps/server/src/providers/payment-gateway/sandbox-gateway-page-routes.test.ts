import { sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { GatewayChannel } from './payment-gateway-provider.ts';

const RETURN_URL = 'http://localhost:3000/sinar/product/api/v1.0/razer/return';

/** The sandbox gateway's hosted page, as the customer's browser sees it. */
describe("the sandbox gateway's payment page", () => {
  let t: TestApp;
  let orders = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function pageUrl(channel: GatewayChannel) {
    orders += 1;
    const url = new URL(
      await t.paymentGateway.paymentUrl({
        orderId: `page-order-${orders}`,
        amountSen: sen(47_083),
        channel,
        billName: 'Aisyah binti Rahman',
        billDesc: 'Instalment of SK-2026-000123',
        returnUrl: RETURN_URL,
      }),
    );
    return `${url.pathname}${url.search}`;
  }

  async function openPage(channel: GatewayChannel) {
    const page = await t.app.inject({ method: 'GET', url: await pageUrl(channel) });
    expect(page.statusCode).toBe(200);
    const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return { page, action, token };
  }

  const answer = (action: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows the payment and the bank list, and sends the browser back with the signed answer', async () => {
    const { page, action, token } = await openPage('fpx');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Pay MYR 470.83');
    expect(page.body).toContain('Maybank2u');
    const paid = await answer(action, { token, outcome: 'pay', answer: 'approve', bankCode: 'MB2U0227' });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get('status')).toBe('00');
    expect(back.searchParams.get('channel')).toBe('MB2U0227');
    expect((await t.paymentGateway.verify(Object.fromEntries(back.searchParams))).amountSen).toBe(47_083);
    // The link is spent.
    expect((await answer(action, { token, outcome: 'pay' })).statusCode).toBe(404);
  });

  it('asks a card payer again for a card number that is not one, and fails a card ending 0051', async () => {
    const { action, token } = await openPage('card');
    const wrong = await answer(action, { token, outcome: 'pay', cardNo: '1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Please enter the card number: 16 digits.');
    const poor = await answer(action, { token, outcome: 'pay', cardNo: '4111111111110051' });
    const back = new URL(String(poor.headers.location));
    expect(back.searchParams.get('status')).toBe('11');
    expect(back.searchParams.get('error_desc')).toBe('Insufficient funds');
  });

  it('refuses a request whose amount was changed after it was signed', async () => {
    const tampered = (await pageUrl('fpx')).replace('amount=470.83', 'amount=1.00');
    const page = await t.app.inject({ method: 'GET', url: tampered });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Invalid payment request');
  });
});
