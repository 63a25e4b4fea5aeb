import type { ApplicationStatus } from './application-status.ts';

/**
 * The applicant's onboarding steps (spec 000 section 4, 001 section 4), each recorded on the application as a
 * completed marker or an error marker. Order, prerequisites and the statuses in which a step may be recorded are
 * data in ONBOARDING_STEP_RULES; docs/decisions/003-status-transitions.md gives the reasons.
 */
export const ONBOARDING_STEPS = ['applicationForm', 'emailVerification', 'documentUpload', 'ekyc'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const COMPLETED_MARKERS = [
  'APPLICATIONFORMCOMPLETED',
  'EMAILVERIFICATIONCOMPLETED',
  'DOCUMENTUPLOADCOMPLETED',
  'EKYCCOMPLETED',
] as const;
export type CompletedMarker = (typeof COMPLETED_MARKERS)[number];

/** The spec names a per-step error marker without spelling it; ours follow the completed markers' pattern. */
export const ERROR_MARKERS = [
  'APPLICATIONFORMERROR',
  'EMAILVERIFICATIONERROR',
  'DOCUMENTUPLOADERROR',
  'EKYCERROR',
] as const;
export type ErrorMarker = (typeof ERROR_MARKERS)[number];
export type StepMarker = CompletedMarker | ErrorMarker;

/** Statuses in which the applicant is (re)filling the application. */
const EDITABLE: readonly ApplicationStatus[] = ['DRAFT', 'REFERBACK', 'REFERBACK_FROM_PENDING_DISBURSEMENT'];

export interface OnboardingStepRule {
  readonly completedMarker: CompletedMarker;
  readonly errorMarker: ErrorMarker;
  /**
   * The step's name in the spec's calls: PATCH /application-status-step/{id}/{stepName}-completed and
   * /{stepName}/error. 'email-varification' keeps the spec's spelling because paths follow calls.tsv exactly.
   */
  readonly stepName: string;
  /** Steps that must be completed before this one may be recorded. */
  readonly requires: readonly OnboardingStep[];
  /** Application statuses in which this step may be recorded. */
  readonly openIn: readonly ApplicationStatus[];
}

export const ONBOARDING_STEP_RULES: Readonly<Record<OnboardingStep, OnboardingStepRule>> = {
  applicationForm: {
    completedMarker: 'APPLICATIONFORMCOMPLETED',
    errorMarker: 'APPLICATIONFORMERROR',
    stepName: 'application-form',
    requires: [],
    openIn: EDITABLE,
  },
  // The address to verify is typed in the form, so the form comes first.
  emailVerification: {
    completedMarker: 'EMAILVERIFICATIONCOMPLETED',
    errorMarker: 'EMAILVERIFICATIONERROR',
    stepName: 'email-varification',
    requires: ['applicationForm'],
    openIn: EDITABLE,
  },
  // Documents are personal data: we only take them from someone whose email we can reach (spec's screen order).
  documentUpload: {
    completedMarker: 'DOCUMENTUPLOADCOMPLETED',
    errorMarker: 'DOCUMENTUPLOADERROR',
    stepName: 'document-upload',
    requires: ['applicationForm', 'emailVerification'],
    openIn: EDITABLE,
  },
  // e-KYC compares the identity card with the submitted form, so it runs after submission (status PENDING), or
  // after a resubmission from pending disbursement when a refer-back reopened it.
  ekyc: {
    completedMarker: 'EKYCCOMPLETED',
    errorMarker: 'EKYCERROR',
    stepName: 'ekyc',
    requires: ['applicationForm', 'emailVerification', 'documentUpload'],
    openIn: ['PENDING', 'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT'],
  },
};

/** Markers a submission needs: everything the applicant does before the summary's submit button. */
export const MARKERS_TO_SUBMIT = [
  'APPLICATIONFORMCOMPLETED',
  'EMAILVERIFICATIONCOMPLETED',
  'DOCUMENTUPLOADCOMPLETED',
] as const satisfies readonly CompletedMarker[];

/** Markers verification needs: the submission's and the identity check. */
export const MARKERS_TO_VERIFY = [
  ...MARKERS_TO_SUBMIT,
  'EKYCCOMPLETED',
] as const satisfies readonly CompletedMarker[];

export function isStepCompleted(step: OnboardingStep, markers: readonly StepMarker[]): boolean {
  return markers.includes(ONBOARDING_STEP_RULES[step].completedMarker);
}

export function hasStepError(step: OnboardingStep, markers: readonly StepMarker[]): boolean {
  return markers.includes(ONBOARDING_STEP_RULES[step].errorMarker);
}

/** The required markers not yet recorded, in their order. */
export function missingMarkers(
  required: readonly CompletedMarker[],
  markers: readonly StepMarker[],
): CompletedMarker[] {
  return required.filter((marker) => !markers.includes(marker));
}

/** The first step, in order, still to complete; undefined when all four are done. */
export function nextOnboardingStep(markers: readonly StepMarker[]): OnboardingStep | undefined {
  return ONBOARDING_STEPS.find((step) => !isStepCompleted(step, markers));
}

export function onboardingStepByName(stepName: string): OnboardingStep | undefined {
  return ONBOARDING_STEPS.find((step) => ONBOARDING_STEP_RULES[step].stepName === stepName);
}

export type StepOutcome = 'completed' | 'error';

export type StepRefusalReason =
  | 'status.refusals.stepNotOpen'
  | 'status.refusals.stepsIncomplete'
  | 'status.refusals.stepAlreadyCompleted';

export type StepMarkResult =
  | { readonly ok: true; readonly markers: readonly StepMarker[] }
  | {
      readonly ok: false;
      readonly reason: StepRefusalReason;
      readonly missingSteps?: readonly CompletedMarker[];
    };

/**
 * Records a step as completed or errored, returning the markers to store. Completing clears the step's error and
 * may be repeated (saving the form again is harmless); an error is refused on a completed step, because a failure
 * after success means a new attempt, which only a refer-back opens.
 */
export function recordStepMarker(input: {
  readonly step: OnboardingStep;
  readonly outcome: StepOutcome;
  readonly markers: readonly StepMarker[];
  readonly status: ApplicationStatus;
}): StepMarkResult {
  const rule = ONBOARDING_STEP_RULES[input.step];
  if (!rule.openIn.includes(input.status)) return { ok: false, reason: 'status.refusals.stepNotOpen' };
  const missing = missingMarkers(
    rule.requires.map((step) => ONBOARDING_STEP_RULES[step].completedMarker),
    input.markers,
  );
  if (missing.length > 0)
    return { ok: false, reason: 'status.refusals.stepsIncomplete', missingSteps: missing };
  const others = input.markers.filter(
    (marker) => marker !== rule.errorMarker && marker !== rule.completedMarker,
  );
  if (input.outcome === 'completed') return { ok: true, markers: [...others, rule.completedMarker] };
  if (input.markers.includes(rule.completedMarker))
    return { ok: false, reason: 'status.refusals.stepAlreadyCompleted' };
  return { ok: true, markers: [...others, rule.errorMarker] };
}

/**
 * A refer-back names the steps the applicant must redo; only those lose their markers (completed and error), so
 * the applicant redoes what is wrong and nothing else. Redoing the form does not reopen e-KYC unless named: the
 * officer decides whether the change touches identity.
 */
export function reopenStepsForReferBack(
  markers: readonly StepMarker[],
  stepsToRedo: readonly [OnboardingStep, ...OnboardingStep[]],
): StepMarker[] {
  const cleared = new Set<StepMarker>(
    stepsToRedo.flatMap((step) => [
      ONBOARDING_STEP_RULES[step].completedMarker,
      ONBOARDING_STEP_RULES[step].errorMarker,
    ]),
  );
  return markers.filter((marker) => !cleared.has(marker));
}

/** The step labels of spec 000 section 4. */
export type StepLabel = 'completed' | 'currentProgress' | 'waiting';

export interface StepProgress {
  readonly step: OnboardingStep;
  readonly label: StepLabel;
  /** The last attempt failed (for instance e-KYC): the step is shown with its error and a retry. */
  readonly hasError: boolean;
}

/**
 * Completed for recorded steps; Current Progress for the first step not done whose prerequisites are; Waiting for
 * the rest. Derived from the markers alone, so every screen shows the same progress.
 */
export function stepProgress(markers: readonly StepMarker[]): StepProgress[] {
  let currentTaken = false;
  return ONBOARDING_STEPS.map((step) => {
    const hasError = hasStepError(step, markers);
    if (isStepCompleted(step, markers)) return { step, label: 'completed', hasError };
    const ready = ONBOARDING_STEP_RULES[step].requires.every((required) =>
      isStepCompleted(required, markers),
    );
    if (ready && !currentTaken) {
      currentTaken = true;
      return { step, label: 'currentProgress', hasError };
    }
    return { step, label: 'waiting', hasError };
  });
}
