import { BACKOFFICE_PATHS, SME_BACKOFFICE_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import {
  createSmeReviewTestApp,
  partnerSession,
  pendingSmeApplication,
  staffSession,
} from '../sme-applications/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
let approver: TestOfficer;
let admin: TestOfficer;
let company: { id: string; applicationNo: string };
let staff: { id: string; applicationNo: string };

beforeAll(async () => {
  t = await createSmeReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  approver = await createOfficer(t, ['approver1'], 'Badrul Approver');
  admin = await createOfficer(t, ['admin'], 'Dewi Admin');
  company = await pendingSmeApplication(
    t,
    await partnerSession(t, 'P200001', 'COMPANY', '0192000003'),
    'COMPANY',
  );
  staff = await pendingSmeApplication(t, await staffSession(t), 'STAFF');
  const decide = (officer: TestOfficer, id: string, decision: Record<string, unknown>) =>
    asOfficer(t, officer, 'POST', SME_BACKOFFICE_PATHS.decisions(id), decision);
  expect((await decide(verifier, company.id, { decision: 'verify', remark: 'SSM checked' })).statusCode).toBe(
    200,
  );
  const approval = { decision: 'approve', remark: 'Approved', amountSen: 1_000_000, tenureMonths: 12 };
  expect((await decide(approver, company.id, approval)).statusCode).toBe(200);
  expect((await decide(verifier, staff.id, { decision: 'followUp', remark: 'Calling HR' })).statusCode).toBe(
    200,
  );
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await asOfficer(t, admin, 'GET', `${BACKOFFICE_PATHS.audit}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{
    items: {
      action: string;
      applicationId: string | null;
      applicationNo: string | null;
      smeApplicationId?: string;
    }[];
    total: number;
  }>();
}

describe("the global audit search's SME and staff entries (decision 070)", () => {
  it("show the application's number and id, and are found by that number alone", async () => {
    const found = await search(`q=${company.applicationNo}`);
    expect(found.total).toBe(2);
    expect(found.items).toEqual([
      expect.objectContaining({
        action: 'smeApplication.approve',
        actorName: 'Badrul Approver',
        applicationId: null,
        applicationNo: company.applicationNo,
        smeApplicationId: company.id,
        after: { status: 'APPROVED', approval: { amountSen: 1_000_000, tenureMonths: 12 } },
      }),
      expect.objectContaining({
        action: 'smeApplication.verify',
        applicationNo: company.applicationNo,
        smeApplicationId: company.id,
      }),
    ]);
  });

  it('find part of a number in any case, and name each entry of the page with its own', async () => {
    const found = await search(`q=${company.applicationNo.slice(0, 8).toLowerCase()}`);
    expect(found.items.map((entry) => [entry.action, entry.applicationNo])).toEqual([
      ['smeApplication.followUp', staff.applicationNo],
      ['smeApplication.approve', company.applicationNo],
      ['smeApplication.verify', company.applicationNo],
    ]);
  });

  it('name the SME entries found by action or officer, beside entries of no application', async () => {
    const byAction = await search('q=smeApplication.followUp');
    expect(byAction.items).toEqual([
      expect.objectContaining({ applicationNo: staff.applicationNo, smeApplicationId: staff.id }),
    ]);
    const everything = await search('pageSize=200');
    const searches = everything.items.filter((entry) => entry.action === 'audit.search');
    expect(searches.length).toBeGreaterThan(0);
    expect(
      searches.every((entry) => entry.applicationNo === null && entry.smeApplicationId === undefined),
    ).toBe(true);
    expect(
      everything.items
        .filter((entry) => entry.action.startsWith('smeApplication.'))
        .map((entry) => entry.applicationNo),
    ).toEqual([staff.applicationNo, company.applicationNo, company.applicationNo]);
  });
});
