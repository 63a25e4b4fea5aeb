import { SME_APPLICATION_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call, createSmeTestApp, newDraft, partnerSession, type SmeTestApplicant } from './testing.ts';

let t: TestApp;
let partner: SmeTestApplicant;
let other: SmeTestApplicant;

beforeAll(async () => {
  t = await createSmeTestApp();
  partner = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
  other = await partnerSession(t, 'P200004', 'PARTNERSHIP', '0192000006');
});
afterAll(() => t.close());

describe("the partner's own applications (the home page's call)", () => {
  it('lists them latest first, leaves deleted drafts out, and finds nothing of another user', async () => {
    const empty = await call(t, partner, 'GET', SME_APPLICATION_PATHS.byUser(partner.userId));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const first = await newDraft(t, partner);
    expect((await call(t, partner, 'PATCH', SME_APPLICATION_PATHS.cancel(first))).statusCode).toBe(200);
    const second = await newDraft(t, partner);

    const listed = await call(t, partner, 'GET', SME_APPLICATION_PATHS.byUser(partner.userId));
    expect(listed.statusCode).toBe(200);
    expect(
      listed.json<{ id: string; applicationStatus: string }[]>().map((a) => [a.id, a.applicationStatus]),
    ).toEqual([
      [second, 'DRAFT'],
      [first, 'CANCELED'],
    ]);

    expect((await call(t, partner, 'DELETE', SME_APPLICATION_PATHS.application(second))).statusCode).toBe(
      200,
    );
    const afterDelete = await call(t, partner, 'GET', SME_APPLICATION_PATHS.byUser(partner.userId));
    expect(afterDelete.json<{ id: string }[]>().map((a) => a.id)).toEqual([first]);

    const another = await call(t, other, 'GET', SME_APPLICATION_PATHS.byUser(partner.userId));
    expect(another.statusCode).toBe(404);
    expect(another.json().message).toBe('Application not found');
  });
});
