import {
  type ApplicationDraft,
  type ApplicationStatusView,
  type ApplicationSummary,
  type ApplicationView,
  isSameEmail,
  loanTermsProblems,
  quoteLoan,
  type Sen,
  stepProgress,
  type Variant,
} from '@sinar/domain';
import { conflict } from '../../http/app-error.ts';
import type { Customer } from '../auth/customer-records.ts';
import type { ApplicationStatusEventRow, ApplicationStatusRow } from './application-event-repository.ts';
import type { ApplicationRow } from './application-repository.ts';

/** How an application is shown to its owner: the contract's shapes (packages/domain/src/api/application.ts). */

/**
 * The email step holds while the address it proved is still the applicant's: a later change of the profile's
 * email makes it unverified again without anything being rewritten.
 */
export function isEmailVerified(application: ApplicationRow, applicantEmail: string | null): boolean {
  return (
    application.emailVerifiedAt !== null &&
    application.verifiedEmail !== null &&
    applicantEmail !== null &&
    isSameEmail(application.verifiedEmail, applicantEmail)
  );
}

/** The flat-rate instalment of the saved terms; null while they are missing or outside the product's bounds. */
export function estimatedInstalmentSen(variant: Variant, form: ApplicationDraft): Sen | null {
  const { amountSen, tenureMonths } = form;
  if (amountSen === undefined || tenureMonths === undefined) return null;
  if (loanTermsProblems({ amountSen, tenureMonths }).length > 0) return null;
  return quoteLoan({ variant, amountSen, tenureMonths }).monthlyInstalmentSen;
}

export function applicationView(
  application: ApplicationRow,
  applicant: Pick<Customer, 'email'>,
): ApplicationView {
  return {
    id: application.id,
    applicationNo: application.applicationNo,
    userId: application.userId,
    applicationType: application.applicationType,
    applicationStatus: application.status,
    markers: application.markers,
    maxEligibleAmountSen: application.maxEligibleAmountSen,
    netSalarySen: application.netSalarySen,
    campaignCode: application.campaignCode,
    form: application.form,
    applicantEmail: applicant.email,
    emailVerified: isEmailVerified(application, applicant.email),
    interestRateBpPerYear: application.interestRateBpPerYear,
    estimatedMonthlyInstalmentSen: estimatedInstalmentSen(application.applicationType, application.form),
    submissionDate: application.submittedAt?.toISOString() ?? null,
    remarks: application.remarks,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    referBack:
      application.referBackSteps && application.referBackRemark !== null && application.referredBackAt
        ? {
            steps: application.referBackSteps,
            remark: application.referBackRemark,
            at: application.referredBackAt.toISOString(),
          }
        : null,
    approval:
      application.approvedAmountSen !== null && application.approvedTenureMonths !== null
        ? { amountSen: application.approvedAmountSen, tenureMonths: application.approvedTenureMonths }
        : null,
  };
}

/** Only the last four digits of the identity card are shown: the summary may be seen over a shoulder. */
export function maskIdentityCard(nric: string | null): string {
  if (!nric) return '';
  return `${'*'.repeat(Math.max(0, nric.length - 4))}${nric.slice(-4)}`;
}

/** The summary shows the application's identity, as e-KYC and the officers read it. */
export function applicationSummary(application: ApplicationRow): ApplicationSummary {
  const { form } = application;
  const instalmentSen = estimatedInstalmentSen(application.applicationType, form);
  if (instalmentSen === null || form.amountSen === undefined || form.tenureMonths === undefined)
    throw conflict('application.termsIncomplete');
  return {
    applicationId: application.id,
    applicationNo: application.applicationNo,
    applicationType: application.applicationType,
    fullName: application.applicantFullName,
    identityCardMasked: maskIdentityCard(application.applicantNric),
    loanReasonId: form.loanReasonId ?? null,
    customReason: form.customReason ?? null,
    amountSen: form.amountSen,
    tenureMonths: form.tenureMonths,
    interestRateBpPerYear: application.interestRateBpPerYear,
    estimatedMonthlyInstalmentSen: instalmentSen,
  };
}

export function applicationStatusView(
  application: ApplicationStatusRow,
  events: readonly ApplicationStatusEventRow[],
): ApplicationStatusView {
  return {
    applicationId: application.id,
    applicationNo: application.applicationNo,
    applicationType: application.applicationType,
    applicationStatus: application.status,
    markers: application.markers,
    steps: stepProgress(application.markers).map(({ step, label }) => ({ step, label })),
    submissionDate: application.submittedAt,
    history: events.map((event) => ({
      at: event.at,
      kind: event.kind,
      from: event.from,
      to: event.to,
      actor: event.actorType,
    })),
  };
}
