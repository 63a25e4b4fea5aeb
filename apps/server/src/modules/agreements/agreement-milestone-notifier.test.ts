import { AGREEMENT_PATHS, type AgreementEvent, type AgreementFacts, BACKOFFICE_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer } from '../review/testing.ts';
import { type AgreementActor, changeAgreementStatus } from './agreement-lifecycle.ts';
import { AGREEMENT_MILESTONE_JOB } from './agreement-milestone-notifier.ts';
import { findAgreementById } from './agreement-repository.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  moveAgreementTo,
  type ReviewTeam,
} from './testing.ts';

/**
 * Every move that reaches a milestone queues one job in its own transaction, and the job queues one email and one
 * SMS to the applicant, in their language, once however often it runs; other moves queue nothing.
 */

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

function milestoneJobs(agreementId: string) {
  return t.db.query<{ payload: { agreementEventId: string }; status: string }>(
    `select payload, status from jobs
      where kind = $1 and payload->>'agreementEventId' in (
        select id::text from agreement_events where agreement_id = $2)
      order by id`,
    [AGREEMENT_MILESTONE_JOB, agreementId],
  );
}

async function messagesTo(approved: ApprovedApplication) {
  const [user] = await t.db.query<{ email: string; phoneNo: string }>(
    'select email, phone_no as "phoneNo" from users where id = $1',
    [approved.applicant.userId],
  );
  const emails = await t.db.query<{ purpose: string; subject: string; bodyText: string }>(
    `select purpose, subject, body_text as "bodyText" from outbound_emails
      where recipient = $1 and purpose like 'agreement-%' order by created_at`,
    [user?.email],
  );
  // A sent SMS keeps no text in outbound_sms: the sandbox operator's copy has it.
  const sms = await t.db.query<{ purpose: string; text: string }>(
    `select o.purpose, m.body_text as text from outbound_sms o
       join sandbox_messages m on m.channel = 'sms' and m.id::text = o.provider_message_id
      where o.recipient = $1 and o.purpose like 'agreement-%' and o.purpose not like 'agreement-tac-%'
      order by o.created_at`,
    [user?.phoneNo],
  );
  return { emails, sms };
}

/** The system's or the applicant's move through the one writer, as the steps' services make it. */
async function move(
  agreementId: string,
  event: AgreementEvent,
  facts: AgreementFacts,
  actor: AgreementActor = { kind: 'system' },
) {
  await t.db.transaction(async (tx) => {
    const agreement = await findAgreementById(tx, agreementId, { lock: true });
    if (!agreement) throw new Error('no agreement');
    await changeAgreementStatus({
      tx,
      agreement,
      event: { name: event } as { name: Exclude<AgreementEvent, 'acceptSummary'> },
      actor,
      facts,
      now: t.clock.now(),
    });
  });
}

describe('milestone notifications', () => {
  it('queue nothing for a step that is no milestone (accepting the summary)', async () => {
    const approved = await approvedApplication(t, team);
    const accepted = await call(
      t,
      approved.applicant,
      'POST',
      AGREEMENT_PATHS.acceptSummary(approved.agreementId),
      {
        takeProtection: false,
      },
    );
    expect(accepted.statusCode).toBe(200);
    expect(await milestoneJobs(approved.agreementId)).toEqual([]);
    await t.settle();
    expect(await messagesTo(approved)).toEqual({ emails: [], sms: [] });
  });

  it('queue exactly one job for a milestone, and the job sends one email and one SMS, once', async () => {
    const approved = await approvedApplication(t, team);
    await moveAgreementTo(t, approved.agreementId, 'STAMPED');
    await move(approved.agreementId, 'completeDirectDebit', { directDebitMandateActive: true });
    const jobs = await milestoneJobs(approved.agreementId);
    expect(jobs).toHaveLength(1);

    await t.settle();
    const first = await messagesTo(approved);
    expect(first.emails).toEqual([
      {
        purpose: 'agreement-pending-disbursement',
        subject: expect.stringContaining('is waiting for disbursement'),
        bodyText: expect.stringContaining('Disbursement of RM4,925.00 happens within 3 to 7 business days.'),
      },
    ]);
    expect(first.sms).toEqual([
      {
        purpose: 'agreement-pending-disbursement',
        text: expect.stringContaining('RM4,925.00 happens within 3 to 7 business days'),
      },
    ]);

    // The same job delivered again (a retry after a crash) finds the notice recorded and sends nothing more.
    const payload = jobs[0]?.payload ?? {};
    await t.db.transaction((tx) => enqueueJob(tx, AGREEMENT_MILESTONE_JOB, payload));
    await t.settle();
    expect(await messagesTo(approved)).toEqual(first);
    expect(
      await t.db.query(
        'select milestone, language, email_sent, sms_sent from agreement_milestone_notices where agreement_id = $1',
        [approved.agreementId],
      ),
    ).toEqual([{ milestone: 'PENDING_DISBURSEMENT', language: 'en', email_sent: true, sms_sent: true }]);
  });

  it('write in the customer’s language, with the amount from sen and the time in Malaysia', async () => {
    const approved = await approvedApplication(t, team);
    await t.db.query(`update users set language = 'ms' where id = $1`, [approved.applicant.userId]);
    await moveAgreementTo(t, approved.agreementId, 'AWAITING_ATTESTATION');
    await move(
      approved.agreementId,
      'attestByVideo',
      { videoPlayedThrough: true },
      { kind: 'applicant', userId: approved.applicant.userId },
    );
    await t.settle();
    const { emails, sms } = await messagesTo(approved);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.purpose).toBe('agreement-attested');
    expect(emails[0]?.subject).toMatch(/^Pengakusaksian selesai bagi perjanjian SK[LF]-\d{4}-\d{6}$/);
    expect(emails[0]?.bodyText).toContain('RM5,000.00 selama 12 bulan');
    expect(emails[0]?.bodyText).toMatch(/MYT/);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toMatch(/^Sinar Kredit: pengakusaksian selesai bagi perjanjian /);
  });

  it('tell the applicant who walks away that the agreement is cancelled', async () => {
    const approved = await approvedApplication(t, team);
    const cancelled = await call(
      t,
      approved.applicant,
      'PATCH',
      AGREEMENT_PATHS.cancel(approved.agreementId),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await milestoneJobs(approved.agreementId)).toHaveLength(1);
    await t.settle();
    const { emails, sms } = await messagesTo(approved);
    expect(emails.map((email) => email.purpose)).toEqual(['agreement-canceled']);
    expect(sms.map((message) => message.text)).toEqual([
      expect.stringMatching(/was cancelled on .* MYT\. No money will be paid out under it\.$/),
    ]);
  });

  it('leave the admin’s cancel to the review’s outcome email, so the applicant hears of it once', async () => {
    const approved = await approvedApplication(t, team);
    await moveAgreementTo(t, approved.agreementId, 'PENDING_DISBURSEMENT');
    const cancelled = await asOfficer(
      t,
      team.admin,
      'PATCH',
      BACKOFFICE_PATHS.cancel(approved.applicationId),
      {
        remark: 'The customer asked us to stop',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await milestoneJobs(approved.agreementId)).toEqual([]);
    await t.settle();
    const { emails, sms } = await messagesTo(approved);
    expect(emails).toEqual([]);
    expect(sms).toEqual([]);
    const outcome = await t.db.query<{ purpose: string }>(
      `select purpose from outbound_emails where recipient = (select email from users where id = $1)
         and purpose = 'application-cancelled'`,
      [approved.applicant.userId],
    );
    expect(outcome).toHaveLength(1);
  });
});
