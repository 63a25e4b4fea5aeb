import { SME_BACKOFFICE_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import {
  createSmeReviewTestApp,
  partnerSession,
  pendingSmeApplication,
  type SmeTestApplicant,
  staffSession,
} from './testing.ts';

/** The emails queued to one address, oldest first: as the outbox holds them, in the decision's transaction. */
function emailsTo(t: TestApp, recipient: string) {
  return t.db.query<{ purpose: string; subject: string; body: string }>(
    `select purpose, subject, body_text as body from outbound_emails where recipient = $1 order by created_at, id`,
    [recipient],
  );
}

let t: TestApp;
let verifier: TestOfficer;
let approver: TestOfficer;

beforeAll(async () => {
  t = await createSmeReviewTestApp('single');
  verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  approver = await createOfficer(t, ['approver1'], 'Badrul Approver');
});
afterAll(() => t.close());

const decide = (officer: TestOfficer, id: string, decision: Record<string, unknown>) =>
  asOfficer(t, officer, 'POST', SME_BACKOFFICE_PATHS.decisions(id), decision);

async function verified(who: SmeTestApplicant, partnerType: 'COMPANY' | 'SOLE_PROPRIETOR' | 'STAFF') {
  const application = await pendingSmeApplication(t, who, partnerType);
  const response = await decide(verifier, application.id, { decision: 'verify', remark: 'Checked' });
  expect(response.statusCode).toBe(200);
  return application;
}

describe("an officer's decision on an SME or staff application is emailed to the applicant", () => {
  it('tells an English-speaking company partner of the final approval, with the terms and a link home', async () => {
    const company = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
    const { id, applicationNo } = await verified(company, 'COMPANY');
    // A verification is no outcome: the partner hears nothing yet.
    expect(await emailsTo(t, 'p200001@example.com')).toEqual([]);

    const approved = await decide(approver, id, {
      decision: 'approve',
      remark: 'Commission covers the instalment',
      amountSen: 800_000,
      tenureMonths: 12,
    });
    expect(approved.statusCode).toBe(200);

    const emails = await emailsTo(t, 'p200001@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      purpose: 'application-approved',
      subject: `Your application ${applicationNo} is approved`,
    });
    expect(emails[0]?.body).toContain(
      `your Sinar Kredit application ${applicationNo} is approved for RM8,000.00 over 12 months.`,
    );
    expect(emails[0]?.body).toContain('Hello Partner P200001,');
    expect(emails[0]?.body).toMatch(/\n\nhttps?:\/\/[^/\s]+\/sme\/home\n/);
  });

  it('tells a Malay-speaking sole proprietor of a rejection in Malay, at the address the application proved', async () => {
    const soleProprietor = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
    await t.db.query(`update users set language = 'ms' where id = $1`, [soleProprietor.userId]);
    const { id, applicationNo } = await verified(soleProprietor, 'SOLE_PROPRIETOR');
    await t.db.query(`update sme_applications set verified_email = $2 where id = $1`, [
      id,
      'kedai.runcit@example.com',
    ]);

    const rejected = await decide(approver, id, { decision: 'reject', remark: 'Commission too low' });
    expect(rejected.statusCode).toBe(200);

    expect(await emailsTo(t, 'p200010@example.com')).toEqual([]);
    const emails = await emailsTo(t, 'kedai.runcit@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      purpose: 'application-rejected',
      subject: `Mengenai permohonan anda ${applicationNo}`,
    });
    expect(emails[0]?.body).toContain(
      `kami tidak dapat meluluskan permohonan anda ${applicationNo}.\n\nAnda boleh membuat permohonan baharu apabila anda bersedia:`,
    );
    expect(emails[0]?.body).toMatch(/\n\nhttps?:\/\/[^/\s]+\/sme\/home\n/);
  });

  it('asks a staff member to redo the steps a refer-back names, with the remark', async () => {
    const staff = await staffSession(t);
    const [account] = await t.db.query<{ email: string }>('select email from users where id = $1', [
      staff.userId,
    ]);
    const { id, applicationNo } = await pendingSmeApplication(t, staff, 'STAFF');

    const referred = await decide(verifier, id, {
      decision: 'referBack',
      remark: 'Please upload this month’s payslip',
      steps: ['documentUpload'],
    });
    expect(referred.statusCode).toBe(200);

    const emails = await emailsTo(t, account?.email ?? '');
    expect(emails.map((email) => email.subject)).toEqual([`Please update your application ${applicationNo}`]);
    expect(emails[0]?.body).toContain(`application ${applicationNo}, please update: Document upload.`);
    expect(emails[0]?.body).toContain('What we need from you: Please upload this month’s payslip');
  });

  it('tells a Malay-speaking staff member of the approval in Malay, and an English-speaking one of a rejection in English', async () => {
    const malay = await staffSession(t);
    await t.db.query(`update users set language = 'ms' where id = $1`, [malay.userId]);
    const english = await staffSession(t);
    const addressOf = async (who: SmeTestApplicant) => {
      const [account] = await t.db.query<{ email: string }>('select email from users where id = $1', [
        who.userId,
      ]);
      return account?.email ?? '';
    };
    const approvedOne = await verified(malay, 'STAFF');
    const rejectedOne = await verified(english, 'STAFF');

    const approved = await decide(approver, approvedOne.id, {
      decision: 'approve',
      remark: 'Within five salaries',
      amountSen: 900_000,
      tenureMonths: 6,
    });
    expect(approved.statusCode).toBe(200);
    const rejected = await decide(approver, rejectedOne.id, {
      decision: 'reject',
      remark: 'Net salary too low',
    });
    expect(rejected.statusCode).toBe(200);

    const [toMalay] = await emailsTo(t, await addressOf(malay));
    expect(toMalay).toMatchObject({
      purpose: 'application-approved',
      subject: `Permohonan anda ${approvedOne.applicationNo} telah diluluskan`,
    });
    expect(toMalay?.body).toContain(
      `permohonan Sinar Kredit anda ${approvedOne.applicationNo} telah diluluskan sebanyak RM9,000.00 untuk tempoh 6 bulan.`,
    );
    const [toEnglish] = await emailsTo(t, await addressOf(english));
    expect(toEnglish).toMatchObject({
      purpose: 'application-rejected',
      subject: `About your application ${rejectedOne.applicationNo}`,
    });
    expect(toEnglish?.body).toContain(
      `we are unable to approve your application ${rejectedOne.applicationNo}.\n\nYou may make a new application when you are ready:`,
    );
  });
});
