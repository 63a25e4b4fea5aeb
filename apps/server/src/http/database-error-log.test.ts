import { AUTH_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, loggedIn, seedDemoAccounts } from '../modules/auth/testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A failing statement is logged by its code, constraint and statement name: never its parameters, the row it
 * refused or a message quoting a value, since those carry phone numbers, addresses, NRICs, bank accounts, salaries.
 */

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logTo: { write: (line: string) => void lines.push(line) } });
  await seedDemoAccounts(t);
});
afterAll(() => t.close());

describe('a database error in the log', () => {
  it('names the code, the constraint and the statement, and no personal data', async () => {
    const tokens = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const id = (await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, headers: bearer(tokens) })).json().id;
    // A constraint the update will break, so that the statement fails as an unforeseen error would.
    await t.db.query(
      `alter table users add constraint no_secret_lane check (residential_address1 not like '%Lorong Rahsia%')`,
    );
    const before = lines.length;
    const response = await t.app.inject({
      method: 'PATCH',
      url: AUTH_PATHS.user(id),
      headers: bearer(tokens),
      payload: {
        phoneNo: '0123000001',
        residentialAddress1: '12, Lorong Rahsia 3',
        postcode: '59000',
        email: 'aisyah@example.com',
        icType: 'MYKAD',
        nric: { part1: '900615', part2: '14', part3: '5672' },
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    await t.db.query('alter table users drop constraint no_secret_lane');
    expect(response.statusCode).toBe(500);

    const written = lines.slice(before).join('');
    const failure = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'no_secret_lane',
      statement: 'update users',
    });
    for (const personal of ['Lorong Rahsia', '900615', '0123000001', 'aisyah@example.com', 'Aisyah'])
      expect(written).not.toContain(personal);
    expect(written).not.toMatch(/"(params|detail|query)"/);
  });
});
