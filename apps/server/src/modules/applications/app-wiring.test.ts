import { APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, seedDemoAccounts } from '../auth/testing.ts';
import { CHECK } from './testing.ts';

/** The module as the server registers it (app.ts): the demo applicant logs in and checks her eligibility. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
});
afterAll(() => t.close());

describe('the applications module in the app', () => {
  it('serves the demo applicant, logged in through the login call', async () => {
    const tokens = await loggedIn(t, { tab: 'telecom', phoneNo: '0123000001' });
    const checked = await t.app.inject({
      method: 'POST',
      url: APPLICATION_PATHS.eligibility,
      headers: bearer(tokens),
      // Her registered gross range, RM3,000 - RM3,999, carries this net salary.
      payload: { ...CHECK, netSalarySen: 350_000 },
    });
    expect(checked.json()).toMatchObject({ eligible: true, maxEligibleAmountSen: 1_000_000 });
    const drafted = await t.app.inject({
      method: 'POST',
      url: APPLICATION_PATHS.draft,
      headers: bearer(tokens),
      payload: { checkId: checked.json().checkId, applicationType: 'conventional' },
    });
    expect(drafted.statusCode).toBe(201);
  });

  it('lists its calls, with their schemas, in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    const asRoute = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    for (const path of [
      APPLICATION_PATHS.eligibility,
      APPLICATION_PATHS.draft,
      APPLICATION_PATHS.submit(':id'),
      APPLICATION_PATHS.update(':language', ':id'),
      APPLICATION_PATHS.emailVerificationLink(':token'),
      STEP_PATHS.applicationFormCompleted(':id'),
      STEP_PATHS.error(':id', ':stepName'),
    ])
      expect(paths).toContain(asRoute(path));
    const eligibility = document.paths[APPLICATION_PATHS.eligibility].post;
    expect(eligibility.responses['200'].content['application/json'].schema).toBeDefined();
  });
});
