import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { jpegBytes, pngBytes } from '../../modules/documents/testing.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { EkycVerdict } from './ekyc-provider.ts';
import { judge, SANDBOX_MIN_IMAGE_BYTES, SandboxEkycProvider } from './sandbox-ekyc-provider.ts';

const EXPECTED = '900615145672';
const readable = { padTo: SANDBOX_MIN_IMAGE_BYTES + 100 };
const card = (text: string) => pngBytes({ text, ...readable });
const images = (front: Uint8Array) => ({ front, back: jpegBytes(readable), selfie: pngBytes(readable) });

describe('the e-KYC sandbox reading a card', () => {
  it.each([
    // what the front picture holds -> the verdict, and its reason
    ['the expected NRIC', card(`NRIC:${EXPECTED}`), 'PASSED', null],
    [
      'the NRIC appended after the image data',
      Buffer.concat([pngBytes(readable), Buffer.from(`NRIC:${EXPECTED}`)]),
      'PASSED',
      null,
    ],
    ['another NRIC', card('NRIC:880808055123'), 'FAILED', 'nricMismatch'],
    ['the failing NRIC', card('NRIC:000000000000'), 'FAILED', 'verificationFailed'],
    ['no marker', card('a blurred card'), 'RETRY', null],
    ['a marker with 11 digits', card('NRIC:90061514567'), 'RETRY', null],
    ['a picture too small to read', pngBytes({ text: `NRIC:${EXPECTED}` }), 'RETRY', null],
    ['a PDF of the card', Buffer.from(`%PDF-1.4 NRIC:${EXPECTED} ${'.'.repeat(2_000)}`), 'RETRY', null],
  ])('%s: %s', (_case, front, outcome, failureReason) => {
    expect(judge({ reference: 'r', expectedNric: EXPECTED, images: images(front) })).toMatchObject({
      outcome,
      failureReason,
    });
  });
});

describe('the e-KYC sandbox answering', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('accepts at once, keeps its verdict in the database, and reports it later through the job queue', async () => {
    const log = pino({ level: 'silent' });
    const provider = new SandboxEkycProvider({ db, delayMs: 0, log });
    const worker = new JobWorker(db, log);
    provider.attach(worker);
    const verdicts: EkycVerdict[] = [];
    provider.onVerdict(async (verdict) => {
      verdicts.push(verdict);
    });
    const { providerReference } = await provider.startVerification({
      reference: 'session-1/1',
      expectedNric: EXPECTED,
      images: images(card('NRIC:880808055123')),
    });
    expect(verdicts).toEqual([]);
    const [kept] = await db.query<{ status: string; outcome: string }>(
      'select status, outcome from sandbox_ekyc_verifications where id = $1',
      [providerReference],
    );
    expect(kept).toEqual({ status: 'accepted', outcome: 'FAILED' });
    expect(await worker.runDue()).toBe(1);
    expect(verdicts).toMatchObject([
      { providerReference, reference: 'session-1/1', outcome: 'FAILED', failureReason: 'nricMismatch' },
    ]);
    const [reported] = await db.query<{ status: string }>(
      'select status from sandbox_ekyc_verifications where id = $1',
      [providerReference],
    );
    expect(reported?.status).toBe('reported');
  });

  it('waits its delay before answering', async () => {
    const log = pino({ level: 'silent' });
    const provider = new SandboxEkycProvider({ db, delayMs: 60_000, log });
    const worker = new JobWorker(db, log);
    provider.attach(worker);
    await provider.startVerification({
      reference: 'session-2/1',
      expectedNric: EXPECTED,
      images: images(card('x')),
    });
    expect(await worker.runDue()).toBe(0);
  });
});
