import {
  DomainRuleError,
  ONBOARDING_STEP_RULES,
  type OnboardingStep,
  recordStepMarker,
  type StepOutcome,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { assertMayChange } from './applicant-rules.ts';
import { insertApplicationEvent } from './application-event-repository.ts';
import { type ApplicationRow, updateApplication } from './application-repository.ts';

/**
 * The only way the applicant's step markers change: through the domain's step rules, each written together with
 * its event in the caller's transaction. A refusal is a 409 with the rules' reason, never a silent overwrite. The
 * status changes in application-lifecycle.ts alone (and a refer-back reopens steps there, with its status).
 */

export interface ApplicantAct {
  readonly tx: Queryable;
  readonly application: ApplicationRow;
  readonly applicantId: string;
  readonly now: Date;
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
  if (!result.ok) throw new DomainRuleError(result.reason, {}, 'conflict');
  assertMayChange(application, step);
  return result.markers;
}
