import { DEV_SANDBOX_FAILURES_PATH, DEV_SANDBOX_FPX_BANKS_PATH, sen } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SANDBOXES } from '../config/testing.ts';
import { productionLenderWithSeal } from '../testing/production-seal.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { MandateNotice } from './direct-debit/direct-debit-provider.ts';

/** The sandboxes after approval as the running server serves them: the FPX bank's pages and the failure switches. */
describe('the sandboxes in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the sandbox bank's page at the mandate's redirect, and the answer comes back through the job queue", async () => {
    const notices: MandateNotice[] = [];
    t.directDebit.onNotice(async (notice) => {
      notices.push(notice);
    });
    const { mandateId, redirectUrl } = await t.directDebit.createMandate({
      reference: 'agreement-in-app',
      bankCode: 'BCBB0235',
      accountType: 'current',
      payer: { name: 'Ahmad bin Ismail', nric: '880808055123' },
      maxAmountSen: sen(45_000),
      returnUrl: `${t.config.publicUrl}/direct-debit/confirmation`,
    });
    const url = new URL(redirectUrl);
    expect(url.origin).toBe(t.config.publicUrl);
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('CIMB Clicks');
    expect(opened.headers['cache-control']).toBe('no-store');
    // The page posts its form to itself: the app's content security policy allows it, and it runs no script.
    expect(opened.headers['content-security-policy']).toContain("form-action 'self'");
    expect(opened.body).not.toContain('<script');
    const answered = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${url.searchParams.get('token')}&decision=authorise&accountNo=8001234567`,
    });
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toContain(`mandateId=${mandateId}`);
    await t.settle();
    expect(notices).toMatchObject([{ type: 'active', body: { mandateId, accountNoLast4: '4567' } }]);
  });

  it('arms, lists and clears failures on demand over HTTP, and refuses a failure a sandbox does not offer', async () => {
    const armed = await t.app.inject({
      method: 'POST',
      url: DEV_SANDBOX_FAILURES_PATH,
      payload: { provider: 'e-stamping', failure: 'rejectAssessment', times: 2 },
    });
    expect(armed.statusCode).toBe(200);
    expect(armed.json().armed).toEqual([
      { provider: 'e-stamping', failure: 'rejectAssessment', remaining: 2 },
    ]);
    expect(armed.json().available.payout).toEqual(['unavailable', 'failPayout', 'repeatNotice']);
    await t.app.inject({
      method: 'POST',
      url: DEV_SANDBOX_FAILURES_PATH,
      payload: { provider: 'payout', failure: 'unavailable' },
    });
    await expect(
      t.payout.pay({
        reference: 'disbursement-in-app',
        amountSen: sen(100_000),
        bankCode: 'MB2U0227',
        accountNo: '114012345678',
        accountHolder: 'Ahmad bin Ismail',
      }),
    ).rejects.toThrow(/unavailable/);
    const refused = await t.app.inject({
      method: 'POST',
      url: DEV_SANDBOX_FAILURES_PATH,
      payload: { provider: 'payout', failure: 'rejectAssessment' },
    });
    expect(refused.statusCode).toBe(400);
    const listed = await t.app.inject({ method: 'GET', url: DEV_SANDBOX_FAILURES_PATH });
    expect(listed.json().armed).toEqual([
      { provider: 'e-stamping', failure: 'rejectAssessment', remaining: 2 },
    ]);
    const cleared = await t.app.inject({ method: 'DELETE', url: DEV_SANDBOX_FAILURES_PATH });
    expect(cleared.json().armed).toEqual([]);
  });

  it('takes an FPX bank offline and back over HTTP, without spending an armed outage', async () => {
    await t.directDebit.failNext('unavailable');
    const offline = await t.app.inject({
      method: 'POST',
      url: DEV_SANDBOX_FPX_BANKS_PATH,
      payload: { code: 'RHB0218', online: false },
    });
    expect(offline.statusCode).toBe(200);
    expect(offline.json().banks).toContainEqual({ code: 'RHB0218', name: 'RHB Bank', online: false });
    await expect(t.directDebit.banks()).rejects.toThrow(/unavailable/);
    expect((await t.directDebit.banks()).find((bank) => bank.code === 'RHB0218')?.online).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: DEV_SANDBOX_FPX_BANKS_PATH,
      payload: { code: 'RHB0218', online: true },
    });
    expect((await t.directDebit.banks()).every((bank) => bank.online)).toBe(true);
    const unknown = await t.app.inject({
      method: 'POST',
      url: DEV_SANDBOX_FPX_BANKS_PATH,
      payload: { code: 'NOPE0000', online: false },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the bank pages of a sandbox production was allowed to run, and hides the failure switches', async () => {
    const lender = await productionLenderWithSeal();
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        EMAIL_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_IN_PRODUCTION: PRODUCTION_SANDBOXES,
        AUTH_TOKEN_SECRET: 'x'.repeat(32),
        ...lender.env,
      },
    });
    try {
      expect(
        (await production.app.inject({ method: 'GET', url: DEV_SANDBOX_FAILURES_PATH })).statusCode,
      ).toBe(404);
      const { redirectUrl } = await production.directDebit.createMandate({
        reference: 'agreement-production',
        bankCode: 'MB2U0227',
        accountType: 'savings',
        payer: { name: 'Ahmad bin Ismail', nric: '880808055123' },
        maxAmountSen: sen(45_000),
        returnUrl: 'https://sinarkredit.com.my/direct-debit/confirmation',
      });
      const url = new URL(redirectUrl);
      expect(
        (await production.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode,
      ).toBe(200);
    } finally {
      await production.close();
      await lender.remove();
    }
  });
});
