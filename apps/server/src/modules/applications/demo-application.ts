import { randomUUID } from 'node:crypto';
import {
  type ApplicationDraft,
  COMPLETED_MARKERS,
  type Sen,
  sen,
  VARIANT_RULES,
  type Variant,
  type Workflow,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import { grossSalaryRange } from '../master/master-records.ts';
import { insertApplicationEvent } from './application-event-repository.ts';
import { changeApplicationStatus, type LifecycleActor } from './application-lifecycle.ts';
import { applicationNumber } from './application-numbers.ts';
import type { ApplicationAgreement } from './application-ports.ts';
import {
  type ApplicationRow,
  applicationsOfUser,
  insertApplication,
  nextApplicationSerial,
  updateApplication,
} from './application-repository.ts';
import { insertEligibilityCheck } from './eligibility-check-repository.ts';

export interface DemoApplicant {
  readonly userId: string;
  readonly nric: string;
  readonly fullName: string;
  readonly grossSalaryRangeCode: string;
}

/**
 * The demo customer's application (decision 047), outside production only: an eligible check, the application with
 * its form filled in and every onboarding step marked done, then submitted by the applicant, verified and approved
 * by the demo officers through the lifecycle, whose final approval opens the agreement as it always does. Nothing is
 * made when the customer already has an application. The documents and e-KYC behind the markers are not made: the
 * demo tells a servicing story, not an onboarding one.
 */
export async function ensureDemoApprovedApplication(
  tx: Queryable,
  input: {
    readonly applicant: DemoApplicant;
    readonly variant: Variant;
    readonly amountSen: Sen;
    readonly tenureMonths: number;
    readonly form: ApplicationDraft;
    readonly netSalarySen: Sen;
    readonly workflow: Workflow;
    readonly agreement: ApplicationAgreement;
    readonly verifier: Extract<LifecycleActor, { kind: 'officer' }>;
    readonly approver: Extract<LifecycleActor, { kind: 'officer' }>;
    readonly at: Date;
  },
): Promise<ApplicationRow> {
  const existing = (await applicationsOfUser(tx, input.applicant.userId)).at(-1);
  if (existing) return existing;
  const { applicant, variant, at } = input;
  const range = await grossSalaryRange(tx, variant, applicant.grossSalaryRangeCode);
  if (!range)
    throw new Error(`gross salary range ${applicant.grossSalaryRangeCode} is not in the master list`);
  const check = await insertEligibilityCheck(tx, {
    id: randomUUID(),
    userId: applicant.userId,
    applicationType: variant,
    amountSen: input.amountSen,
    tenureMonths: input.tenureMonths,
    loanReasonId: input.form.loanReasonId ?? '1',
    customReason: null,
    netSalarySen: input.netSalarySen,
    campaignCode: null,
    eligible: true,
    reasons: [],
    maxEligibleAmountSen: sen(input.amountSen * 2),
    telecomFacts: { demo: true },
    checkedAt: at,
    applicant: { nric: applicant.nric, fullName: applicant.fullName },
    grossSalaryRange: { code: applicant.grossSalaryRangeCode, ...range },
  });
  const inserted = await insertApplication(tx, {
    id: randomUUID(),
    applicationNo: applicationNumber(variant, malaysianDateOf(at), await nextApplicationSerial(tx)),
    userId: applicant.userId,
    applicationType: variant,
    eligibilityCheckId: check.id,
    maxEligibleAmountSen: check.maxEligibleAmountSen,
    netSalarySen: input.netSalarySen,
    campaignCode: null,
    form: input.form,
    language: 'en',
    interestRateBpPerYear: VARIANT_RULES[variant].monthlyRateBp * 12,
    applicantNric: applicant.nric,
    applicantFullName: applicant.fullName,
    now: at,
  });
  // Every onboarding step marked done, as the steps' own calls mark them.
  const draft = await updateApplication(tx, inserted.id, { markers: COMPLETED_MARKERS }, at);
  await insertApplicationEvent(tx, {
    applicationId: draft.id,
    kind: 'status',
    from: null,
    to: draft.status,
    actorType: 'applicant',
    actorId: applicant.userId,
    remark: 'draft',
    at,
  });
  const move = (
    application: ApplicationRow,
    step: Omit<
      Parameters<typeof changeApplicationStatus>[0],
      'tx' | 'application' | 'workflow' | 'agreement' | 'now'
    >,
  ) =>
    changeApplicationStatus({
      tx,
      application,
      workflow: input.workflow,
      agreement: input.agreement,
      now: at,
      ...step,
    });
  const submitted = await move(draft, {
    event: { name: 'submit', protectionPlanAcknowledged: true },
    actor: { kind: 'applicant', userId: applicant.userId },
    facts: { markers: draft.markers },
  });
  const verified = await move(submitted.application, {
    event: { name: 'verify' },
    actor: input.verifier,
    remark: 'Employer and bank statements confirmed.',
  });
  const approved = await move(verified.application, {
    event: { name: 'approve', amountSen: input.amountSen, tenureMonths: input.tenureMonths },
    actor: input.approver,
    remark: 'Within policy.',
  });
  return approved.application;
}
