import { SME_BACKOFFICE_PATHS, type SmePartnerType } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { lastEmailTo } from '../applications/testing.ts';
import { asOfficer, createOfficer, emailSubjectsTo, type TestOfficer } from '../review/testing.ts';
import {
  createSmeReviewTestApp,
  partnerSession,
  pendingSmeApplication,
  type SmeTestApplicant,
  staffSession,
} from './testing.ts';

let t: TestApp;
let verifier: TestOfficer;
let approver: TestOfficer;

beforeAll(async () => {
  t = await createSmeReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  approver = await createOfficer(t, ['approver1'], 'Badrul Approver');
});
afterAll(() => t.close());

/** The officer's decision, answered 200. */
async function decide(officer: TestOfficer, id: string, decision: Record<string, unknown>) {
  const response = await asOfficer(t, officer, 'POST', SME_BACKOFFICE_PATHS.decisions(id), decision);
  expect(response.statusCode, response.body).toBe(200);
}

/** A pending application of the applicant, verified: what is left is the approver's decision. */
async function verified(who: SmeTestApplicant, partnerType: SmePartnerType) {
  const application = await pendingSmeApplication(t, who, partnerType);
  await decide(verifier, application.id, { decision: 'verify', remark: 'Checked' });
  return application;
}

async function speaksMalay(who: SmeTestApplicant) {
  await t.db.query(`update users set language = 'ms' where id = $1`, [who.userId]);
}

async function accountEmail(who: SmeTestApplicant): Promise<string> {
  const [account] = await t.db.query<{ email: string }>('select email from users where id = $1', [
    who.userId,
  ]);
  return account?.email ?? '';
}

const HOME_LINK = /\n\nhttps?:\/\/[^/\s]+\/sme\/home\n/;

describe("an officer's decision on an SME or staff application is emailed to the applicant", () => {
  it('tells an English-speaking company partner of the final approval, with the terms and a link home', async () => {
    const company = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
    const { id, applicationNo } = await verified(company, 'COMPANY');
    // A verification is no outcome: the partner hears nothing yet.
    expect(await emailSubjectsTo(t, 'p200001@example.com')).toEqual([]);

    await decide(approver, id, {
      decision: 'approve',
      remark: 'Covered',
      amountSen: 800_000,
      tenureMonths: 12,
    });

    expect(await emailSubjectsTo(t, 'p200001@example.com')).toEqual([
      `Your application ${applicationNo} is approved`,
    ]);
    const body = await lastEmailTo(t, 'p200001@example.com');
    expect(body).toContain('Hello Partner P200001,');
    expect(body).toContain(`application ${applicationNo} is approved for RM8,000.00 over 12 months.`);
    expect(body).toMatch(HOME_LINK);
  });

  it('tells a Malay-speaking sole proprietor of a rejection in Malay, at the address the application proved', async () => {
    const soleProprietor = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
    await speaksMalay(soleProprietor);
    const { id, applicationNo } = await verified(soleProprietor, 'SOLE_PROPRIETOR');
    await t.db.query(
      `update sme_applications set verified_email = 'kedai.runcit@example.com' where id = $1`,
      [id],
    );

    await decide(approver, id, { decision: 'reject', remark: 'Commission too low' });

    expect(await emailSubjectsTo(t, 'p200010@example.com')).toEqual([]);
    expect(await emailSubjectsTo(t, 'kedai.runcit@example.com')).toEqual([
      `Mengenai permohonan anda ${applicationNo}`,
    ]);
    const body = await lastEmailTo(t, 'kedai.runcit@example.com');
    expect(body).toContain(
      `kami tidak dapat meluluskan permohonan anda ${applicationNo}.\n\nAnda boleh membuat permohonan baharu selepas 26 Februari 2027.`,
    );
  });

  it('tells a Malay-speaking staff member of the approval in Malay, and an English-speaking one of a rejection', async () => {
    const malay = await staffSession(t);
    await speaksMalay(malay);
    const english = await staffSession(t);
    const approved = await verified(malay, 'STAFF');
    const rejected = await verified(english, 'STAFF');

    await decide(approver, approved.id, {
      decision: 'approve',
      remark: 'Within five salaries',
      amountSen: 900_000,
      tenureMonths: 6,
    });
    await decide(approver, rejected.id, { decision: 'reject', remark: 'Net salary too low' });

    expect(await emailSubjectsTo(t, await accountEmail(malay))).toEqual([
      `Permohonan anda ${approved.applicationNo} telah diluluskan`,
    ]);
    expect(await lastEmailTo(t, await accountEmail(malay))).toContain(
      `anda ${approved.applicationNo} telah diluluskan sebanyak RM9,000.00 untuk tempoh 6 bulan.`,
    );
    expect(await emailSubjectsTo(t, await accountEmail(english))).toEqual([
      `About your application ${rejected.applicationNo}`,
    ]);
    expect(await lastEmailTo(t, await accountEmail(english))).toContain(
      `we are unable to approve your application ${rejected.applicationNo}.\n\nYou may make a new application after 26 February 2027.`,
    );
  });

  it('asks a staff member to redo the steps a refer-back names, with the remark', async () => {
    const staff = await staffSession(t);
    const { id, applicationNo } = await pendingSmeApplication(t, staff, 'STAFF');

    await decide(verifier, id, {
      decision: 'referBack',
      remark: 'Please upload this month’s payslip',
      steps: ['documentUpload'],
    });

    expect(await emailSubjectsTo(t, await accountEmail(staff))).toEqual([
      `Please update your application ${applicationNo}`,
    ]);
    const body = await lastEmailTo(t, await accountEmail(staff));
    expect(body).toContain(`application ${applicationNo}, please update: Document upload.`);
    expect(body).toContain('What we need from you: Please upload this month’s payslip');
  });
});
