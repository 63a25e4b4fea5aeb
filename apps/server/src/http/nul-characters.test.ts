import {
  APPLICATION_PATHS,
  AUTH_PATHS,
  BACKOFFICE_PATHS,
  CONTACT_US_PATH,
  DEV_INBOX_PATH,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, loggedIn, officerToken, seedDemoAccounts } from '../modules/auth/testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL byte that reached a statement failed it (a 500). Every route refuses
 * one in a path segment, query parameter or JSON body with a 400 naming the field, before any handler runs.
 */

const NUL = '\u0000';
const SOME_ID = '6f1d5c7e-3b4a-4c2d-9e8f-0a1b2c3d4e5f';

let t: TestApp;
let customer: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  customer = bearer(await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' }));
  admin = bearer(await officerToken(t, ['admin']));
});
afterAll(() => t.close());

function expectRefused(
  response: { statusCode: number; json: () => { message: string; fieldErrors?: Record<string, string> } },
  field: string,
) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.fieldErrors).toEqual({ [field]: 'This field contains a character that is not allowed.' });
  expect(body.message).toBe('This field contains a character that is not allowed.');
}

describe('a NUL character', () => {
  it("in the contact form's comments", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONTACT_US_PATH,
      payload: { email: 'aisyah@example.com', comments: `Hello${NUL}there` },
    });
    expectRefused(response, 'comments');
  });

  it('in an address of the profile, in Malay', async () => {
    const me = (await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: customer })).json();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${AUTH_PATHS.user(me.id)}?lang=ms`,
      headers: customer,
      payload: {
        phoneNo: '0123000001',
        residentialAddress1: `1, Jalan Satu${NUL}`,
        postcode: '59000',
        email: 'aisyah@example.com',
        icType: 'MYKAD',
        nric: { part1: '900615', part2: '14', part3: '5672' },
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      residentialAddress1: 'Ruangan ini mengandungi aksara yang tidak dibenarkan.',
    });
  });

  it('in a nested field of the application form', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: APPLICATION_PATHS.update('en', SOME_ID),
      headers: customer,
      payload: { form: { employment: { employerName: `Syarikat${NUL}` } } },
    });
    expectRefused(response, 'form.employment.employerName');
  });

  it("in an officer's note and in the audit search", async () => {
    const note = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_PATHS.notes(SOME_ID),
      headers: admin,
      payload: { text: `Called${NUL}` },
    });
    expectRefused(note, 'text');
    const search = await t.app.inject({
      method: 'GET',
      url: `${BACKOFFICE_PATHS.audit}?q=SK%00`,
      headers: admin,
    });
    expectRefused(search, 'q');
  });

  it("in an application number of the status check, and in the developer inbox's filter", async () => {
    const status = await t.app.inject({
      method: 'GET',
      url: APPLICATION_PATHS.statusCheck(`SK-2026-000001${NUL}`),
      headers: customer,
    });
    expectRefused(status, 'applicationNo');
    const inbox = await t.app.inject({ method: 'GET', url: `${DEV_INBOX_PATH}?to=a%00b` });
    expectRefused(inbox, 'to');
  });

  it('in the name of a field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONTACT_US_PATH,
      payload: { email: 'aisyah@example.com', comments: 'Hello', [`x${NUL}`]: 'y' },
    });
    expect(response.statusCode).toBe(400);
  });
});
