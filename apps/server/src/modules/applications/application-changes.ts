import {
  type ApplicationEvent,
  type ApplicationFacts,
  applicationTransition,
  ONBOARDING_STEP_RULES,
  type OnboardingStep,
  recordStepMarker,
  type StepOutcome,
  type Workflow,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { assertMayChange } from './applicant-rules.ts';
import { insertApplicationEvent } from './application-event-repository.ts';
import { type ApplicationChanges, type ApplicationRow, updateApplication } from './application-repository.ts';

/**
 * The only two ways an application's status or step markers change: through the domain's transition table and
 * step rules, each written together with its event in the caller's transaction. A refusal is a 409 with the
 * table's reason, never a silent overwrite.
 */

export interface ApplicantAct {
  readonly tx: Queryable;
  readonly application: ApplicationRow;
  readonly applicantId: string;
  readonly now: Date;
}

export async function moveApplication(
  act: ApplicantAct & {
    readonly workflow: Workflow;
    readonly event: ApplicationEvent;
    readonly facts?: ApplicationFacts;
    /** Written with the new status (the submission's consent, for instance). */
    readonly changes?: Omit<ApplicationChanges, 'status'>;
  },
): Promise<ApplicationRow> {
  const { application } = act;
  const outcome = applicationTransition({
    workflow: act.workflow,
    from: application.status,
    event: act.event,
    actor: 'applicant',
    ...(act.facts ? { facts: act.facts } : {}),
  });
  if (!outcome.ok) throw new AppError(409, outcome.reason);
  const updated = await updateApplication(
    act.tx,
    application.id,
    { ...act.changes, status: outcome.to },
    act.now,
  );
  await insertApplicationEvent(act.tx, {
    applicationId: application.id,
    kind: 'status',
    from: application.status,
    to: outcome.to,
    actorType: 'applicant',
    actorId: act.applicantId,
    event: act.event,
    at: act.now,
  });
  return updated;
}

/** Whether the step may be recorded now (status and earlier steps); throws the rules' 409 when not. */
export function assertStepOpen(
  application: ApplicationRow,
  step: OnboardingStep,
  outcome: StepOutcome,
): void {
  stepMarkers(application, step, outcome);
}

/**
 * Records a step's completed or error marker. Completing a completed step again changes nothing and writes no
 * event; the caller has checked the step's evidence first.
 */
export async function recordStep(
  act: ApplicantAct & {
    readonly step: OnboardingStep;
    readonly outcome: StepOutcome;
    readonly remark?: string | null;
  },
): Promise<ApplicationRow> {
  const { application, step } = act;
  const markers = stepMarkers(application, step, act.outcome);
  const unchanged =
    markers.length === application.markers.length &&
    markers.every((marker) => application.markers.includes(marker));
  if (unchanged) return application;
  const rule = ONBOARDING_STEP_RULES[step];
  const before = application.markers.find(
    (marker) => marker === rule.completedMarker || marker === rule.errorMarker,
  );
  const updated = await updateApplication(act.tx, application.id, { markers }, act.now);
  await insertApplicationEvent(act.tx, {
    applicationId: application.id,
    kind: 'step',
    from: before ?? null,
    to: act.outcome === 'completed' ? rule.completedMarker : rule.errorMarker,
    actorType: 'applicant',
    actorId: act.applicantId,
    remark: act.remark ?? null,
    at: act.now,
  });
  return updated;
}

/** The step's new markers; while referred back, only a step the refer-back names may be recorded again. */
function stepMarkers(application: ApplicationRow, step: OnboardingStep, outcome: StepOutcome) {
  const result = recordStepMarker({
    step,
    outcome,
    markers: application.markers,
    status: application.status,
  });
  if (!result.ok) throw new AppError(409, result.reason);
  assertMayChange(application, step);
  return result.markers;
}
