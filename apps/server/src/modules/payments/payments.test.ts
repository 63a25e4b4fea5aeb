import { PAYMENT_PATHS, type PaymentOrder, type PaymentOrderStarted, sen } from '@sinar/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerSkey } from '../../providers/payment-gateway/razer-signatures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { InMemoryLoanAccounts } from './testing.ts';

/**
 * Paying online end to end: the payment order, the sandbox gateway's page, and the gateway's three answers in every
 * order, with the loan accounts in memory so that each posting can be counted.
 */
describe('online payments through the gateway', () => {
  let t: TestApp;
  let accounts: InMemoryLoanAccounts;
  let aisyah: Record<string, string>;
  let hafiz: Record<string, string>;
  let keys = 0;

  beforeAll(async () => {
    accounts = new InMemoryLoanAccounts();
    t = await createTestApp({ loanAccountPosting: accounts });
    await seedDemoAccounts(t);
    aisyah = bearer(await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' }));
    hafiz = bearer(await loggedIn(t, { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' }));
    const users = await t.db.query<{ id: string; email: string }>(
      `select id, email from users where email in ('aisyah@example.com', 'hafiz@example.com')`,
    );
    const idOf = (email: string) => users.find((user) => user.email === email)?.id ?? '';
    accounts.open({
      agreementNo: 'SK-2026-000123',
      userId: idOf('aisyah@example.com'),
      variant: 'conventional',
      amountDueSen: sen(47_083),
    });
    accounts.open({
      agreementNo: 'SKI-2026-000045',
      userId: idOf('hafiz@example.com'),
      variant: 'islamic',
      amountDueSen: sen(18_250),
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    accounts.postings.length = 0;
    accounts.payments.clear();
    await t.paymentGateway.clearFailures();
  });

  const newKey = () => `payment-key-${++keys}-${Date.now()}`;

  function order(who: Record<string, string>, payload: object, key = newKey()) {
    return t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: { ...who, 'idempotency-key': key },
      payload,
    });
  }

  async function started(
    who = aisyah,
    payload: object = { agreementNo: 'SK-2026-000123', method: 'onlineBanking' },
  ) {
    const response = await order(who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PaymentOrderStarted>();
  }

  /** The browser at the gateway's page: the signed request opens it; the customer answers. */
  async function payAtGateway(
    start: PaymentOrderStarted,
    outcome: 'approve' | 'insufficientFunds' | 'declined' | 'pending' | 'cancel',
  ): Promise<string> {
    const url = new URL(start.paymentUrl);
    const merchantId = url.pathname.split('/').at(-2) ?? '';
    const opening = await t.paymentGateway.openPage(merchantId, Object.fromEntries(url.searchParams));
    if (opening.kind !== 'page') throw new Error(opening.kind);
    const answer = await t.paymentGateway.answerAtPage(opening.view.tranId, opening.view.token, { outcome });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    return answer.returnTo;
  }

  /** The browser comes back: the return URL on our server, which redirects to the web's page. */
  async function browserReturns(returnTo: string) {
    const url = new URL(returnTo);
    return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  }

  async function status(orderId: string, who = aisyah, language = 'en') {
    const response = await t.app.inject({
      method: 'GET',
      url: PAYMENT_PATHS.orderStatus(orderId),
      headers: { ...who, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PaymentOrder>();
  }

  async function messagesOf(orderId: string) {
    const rows = await t.db.query<{ source: string; gateway_status: string; effect: string }>(
      'select source, gateway_status, effect from payment_order_messages where order_id = $1 order by id',
      [orderId],
    );
    return rows.map((row) => `${row.source} ${row.gateway_status} ${row.effect}`);
  }

  it('answers 401 without a token', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: { 'idempotency-key': newKey() },
      payload: { agreementNo: 'SK-2026-000123', method: 'card' },
    });
    expect(post.statusCode).toBe(401);
    const get = await t.app.inject({
      method: 'GET',
      url: PAYMENT_PATHS.orderStatus('5f0c8a52-7a55-4b7f-9a55-2d1c4d7e9a10'),
    });
    expect(get.statusCode).toBe(401);
  });

  it("refuses a second customer's agreement and order as not found", async () => {
    const theirs = await order(hafiz, { agreementNo: 'SK-2026-000123', method: 'onlineBanking' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Agreement Not Found' });
    const start = await started();
    const peek = await t.app.inject({
      method: 'GET',
      url: PAYMENT_PATHS.orderStatus(start.orderId),
      headers: hafiz,
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ message: 'This payment was not found.' });
  });

  it('makes an order of the amount due, or of a chosen amount, and sends the browser to the signed page', async () => {
    const due = await started();
    expect(due.amountSen).toBe(47_083);
    const url = new URL(due.paymentUrl);
    expect(url.searchParams.get('amount')).toBe('470.83');
    expect(url.searchParams.get('orderid')).toBe(due.orderId.replaceAll('-', ''));
    expect(url.searchParams.get('vcode')).toMatch(/^[0-9a-f]{32}$/);
    const chosen = await started(aisyah, {
      agreementNo: 'SK-2026-000123',
      amountSen: 20_000,
      method: 'card',
    });
    expect(chosen.amountSen).toBe(20_000);
    expect(new URL(chosen.paymentUrl).searchParams.get('channel')).toBe('card');
    expect((await status(chosen.orderId)).status).toBe('pending');
  });

  it('refuses an amount under RM1, and answers 503 while the gateway is down, recording nothing', async () => {
    const small = await order(aisyah, { agreementNo: 'SK-2026-000123', amountSen: 99, method: 'card' });
    expect(small.statusCode).toBe(400);
    await t.paymentGateway.failNext('unavailable');
    const before = await t.db.query('select id from payment_orders');
    const down = await order(aisyah, { agreementNo: 'SK-2026-000123', method: 'card' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      message: 'Online payment is not available right now. Please try again later.',
    });
    expect(await t.db.query('select id from payment_orders')).toHaveLength(before.length);
  });

  it('posts once when the browser returns first, then the callback and the notification arrive', async () => {
    const start = await started();
    const returnTo = await payAtGateway(start, 'approve');
    const back = await browserReturns(returnTo);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-result?orderId=${start.orderId}`);
    await t.settle();
    expect(accounts.postings).toHaveLength(1);
    expect(accounts.postings[0]).toMatchObject({
      accountId: 'account-SK-2026-000123',
      channel: 'fpx',
      amountSen: 47_083,
    });
    expect(await messagesOf(start.orderId)).toEqual([
      'return 00 applied',
      'callback 00 repeat',
      'notification 00 repeat',
    ]);
    const result = await status(start.orderId);
    expect(result).toMatchObject({ status: 'success', amountSen: 47_083, failure: null });
    expect(result.transactionId).toBe(accounts.postings[0]?.reference);
  });

  it('posts once when the callback comes first, the browser returns twice, and every delivery is repeated', async () => {
    const start = await started();
    await t.paymentGateway.failNext('repeatNotice', 2);
    const returnTo = await payAtGateway(start, 'approve');
    await t.settle();
    const back = await browserReturns(returnTo);
    await browserReturns(returnTo);
    expect(back.headers.location).toBe(`/payment-result?orderId=${start.orderId}`);
    expect(accounts.postings).toHaveLength(1);
    expect(await messagesOf(start.orderId)).toEqual([
      'callback 00 applied',
      'callback 00 repeat',
      'notification 00 repeat',
      'notification 00 repeat',
      'return 00 repeat',
      'return 00 repeat',
    ]);
  });

  it('posts once when the notification comes first, posted to its route before the callback is delivered', async () => {
    const start = await started();
    const returnTo = await payAtGateway(start, 'approve');
    const [notification] = await t.db.query<{ fields: Record<string, string> }>(
      `select d.fields from sandbox_gateway_deliveries d join sandbox_gateway_transactions t using (tran_id)
       where t.order_id = $1 and d.kind = 'notification'`,
      [start.orderId.replaceAll('-', '')],
    );
    const posted = await t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.gatewayNotification,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(notification?.fields).toString(),
    });
    expect(posted.statusCode).toBe(200);
    await browserReturns(returnTo);
    await t.settle();
    expect(accounts.postings).toHaveLength(1);
    expect((await messagesOf(start.orderId))[0]).toBe('notification 00 applied');
    expect(await messagesOf(start.orderId)).toHaveLength(4);
  });

  it('answers the callback CBTOKEN:MPSTATOK, and 401 to a tampered one or one signed with another key', async () => {
    const start = await started();
    await t.paymentGateway.failNext('dropCallback');
    const returnTo = await payAtGateway(start, 'approve');
    const fields = Object.fromEntries(new URL(returnTo).searchParams);
    const post = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.gatewayCallback,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const tampered = await post({ ...fields, nbcb: '1', amount: '1.00' });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ message: 'The payment message could not be verified.' });
    const foreign = await post({ ...fields, nbcb: '1', skey: 'f'.repeat(32) });
    expect(foreign.statusCode).toBe(401);
    expect(accounts.postings).toHaveLength(0);
    expect((await status(start.orderId)).status).toBe('pending');
    const good = await post({ ...fields, nbcb: '1' });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('CBTOKEN:MPSTATOK');
    expect(accounts.postings).toHaveLength(1);
  });

  it('posts once when the return, the callback and the notification arrive together', async () => {
    const start = await started();
    await t.paymentGateway.failNext('dropCallback');
    const fields = Object.fromEntries(new URL(await payAtGateway(start, 'approve')).searchParams);
    const form = (nbcb: string) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, nbcb }).toString(),
    });
    const answers = await Promise.all([
      t.app.inject({ ...form('1'), url: PAYMENT_PATHS.gatewayCallback }),
      t.app.inject({ ...form('2'), url: PAYMENT_PATHS.gatewayNotification }),
      t.app.inject({ method: 'GET', url: `${PAYMENT_PATHS.gatewayReturn}?${new URLSearchParams(fields)}` }),
      t.app.inject({ ...form('1'), url: PAYMENT_PATHS.gatewayCallback }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 303, 200]);
    expect(accounts.postings).toHaveLength(1);
    const effects = (await messagesOf(start.orderId)).map((message) => message.split(' ')[2]);
    expect(effects.sort()).toEqual(['applied', 'repeat', 'repeat', 'repeat']);
  });

  it('changes nothing for a signed answer that disagrees with its order, and acknowledges one for no order of ours', async () => {
    const start = await started();
    await t.paymentGateway.failNext('dropCallback');
    const fields = Object.fromEntries(new URL(await payAtGateway(start, 'approve')).searchParams);
    const { secretKey } = await t.paymentGateway.keys();
    const resign = (changed: Record<string, string>) => {
      const next = { ...fields, ...changed } as Record<string, string> & Parameters<typeof answerSkey>[0];
      return { ...next, skey: answerSkey(next, secretKey), nbcb: '1' };
    };
    const post = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.gatewayCallback,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    expect((await post(resign({ amount: '1.00' }))).statusCode).toBe(200);
    expect((await post(resign({ currency: 'USD' }))).statusCode).toBe(200);
    expect(accounts.postings).toHaveLength(0);
    expect(await messagesOf(start.orderId)).toEqual(['callback 00 mismatch', 'callback 00 mismatch']);
    const stranger = await post(resign({ orderid: 'f'.repeat(32) }));
    expect(stranger.body).toBe('CBTOKEN:MPSTATOK');
    expect(accounts.postings).toHaveLength(0);
    expect((await status(start.orderId)).status).toBe('pending');
  });

  it('changes nothing when the browser returns with a tampered answer, and shows the order as it stands', async () => {
    const start = await started();
    await t.paymentGateway.failNext('dropCallback');
    const returnTo = await payAtGateway(start, 'insufficientFunds');
    const url = new URL(returnTo);
    url.searchParams.set('status', '00');
    const back = await browserReturns(url.toString());
    expect(back.headers.location).toBe(`/pending-payment?orderId=${start.orderId}`);
    expect(accounts.postings).toHaveLength(0);
    expect(await messagesOf(start.orderId)).toEqual([]);
  });

  it("takes the browser's return posted as a form, as the gateway may send it", async () => {
    const start = await started();
    const returnTo = new URL(await payAtGateway(start, 'approve'));
    const back = await t.app.inject({
      method: 'POST',
      url: returnTo.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: returnTo.searchParams.toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-result?orderId=${start.orderId}`);
    expect(accounts.postings).toHaveLength(1);
  });

  it('shows a failure with its reason, in English and in Malay', async () => {
    const start = await started();
    const back = await browserReturns(await payAtGateway(start, 'insufficientFunds'));
    expect(back.headers.location).toBe(`/payment-result?orderId=${start.orderId}`);
    await t.settle();
    expect(accounts.postings).toHaveLength(0);
    expect((await status(start.orderId)).failure).toEqual({
      reason: 'insufficientFunds',
      title: 'Payment Unsuccessful',
      message: 'Sorry, your payment is not succeed. Please try again later.',
      reasonText: 'Your account has insufficient funds.',
    });
    expect((await status(start.orderId, aisyah, 'ms')).failure).toMatchObject({
      title: 'Pembayaran Tidak Berjaya',
      reasonText: 'Baki akaun anda tidak mencukupi.',
    });
    const cancelled = await started();
    await browserReturns(await payAtGateway(cancelled, 'cancel'));
    expect((await status(cancelled.orderId)).failure?.reason).toBe('buyerCancelled');
  });

  it('sends an Islamic customer to the Islamic pending page, then the requery finds the payment made', async () => {
    const start = await started(hafiz, { agreementNo: 'SKI-2026-000045', method: 'onlineBanking' });
    // The callbacks of both the pending answer and the settlement are lost: only the requery can tell.
    await t.paymentGateway.failNext('dropCallback', 2);
    const back = await browserReturns(await payAtGateway(start, 'pending'));
    expect(back.headers.location).toBe(`/islamic/pending-payment?orderId=${start.orderId}`);
    await t.settle();
    expect((await status(start.orderId, hafiz)).status).toBe('pending');
    expect(accounts.postings).toHaveLength(0);
    await t.db.query(
      `update jobs set run_at = now()
       where kind = 'payment-orders.requery' and status = 'queued' and payload->>'orderId' = $1`,
      [start.orderId],
    );
    await t.settle();
    expect((await status(start.orderId, hafiz)).status).toBe('success');
    expect(accounts.postings).toHaveLength(1);
    expect(accounts.postings[0]).toMatchObject({ accountId: 'account-SKI-2026-000045', amountSen: 18_250 });
    expect(await messagesOf(start.orderId)).toEqual(['return 22 applied', 'requery 00 applied']);
  });

  it('fails an order the gateway never saw as expired, once an hour has passed', async () => {
    const start = await started();
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    try {
      await t.db.query(
        `update jobs set run_at = now() where kind = 'payment-orders.requery' and status = 'queued'`,
      );
      await t.settle();
    } finally {
      t.clock.set(new Date(t.clock.now().getTime() - 61 * 60_000));
    }
    expect((await status(start.orderId)).failure?.reason).toBe('expired');
  });
});
