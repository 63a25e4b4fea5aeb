import { APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_FORM } from './testing/complete-form.ts';
import {
  type ApplicationsTestApp,
  call,
  codeOf,
  createApplicationsTestApp,
  draftOf,
  lastEmailTo,
  linkTokenOf,
  type TestApplicant,
} from './testing.ts';

let t: ApplicationsTestApp;

beforeAll(async () => {
  t = await createApplicationsTestApp();
});
afterAll(() => t.close());

async function withCompleteForm(who: TestApplicant, language: 'en' | 'ms' = 'en') {
  const draft = await draftOf(t, who);
  await call(t, who, 'PATCH', APPLICATION_PATHS.update(language, draft.id), COMPLETE_FORM);
  await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(draft.id));
  return draft;
}

async function sendCode(who: TestApplicant, id: string) {
  const response = await call(t, who, 'POST', APPLICATION_PATHS.emailVerification(id));
  return { response, email: response.statusCode === 200 ? await lastEmailTo(t, who.email ?? '') : '' };
}

const markersOf = async (id: string) =>
  (await t.db.query<{ markers: string[] }>('select markers from applications where id = $1', [id]))[0]
    ?.markers;

describe('email verification by code', () => {
  it("sends a code and a link to the profile email, in the application's language", async () => {
    const who = await t.applicant();
    const { id, applicationNo } = await withCompleteForm(who, 'ms');
    const { response, email } = await sendCode(who, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `We have sent a 6-digit code and a link to ${who.email}. They work for 10 minutes.`,
    );
    expect(email).toContain(`Kod pengesahan anda ialah ${codeOf(email)}`);
    expect(email).toContain(applicationNo);
    expect(email).toContain(`${t.publicUrl}/sinar/api/v1.0/application/email-verification/link/`);
  });

  it('verifies with the code, records the step, and answers OTP Verified', async () => {
    const who = await t.applicant();
    const { id } = await withCompleteForm(who);
    const { email } = await sendCode(who, id);
    const wrong = await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const response = await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), {
      code: codeOf(email),
    });
    expect([response.statusCode, response.json()]).toEqual([200, { message: 'OTP Verified' }]);
    expect(await markersOf(id)).toEqual(['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED']);
    const [row] = await t.db.query<{ verified_email: string; email_verified_at: Date }>(
      'select verified_email, email_verified_at from applications where id = $1',
      [id],
    );
    expect(row).toEqual({ verified_email: who.email, email_verified_at: new Date('2026-11-23T02:00:00Z') });
    // Single use.
    const again = await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), {
      code: codeOf(email),
    });
    expect(again.statusCode).toBe(400);
  });

  it('keeps the proof but not the marker while the form step is not complete; the step call records it later', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    const { email } = await sendCode(who, id);
    await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), { code: codeOf(email) });
    expect(await markersOf(id)).toEqual([]);
    await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', id), COMPLETE_FORM);
    await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(id));
    const step = await call(t, who, 'PATCH', STEP_PATHS.emailVerificationCompleted(id));
    expect(step.statusCode).toBe(200);
    expect(step.json().application).toMatchObject({ emailVerified: true });
  });

  it('refuses an expired code', async () => {
    const who = await t.applicant();
    const { id } = await withCompleteForm(who);
    const { email } = await sendCode(who, id);
    t.clock.set('2026-11-23T02:10:00Z');
    try {
      const response = await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), {
        code: codeOf(email),
      });
      expect(response.statusCode).toBe(400);
    } finally {
      t.clock.set('2026-11-23T02:00:00Z');
    }
    expect(await markersOf(id)).toEqual(['APPLICATIONFORMCOMPLETED']);
  });

  it('asks for an email in the profile when there is none', async () => {
    const who = await t.applicant({ email: null });
    const { id } = await draftOf(t, who);
    const response = await call(t, who, 'POST', APPLICATION_PATHS.emailVerification(id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('add an email address in your profile');
  });

  it('limits how many emails one address is sent', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(t, who, 'POST', APPLICATION_PATHS.emailVerification(id))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('no longer counts once the profile email changes', async () => {
    const who = await t.applicant();
    const { id } = await withCompleteForm(who);
    const { email } = await sendCode(who, id);
    await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), { code: codeOf(email) });
    await t.db.query(`update users set email = 'new.address@example.com' where id = $1`, [who.userId]);
    const view = await call(t, who, 'GET', APPLICATION_PATHS.byUser(who.userId));
    expect(view.json()[0]).toMatchObject({ applicantEmail: 'new.address@example.com', emailVerified: false });
  });
});

describe('email verification by link', () => {
  const follow = (token: string) =>
    t.app.inject({ method: 'GET', url: APPLICATION_PATHS.emailVerificationLink(token) });

  it('verifies without a login and sends the browser to the email step page, once', async () => {
    const who = await t.applicant();
    const { id } = await withCompleteForm(who);
    const token = linkTokenOf((await sendCode(who, id)).email);
    const first = await follow(token);
    expect([first.statusCode, first.headers.location]).toEqual([
      302,
      '/application/email-verification?verified=1',
    ]);
    expect(await markersOf(id)).toEqual(['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED']);
    const second = await follow(token);
    expect(second.headers.location).toBe('/application/email-verification?verified=0');
    const steps = await t.db.query(
      `select 1 from application_events where application_id = $1 and kind = 'step'`,
      [id],
    );
    expect(steps).toHaveLength(2);
  });

  it('lands Islamic applications on the /islamic page', async () => {
    const who = await t.applicant();
    const { id } = await draftOf(t, who, { applicationType: 'islamic' });
    const token = linkTokenOf((await sendCode(who, id)).email);
    expect((await follow(token)).headers.location).toBe('/islamic/application/email-verification?verified=1');
  });

  it('refuses an expired, a replaced and an unknown link', async () => {
    const who = await t.applicant();
    const { id } = await withCompleteForm(who);
    const replaced = linkTokenOf((await sendCode(who, id)).email);
    const latest = linkTokenOf((await sendCode(who, id)).email);
    expect((await follow(replaced)).headers.location).toBe('/application/email-verification?verified=0');
    t.clock.set('2026-11-23T02:10:01Z');
    try {
      expect((await follow(latest)).headers.location).toBe('/application/email-verification?verified=0');
    } finally {
      t.clock.set('2026-11-23T02:00:00Z');
    }
    expect((await follow('not-a-token')).headers.location).toBe('/application/email-verification?verified=0');
    expect(await markersOf(id)).toEqual(['APPLICATIONFORMCOMPLETED']);
  });
});
