import {
  AUTH_PATHS,
  EKYC_CAPTURE_TOKEN_HEADER,
  EKYC_HANDOFF_ROUTE,
  EKYC_PATHS,
  type EkycSide,
  FILE_PATHS,
  type TokenPair,
} from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_MIN_IMAGE_BYTES } from '../../providers/ekyc/sandbox-ekyc-provider.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, officerToken, seedDemoAccounts } from '../auth/testing.ts';
import {
  AISYAH,
  HAFIZ,
  insertApplication,
  jpegBytes,
  multipart,
  pdfBytes,
  pngBytes,
  SUBMITTED,
  userIdOf,
} from '../documents/testing.ts';
import { ekycPassed } from './ekyc-records.ts';

let t: TestApp;
let aisyah: TokenPair;
let hafiz: TokenPair;
let aisyahId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  aisyah = await loggedIn(t, { tab: 'conventional', phoneOrEmail: AISYAH.email });
  hafiz = await loggedIn(t, { tab: 'islamic', phoneOrEmail: HAFIZ.email });
  aisyahId = await userIdOf(t, AISYAH.email);
});
afterAll(() => t.close());

const readable = { padTo: SANDBOX_MIN_IMAGE_BYTES + 200 };
/** The front of a card showing `nric`, as the sandbox reads it (a tEXt chunk `NRIC:<12 digits>`). */
const cardFront = (nric: string | null) => pngBytes({ text: nric ? `NRIC:${nric}` : 'glare', ...readable });

type Auth = Record<string, string>;
const capturing = (token: string): Auth => ({ [EKYC_CAPTURE_TOKEN_HEADER]: token });

const openSession = (applicationId: string, auth: Auth = bearer(aisyah)) =>
  t.app.inject({ method: 'POST', url: EKYC_PATHS.session(applicationId), headers: auth });

function capture(sessionId: string, side: EkycSide | string, bytes: Buffer, auth: Auth = bearer(aisyah)) {
  const form = multipart({ side }, { field: 'image', name: `${side}.png`, type: 'image/png', bytes });
  return t.app.inject({
    method: 'POST',
    url: EKYC_PATHS.capture(sessionId),
    headers: { ...form.headers, ...auth },
    payload: form.payload,
  });
}

const submit = (sessionId: string, auth: Auth = bearer(aisyah)) =>
  t.app.inject({ method: 'POST', url: EKYC_PATHS.submit(sessionId), headers: auth });

async function captureAll(sessionId: string, nric: string | null, auth: Auth = bearer(aisyah)) {
  for (const [side, bytes] of [
    ['front', cardFront(nric)],
    ['back', jpegBytes(readable)],
    ['selfie', pngBytes(readable)],
  ] as const)
    expect((await capture(sessionId, side, bytes, auth)).statusCode).toBe(200);
}

/** A submitted application with an open session: its ids. */
async function sessionReady(options: { applicationType?: 'conventional' | 'islamic' } = {}) {
  const applicationId = await insertApplication(t, aisyahId, { ...SUBMITTED, ...options });
  const opened = await openSession(applicationId);
  expect(opened.statusCode).toBe(200);
  return { applicationId, sessionId: opened.json().sessionId as string };
}

async function sessionState(applicationId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: EKYC_PATHS.session(applicationId),
    headers: bearer(aisyah),
  });
  return response.json();
}

describe('opening identity verification', () => {
  it('refuses to start before submission, whatever the browser sends, and after the step is recorded', async () => {
    const draft = await insertApplication(t, aisyahId, { status: 'DRAFT', markers: [...SUBMITTED.markers] });
    const early = await openSession(draft);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(en.ekyc.session.notSubmitted);
    const done = await insertApplication(t, aisyahId, {
      status: 'PENDING',
      markers: [...SUBMITTED.markers, 'EKYCCOMPLETED'],
    });
    const late = await openSession(done);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(en.ekyc.session.alreadyCompleted);
    expect(
      await t.db.query('select 1 from ekyc_sessions where application_id in ($1, $2)', [draft, done]),
    ).toEqual([]);
  });

  it('opens a session once: opening again answers the same one', async () => {
    const { applicationId, sessionId } = await sessionReady();
    const again = await openSession(applicationId);
    expect(again.json()).toMatchObject({
      sessionId,
      state: 'CAPTURING',
      captured: [],
      attempts: 0,
      maxAttempts: 3,
    });
    expect((await sessionState(applicationId)).sessionId).toBe(sessionId);
  });
});

describe('capturing and the verdict', () => {
  it('takes the three pictures, submits them, and PASSES asynchronously when the card shows the NRIC', async () => {
    const { applicationId, sessionId } = await sessionReady();
    await captureAll(sessionId, AISYAH.nric);
    expect((await sessionState(applicationId)).captured).toEqual(['front', 'back', 'selfie']);
    const submitted = await submit(sessionId);
    expect(submitted.statusCode).toBe(200);
    // The provider is not called within the request: the verdict comes through the job queue.
    expect(submitted.json()).toMatchObject({ state: 'PROCESSING', attempts: 1 });
    await t.settle();
    expect(await sessionState(applicationId)).toMatchObject({
      state: 'PASSED',
      failureReason: null,
      attempts: 1,
    });
    expect(await ekycPassed(t.db, applicationId)).toBe(true);

    const image = await t.app.inject({
      method: 'GET',
      url: EKYC_PATHS.image(sessionId, 'back'),
      headers: bearer(aisyah),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('no-store');
    const officer = bearer(await officerToken(t, ['verifier']));
    expect(
      (await t.app.inject({ method: 'GET', url: EKYC_PATHS.image(sessionId, 'front'), headers: officer }))
        .statusCode,
    ).toBe(200);
  });

  it('asks for a RETRY when the card cannot be read, then takes a new attempt with fresh pictures', async () => {
    const { applicationId, sessionId } = await sessionReady();
    await captureAll(sessionId, null);
    await submit(sessionId);
    await t.settle();
    expect(await sessionState(applicationId)).toMatchObject({ state: 'RETRY', attempts: 1 });
    expect((await capture(sessionId, 'front', cardFront(AISYAH.nric))).statusCode).toBe(409);
    const reopened = await openSession(applicationId);
    expect(reopened.json()).toMatchObject({ sessionId, state: 'CAPTURING', captured: [], attempts: 1 });
    await captureAll(sessionId, AISYAH.nric);
    await submit(sessionId);
    await t.settle();
    expect(await sessionState(applicationId)).toMatchObject({ state: 'PASSED', attempts: 2 });
  });

  it('FAILS with nricMismatch when the card shows another NRIC, and verificationFailed on demand', async () => {
    const mismatch = await sessionReady();
    await captureAll(mismatch.sessionId, HAFIZ.nric);
    await submit(mismatch.sessionId);
    await t.settle();
    expect(await sessionState(mismatch.applicationId)).toMatchObject({
      state: 'FAILED',
      failureReason: 'nricMismatch',
    });
    expect(await ekycPassed(t.db, mismatch.applicationId)).toBe(false);

    const refused = await sessionReady();
    await captureAll(refused.sessionId, '000000000000');
    await submit(refused.sessionId);
    await t.settle();
    expect(await sessionState(refused.applicationId)).toMatchObject({
      state: 'FAILED',
      failureReason: 'verificationFailed',
    });
  });

  it('asks for a retry rather than waiting for ever when the pictures cannot be handed to the provider', async () => {
    const { applicationId, sessionId } = await sessionReady();
    await captureAll(sessionId, AISYAH.nric);
    await submit(sessionId);
    await t.db.query(`delete from ekyc_captures where session_id = $1 and side = 'selfie'`, [sessionId]);
    await t.settle();
    expect(await sessionState(applicationId)).toMatchObject({ state: 'RETRY', attempts: 1 });
  });

  it('fails for good after 3 attempts: the last unreadable attempt is a failure and no 4th opens', async () => {
    const { applicationId, sessionId } = await sessionReady();
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (attempt > 1) expect((await openSession(applicationId)).statusCode).toBe(200);
      await captureAll(sessionId, null);
      await submit(sessionId);
      await t.settle();
    }
    expect(await sessionState(applicationId)).toMatchObject({
      state: 'FAILED',
      failureReason: 'verificationFailed',
      attempts: 3,
    });
    const fourth = await openSession(applicationId);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      'You have used all 3 identity verification attempts. Please apply again or contact us.',
    );
  });

  it('refuses a submission without all three pictures (422) and a picture that is not png or jpeg (415)', async () => {
    const { sessionId } = await sessionReady();
    await capture(sessionId, 'front', cardFront(AISYAH.nric));
    const early = await submit(sessionId);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(en.ekyc.session.capturesMissing);
    const pdf = await capture(sessionId, 'back', pdfBytes());
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('File not supported');
    expect((await capture(sessionId, 'passport', pngBytes(readable))).statusCode).toBe(400);
    const big = await capture(sessionId, 'back', pngBytes({ padTo: 5 * 1024 * 1024 + 100 }));
    expect(big.statusCode).toBe(413);
  });
});

describe('continuing on a phone', () => {
  it('gives a single-use link whose capture token works on that session only', async () => {
    const { applicationId, sessionId } = await sessionReady();
    const link = await t.app.inject({
      method: 'POST',
      url: EKYC_PATHS.handoff(sessionId),
      headers: bearer(aisyah),
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}${EKYC_HANDOFF_ROUTE}`);
    expect(url.searchParams.has('variant')).toBe(false);
    const token = url.searchParams.get('token') ?? '';

    const claimed = await t.app.inject({ method: 'POST', url: EKYC_PATHS.claimHandoff(token) });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ sessionId, language: 'en' });
    const phone = capturing(claimed.json().captureToken);
    const twice = await t.app.inject({ method: 'POST', url: EKYC_PATHS.claimHandoff(token) });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toBe(en.ekyc.handoff.linkInvalid);

    // The phone captures and submits with no login.
    await captureAll(sessionId, AISYAH.nric, phone);
    const seen = await t.app.inject({
      method: 'GET',
      url: EKYC_PATHS.handoffSession(sessionId),
      headers: phone,
    });
    expect(seen.json()).toMatchObject({ captured: ['front', 'back', 'selfie'] });
    expect((await submit(sessionId, phone)).statusCode).toBe(200);
    await t.settle();
    expect(await sessionState(applicationId)).toMatchObject({ state: 'PASSED' });

    // Nothing else answers to the capture token.
    const other = await sessionReady();
    expect((await capture(other.sessionId, 'front', cardFront(AISYAH.nric), phone)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: EKYC_PATHS.handoffSession(other.sessionId), headers: phone }))
        .statusCode,
    ).toBe(404);
    for (const [method, url] of [
      ['GET', EKYC_PATHS.session(applicationId)],
      ['POST', EKYC_PATHS.handoff(sessionId)],
      ['GET', EKYC_PATHS.image(sessionId, 'front')],
      ['GET', FILE_PATHS.byEntity(applicationId)],
      ['GET', AUTH_PATHS.me],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: phone });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('marks an Islamic link, and lets links and capture tokens expire', async () => {
    const { sessionId } = await sessionReady({ applicationType: 'islamic' });
    const first = await t.app.inject({
      method: 'POST',
      url: EKYC_PATHS.handoff(sessionId),
      headers: bearer(aisyah),
    });
    expect(new URL(first.json().url).searchParams.get('variant')).toBe('islamic');
    const second = await t.app.inject({
      method: 'POST',
      url: EKYC_PATHS.handoff(sessionId),
      headers: bearer(aisyah),
    });
    const tokenOf = (response: typeof first) => new URL(response.json().url).searchParams.get('token') ?? '';
    // A new QR code retires the one shown before.
    expect(
      (await t.app.inject({ method: 'POST', url: EKYC_PATHS.claimHandoff(tokenOf(first)) })).statusCode,
    ).toBe(410);
    const claimed = await t.app.inject({ method: 'POST', url: EKYC_PATHS.claimHandoff(tokenOf(second)) });
    const phone = capturing(claimed.json().captureToken);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 31 * 60_000));
    try {
      const expired = await t.app.inject({
        method: 'GET',
        url: EKYC_PATHS.handoffSession(sessionId),
        headers: phone,
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe(en.ekyc.handoff.captureTokenInvalid);
    } finally {
      t.clock.set(start);
    }
  });
});

describe("another applicant's session", () => {
  it('answers 404 on every call', async () => {
    const { applicationId, sessionId } = await sessionReady();
    await capture(sessionId, 'front', cardFront(AISYAH.nric));
    const intruder = bearer(hafiz);
    const calls = [
      ['POST', EKYC_PATHS.session(applicationId)],
      ['GET', EKYC_PATHS.session(applicationId)],
      ['POST', EKYC_PATHS.submit(sessionId)],
      ['POST', EKYC_PATHS.handoff(sessionId)],
      ['GET', EKYC_PATHS.handoffSession(sessionId)],
      ['GET', EKYC_PATHS.image(sessionId, 'front')],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method, url, headers: intruder });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await capture(sessionId, 'back', jpegBytes(readable), intruder)).statusCode).toBe(404);
    expect((await sessionState(applicationId)).captured).toEqual(['front']);
  });
});
