import { sen } from '@sinar/domain';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderUnavailableError } from '../email/email-provider.ts';
import { type GatewayDeliveryKind, GatewaySignatureError } from './payment-gateway-provider.ts';
import { answerSkey, requestVcode } from './razer-signatures.ts';
import { SandboxPaymentGatewayProvider } from './sandbox-payment-gateway-provider.ts';

const log = pino({ level: 'silent' });
const RETURN_URL = 'https://lender.example/sinar/product/api/v1.0/razer/return';

describe('the payment gateway sandbox', () => {
  let db: Database;
  let gateway: SandboxPaymentGatewayProvider;
  let worker: JobWorker;
  const delivered: { kind: GatewayDeliveryKind; fields: Readonly<Record<string, string>> }[] = [];
  let acknowledge = true;

  beforeAll(async () => {
    db = await openTestDatabase();
    gateway = new SandboxPaymentGatewayProvider({
      db,
      delayMs: 0,
      settleMs: 0,
      publicUrl: 'https://lender.example',
      log,
    });
    worker = new JobWorker(db, log);
    gateway.attach(worker);
    gateway.onDelivery(async (kind, fields) => {
      delivered.push({ kind, fields });
      return kind === 'callback' && acknowledge ? 'CBTOKEN:MPSTATOK' : 'OK';
    });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    delivered.length = 0;
    acknowledge = true;
    await gateway.clearFailures();
  });

  let orders = 0;
  async function open(channel: 'fpx' | 'card' = 'fpx', amountSen = 45_678) {
    orders += 1;
    const orderId = `order${String(orders).padStart(4, '0')}`;
    const url = new URL(
      await gateway.paymentUrl({
        orderId,
        amountSen: sen(amountSen),
        channel,
        billName: 'Aisyah binti Rahman',
        billDesc: 'Instalment of SK-2026-000123',
        returnUrl: RETURN_URL,
      }),
    );
    const merchantId = url.pathname.split('/').at(-2) ?? '';
    const opening = await gateway.openPage(merchantId, Object.fromEntries(url.searchParams));
    if (opening.kind !== 'page') throw new Error(`the page did not open: ${opening.kind}`);
    return { url, orderId, merchantId, view: opening.view };
  }

  const returned = (returnTo: string) => Object.fromEntries(new URL(returnTo).searchParams);

  it('signs the payment request with vcode = md5(amount + merchantID + orderid + verifyKey)', async () => {
    const { url, orderId } = await open('fpx', 45_678);
    const keys = await gateway.keys();
    expect(url.searchParams.get('amount')).toBe('456.78');
    expect(url.searchParams.get('vcode')).toBe(
      requestVcode('456.78', keys.merchantId, orderId, keys.verifyKey),
    );
    expect(url.pathname).toBe(`/sandbox/razer/pay/${keys.merchantId}/`);
  });

  it('refuses a request whose amount was changed after it was signed, or signed with another key', async () => {
    orders += 1;
    const url = new URL(
      await gateway.paymentUrl({
        orderId: `tampered${orders}`,
        amountSen: sen(10_000),
        channel: 'fpx',
        billName: 'Aisyah',
        billDesc: 'Instalment',
        returnUrl: RETURN_URL,
      }),
    );
    const merchantId = await gateway.merchantId();
    const tampered = { ...Object.fromEntries(url.searchParams), amount: '1.00' };
    expect((await gateway.openPage(merchantId, tampered)).kind).toBe('invalidRequest');
    const foreign = {
      ...Object.fromEntries(url.searchParams),
      vcode: requestVcode('100.00', merchantId, `tampered${orders}`, 'not-our-verify-key'),
    };
    expect((await gateway.openPage(merchantId, foreign)).kind).toBe('invalidRequest');
    expect((await gateway.openPage(merchantId, Object.fromEntries(url.searchParams))).kind).toBe('page');
  });

  it('returns the browser with a signed success, then delivers the callback and the notification by a job', async () => {
    const { view, orderId } = await open('fpx', 45_678);
    const answer = await gateway.answerAtPage(view.tranId, view.token, {
      outcome: 'approve',
      bankCode: 'MB2U0227',
    });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    const fields = returned(answer.returnTo);
    expect(answer.returnTo.startsWith(RETURN_URL)).toBe(true);
    expect(fields).toMatchObject({ orderid: orderId, status: '00', amount: '456.78', currency: 'MYR' });
    const result = await gateway.verify(fields);
    expect(result).toMatchObject({
      orderId,
      tranId: view.tranId,
      status: '00',
      amountSen: 45_678,
      failure: null,
    });
    expect(delivered).toEqual([]);
    await worker.runDue();
    expect(
      delivered.map((delivery) => [delivery.kind, delivery.fields.nbcb, delivery.fields.status]),
    ).toEqual([
      ['callback', '1', '00'],
      ['notification', '2', '00'],
    ]);
    for (const delivery of delivered)
      expect((await gateway.verify(delivery.fields)).tranId).toBe(view.tranId);
  });

  it('signs every answer with skey = md5(paydate + domain + key0 + appcode + secretKey)', async () => {
    const { view } = await open();
    const answer = await gateway.answerAtPage(view.tranId, view.token, { outcome: 'approve' });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    const fields = returned(answer.returnTo) as Record<string, string> & Parameters<typeof answerSkey>[0];
    const { secretKey } = await gateway.keys();
    expect(fields.skey).toBe(answerSkey(fields, secretKey));
  });

  it('refuses an answer tampered with, signed with another key, or unsigned', async () => {
    const { view } = await open();
    const answer = await gateway.answerAtPage(view.tranId, view.token, { outcome: 'insufficientFunds' });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    const fields = returned(answer.returnTo) as Record<string, string> & Parameters<typeof answerSkey>[0];
    await expect(gateway.verify({ ...fields, status: '00' })).rejects.toBeInstanceOf(GatewaySignatureError);
    await expect(gateway.verify({ ...fields, amount: '4.56' })).rejects.toBeInstanceOf(GatewaySignatureError);
    await expect(
      gateway.verify({ ...fields, skey: answerSkey(fields, 'another-merchant-secret') }),
    ).rejects.toBeInstanceOf(GatewaySignatureError);
    const { skey: _skey, ...unsigned } = fields;
    await expect(gateway.verify(unsigned)).rejects.toBeInstanceOf(GatewaySignatureError);
    expect(await gateway.verify(fields)).toMatchObject({
      status: '11',
      failure: { reason: 'insufficientFunds', code: '51', description: 'Insufficient funds' },
    });
  });

  it('fails with the reason the customer gives: cancelled at the page, or a card the issuer declines', async () => {
    const cancelled = await open('fpx');
    const cancel = await gateway.answerAtPage(cancelled.view.tranId, cancelled.view.token, {
      outcome: 'cancel',
    });
    if (cancel.kind !== 'answered') throw new Error(cancel.kind);
    expect((await gateway.verify(returned(cancel.returnTo))).failure?.reason).toBe('buyerCancelled');

    const card = await open('card');
    expect(
      (await gateway.answerAtPage(card.view.tranId, card.view.token, { outcome: 'approve', cardNo: '4111' }))
        .kind,
    ).toBe('invalidCard');
    const declined = await gateway.answerAtPage(card.view.tranId, card.view.token, {
      outcome: 'approve',
      cardNo: '4111 1111 1111 0005',
    });
    if (declined.kind !== 'answered') throw new Error(declined.kind);
    expect((await gateway.verify(returned(declined.returnTo))).failure?.reason).toBe('declined');
    // The page answers once: its link is spent.
    expect((await gateway.answerAtPage(card.view.tranId, card.view.token, { outcome: 'approve' })).kind).toBe(
      'notFound',
    );
  });

  it('leaves a payment pending, then settles it paid with a new callback; the requery follows it', async () => {
    const { view } = await open();
    const answer = await gateway.answerAtPage(view.tranId, view.token, { outcome: 'pending' });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    expect(returned(answer.returnTo).status).toBe('22');
    expect((await gateway.requery({ tranId: view.tranId }))?.status).toBe('22');
    await worker.runDue();
    const ofThisPayment = delivered.filter((delivery) => delivery.fields.tranID === view.tranId);
    expect(ofThisPayment.map((delivery) => `${delivery.kind} ${delivery.fields.status}`)).toEqual([
      'callback 22',
      'notification 22',
      'callback 00',
      'notification 00',
    ]);
    const requeried = await gateway.requery({ tranId: view.tranId });
    expect(requeried?.status).toBe('00');
    expect((await gateway.verify(requeried ?? {})).status).toBe('00');
    expect(await gateway.requery({ tranId: '1' })).toBeNull();
  });

  it('leaves a payment pending for good on demand: every requery finds it pending', async () => {
    await gateway.failNext('holdPending');
    const { view } = await open();
    await gateway.answerAtPage(view.tranId, view.token, { outcome: 'pending' });
    await worker.runDue();
    await db.query(
      `update jobs set run_at = now() where kind like 'payment-gateway-sandbox.%' and status = 'queued'`,
    );
    await worker.runDue();
    const ofThisPayment = delivered.filter((delivery) => delivery.fields.tranID === view.tranId);
    expect(ofThisPayment.map((delivery) => `${delivery.kind} ${delivery.fields.status}`)).toEqual([
      'callback 22',
      'notification 22',
    ]);
    expect((await gateway.requery({ tranId: view.tranId }))?.status).toBe('22');
  });

  it('delivers a callback again until the merchant acknowledges it', async () => {
    const { view } = await open();
    acknowledge = false;
    await gateway.answerAtPage(view.tranId, view.token, { outcome: 'approve' });
    await worker.runDue();
    expect(delivered.filter((delivery) => delivery.kind === 'callback')).toHaveLength(1);
    const [job] = await db.query<{ status: string; attempts: number }>(
      `select status, attempts from jobs where kind = 'payment-gateway-sandbox.deliver' and status = 'queued'`,
    );
    expect(job).toEqual({ status: 'queued', attempts: 1 });
    acknowledge = true;
    await db.query(`update jobs set run_at = now() where kind = 'payment-gateway-sandbox.deliver'`);
    await worker.runDue();
    expect(delivered.filter((delivery) => delivery.kind === 'callback')).toHaveLength(2);
  });

  it('fails on demand: down, declining, losing the callback, or repeating it', async () => {
    await gateway.failNext('unavailable');
    await expect(open()).rejects.toBeInstanceOf(ProviderUnavailableError);

    await gateway.failNext('declinePayment');
    const declined = await open();
    const answer = await gateway.answerAtPage(declined.view.tranId, declined.view.token, {
      outcome: 'approve',
    });
    if (answer.kind !== 'answered') throw new Error(answer.kind);
    expect((await gateway.verify(returned(answer.returnTo))).failure?.reason).toBe('declined');
    await worker.runDue();
    delivered.length = 0;

    await gateway.failNext('dropCallback');
    const dropped = await open();
    await gateway.answerAtPage(dropped.view.tranId, dropped.view.token, { outcome: 'approve' });
    await worker.runDue();
    expect(delivered).toEqual([]);
    expect((await gateway.requery({ orderId: dropped.orderId }))?.status).toBe('00');

    await gateway.failNext('repeatNotice');
    const repeated = await open();
    await gateway.answerAtPage(repeated.view.tranId, repeated.view.token, { outcome: 'approve' });
    await worker.runDue();
    expect(delivered.map((delivery) => delivery.kind)).toEqual(['callback', 'callback', 'notification']);
  });

  it('opens the same transaction for the same order, and sends an answered order straight back', async () => {
    const first = await open();
    const again = await gateway.openPage(first.merchantId, Object.fromEntries(first.url.searchParams));
    expect(again).toMatchObject({ kind: 'page', view: { tranId: first.view.tranId } });
    await gateway.answerAtPage(first.view.tranId, first.view.token, { outcome: 'approve' });
    const answered = await gateway.openPage(first.merchantId, Object.fromEntries(first.url.searchParams));
    expect(answered.kind).toBe('answered');
  });
});
