import {
  type ApplicationStatus,
  formatMalaysianDate,
  formatRinggit,
  type Language,
  type OnboardingStep,
  referBackStepsInOrder,
  type Sen,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { translate } from '../../http/translator.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { emailOf } from '../notifications/message-texts.ts';
import type { OfficerDecisionEvent } from './officer-decisions.ts';

/**
 * The email that tells the applicant the outcome of the review, in the applicant's language, queued in the
 * decision's transaction (so there is no email without the decision, nor a decision without its email). The link
 * leads to the applicant's home page, which shows the outcome's status screen.
 */
export type ReviewOutcome =
  | { readonly kind: 'approved'; readonly amountSen: Sen; readonly tenureMonths: number }
  | { readonly kind: 'rejected'; readonly reapplyAfter: Date }
  | { readonly kind: 'referredBack'; readonly steps: readonly OnboardingStep[]; readonly remark: string }
  | { readonly kind: 'cancelled' };

/** Whom the outcome is told to, in which language, and the page its link opens (a path of the web app). */
export interface OutcomeAddress {
  readonly applicationNo: string;
  readonly language: Language;
  readonly homePath: string;
  readonly name: string;
  /** Null when the applicant has none: nobody is emailed, and the home page still shows the outcome. */
  readonly email: string | null;
}

/** What the applicant is told: the final approval, a rejection, a refer-back or a cancel; nothing otherwise. */
export function outcomeOf(
  event: OfficerDecisionEvent,
  to: ApplicationStatus,
  reapplyAfter: Date | null,
): ReviewOutcome | null {
  switch (event.name) {
    case 'approve':
      return to === 'APPROVED'
        ? { kind: 'approved', amountSen: event.amountSen, tenureMonths: event.tenureMonths }
        : null;
    case 'reject':
      // Every rejection sets the wait before a new application (decision 070), which the email names.
      if (!reapplyAfter) throw new Error('a rejection without its waiting time');
      return { kind: 'rejected', reapplyAfter };
    case 'referBack':
      return { kind: 'referredBack', steps: referBackStepsInOrder(event.steps), remark: event.remark };
    case 'adminCancel':
      return { kind: 'cancelled' };
    default:
      return null;
  }
}

function templateOf(outcome: ReviewOutcome) {
  switch (outcome.kind) {
    case 'approved':
      return 'applicationApproved';
    case 'rejected':
      return 'applicationRejected';
    case 'referredBack':
      return 'applicationReferredBack';
    case 'cancelled':
      return 'applicationCancelled';
  }
}

export async function queueOutcomeEmail(
  deps: { email: EmailQueue; publicUrl: string },
  tx: Queryable,
  input: { readonly address: OutcomeAddress; readonly outcome: ReviewOutcome },
): Promise<void> {
  const { address, outcome } = input;
  if (!address.email) return;
  const language = address.language;
  const params = {
    name: address.name,
    applicationNo: address.applicationNo,
    link: `${deps.publicUrl}${address.homePath}`,
    ...outcomeParams(outcome, language),
  };
  const template = templateOf(outcome);
  await deps.email.queue(tx, {
    purpose: `application-${outcome.kind}`,
    recipient: address.email,
    ...emailOf(language, (messages) => messages[template], params),
  });
}

function outcomeParams(outcome: ReviewOutcome, language: Language): Record<string, string | number> {
  switch (outcome.kind) {
    case 'approved':
      return { amount: formatRinggit(outcome.amountSen, language), tenure: outcome.tenureMonths };
    case 'rejected':
      return { date: formatMalaysianDate(outcome.reapplyAfter.toISOString(), language, 'long') };
    case 'referredBack':
      return {
        steps: outcome.steps.map((step) => translate(language, `status.steps.${step}`)).join(', '),
        remark: outcome.remark,
      };
    case 'cancelled':
      return {};
  }
}
