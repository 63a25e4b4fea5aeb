import { formatMalaysianDateTime, formatRinggit, VARIANT_RULES } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { emailOf } from '../notifications/message-texts.ts';
import type { ApplicationRow } from './application-repository.ts';

/**
 * The email that tells the applicant their application arrived (a first submission or one after a refer-back), in
 * the application's language, queued in the submission's transaction: there is no email without the submission, nor
 * a submission whose email was lost. It names the number, the time in Malaysia, the amount and tenure asked for,
 * and links to the home page of the application's variant, where the next step waits.
 */
export async function queueSubmissionEmail(
  deps: { readonly email: EmailQueue; readonly publicUrl: string },
  tx: Queryable,
  input: {
    readonly application: ApplicationRow;
    readonly applicant: { readonly fullName: string; readonly email: string | null };
  },
): Promise<void> {
  const { application, applicant } = input;
  // Submission needs a verified email, so there is one; a row without it has nobody to tell.
  if (!applicant.email || !application.submittedAt) return;
  const { language, form } = application;
  await deps.email.queue(tx, {
    purpose: 'application-submitted',
    recipient: applicant.email,
    ...emailOf(language, (messages) => messages.applicationSubmitted, {
      name: applicant.fullName,
      applicationNo: application.applicationNo,
      submittedAt: formatMalaysianDateTime(application.submittedAt.toISOString(), language),
      amount: form.amountSen === undefined ? '' : formatRinggit(form.amountSen, language),
      tenure: form.tenureMonths ?? '',
      link: `${deps.publicUrl}${VARIANT_RULES[application.applicationType].pathPrefix}/home`,
    }),
  });
}
