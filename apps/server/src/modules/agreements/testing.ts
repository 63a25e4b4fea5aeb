import type { AgreementStatus, Workflow } from '@sinar/domain';
import { JobWorker } from '../../jobs/job-queue.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { EmailService } from '../notifications/email-service.ts';
import {
  createApplicant,
  createOfficer,
  createReviewTestApp,
  decide,
  pendingApplication,
  type ReviewApplicant,
  type TestOfficer,
} from '../review/testing.ts';
import type { OperationsAlerts } from './operations-alerts.ts';

/**
 * The agreements module's API tests run the whole server: applications reach approval through the applicant's and
 * the officers' own calls, and the agreement the final approval opens is then driven through its calls. A state the
 * later steps of the journey will reach (signed, pending disbursement) is set up directly in the database.
 */

export function createAgreementTestApp(workflow: Workflow = 'single'): Promise<TestApp> {
  return createReviewTestApp(workflow);
}

export interface ReviewTeam {
  readonly verifier: TestOfficer;
  readonly approver: TestOfficer;
  readonly admin: TestOfficer;
}

export async function createReviewTeam(t: TestApp): Promise<ReviewTeam> {
  return {
    verifier: await createOfficer(t, ['verifier'], 'Aina Verifier'),
    approver: await createOfficer(t, ['approver1'], 'Badrul Approver'),
    admin: await createOfficer(t, ['admin'], 'Chandra Admin'),
  };
}

export interface ApprovedApplication {
  readonly applicant: ReviewApplicant;
  readonly applicationId: string;
  readonly applicationNo: string;
  readonly agreementId: string;
}

/**
 * A new applicant's application taken to its final approval in the single-approver workflow: submitted, verified
 * and approved for `amountSen` over `tenureMonths` (the check's terms unless told).
 */
export async function approvedApplication(
  t: TestApp,
  team: ReviewTeam,
  options: { check?: Record<string, unknown>; amountSen?: number; tenureMonths?: number } = {},
): Promise<ApprovedApplication> {
  const applicant = await createApplicant(t);
  const { id, applicationNo } = await pendingApplication(t, applicant, {
    ...(options.check ? { check: options.check } : {}),
  });
  const verified = await decide(t, team.verifier, id, { decision: 'verify', remark: 'Employer confirmed' });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const approved = await decide(t, team.approver, id, {
    decision: 'approve',
    remark: 'Within policy',
    amountSen: options.amountSen ?? 500_000,
    tenureMonths: options.tenureMonths ?? 12,
  });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  const [agreement] = await t.db.query<{ id: string }>(
    'select id from agreements where application_id = $1',
    [id],
  );
  if (!agreement) throw new Error(`no agreement opened for ${applicationNo}`);
  return { applicant, applicationId: id, applicationNo, agreementId: agreement.id };
}

/** The agreement as the database holds it, with its history. */
export async function storedAgreement(t: TestApp, agreementId: string) {
  const [[agreement], events] = await Promise.all([
    t.db.query<Record<string, unknown>>('select * from agreements where id = $1', [agreementId]),
    t.db.query<Record<string, unknown>>(
      `select event, from_status as "from", to_status as "to", actor_type as "actorType", actor_id as "actorId",
         actor_name as "actorName", actor_role as "actorRole", remark
       from agreement_events where agreement_id = $1 order by id`,
      [agreementId],
    ),
  ]);
  return { agreement, events };
}

/**
 * Puts an agreement opened for RM5,000 over 12 months where a later step of the journey would have left it,
 * accepted without protection, as those steps' own calls will: a fixture, not the product's path.
 */
export async function moveAgreementTo(
  t: TestApp,
  agreementId: string,
  status: AgreementStatus,
): Promise<void> {
  await t.db.query(
    `update agreements set status = $2, summary_accepted_at = now(), protection_taken = false,
       protection_provider_name = null, protection_gross_rate_bp = null, monthly_instalment_sen = 49167,
       last_instalment_sen = 49163, total_interest_sen = 90000, total_payable_sen = 590000, stamp_duty_sen = 2500,
       processing_fee_sen = 5000, wakalah_fee_sen = 0, gross_premium_sen = 0, premium_service_tax_sen = 0,
       total_premium_sen = 0, total_deductions_sen = 7500, net_disbursement_sen = 492500,
       agent_commission_sen = 0
     where id = $1`,
    [agreementId, status],
  );
}

/**
 * The alerts of a second instance of a service, as another process of ours would send them: queued to the operations
 * inbox the test app is configured with, on a worker of its own that the test does not run.
 */
export function operationsAlertsOf(t: TestApp): OperationsAlerts {
  return {
    email: new EmailService({
      db: t.db,
      provider: t.email,
      from: t.config.email.from,
      worker: new JobWorker(t.db, t.app.log),
    }),
    recipient: t.config.email.operations,
    publicUrl: t.config.publicUrl,
  };
}

/** The emails queued to the operations inbox, oldest first. */
export function operationsEmails(t: TestApp) {
  return t.db.query<{ purpose: string; subject: string; bodyText: string }>(
    `select purpose, subject, body_text as "bodyText" from outbound_emails where recipient = $1
     order by created_at, id`,
    [t.config.email.operations],
  );
}
