import { APPLICATION_PATHS, AUTH_PATHS, BACKOFFICE_PATHS, EKYC_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_MIN_IMAGE_BYTES } from '../../providers/ekyc/sandbox-ekyc-provider.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call, draftOf, SUBMIT } from '../applications/testing.ts';
import { REGISTERED_PASSWORD, registrationRequest } from '../auth/testing.ts';
import { jpegBytes, multipart, pngBytes } from '../documents/testing.ts';
import {
  asOfficer,
  createOfficer,
  createReviewTestApp,
  emailSubjectsTo,
  passEkyc,
  pendingApplication,
  type ReviewApplicant,
  statusOf,
  type TestOfficer,
} from './testing.ts';

/**
 * The applicant's identity (the NRIC and the name as on the card) cannot change under an application: not from the
 * profile, and not through an e-KYC made with another card.
 */

let t: TestApp;
let verifier: TestOfficer;
let admin: TestOfficer;
let registrations = 0;

beforeAll(async () => {
  t = await createReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  admin = await createOfficer(t, ['admin'], 'Farid Admin');
});
afterAll(() => t.close());

/** A customer registered through the API (with a password the profile asks for), logged in. */
async function registeredApplicant(): Promise<ReviewApplicant & { body: Record<string, unknown> }> {
  registrations += 1;
  const body = registrationRequest();
  const registered = await t.app.inject({ method: 'POST', url: AUTH_PATHS.register, payload: body });
  if (registered.statusCode >= 300) throw new Error(`registration failed: ${registered.body}`);
  const tokens = registered.json<TokenPair>();
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const me = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers });
  const nric = body.nric as { part1: string; part2: string; part3: string };
  return {
    userId: me.json().id,
    email: body.email as string,
    nric: `${nric.part1}${nric.part2}${nric.part3}`,
    tokens,
    headers,
    ip: `203.0.113.${registrations}`,
    body,
  };
}

/** The registration's salary range (RM3,000 - RM3,999) carries this net salary. */
const CONSISTENT_CHECK = { netSalarySen: 350_000 };

function splitNric(nric: string) {
  return { part1: nric.slice(0, 6), part2: nric.slice(6, 8), part3: nric.slice(8) };
}

function updateProfile(who: ReviewApplicant & { body: Record<string, unknown> }, nric: string) {
  return call(t, who, 'PATCH', AUTH_PATHS.user(who.userId), {
    phoneNo: who.body.phoneNo,
    residentialAddress1: who.body.residentialAddress1,
    postcode: who.body.postcode,
    email: who.body.email,
    icType: 'MYKAD',
    nric: splitNric(nric),
    password: REGISTERED_PASSWORD,
    confirmPassword: REGISTERED_PASSWORD,
  });
}

const readable = { padTo: SANDBOX_MIN_IMAGE_BYTES + 200 };

/** One e-KYC attempt with a card bearing `cardNric`; answers the session as the sandbox's verdict left it. */
async function ekycWithCard(who: ReviewApplicant, applicationId: string, cardNric: string) {
  const opened = await call(t, who, 'POST', EKYC_PATHS.session(applicationId));
  if (opened.statusCode !== 200) throw new Error(`e-KYC not opened: ${opened.statusCode} ${opened.body}`);
  const sessionId: string = opened.json().sessionId;
  for (const [side, bytes] of [
    ['front', pngBytes({ text: `NRIC:${cardNric}`, ...readable })],
    ['back', jpegBytes(readable)],
    ['selfie', pngBytes(readable)],
  ] as const) {
    const form = multipart({ side }, { field: 'image', name: `${side}.png`, type: 'image/png', bytes });
    const captured = await t.app.inject({
      method: 'POST',
      url: EKYC_PATHS.capture(sessionId),
      headers: { ...form.headers, ...who.headers },
      payload: form.payload,
    });
    if (captured.statusCode !== 200) throw new Error(`capture failed: ${captured.body}`);
  }
  const submitted = await call(t, who, 'POST', EKYC_PATHS.submit(sessionId));
  if (submitted.statusCode !== 200) throw new Error(`e-KYC submit failed: ${submitted.body}`);
  await t.settle();
  return (await call(t, who, 'GET', EKYC_PATHS.session(applicationId))).json();
}

describe("the applicant's identity under an application", () => {
  it('cannot be changed from the profile to pass e-KYC with another card', async () => {
    const applicant = await registeredApplicant();
    const { id } = await pendingApplication(t, applicant, { ekyc: false, check: CONSISTENT_CHECK });
    const otherCard = '920411109999';

    const mismatch = await ekycWithCard(applicant, id, otherCard);
    expect(mismatch).toMatchObject({ state: 'FAILED', failureReason: 'nricMismatch' });

    // 'Edit information' used to lead here: the profile no longer takes another NRIC.
    const changed = await updateProfile(applicant, otherCard);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'Your NRIC and name are those of your application and cannot be changed here. Please contact us to have them corrected.',
    );
    const me = await call(t, applicant, 'GET', AUTH_PATHS.me);
    expect(me.json()).toMatchObject({ nric: applicant.nric, identityLocked: true });

    // Even had the profile changed, e-KYC compares the card with the application's identity.
    await t.db.query('update users set nric = $2 where id = $1', [applicant.userId, otherCard]);
    const again = await ekycWithCard(applicant, id, otherCard);
    expect(again).toMatchObject({ state: 'FAILED', failureReason: 'nricMismatch' });

    const seen = await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(id));
    expect(seen.json().applicant.nric).toBe(applicant.nric);
    expect(seen.json().ekyc).toMatchObject({ state: 'FAILED', failureReason: 'nricMismatch' });
  });
});

function correctIdentity(userId: string, body: Record<string, unknown>, officer: TestOfficer = admin) {
  return asOfficer(t, officer, 'PATCH', BACKOFFICE_PATHS.userIdentity(userId), body);
}

describe("an admin's correction of the applicant's identity", () => {
  it('sends the application waiting for an officer back through e-KYC and the telecom check, audited', async () => {
    const applicant = await registeredApplicant();
    const { id, applicationNo } = await pendingApplication(t, applicant, { check: CONSISTENT_CHECK });
    const corrected = '920411109876';
    const reason = 'NRIC as on the MyKad the customer showed at the branch';

    const refused = await correctIdentity(
      applicant.userId,
      { nric: corrected, fullName: 'Corrected Name', remark: reason },
      verifier,
    );
    expect(refused.statusCode).toBe(403);

    const response = await correctIdentity(applicant.userId, {
      nric: '920411-10-9876',
      fullName: 'Nur Aisyah binti Ahmad',
      remark: reason,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `The NRIC and name are corrected. Application ${applicationNo} goes back to the applicant to verify their identity again.`,
      sentBackApplicationNo: applicationNo,
    });

    // The application stands on the corrected identity, back with the applicant for e-KYC.
    const [row] = await t.db.query<{ status: string; markers: string[]; nric: string; name: string }>(
      `select status, markers, applicant_nric as nric, applicant_full_name as name from applications where id = $1`,
      [id],
    );
    expect(row).toEqual({
      status: 'REFERBACK',
      markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
      nric: corrected,
      name: 'Nur Aisyah binti Ahmad',
    });
    const history = await t.db.query<{ from: string; to: string; actorType: string; remark: string }>(
      `select from_value as "from", to_value as "to", actor_type as "actorType", remark from application_events
       where application_id = $1 and event = 'identityCorrected'`,
      [id],
    );
    expect(history).toEqual([{ from: 'PENDING', to: 'REFERBACK', actorType: 'officer', remark: reason }]);

    const audit = await t.db.query<{ action: string; before: unknown; after: unknown; remark: string }>(
      `select action, before, after, remark from audit_events
       where (subject_id = $1 or application_id = $2) and action like any(array['customer.identity%', '%identityCorrected'])
       order by action`,
      [applicant.userId, id],
    );
    expect(audit).toEqual([
      {
        action: 'application.identityCorrected',
        before: {
          status: 'PENDING',
          markers: [
            'APPLICATIONFORMCOMPLETED',
            'EMAILVERIFICATIONCOMPLETED',
            'DOCUMENTUPLOADCOMPLETED',
            'EKYCCOMPLETED',
          ],
        },
        after: expect.objectContaining({ status: 'REFERBACK' }),
        remark: reason,
      },
      {
        action: 'customer.identityCorrection',
        before: { nric: `********${applicant.nric.slice(-4)}`, fullName: applicant.body.fullName },
        after: { nric: '********9876', fullName: 'Nur Aisyah binti Ahmad' },
        remark: reason,
      },
    ]);
    expect(await emailSubjectsTo(t, String(applicant.email))).toContain(
      `Please verify your identity again for application ${applicationNo}`,
    );

    // The officer sees the corrected identity, and the telecom check still to come, then made for it.
    const before = (await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(id))).json();
    expect(before.applicant).toMatchObject({ nric: corrected, fullName: 'Nur Aisyah binti Ahmad' });
    expect(before.identityCorrection).toMatchObject({ telecomCheckedAt: null });
    expect(before.telecom).toBeNull();
    // The operator holds the line under the NRIC the customer registered with: the check made again for the
    // corrected NRIC reads that as a mismatch, where the eligibility check's matched.
    await t.db.query(
      `insert into sandbox_telecom_accounts (phone_no, holder_name, holder_nric, account_type, line_role, status,
         opened_on)
       values ($1, $2, $3, 'postpaid', 'principal', 'active', '2020-01-15')`,
      [applicant.body.phoneNo, applicant.body.fullName, applicant.nric],
    );
    await t.settle();
    const after = (await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.application(id))).json();
    expect(after.identityCorrection.telecomCheckedAt).not.toBeNull();
    expect(after.telecom).toMatchObject({ found: true, personalDataMatches: false });

    // The old card no longer passes; the corrected one does, once the application is resubmitted.
    expect((await call(t, applicant, 'POST', APPLICATION_PATHS.submit(id), SUBMIT)).statusCode).toBe(200);
    const oldCard = await ekycWithCard(applicant, id, applicant.nric);
    expect(oldCard).toMatchObject({ state: 'FAILED', failureReason: 'nricMismatch' });
    await passEkyc(t, { ...applicant, nric: corrected }, id);
    expect(await statusOf(t, id)).toBe('PENDING');
    const me = (await call(t, applicant, 'GET', AUTH_PATHS.me)).json();
    expect(me).toMatchObject({ nric: corrected, fullName: 'Nur Aisyah binti Ahmad', identityLocked: true });
  });

  it('gives a draft the corrected identity without moving it, the telecom check made again for it', async () => {
    const applicant = await registeredApplicant();
    const { id, applicationNo } = await draftOf(t, applicant, CONSISTENT_CHECK);
    const response = await correctIdentity(applicant.userId, {
      nric: applicant.nric,
      fullName: 'Nur Aina binti Zulkifli Ahmad',
      remark: 'Name as on the MyKad',
    });
    expect(response.json().sentBackApplicationNo).toBe(applicationNo);
    const [row] = await t.db.query<{ status: string; nric: string; name: string }>(
      `select status, applicant_nric as nric, applicant_full_name as name from applications where id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'DRAFT', nric: applicant.nric, name: 'Nur Aina binti Zulkifli Ahmad' });
    expect(
      await t.db.query(
        `select 1 from application_events where application_id = $1 and event = 'identityCorrected'`,
        [id],
      ),
    ).toEqual([]);
    await t.settle();
    const [facts] = await t.db.query<{ checked: boolean }>(
      'select telecom_checked_at is not null as checked from applications where id = $1',
      [id],
    );
    expect(facts).toEqual({ checked: true });
    expect(await emailSubjectsTo(t, String(applicant.email))).toContain(
      `Please verify your identity again for application ${applicationNo}`,
    );
  });

  it("refuses another customer's NRIC, a correction that changes nothing, and an invalid NRIC", async () => {
    const first = await registeredApplicant();
    const second = await registeredApplicant();
    const taken = await correctIdentity(first.userId, {
      nric: second.nric,
      fullName: first.body.fullName,
      remark: 'Typo in the NRIC',
    });
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      'Another customer holds this NRIC. Check the identity card again.',
    ]);
    const same = await correctIdentity(first.userId, {
      nric: first.nric,
      fullName: first.body.fullName,
      remark: 'Nothing really',
    });
    expect(same.statusCode).toBe(409);
    const invalid = await correctIdentity(first.userId, {
      nric: '921341109876',
      fullName: first.body.fullName,
      remark: 'A month that does not exist',
    });
    expect(invalid.statusCode).toBe(400);
    const [row] = await t.db.query<{ nric: string }>('select nric from users where id = $1', [first.userId]);
    expect(row?.nric).toBe(first.nric);
    expect(
      await t.db.query(
        `select 1 from audit_events where subject_id = $1 and action = 'customer.identityCorrection'`,
        [first.userId],
      ),
    ).toEqual([]);
  });

  it('corrects a customer without an application, who may also change it on the profile', async () => {
    const applicant = await registeredApplicant();
    const changed = await updateProfile(applicant, '920411105432');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ nric: '920411105432', identityLocked: false });

    const response = await correctIdentity(applicant.userId, {
      nric: '920411105433',
      fullName: applicant.body.fullName,
      remark: 'Last digit as on the card',
    });
    expect(response.json()).toEqual({
      message: 'The NRIC and name are corrected.',
      sentBackApplicationNo: null,
    });
    expect(await emailSubjectsTo(t, String(applicant.email))).toContain(
      'Your NRIC or name has been corrected',
    );
  });
});
