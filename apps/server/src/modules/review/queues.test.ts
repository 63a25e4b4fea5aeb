import { BACKOFFICE_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { insertApplication } from '../documents/testing.ts';
import {
  asOfficer,
  createApplicant,
  createOfficer,
  createReviewTestApp,
  type TestOfficer,
} from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
const ids: Record<string, string> = {};

/** An application in `status`, submitted at a Malaysian wall-clock time. */
async function submitted(
  name: string,
  status: string,
  at: string,
  applicationType: 'conventional' | 'islamic' = 'conventional',
) {
  const applicant = await createApplicant(t);
  await t.db.query('update users set full_name = $2 where id = $1', [applicant.userId, name]);
  const id = await insertApplication(t, applicant.userId, { status, applicationType });
  await t.db.query(
    `update applications set submitted_at = $2, form = '{"amountSen": 500000, "tenureMonths": 12}' where id = $1`,
    [id, new Date(`${at}+08:00`)],
  );
  ids[name] = id;
}

beforeAll(async () => {
  t = await createReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier']);
  await submitted('Monday morning', 'PENDING', '2026-11-23T09:00');
  await submitted('Tuesday evening', 'PENDING', '2026-11-24T17:00');
  await submitted('Saturday', 'PENDING', '2026-11-21T11:00', 'islamic');
  await submitted('Wednesday', 'SUBMITTED_FOR_APPROVAL', '2026-11-25T08:00');
  await submitted('Referred back', 'REFERBACK', '2026-11-20T09:00');
  await submitted('Draft', 'DRAFT', '2026-11-19T09:00');
  // Wednesday 25 November 2026, 10:00 in Malaysia.
  t.clock.set('2026-11-25T02:00:00Z');
});
afterAll(() => t.close());

describe('the work queues', () => {
  it('count what waits for an officer by status and product, with the oldest and the overdue', async () => {
    const response = await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.queues);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ workflow: 'single', targetBusinessDays: 1 });
    const queue = (status: string, applicationType: string) =>
      summary.queues.find(
        (candidate: { status: string; applicationType: string }) =>
          candidate.status === status && candidate.applicationType === applicationType,
      );
    expect(queue('PENDING', 'conventional')).toEqual({
      status: 'PENDING',
      applicationType: 'conventional',
      count: 2,
      overdueCount: 1,
      oldestSubmittedAt: '2026-11-23T01:00:00.000Z',
    });
    // Submitted on a Saturday: it started waiting on Monday, so by Wednesday it is two business days old.
    expect(queue('PENDING', 'islamic')).toMatchObject({ count: 1, overdueCount: 1 });
    expect(queue('SUBMITTED_FOR_APPROVAL', 'conventional')).toMatchObject({ count: 1, overdueCount: 0 });
    expect(queue('FOLLOWED_UP', 'islamic')).toEqual({
      status: 'FOLLOWED_UP',
      applicationType: 'islamic',
      count: 0,
      overdueCount: 0,
      oldestSubmittedAt: null,
    });
    // The single workflow has no second-level queues, and drafts and refer-backs wait for the applicant.
    expect(queue('SUBMITTED_FOR_VERIFIER_2', 'conventional')).toBeUndefined();
    expect(summary.queues.reduce((total: number, entry: { count: number }) => total + entry.count, 0)).toBe(
      4,
    );
  });

  it('list the waiting applications oldest first, aged in business days against the target', async () => {
    const response = await asOfficer(t, verifier, 'GET', BACKOFFICE_PATHS.applications);
    expect(response.json()).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(
      response
        .json()
        .items.map((item: Record<string, unknown>) => [
          item.applicantName,
          item.applicationStatus,
          item.ageBusinessDays,
          item.overdue,
        ]),
    ).toEqual([
      ['Saturday', 'PENDING', 2, true],
      ['Monday morning', 'PENDING', 2, true],
      ['Tuesday evening', 'PENDING', 1, false],
      ['Wednesday', 'SUBMITTED_FOR_APPROVAL', 0, false],
    ]);
    expect(response.json().items[0]).toMatchObject({
      id: ids.Saturday,
      applicationType: 'islamic',
      amountSen: 500_000,
      tenureMonths: 12,
      submittedAt: '2026-11-21T03:00:00.000Z',
    });
  });

  it('filter by status and product, and page', async () => {
    const pending = await asOfficer(
      t,
      verifier,
      'GET',
      `${BACKOFFICE_PATHS.applications}?status=PENDING&applicationType=conventional`,
    );
    expect(pending.json().items.map((item: { id: string }) => item.id)).toEqual([
      ids['Monday morning'],
      ids['Tuesday evening'],
    ]);
    const secondPage = await asOfficer(
      t,
      verifier,
      'GET',
      `${BACKOFFICE_PATHS.applications}?page=2&pageSize=3`,
    );
    expect(secondPage.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(secondPage.json().items.map((item: { id: string }) => item.id)).toEqual([ids.Wednesday]);
    const bad = await asOfficer(t, verifier, 'GET', `${BACKOFFICE_PATHS.applications}?status=DRAFT`);
    expect(bad.statusCode).toBe(400);
  });
});
