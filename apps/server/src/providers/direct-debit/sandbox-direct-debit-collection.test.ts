import { sen } from '@sinar/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { NoticeSignatureError } from '../signed-notice.ts';
import {
  CollectionConflictError,
  type CollectionNotice,
  type MandateNotice,
} from './direct-debit-provider.ts';
import { SandboxDirectDebitProvider } from './sandbox-direct-debit-provider.ts';
import { sandboxFpxBankRoutes } from './sandbox-fpx-bank-routes.ts';

const log = pino({ level: 'silent' });
const PUBLIC_URL = 'http://127.0.0.1:4345';

describe('the FPX direct-debit sandbox collects under a mandate', () => {
  let db: Database;
  let worker: JobWorker;
  let fpx: SandboxDirectDebitProvider;
  let bank: FastifyInstance;
  const collections: CollectionNotice[] = [];
  const mandateNotices: MandateNotice[] = [];
  let counter = 0;

  beforeAll(async () => {
    db = await openTestDatabase();
    worker = new JobWorker(db, log);
    fpx = new SandboxDirectDebitProvider({ db, delayMs: 0, publicUrl: PUBLIC_URL, log });
    fpx.attach(worker);
    fpx.onCollectionNotice(async (notice) => {
      collections.push(notice);
    });
    fpx.onNotice(async (notice) => {
      mandateNotices.push(notice);
    });
    bank = Fastify();
    await bank.register(sandboxFpxBankRoutes(fpx));
  });
  afterAll(async () => {
    await bank.close();
    await db.close();
  });

  /** A mandate authorised at the bank and approved: RM616.67 at most per deduction. */
  async function activeMandate(bankCode = 'MB2U0227'): Promise<string> {
    counter++;
    const { mandateId, redirectUrl } = await fpx.createMandate({
      reference: `agreement-${counter}`,
      bankCode,
      accountType: 'savings',
      payer: { name: 'Nur Aisyah binti Ahmad', nric: '900615145672' },
      maxAmountSen: sen(61_667),
      returnUrl: `${PUBLIC_URL}/direct-debit/confirmation`,
    });
    const url = new URL(redirectUrl);
    await bank.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: url.searchParams.get('token') ?? '',
        decision: 'authorise',
        accountNo: `11401234${String(1000 + counter)}`,
      }).toString(),
    });
    await worker.runDue();
    expect(await fpx.mandate(mandateId)).toMatchObject({ state: 'ACTIVE' });
    return mandateId;
  }

  const noticesOf = (collectionId: string) =>
    collections.filter((notice) => notice.subjectId === collectionId);

  it('accepts a deduction at once and reports it made later, with the bank reference, in a signed notice', async () => {
    const mandateId = await activeMandate();
    const asked = { mandateId, amountSen: sen(49_167), reference: 'attempt-paid', requestedOn: '2026-12-02' };
    const { collectionId, repeated } = await fpx.collect(asked);
    expect(repeated).toBe(false);
    expect(await fpx.collection('attempt-paid')).toMatchObject({
      id: collectionId,
      status: 'accepted',
      amountSen: 49_167,
      requestedOn: '2026-12-02',
      bankReference: null,
    });
    expect(noticesOf(collectionId)).toEqual([]);

    expect(await worker.runDue()).toBe(1);
    const [notice] = noticesOf(collectionId);
    expect(notice).toMatchObject({
      provider: 'direct-debit',
      type: 'collected',
      subjectId: collectionId,
      body: { reference: 'attempt-paid', mandateId, amountSen: 49_167, responseCode: '00' },
    });
    if (notice?.type !== 'collected') throw new Error('expected a deduction made');
    expect(notice.body.bankReference).toMatch(/^DD\d{16}$/);
    expect(await fpx.verifyCollectionNotice(notice)).toEqual(notice);
    expect(await fpx.collection('attempt-paid')).toMatchObject({
      status: 'succeeded',
      responseCode: '00',
      bankReference: notice.body.bankReference,
      settledAt: expect.any(Date),
    });
    // The mandate's listeners hear nothing of collections, and a collection notice is not a mandate's.
    expect(mandateNotices.some((each) => each.subjectId === collectionId)).toBe(false);
    await expect(
      fpx.verifyCollectionNotice({ ...notice, body: { ...notice.body, amountSen: 1 } }),
    ).rejects.toBeInstanceOf(NoticeSignatureError);
    const [mandateNotice] = mandateNotices;
    await expect(fpx.verifyCollectionNotice(mandateNotice)).rejects.toBeInstanceOf(NoticeSignatureError);
  });

  it('answers a repeated reference with the same deduction, and refuses the reference for another', async () => {
    const mandateId = await activeMandate();
    const asked = {
      mandateId,
      amountSen: sen(49_167),
      reference: 'attempt-twice',
      requestedOn: '2026-12-02',
    };
    const first = await fpx.collect(asked);
    const again = await fpx.collect(asked);
    expect(again).toEqual({ collectionId: first.collectionId, repeated: true });
    await expect(fpx.collect({ ...asked, amountSen: sen(49_000) })).rejects.toBeInstanceOf(
      CollectionConflictError,
    );
    await worker.runDue();
    expect(noticesOf(first.collectionId)).toHaveLength(1);
  });

  it("refuses more than the mandate's most, an unknown mandate, and everything while it is down", async () => {
    const mandateId = await activeMandate();
    await expect(
      fpx.collect({
        mandateId,
        amountSen: sen(61_668),
        reference: 'attempt-too-much',
        requestedOn: '2026-12-02',
      }),
    ).rejects.toThrow(ProviderRejectedError);
    await expect(
      fpx.collect({
        mandateId: crypto.randomUUID(),
        amountSen: sen(100),
        reference: 'attempt-no-mandate',
        requestedOn: '2026-12-02',
      }),
    ).rejects.toThrow(/has no mandate/);
    await fpx.failNext('unavailable');
    await expect(
      fpx.collect({ mandateId, amountSen: sen(100), reference: 'attempt-down', requestedOn: '2026-12-02' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await fpx.collection('attempt-down')).toBeNull();
    expect(await fpx.collection('attempt-too-much')).toBeNull();
  });

  it('fails on demand with the reason and response code: insufficient funds, account closed, mandate cancelled, bank offline', async () => {
    const mandateId = await activeMandate('BCBB0235');
    const outcomes: Array<[string, () => Promise<void>, string, string]> = [
      ['attempt-51', () => fpx.failNext('collectionInsufficientFunds'), 'insufficientFunds', '51'],
      ['attempt-46', () => fpx.failNext('collectionAccountClosed'), 'accountClosed', '46'],
      ['attempt-91', () => fpx.setBankOnline('BCBB0235', false), 'bankOffline', '91'],
    ];
    for (const [reference, arm, reason, responseCode] of outcomes) {
      const { collectionId } = await fpx.collect({
        mandateId,
        amountSen: sen(49_167),
        reference,
        requestedOn: '2026-12-02',
      });
      await arm();
      await worker.runDue();
      expect(noticesOf(collectionId)).toEqual([
        expect.objectContaining({
          type: 'collectionFailed',
          body: expect.objectContaining({ reason, responseCode }),
        }),
      ]);
      expect(await fpx.collection(reference)).toMatchObject({
        status: 'failed',
        failureReason: reason,
        responseCode,
      });
    }
    await fpx.setBankOnline('BCBB0235', true);

    const { collectionId } = await fpx.collect({
      mandateId,
      amountSen: sen(49_167),
      reference: 'attempt-57',
      requestedOn: '2026-12-02',
    });
    await fpx.cancelMandate(mandateId);
    await worker.runDue();
    expect(noticesOf(collectionId)).toEqual([
      expect.objectContaining({
        type: 'collectionFailed',
        body: expect.objectContaining({ reason: 'mandateNotActive', responseCode: '57' }),
      }),
    ]);
  });

  it('repeats a notice with the same id on demand, and loses one on demand for the status enquiry to find', async () => {
    const mandateId = await activeMandate();
    await fpx.failNext('repeatNotice');
    const repeated = await fpx.collect({
      mandateId,
      amountSen: sen(100),
      reference: 'attempt-repeat',
      requestedOn: '2026-12-02',
    });
    await worker.runDue();
    const [first, second] = noticesOf(repeated.collectionId);
    expect(second).toEqual(first);

    await fpx.failNext('dropCollectionNotice');
    const lost = await fpx.collect({
      mandateId,
      amountSen: sen(100),
      reference: 'attempt-lost',
      requestedOn: '2026-12-02',
    });
    await worker.runDue();
    expect(noticesOf(lost.collectionId)).toEqual([]);
    expect(await fpx.collection('attempt-lost')).toMatchObject({
      status: 'succeeded',
      bankReference: expect.any(String),
    });
  });

  it('accepts a deduction on demand and never settles it, however long the status enquiry asks', async () => {
    const mandateId = await activeMandate();
    await fpx.failNext('holdCollection');
    const held = await fpx.collect({
      mandateId,
      amountSen: sen(100),
      reference: 'attempt-held',
      requestedOn: '2026-12-02',
    });
    await worker.runDue();
    expect(noticesOf(held.collectionId)).toEqual([]);
    expect(await fpx.collection('attempt-held')).toMatchObject({ status: 'accepted', settledAt: null });
    // Asked again under the same reference, the bank answers the same deduction, still unsettled.
    expect(
      await fpx.collect({
        mandateId,
        amountSen: sen(100),
        reference: 'attempt-held',
        requestedOn: '2026-12-02',
      }),
    ).toEqual({ collectionId: held.collectionId, repeated: true });
    await worker.runDue();
    expect(await fpx.collection('attempt-held')).toMatchObject({ status: 'accepted' });
  });
});
