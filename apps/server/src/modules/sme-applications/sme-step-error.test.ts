import { SME_APPLICATION_PATHS, STEP_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  call,
  completeForm,
  createSmeTestApp,
  newDraft,
  partnerSession,
  type SmeTestApplicant,
  staffSession,
} from './testing.ts';

let t: TestApp;
let sole: SmeTestApplicant;
let company: SmeTestApplicant;

beforeAll(async () => {
  t = await createSmeTestApp();
  sole = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
  company = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
});
afterAll(() => t.close());

function stepEventsOf(id: string) {
  return t.db.query<{ from_value: string | null; to_value: string; remark: string | null }>(
    `select from_value, to_value, remark from sme_application_events where application_id = $1 and kind = 'step'
     order by id`,
    [id],
  );
}

describe("the step-error call on an SME partner's or staff member's application", () => {
  it('records the error marker with its reason, which the completed form then replaces', async () => {
    const id = await newDraft(t, sole);
    const error = await call(t, sole, 'PATCH', STEP_PATHS.error(id, 'application-form'), {
      reason: 'timeout',
    });
    expect(error.statusCode).toBe(200);
    expect(error.json()).toMatchObject({
      message: en.success.updated,
      application: { id, partnerId: 'P200010', markers: ['APPLICATIONFORMERROR'] },
    });
    expect(await stepEventsOf(id)).toEqual([
      { from_value: null, to_value: 'APPLICATIONFORMERROR', remark: 'timeout' },
    ]);

    // Recorded again, nothing changes and no second event is written.
    expect((await call(t, sole, 'PATCH', STEP_PATHS.error(id, 'application-form'))).statusCode).toBe(200);
    expect(await stepEventsOf(id)).toHaveLength(1);

    const submitted = await call(
      t,
      sole,
      'POST',
      SME_APPLICATION_PATHS.submission('SOLE_PROPRIETOR'),
      completeForm('SOLE_PROPRIETOR', id),
    );
    expect(submitted.json().application.markers).toEqual(['APPLICATIONFORMCOMPLETED']);
    expect((await stepEventsOf(id)).at(-1)).toEqual({
      from_value: 'APPLICATIONFORMERROR',
      to_value: 'APPLICATIONFORMCOMPLETED',
      remark: null,
    });
    const late = await call(t, sole, 'PATCH', STEP_PATHS.error(id, 'application-form'));
    expect([late.statusCode, late.json().message]).toEqual([409, en.status.refusals.stepAlreadyCompleted]);
    expect((await call(t, sole, 'PATCH', SME_APPLICATION_PATHS.cancel(id))).statusCode).toBe(200);
  });

  it("answers another partner's application as a missing one (404), and writes nothing", async () => {
    const id = await newDraft(t, sole);
    const other = await call(t, company, 'PATCH', STEP_PATHS.error(id, 'application-form'), {
      reason: 'x',
    });
    expect([other.statusCode, other.json().message]).toEqual([404, en.errors.applicationNotFound]);
    const missing = await call(t, company, 'PATCH', STEP_PATHS.error(crypto.randomUUID(), 'ekyc'));
    expect(missing.statusCode).toBe(404);
    expect(await stepEventsOf(id)).toEqual([]);
    expect((await call(t, sole, 'GET', SME_APPLICATION_PATHS.application(id))).json().markers).toEqual([]);
    expect((await call(t, sole, 'PATCH', SME_APPLICATION_PATHS.cancel(id))).statusCode).toBe(200);
  });

  it('serves group staff, and refuses a step that is not open yet or a step it does not know', async () => {
    const staff = await staffSession(t);
    const id = await newDraft(t, staff);
    const early = await call(t, staff, 'PATCH', STEP_PATHS.error(id, 'ekyc'), { reason: 'camera' });
    expect(early.statusCode).toBe(409);
    expect((await call(t, staff, 'PATCH', STEP_PATHS.error(id, 'no-such-step'))).statusCode).toBe(404);
    const error = await call(t, staff, 'PATCH', STEP_PATHS.error(id, 'application-form'));
    expect(error.json().application).toMatchObject({
      id,
      partnerType: 'STAFF',
      markers: ['APPLICATIONFORMERROR'],
    });
  });
});
