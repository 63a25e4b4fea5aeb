import {
  type AgreementHistoryEvent,
  type AgreementMilestone,
  type AgreementStatus,
  formatMalaysianDateTime,
  formatRinggit,
  type Language,
  milestoneOfMove,
  type Sen,
  VARIANT_RULES,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { enqueueJob, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';
import { emailOf, messageText } from '../notifications/message-texts.ts';
import { claimMilestoneNotice, findMilestoneEvent } from './agreement-milestone-repository.ts';
import { type AgreementRow, findAgreementById } from './agreement-repository.ts';

/**
 * The applicant's email and SMS at each of the agreement's milestones (docs/decisions/029), from one place: the
 * lifecycle writer queues a job in the transaction of every move that reaches a milestone, so no step can forget
 * to tell the applicant and no other code sends these messages. The job queues both messages through the
 * notifications module in the customer's language, in one transaction with the record of the history event it
 * told of: a job run again finds that record and sends nothing twice.
 */

export const AGREEMENT_MILESTONE_JOB = 'agreement.milestone-notice';

/** The lifecycle's hook: called with every history event it writes; only a milestone queues a job. */
export async function queueMilestoneNotice(
  tx: Queryable,
  event: {
    readonly agreementEventId: string;
    readonly event: AgreementHistoryEvent;
    readonly to: AgreementStatus;
  },
): Promise<void> {
  if (milestoneOfMove(event.event, event.to) === null) return;
  await enqueueJob(tx, AGREEMENT_MILESTONE_JOB, { agreementEventId: event.agreementEventId });
}

export interface MilestoneNotifierDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly worker: JobWorker;
  readonly email: EmailQueue;
  readonly sms: SmsQueue;
  /** The web app's address, for the link to the applicant's home. */
  readonly publicUrl: string;
}

export function registerMilestoneNotifier(deps: MilestoneNotifierDependencies): void {
  deps.worker.handle(AGREEMENT_MILESTONE_JOB, (payload) =>
    notifyMilestone(deps, String(payload.agreementEventId)),
  );
}

async function notifyMilestone(deps: MilestoneNotifierDependencies, agreementEventId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const event = await findMilestoneEvent(tx, agreementEventId);
    if (!event) throw new PermanentJobError(`agreement event ${agreementEventId} not found`);
    const milestone = milestoneOfMove(event.event, event.to);
    if (milestone === null) return;
    const agreement = await findAgreementById(tx, event.agreementId);
    if (!agreement) throw new PermanentJobError(`agreement ${event.agreementId} not found`);
    const customer = await findCustomerOfRecord(tx, agreement.userId);
    if (!customer) throw new PermanentJobError(`applicant of agreement ${agreement.agreementNo} not found`);
    const language = customer.language;
    const email = customer.email;
    const phoneNo = customer.phoneNo;
    const claimed = await claimMilestoneNotice(tx, {
      agreementEventId,
      agreementId: agreement.id,
      milestone,
      language,
      emailSent: email !== null,
      smsSent: phoneNo !== null,
      queuedAt: deps.clock.now(),
    });
    if (!claimed) return;
    const params = milestoneParams(deps, agreement, customer.fullName, language, event.at);
    const purpose = `agreement-${milestonePurpose(milestone)}`;
    if (email)
      await deps.email.queue(tx, {
        purpose,
        recipient: email,
        ...emailOf(language, (messages) => messages.agreementMilestones[milestone], params),
      });
    if (phoneNo)
      await deps.sms.queue(tx, {
        purpose,
        to: phoneNo,
        text: messageText(language, (messages) => messages.agreementMilestones[milestone].sms, params),
      });
  });
}

/** The message's figures: amounts written from sen, the moment in Malaysian time. */
function milestoneParams(
  deps: MilestoneNotifierDependencies,
  agreement: AgreementRow,
  name: string,
  language: Language,
  at: Date,
): Record<string, string | number> {
  const money = (sen: Sen) => formatRinggit(sen, language);
  return {
    name,
    agreementNo: agreement.agreementNo,
    amount: money(agreement.amountSen),
    tenure: agreement.tenureMonths,
    netAmount: money(agreement.acceptance?.netDisbursementSen ?? agreement.amountSen),
    monthlyAmount: agreement.acceptance ? money(agreement.acceptance.monthlyInstalmentSen) : '',
    date: formatMalaysianDateTime(at.toISOString(), language),
    link: `${deps.publicUrl}${VARIANT_RULES[agreement.variant].pathPrefix}/home`,
  };
}

/** The outbound message's purpose: 'agreement-payout-sent' for PAYOUT_SENT. */
function milestonePurpose(milestone: AgreementMilestone): string {
  return milestone.toLowerCase().replaceAll('_', '-');
}
