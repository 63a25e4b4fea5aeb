import {
  MONEY_ATTENTION_PATHS,
  type MoneyAttentionList,
  PAYMENT_PATHS,
  type PaymentOrderStarted,
  sen,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import { PAYMENT_POLL_JOB, PAYMENT_POLL_MINUTES } from './payment-order-service.ts';
import { InMemoryLoanAccounts } from './testing.ts';

/**
 * A payment order the gateway still holds as pending after its last requery (decision 052): marked once, the
 * operations inbox emailed once, listed for the servicing officers, and resolved with a note that is audited.
 */
describe('a payment order left pending at the gateway', () => {
  let t: TestApp;
  let aisyah: Record<string, string>;
  let servicing: TestOfficer;
  let verifier: TestOfficer;
  let keys = 0;

  beforeAll(async () => {
    const accounts = new InMemoryLoanAccounts();
    t = await createTestApp({
      loanAccountPosting: accounts,
      env: { PUBLIC_URL: 'https://sinar.test', OPERATIONS_EMAIL: 'ops@sinarkredit.com.my' },
    });
    await seedDemoAccounts(t);
    aisyah = bearer(await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' }));
    const [user] = await t.db.query<{ id: string }>(
      `select id from users where email = 'aisyah@example.com'`,
    );
    accounts.open({
      agreementNo: 'SK-2026-000123',
      userId: user?.id ?? '',
      variant: 'conventional',
      amountDueSen: sen(47_083),
    });
    servicing = await createOfficer(t, ['disbursementOfficer'], 'Dina Operations');
    verifier = await createOfficer(t, ['verifier'], 'Vera Verifier');
  });
  afterAll(() => t.close());

  /** An order whose customer left it pending at the gateway's page, and whose bank never answers. */
  async function leftPending(): Promise<PaymentOrderStarted> {
    const response = await t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: { ...aisyah, 'idempotency-key': `attention-${++keys}-${Date.now()}` },
      payload: { agreementNo: 'SK-2026-000123', method: 'onlineBanking' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const start = response.json<PaymentOrderStarted>();
    const url = new URL(start.paymentUrl);
    const merchantId = url.pathname.split('/').at(-2) ?? '';
    const opening = await t.paymentGateway.openPage(merchantId, Object.fromEntries(url.searchParams));
    if (opening.kind !== 'page') throw new Error(opening.kind);
    // The bank behind the gateway never answers: every requery finds the payment pending.
    await t.paymentGateway.failNext('holdPending');
    await t.paymentGateway.answerAtPage(opening.view.tranId, opening.view.token, { outcome: 'pending' });
    await t.settle();
    return start;
  }

  /** Every requery of the order's schedule, run now, one after the other. */
  async function requeryUntilTheLast(orderId: string) {
    for (let poll = 0; poll < PAYMENT_POLL_MINUTES.length; poll++) {
      await t.db.query(
        `update jobs set run_at = now()
         where kind = 'payment-orders.requery' and status = 'queued' and payload->>'orderId' = $1`,
        [orderId],
      );
      await t.settle();
    }
  }

  const alertsOf = (agreementNo: string) =>
    t.db.query<{ purpose: string; recipient: string; subject: string; bodyText: string }>(
      `select purpose, recipient, subject, body_text as "bodyText" from outbound_emails
       where purpose = 'operations.paymentOrder.stillPending' and body_text like '%' || $1 || '%'`,
      [agreementNo],
    );

  it('is marked and emailed once after its last requery, listed, and resolved with a note', async () => {
    const start = await leftPending();
    await requeryUntilTheLast(start.orderId);
    const [order] = await t.db.query<{ status: string; polls: number; attentionSince: Date | null }>(
      `select status, polls, attention_since as "attentionSince" from payment_orders where id = $1`,
      [start.orderId],
    );
    expect(order).toMatchObject({ status: 'pending', polls: PAYMENT_POLL_MINUTES.length });
    expect(order?.attentionSince).toBeInstanceOf(Date);
    const alerts = await alertsOf('SK-2026-000123');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      recipient: 'ops@sinarkredit.com.my',
      subject: 'Online payment for agreement SK-2026-000123 still pending at the gateway',
    });
    expect(alerts[0]?.bodyText).toContain('The online payment of RM470.83 for agreement SK-2026-000123');
    expect(alerts[0]?.bodyText).toContain('https://sinar.test/backoffice/close-of-business');

    // The last requery run again (a retried job) finds it marked already: nothing more is sent.
    await enqueueJob(t.db, PAYMENT_POLL_JOB, {
      orderId: start.orderId,
      attempt: PAYMENT_POLL_MINUTES.length - 1,
    });
    await t.settle();
    expect(await alertsOf('SK-2026-000123')).toHaveLength(1);

    const listed = await asOfficer(t, servicing, 'GET', MONEY_ATTENTION_PATHS.paymentOrders);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<MoneyAttentionList>().items).toEqual([
      expect.objectContaining({
        kind: 'paymentOrder',
        id: start.orderId,
        agreementNo: 'SK-2026-000123',
        amountSen: 47_083,
      }),
    ]);

    const tooShort = await asOfficer(
      t,
      servicing,
      'POST',
      MONEY_ATTENTION_PATHS.resolvePaymentOrder(start.orderId),
      {
        note: 'ok',
      },
    );
    expect(tooShort.statusCode).toBe(400);
    const resolved = await asOfficer(
      t,
      servicing,
      'POST',
      MONEY_ATTENTION_PATHS.resolvePaymentOrder(start.orderId),
      { note: 'Gateway portal shows the bank declined it; customer told to pay again' },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<MoneyAttentionList>().items).toEqual([]);
    const [audit] = await t.db.query<Record<string, unknown>>(
      `select action, subject_type as "subjectType", actor_name as "actorName", remark, before, after
       from audit_events where subject_id = $1`,
      [start.orderId],
    );
    expect(audit).toMatchObject({
      action: 'moneyAttention.resolve',
      subjectType: 'paymentOrder',
      actorName: 'Dina Operations',
      remark: 'Gateway portal shows the bank declined it; customer told to pay again',
      before: { agreementNo: 'SK-2026-000123', amountSen: 47_083 },
      after: { agreementNo: 'SK-2026-000123', amountSen: 47_083 },
    });
    const again = await asOfficer(
      t,
      servicing,
      'POST',
      MONEY_ATTENTION_PATHS.resolvePaymentOrder(start.orderId),
      {
        note: 'Resolved twice',
      },
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses a role that does not service accounts', async () => {
    const list = await asOfficer(t, verifier, 'GET', MONEY_ATTENTION_PATHS.paymentOrders);
    expect(list.statusCode).toBe(403);
    const resolve = await asOfficer(
      t,
      verifier,
      'POST',
      MONEY_ATTENTION_PATHS.resolvePaymentOrder('5f0c8a52-7a55-4b7f-9a55-2d1c4d7e9a10'),
      { note: 'Not mine to resolve' },
    );
    expect(resolve.statusCode).toBe(403);
  });
});
