import { PAYMENT_PATHS, type PaymentOrderStarted, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../modules/auth/testing.ts';
import type { PaymentAccount } from '../modules/payments/loan-account-posting.ts';
import { InMemoryLoanAccounts } from '../modules/payments/testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Loan accounts whose look-up can be held, to catch a request in flight. */
class HeldLoanAccounts extends InMemoryLoanAccounts {
  hold: Promise<void> | undefined;
  override async accountForPayment(
    db: Queryable,
    query: { readonly agreementNo: string; readonly userId: string },
  ): Promise<PaymentAccount | null> {
    await this.hold;
    return super.accountForPayment(db, query);
  }
}

/** The Idempotency-Key rule, on the call that makes a payment order. */
describe('the Idempotency-Key of a call that moves money', () => {
  let t: TestApp;
  let accounts: HeldLoanAccounts;
  let aisyah: Record<string, string>;
  let hafiz: Record<string, string>;
  const body = { agreementNo: 'SK-2026-000777', method: 'onlineBanking' };

  beforeAll(async () => {
    accounts = new HeldLoanAccounts();
    t = await createTestApp({ loanAccountPosting: accounts });
    await seedDemoAccounts(t);
    aisyah = bearer(await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' }));
    hafiz = bearer(await loggedIn(t, { tab: 'islamic', phoneOrEmail: 'hafiz@example.com' }));
    const [user] = await t.db.query<{ id: string }>(
      `select id from users where email = 'aisyah@example.com'`,
    );
    accounts.open({
      agreementNo: 'SK-2026-000777',
      userId: user?.id ?? '',
      variant: 'conventional',
      amountDueSen: sen(47_083),
    });
  });
  afterAll(() => t.close());

  const post = (key: string | undefined, payload: object = body, who = aisyah, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.order,
      headers: {
        ...who,
        'accept-language': language,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload,
    });
  const orderCount = async () =>
    Number((await t.db.query<{ n: number }>('select count(*)::int as n from payment_orders'))[0]?.n);

  it('is required: without one, or with one too short, nothing is made', async () => {
    const before = await orderCount();
    for (const key of [undefined, 'short']) {
      const response = await post(key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'This request needs an Idempotency-Key header of 8 to 100 characters.',
      });
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers the stored result to the same key and body, saying so, and makes one order', async () => {
    const before = await orderCount();
    const first = await post('same-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBe('false');
    const again = await post('same-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<PaymentOrderStarted>()).toEqual(first.json<PaymentOrderStarted>());
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses another body under the same key with 422, in English and Malay', async () => {
    await post('reused-key-0001');
    const other = { ...body, amountSen: 10_000 };
    const refused = await post('reused-key-0001', other);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message:
        'This Idempotency-Key was used for a different request. Please use a new key for a new request.',
    });
    const malay = await post('reused-key-0001', other, aisyah, 'ms');
    expect(malay.statusCode).toBe(422);
    expect(malay.json()).toEqual({
      message:
        'Idempotency-Key ini telah digunakan untuk permintaan yang berbeza. Sila gunakan kunci baharu untuk permintaan baharu.',
    });
  });

  it('answers 409 to a repeat while the first request is still running, and the result once it has', async () => {
    let release = () => {};
    accounts.hold = new Promise((resolve) => {
      release = resolve;
    });
    const first = post('in-flight-0001');
    // The first request has claimed its key and waits on the loan accounts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const repeat = await post('in-flight-0001');
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({
      message: 'A request with this Idempotency-Key is still being processed. Please wait for its result.',
    });
    release();
    accounts.hold = undefined;
    const done = await first;
    expect(done.statusCode).toBe(200);
    const later = await post('in-flight-0001');
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json()).toEqual(done.json());
  });

  it('lets the key go when the first request was refused, and keeps each customer’s keys apart', async () => {
    const refused = await post('refused-key-0001', { ...body, agreementNo: 'SK-2026-999999' });
    expect(refused.statusCode).toBe(404);
    const retried = await post('refused-key-0001', { ...body, agreementNo: 'SK-2026-999999' });
    expect(retried.statusCode).toBe(404);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    // Hafiz's request under Aisyah's key is his own: it runs, and is refused on its merits (not his agreement).
    await post('shared-key-0001');
    const theirs = await post('shared-key-0001', body, hafiz);
    expect(theirs.statusCode).toBe(404);
  });

  it('keeps a key at least 24 hours, then the housekeeping purges it', async () => {
    const first = await post('kept-key-0001');
    const kept = () => t.db.query(`select 1 from idempotency_keys where key = 'kept-key-0001'`);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + 23 * 3_600_000));
      await t.housekeeping();
      expect(await kept()).toHaveLength(1);
      t.clock.set(new Date(start.getTime() + 24 * 3_600_000 + 60_000));
      const report = await t.housekeeping();
      expect(report.idempotencyKeys).toBeGreaterThanOrEqual(1);
      expect(await kept()).toHaveLength(0);
    } finally {
      t.clock.set(start);
    }
    // Purged, the key is new again: the request runs and makes another order.
    const fresh = await post('kept-key-0001');
    expect(fresh.headers['idempotent-replayed']).toBe('false');
    expect(fresh.json<PaymentOrderStarted>().orderId).not.toBe(first.json<PaymentOrderStarted>().orderId);
  });

  it('lets a repeat take over a key left in flight by a process that died', async () => {
    const start = t.clock.now();
    const [user] = await t.db.query<{ id: string }>(
      `select id from users where email = 'aisyah@example.com'`,
    );
    await t.db.query(
      `insert into idempotency_keys (owner, key, route, fingerprint, state, created_at)
       values ($1, 'orphan-key-0001', 'POST /', $2, 'inFlight', $3)`,
      [`customer:${user?.id}`, 'a'.repeat(64), new Date(start.getTime() - 10 * 60_000)],
    );
    const response = await post('orphan-key-0001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replayed']).toBe('false');
  });
});
