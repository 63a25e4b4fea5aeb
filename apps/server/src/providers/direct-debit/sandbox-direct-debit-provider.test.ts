import { sen } from '@sinar/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { NoticeSignatureError } from '../signed-notice.ts';
import type { MandateNotice, MandateRequest } from './direct-debit-provider.ts';
import { SandboxDirectDebitProvider } from './sandbox-direct-debit-provider.ts';
import { sandboxFpxBankRoutes } from './sandbox-fpx-bank-routes.ts';

const log = pino({ level: 'silent' });
const PUBLIC_URL = 'http://127.0.0.1:4345';

let counter = 0;
function request(overrides: Partial<MandateRequest> = {}): MandateRequest {
  counter++;
  return {
    reference: `agreement-${counter}`,
    bankCode: 'MB2U0227',
    accountType: 'savings',
    payer: { name: 'Nur Aisyah binti Ahmad', nric: '900615145672' },
    maxAmountSen: sen(61_667),
    returnUrl: `${PUBLIC_URL}/direct-debit/confirmation`,
    ...overrides,
  };
}

describe('the FPX e-mandate sandbox', () => {
  let db: Database;
  let worker: JobWorker;
  let fpx: SandboxDirectDebitProvider;
  let bank: FastifyInstance;
  const notices: MandateNotice[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    worker = new JobWorker(db, log);
    fpx = new SandboxDirectDebitProvider({ db, delayMs: 0, publicUrl: PUBLIC_URL, log });
    fpx.attach(worker);
    fpx.onNotice(async (notice) => {
      notices.push(notice);
    });
    bank = Fastify();
    await bank.register(sandboxFpxBankRoutes(fpx));
  });
  afterAll(async () => {
    await bank.close();
    await db.close();
  });

  const noticesOf = (mandateId: string) => notices.filter((notice) => notice.subjectId === mandateId);

  /** The customer's browser at the bank: opens the redirect, then posts the form. */
  async function atBank(redirectUrl: string, form: Record<string, string>) {
    const url = new URL(redirectUrl);
    const opened = await bank.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const token = url.searchParams.get('token') ?? '';
    const answered = await bank.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, ...form }).toString(),
    });
    return { opened, answered };
  }

  it('lists its banks with their account types, and takes a bank offline on demand', async () => {
    const banks = await fpx.banks();
    expect(banks).toHaveLength(10);
    expect(banks[0]).toEqual({
      code: 'MB2U0227',
      name: 'Maybank2u',
      accountTypes: ['savings', 'current'],
      online: true,
    });
    expect(banks.find((each) => each.code === 'BSN0601')?.accountTypes).toEqual(['savings']);
    await fpx.setBankOnline('HLB0224', false);
    expect((await fpx.banks()).find((each) => each.code === 'HLB0224')?.online).toBe(false);
    await expect(fpx.createMandate(request({ bankCode: 'HLB0224' }))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await fpx.setBankOnline('HLB0224', true);
    await expect(
      fpx.createMandate(request({ bankCode: 'BSN0601', accountType: 'current' })),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
    await expect(fpx.createMandate(request({ bankCode: 'NOPE0000' }))).rejects.toBeInstanceOf(
      ProviderRejectedError,
    );
    await expect(fpx.setBankOnline('NOPE0000', false)).rejects.toThrow(RangeError);
  });

  it('is pending until the bank approves: the customer authorises the RM1 at the bank, the signed notice comes later', async () => {
    const { mandateId, redirectUrl } = await fpx.createMandate(request({ reference: 'agreement-approved' }));
    expect(redirectUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/sandbox/fpx/mandates/${mandateId}\\?token=[A-Za-z0-9_-]{32}$`),
    );
    expect(await fpx.mandate(mandateId)).toMatchObject({ state: 'PENDING', accountNoLast4: null });

    const { opened, answered } = await atBank(redirectUrl, {
      decision: 'authorise',
      accountNo: '114012345678',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('Maybank2u');
    expect(opened.body).toContain('RM616.67');
    expect(opened.body).toContain('RM1.00');
    expect(answered.statusCode).toBe(303);
    const back = new URL(answered.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/direct-debit/confirmation`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      reference: 'agreement-approved',
      mandateId,
      status: 'authorised',
    });
    // The browser's return is a hint: the mandate stays pending until the bank's notice.
    expect(await fpx.mandate(mandateId)).toMatchObject({
      state: 'PENDING',
      accountNoLast4: '5678',
      verificationDebitSen: 100,
    });
    expect(noticesOf(mandateId)).toEqual([]);

    expect(await worker.runDue()).toBe(1);
    const [notice] = noticesOf(mandateId);
    expect(notice).toMatchObject({
      provider: 'direct-debit',
      type: 'active',
      subjectId: mandateId,
      body: {
        mandateId,
        reference: 'agreement-approved',
        accountNoLast4: '5678',
        verificationDebitSen: 100,
        replacedMandateId: null,
      },
    });
    expect(await fpx.verifyNotice(notice)).toEqual(notice);
    expect(await fpx.mandate(mandateId)).toMatchObject({ state: 'ACTIVE', bankName: 'Maybank2u' });
    // The whole account number is nowhere in the sandbox's tables.
    const [kept] = await db.query<{ row: string }>(
      'select row_to_json(m)::text as row from sandbox_mandates m where id = $1',
      [mandateId],
    );
    expect(kept?.row).not.toContain('114012345678');

    // The link is spent.
    const again = await atBank(redirectUrl, { decision: 'reject' });
    expect(again.opened.statusCode).toBe(404);
    expect(again.answered.statusCode).toBe(404);
  });

  it('rejects what the customer rejects, what cannot pay the RM1, and what the bank refuses', async () => {
    const cases = [
      [{ decision: 'reject' }, 'rejected', 'cancelledByCustomer', '1A', null],
      [{ decision: 'authorise', accountNo: '5640000051' }, 'rejected', 'insufficientFunds', '51', null],
      [{ decision: 'authorise', accountNo: '5640000099' }, 'authorised', 'rejectedByBank', '00', 100],
    ] as const;
    for (const [form, hint, reason, debitAuthCode, verificationDebitSen] of cases) {
      const { mandateId, redirectUrl } = await fpx.createMandate(request());
      const { answered } = await atBank(redirectUrl, form);
      expect(new URL(answered.headers.location as string).searchParams.get('status'), reason).toBe(hint);
      await worker.runDue();
      expect(noticesOf(mandateId), reason).toMatchObject([
        { type: 'rejected', body: { reason, debitAuthCode, verificationDebitSen } },
      ]);
      expect(await fpx.mandate(mandateId)).toMatchObject({ state: 'REJECTED', rejection: reason });
    }
    await fpx.failNext('rejectMandate');
    const { mandateId, redirectUrl } = await fpx.createMandate(request());
    await atBank(redirectUrl, { decision: 'authorise', accountNo: '114012345678' });
    await worker.runDue();
    expect(noticesOf(mandateId)).toMatchObject([{ type: 'rejected', body: { reason: 'rejectedByBank' } }]);
  });

  it('asks again for an account number that is not one, and refuses a wrong or missing token', async () => {
    const { mandateId, redirectUrl } = await fpx.createMandate(request());
    const { answered } = await atBank(redirectUrl, { decision: 'authorise', accountNo: '12-34' });
    expect(answered.statusCode).toBe(400);
    expect(answered.body).toContain('aria-invalid="true"');
    expect(await fpx.mandate(mandateId)).toMatchObject({ state: 'PENDING', authorisedAt: null });
    const forged = await bank.inject({
      method: 'GET',
      url: `/sandbox/fpx/mandates/${mandateId}?token=${'x'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect((await bank.inject({ method: 'GET', url: `/sandbox/fpx/mandates/${mandateId}` })).statusCode).toBe(
      404,
    );
    expect(
      (await bank.inject({ method: 'GET', url: '/sandbox/fpx/mandates/not-a-uuid?token=x' })).statusCode,
    ).toBe(404);
    // Offline when the customer answers: nothing is spent, the customer may try again later.
    await fpx.setBankOnline('MB2U0227', false);
    const offline = await atBank(redirectUrl, { decision: 'authorise', accountNo: '114012345678' });
    expect(offline.answered.statusCode).toBe(503);
    await fpx.setBankOnline('MB2U0227', true);
    const { answered: later } = await atBank(redirectUrl, {
      decision: 'authorise',
      accountNo: '114012345678',
    });
    expect(later.statusCode).toBe(303);
    await worker.runDue();
  });

  it('escapes what it shows', async () => {
    const { redirectUrl } = await fpx.createMandate(
      request({ payer: { name: '<script>alert(1)</script>', nric: '900615145672' } }),
    );
    const { opened } = await atBank(redirectUrl, { decision: 'reject' });
    expect(opened.body).not.toContain('<script>');
    expect(opened.body).toContain('&lt;script&gt;');
    await worker.runDue();
  });

  it('updates with another RM1: the new mandate replaces the active one only once approved', async () => {
    const first = await fpx.createMandate(request({ reference: 'agreement-updated' }));
    await atBank(first.redirectUrl, { decision: 'authorise', accountNo: '114012341111' });
    await worker.runDue();
    const update = await fpx.updateMandate(first.mandateId, {
      bankCode: 'BIMB0340',
      accountType: 'current',
      returnUrl: `${PUBLIC_URL}/update-direct-debit-result`,
    });
    expect(await fpx.mandate(first.mandateId)).toMatchObject({ state: 'ACTIVE' });
    expect(await fpx.mandate(update.mandateId)).toMatchObject({
      state: 'PENDING',
      reference: 'agreement-updated',
      replacesMandateId: first.mandateId,
      bankName: 'Bank Islam',
    });
    await atBank(update.redirectUrl, { decision: 'authorise', accountNo: '80012342222' });
    await worker.runDue();
    expect(noticesOf(update.mandateId)).toMatchObject([
      {
        type: 'active',
        body: { accountNoLast4: '2222', verificationDebitSen: 100, replacedMandateId: first.mandateId },
      },
    ]);
    expect(await fpx.mandate(first.mandateId)).toMatchObject({ state: 'CANCELLED' });
    expect(await fpx.mandate(update.mandateId)).toMatchObject({ state: 'ACTIVE', accountNoLast4: '2222' });
    await expect(
      fpx.updateMandate(first.mandateId, {
        bankCode: 'MB2U0227',
        accountType: 'savings',
        returnUrl: PUBLIC_URL,
      }),
    ).rejects.toThrow(/is CANCELLED, not ACTIVE/);
  });

  it('cancels at once and says so later; a second cancel changes nothing', async () => {
    const { mandateId, redirectUrl } = await fpx.createMandate(request());
    await atBank(redirectUrl, { decision: 'authorise', accountNo: '114012343333' });
    await worker.runDue();
    await fpx.cancelMandate(mandateId);
    expect(await fpx.mandate(mandateId)).toMatchObject({ state: 'CANCELLED', cancelledAt: expect.any(Date) });
    await fpx.cancelMandate(mandateId);
    await worker.runDue();
    expect(noticesOf(mandateId).map((notice) => notice.type)).toEqual(['active', 'cancelled']);

    // Cancelled while the bank was still deciding: the bank's answer is dropped, only the cancellation is told.
    const pending = await fpx.createMandate(request());
    await atBank(pending.redirectUrl, { decision: 'authorise', accountNo: '114012344444' });
    await fpx.cancelMandate(pending.mandateId);
    await worker.runDue();
    expect(noticesOf(pending.mandateId).map((notice) => notice.type)).toEqual(['cancelled']);
    expect(await fpx.mandate(pending.mandateId)).toMatchObject({ state: 'CANCELLED' });
  });

  it('is down on demand: the bank list and a new mandate are refused while it is', async () => {
    await fpx.failNext('unavailable', 2);
    await expect(fpx.createMandate(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(fpx.banks()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await fpx.banks()).toHaveLength(10);
  });

  it('repeats a notice with the same id on demand; a changed notice or a foreign signature is refused', async () => {
    await fpx.failNext('repeatNotice');
    const { mandateId, redirectUrl } = await fpx.createMandate(request());
    await atBank(redirectUrl, { decision: 'authorise', accountNo: '114012345555' });
    await worker.runDue();
    const [first, repeat] = noticesOf(mandateId);
    expect(repeat).toEqual(first);
    if (first?.type !== 'active') throw new Error('expected an active mandate');
    for (const tampered of [
      { ...first, body: { ...first.body, accountNoLast4: '0000' } },
      { ...first, type: 'rejected' },
      { ...first, subjectId: crypto.randomUUID() },
      { ...first, occurredAt: new Date(0).toISOString() },
      { ...first, signature: 'f'.repeat(64) },
      { ...first, signature: '' },
    ])
      await expect(fpx.verifyNotice(tampered)).rejects.toBeInstanceOf(NoticeSignatureError);
    await db.query(
      `update sandbox_provider_keys set secret = 'another secret' where provider = 'direct-debit'`,
    );
    const restarted = new SandboxDirectDebitProvider({ db, delayMs: 0, publicUrl: PUBLIC_URL, log });
    await expect(restarted.verifyNotice(first)).rejects.toBeInstanceOf(NoticeSignatureError);
  });
});
