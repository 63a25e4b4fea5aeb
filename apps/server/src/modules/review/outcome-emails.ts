import {
  formatMalaysianDate,
  formatRinggit,
  type Language,
  type OnboardingStep,
  type Sen,
  VARIANT_RULES,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { translate } from '../../http/translator.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { ApplicationRecord } from '../applications/application-records.ts';
import { emailOf } from '../notifications/message-texts.ts';

/**
 * The email that tells the applicant the outcome of the review, in the application's language, queued in the
 * decision's transaction (so there is no email without the decision, nor a decision without its email). The link
 * leads to the home page of the applicant's variant, which shows the outcome's status screen.
 */
export type ReviewOutcome =
  | { readonly kind: 'approved'; readonly amountSen: Sen; readonly tenureMonths: number }
  | { readonly kind: 'rejected'; readonly reapplyAfter: Date }
  | { readonly kind: 'referredBack'; readonly steps: readonly OnboardingStep[]; readonly remark: string }
  | { readonly kind: 'cancelled' };

const TEMPLATES = {
  approved: 'applicationApproved',
  rejected: 'applicationRejected',
  referredBack: 'applicationReferredBack',
  cancelled: 'applicationCancelled',
} as const;

export async function queueOutcomeEmail(
  deps: { email: EmailQueue; publicUrl: string },
  tx: Queryable,
  input: {
    readonly application: ApplicationRecord;
    readonly applicant: { readonly fullName: string; readonly email: string | null };
    readonly outcome: ReviewOutcome;
  },
): Promise<void> {
  const { application, applicant, outcome } = input;
  // Without an address nobody can be emailed; the home page still shows the outcome.
  if (!applicant.email) return;
  const language = application.language;
  const params = {
    name: applicant.fullName,
    applicationNo: application.applicationNo,
    link: `${deps.publicUrl}${VARIANT_RULES[application.applicationType].pathPrefix}/home`,
    ...outcomeParams(outcome, language),
  };
  await deps.email.queue(tx, {
    purpose: `application-${outcome.kind}`,
    recipient: applicant.email,
    ...emailOf(language, (messages) => messages[TEMPLATES[outcome.kind]], params),
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
