import { jompayRef1 } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SANDBOX_JOMPAY_PAGE_PREFIX } from './sandbox-jompay-page-routes.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe("the JomPAY sandbox bank's pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2027-03-04T02:00:00Z' });
  });
  afterAll(() => t.close());

  it('takes a bill payment and keeps it for the biller bank’s file', async () => {
    const ref1 = jompayRef1('SKF-2026-000042');
    const page = await t.app.inject({ method: 'GET', url: SANDBOX_JOMPAY_PAGE_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="ref1">Ref-1</label>');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_JOMPAY_PAGE_PREFIX}/pay`,
      headers: form,
      payload: new URLSearchParams({
        billerCode: t.config.jompay.billerCode,
        ref1,
        amount: '1,234.5',
      }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment successful');
    expect(paid.body).toContain('RM 1234.50');
    const [kept] = await t.jompay.paymentsOf('2027-03-04');
    expect(kept).toMatchObject({ ref1, amountSen: 123_450 });

    t.clock.set('2027-03-05T01:00:00Z');
    const file = await t.app.inject({ method: 'GET', url: `${SANDBOX_JOMPAY_PAGE_PREFIX}/files/2027-03-04` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(
      `D,${t.config.jompay.billerCode},20270304,${ref1},,1234.50,${kept?.bankReference}`,
    );
    const notReady = await t.app.inject({
      method: 'GET',
      url: `${SANDBOX_JOMPAY_PAGE_PREFIX}/files/2027-03-05`,
    });
    expect(notReady.statusCode).toBe(404);
  });

  it('refuses a Ref-1 with a wrong check digit and a foreign biller code, keeping nothing', async () => {
    const ref1 = jompayRef1('SKL-2026-000077');
    const wrong = `${ref1.slice(0, -1)}${(Number(ref1.slice(-1)) + 3) % 10}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_JOMPAY_PAGE_PREFIX}/pay`,
      headers: form,
      payload: new URLSearchParams({
        billerCode: t.config.jompay.billerCode,
        ref1: wrong,
        amount: '10',
      }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Ref-1 is not valid for this biller.');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_JOMPAY_PAGE_PREFIX}/pay`,
      headers: form,
      payload: new URLSearchParams({ billerCode: '11111', ref1, amount: '10' }).toString(),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('This biller code is not registered with JomPAY.');
    expect(await t.jompay.paymentsOf('2027-03-05')).toEqual([]);
  });
});
