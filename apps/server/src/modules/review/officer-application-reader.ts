import {
  type ApplicationFile,
  allowedDecisions,
  debtServiceRatioBp,
  decisionBlockedBy,
  EKYC_PATHS,
  INDIVIDUAL_INELIGIBILITY_REASONS,
  type IndividualIneligibility,
  type Language,
  type OfficerApplication,
  ONBOARDING_STEP_RULES,
  ONBOARDING_STEPS,
  officerTransition,
  type Refusal,
  type Workflow,
  ZERO_SEN,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import { translate } from '../../http/translator.ts';
import type { Viewer } from '../../http/viewer-guard.ts';
import { officerMoveFacts } from '../applications/application-lifecycle.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import {
  type ApplicationRecord,
  applicantIdentity,
  eligibilityCheckFacts,
  eligibilityChecksBefore,
} from '../applications/application-records.ts';
import { applicationView, estimatedInstalmentSen } from '../applications/application-view.ts';
import { applicationAuditTrail } from '../audit/audit-module.ts';
import { type Customer, findCustomerOfRecord } from '../auth/customer-records.ts';
import { type EkycSummary, ekycSummary } from '../ekyc/ekyc-records.ts';
import { notesOf } from './note-repository.ts';
import { telecomFactsView } from './telecom-facts-view.ts';

/** How many of the applicant's earlier eligibility checks the officer's view lists (the total is always given). */
export const ELIGIBILITY_CHECKS_LISTED = 10;

/** The documents module's listing of an application's files (officers see every file of every application). */
export interface ApplicationFiles {
  list(viewer: Viewer, applicationId: string): Promise<ApplicationFile[]>;
}

/** The application as an officer sees it: everything the decision rests on, and what this officer may decide. */
export class OfficerApplicationReader {
  readonly #workflow: Workflow;
  readonly #files: ApplicationFiles;
  readonly #agreement: ApplicationAgreement;

  constructor(deps: { workflow: Workflow; files: ApplicationFiles; agreement: ApplicationAgreement }) {
    this.#workflow = deps.workflow;
    this.#files = deps.files;
    this.#agreement = deps.agreement;
  }

  async read(
    db: Queryable,
    officer: OfficerPrincipal,
    application: ApplicationRecord,
    language: Language,
  ): Promise<OfficerApplication> {
    const [applicant, check, checks, ekyc, history, notes, files, facts, agreement] = await Promise.all([
      findCustomerOfRecord(db, application.userId),
      eligibilityCheckFacts(db, application.eligibilityCheckId),
      eligibilityChecksBefore(db, application, ELIGIBILITY_CHECKS_LISTED),
      ekycSummary(db, application.id),
      applicationAuditTrail(db, application.id),
      notesOf(db, application.id),
      this.#files.list({ kind: 'officer' }, application.id),
      officerMoveFacts(db, application, officer.officerId, this.#agreement),
      this.#agreement.of(db, application.id),
    ]);
    // Both are required by the application's foreign keys.
    if (!applicant || !check)
      throw new Error(`application ${application.id} lacks its applicant or its check`);
    const view = applicationView(application, applicant);
    const move = { workflow: this.#workflow, from: application.status, roles: officer.roles, facts };
    const blocked = decisionBlockedBy(move);
    return {
      application: view,
      applicant: applicantView(applicant, application),
      telecom: telecomView(application, check),
      identityCorrection: application.identityCorrectedAt
        ? {
            correctedAt: application.identityCorrectedAt.toISOString(),
            telecomCheckedAt: application.telecomCheckedAt?.toISOString() ?? null,
          }
        : null,
      eligibility: {
        eligible: check.eligible,
        maxEligibleAmountSen: check.maxEligibleAmountSen,
        reasons: check.reasons.filter(isIneligibilityReason),
        netSalarySen: check.netSalarySen,
        checkedAt: check.checkedAt.toISOString(),
        grossSalaryRange: check.grossSalaryRange,
      },
      eligibilityChecks: {
        total: checks.total,
        latest: checks.latest.map((earlier) => ({
          checkedAt: earlier.checkedAt.toISOString(),
          amountSen: earlier.amountSen,
          tenureMonths: earlier.tenureMonths,
          netSalarySen: earlier.netSalarySen,
          eligible: earlier.eligible,
          reasons: earlier.reasons.filter(isIneligibilityReason),
          madeThisApplication: earlier.id === application.eligibilityCheckId,
        })),
      },
      debtServiceRatio: debtServiceRatio(application),
      files,
      ekyc: ekyc ? ekycView(ekyc) : null,
      approval: view.approval ?? null,
      agreement: agreement ?? null,
      referBack: view.referBack ?? null,
      history,
      notes: notes.map((note) => ({
        id: String(note.id),
        at: note.at.toISOString(),
        officerName: note.officerName,
        text: note.body,
      })),
      allowedDecisions: allowedDecisions(move),
      canCancel: officerTransition({ ...move, event: 'adminCancel' }).ok,
      decisionBlockedReason: blocked ? blockedText(blocked, language) : null,
    };
  }
}

/**
 * The telecom operator's facts about the application's identity: the eligibility check's, or, once an admin
 * corrected the identity, those of the check made again for it (null until it has run).
 */
function telecomView(
  application: ApplicationRecord,
  check: { telecomFacts: unknown; checkedAt: Date },
): OfficerApplication['telecom'] {
  if (!application.identityCorrectedAt) return telecomFactsView(check.telecomFacts, check.checkedAt);
  return application.telecomFacts && application.telecomCheckedAt
    ? telecomFactsView(application.telecomFacts, application.telecomCheckedAt)
    : null;
}

/** The applicant's contact details from the account; the name and NRIC are the application's own. */
function applicantView(applicant: Customer, application: ApplicationRecord): OfficerApplication['applicant'] {
  const identity = applicantIdentity(application);
  const postcodeAndCity = [applicant.postcode, applicant.city].filter((part) => part !== null).join(' ');
  const address = [
    applicant.residentialAddress1,
    applicant.residentialAddress2,
    applicant.residentialAddress3,
    postcodeAndCity,
    applicant.state,
  ]
    .filter((line): line is string => Boolean(line?.trim()))
    .join(', ');
  return {
    id: applicant.id,
    fullName: identity.fullName,
    nric: identity.nric,
    phoneNo: applicant.phoneNo,
    email: applicant.email,
    address: address || null,
    memberSince: applicant.createdAt.toISOString(),
    banUntil: applicant.allowToApplyNewLoanAfter?.toISOString() ?? null,
  };
}

/** The instalment of the approved terms once approved, else of the terms applied for, over the declared salary. */
function debtServiceRatio(application: ApplicationRecord): OfficerApplication['debtServiceRatio'] {
  const terms =
    application.approvedAmountSen !== null && application.approvedTenureMonths !== null
      ? { amountSen: application.approvedAmountSen, tenureMonths: application.approvedTenureMonths }
      : application.form;
  const instalmentSen = estimatedInstalmentSen(application.applicationType, terms);
  const netSalarySen = application.netSalarySen;
  return {
    monthlyInstalmentSen: instalmentSen ?? ZERO_SEN,
    netSalarySen,
    ratioBp:
      instalmentSen === null || netSalarySen <= 0
        ? null
        : debtServiceRatioBp({ monthlyInstalmentsSen: instalmentSen, netSalarySen }),
  };
}

function ekycView(session: EkycSummary): NonNullable<OfficerApplication['ekyc']> {
  const decided = session.state === 'PASSED' || session.state === 'FAILED' || session.state === 'RETRY';
  return {
    state: session.state,
    failureReason: session.failureReason,
    attempts: session.attempts,
    images: session.sides.map((side) => ({ side, url: EKYC_PATHS.image(session.id, side) })),
    decidedAt: decided ? session.updatedAt.toISOString() : null,
  };
}

/** The refusal in the officer's words: the steps the applicant has yet to complete are named. */
export function blockedText(refusal: Refusal, language: Language): string {
  if (refusal.reason === 'status.refusals.stepsIncomplete' && refusal.missingSteps?.length) {
    const steps = ONBOARDING_STEPS.filter((step) =>
      refusal.missingSteps?.includes(ONBOARDING_STEP_RULES[step].completedMarker),
    ).map((step) => translate(language, `status.steps.${step}`));
    return translate(language, 'status.refusals.applicantStepsMissing', { steps: steps.join(', ') });
  }
  return translate(language, refusal.reason);
}

function isIneligibilityReason(reason: string): reason is IndividualIneligibility {
  return (INDIVIDUAL_INELIGIBILITY_REASONS as readonly string[]).includes(reason);
}
