import { describe, expect, it } from 'vitest';
import {
  COMPLETED_MARKERS,
  nextOnboardingStep,
  onboardingStepByName,
  recordStepMarker,
  reopenStepsForReferBack,
  type StepMarker,
  stepProgress,
} from './onboarding-steps.ts';

const FORM = 'APPLICATIONFORMCOMPLETED';
const EMAIL = 'EMAILVERIFICATIONCOMPLETED';
const DOCUMENTS = 'DOCUMENTUPLOADCOMPLETED';
const EKYC = 'EKYCCOMPLETED';

describe('recordStepMarker', () => {
  it.each([
    // step, outcome, markers before, status, markers after
    ['applicationForm', 'completed', [], 'DRAFT', [FORM]],
    ['applicationForm', 'completed', [FORM], 'DRAFT', [FORM]], // saving the form again
    ['applicationForm', 'error', [], 'DRAFT', ['APPLICATIONFORMERROR']],
    ['emailVerification', 'completed', [FORM, 'EMAILVERIFICATIONERROR'], 'DRAFT', [FORM, EMAIL]],
    ['documentUpload', 'completed', [FORM, EMAIL], 'DRAFT', [FORM, EMAIL, DOCUMENTS]],
    ['documentUpload', 'completed', [FORM, EMAIL, EKYC], 'REFERBACK', [FORM, EMAIL, EKYC, DOCUMENTS]],
    ['ekyc', 'error', [FORM, EMAIL, DOCUMENTS], 'PENDING', [FORM, EMAIL, DOCUMENTS, 'EKYCERROR']],
    ['ekyc', 'completed', [FORM, EMAIL, DOCUMENTS, 'EKYCERROR'], 'PENDING', [FORM, EMAIL, DOCUMENTS, EKYC]],
    [
      'ekyc',
      'completed',
      [FORM, EMAIL, DOCUMENTS],
      'SUBMITTED_FOR_APPROVAL_FROM_PENDING_DISBURSEMENT',
      [FORM, EMAIL, DOCUMENTS, EKYC],
    ],
  ] as const)('%s %s from %j in %s gives %j', (step, outcome, markers, status, expected) => {
    expect(recordStepMarker({ step, outcome, markers, status })).toEqual({ ok: true, markers: expected });
  });

  it.each([
    ['emailVerification', 'completed', [], 'DRAFT', 'status.refusals.stepsIncomplete', [FORM]],
    ['documentUpload', 'completed', [FORM], 'DRAFT', 'status.refusals.stepsIncomplete', [EMAIL]],
    ['documentUpload', 'error', [FORM], 'DRAFT', 'status.refusals.stepsIncomplete', [EMAIL]],
    ['ekyc', 'completed', [FORM, EMAIL], 'PENDING', 'status.refusals.stepsIncomplete', [DOCUMENTS]],
    // e-KYC needs a submitted application.
    ['ekyc', 'completed', [FORM, EMAIL, DOCUMENTS], 'DRAFT', 'status.refusals.stepNotOpen', undefined],
    // The form cannot change under an officer's review or after a decision.
    ['applicationForm', 'completed', [FORM], 'PENDING', 'status.refusals.stepNotOpen', undefined],
    ['applicationForm', 'completed', [FORM], 'APPROVED', 'status.refusals.stepNotOpen', undefined],
    [
      'ekyc',
      'error',
      [FORM, EMAIL, DOCUMENTS, EKYC],
      'PENDING',
      'status.refusals.stepAlreadyCompleted',
      undefined,
    ],
  ] as const)('refuses %s %s from %j in %s: %s', (step, outcome, markers, status, reason, missingSteps) => {
    const expected = missingSteps ? { ok: false, reason, missingSteps } : { ok: false, reason };
    expect(recordStepMarker({ step, outcome, markers, status })).toEqual(expected);
  });
});

describe('reopenStepsForReferBack', () => {
  const everything: StepMarker[] = [...COMPLETED_MARKERS];

  it('clears only the steps the officer names, with their errors', () => {
    expect(reopenStepsForReferBack(everything, ['documentUpload'])).toEqual([FORM, EMAIL, EKYC]);
    expect(reopenStepsForReferBack([FORM, EMAIL, DOCUMENTS, 'EKYCERROR'], ['ekyc'])).toEqual([
      FORM,
      EMAIL,
      DOCUMENTS,
    ]);
    expect(reopenStepsForReferBack(everything, ['applicationForm', 'ekyc'])).toEqual([EMAIL, DOCUMENTS]);
  });
});

describe('stepProgress', () => {
  it.each([
    // markers, labels of form, email, documents, e-KYC
    [[], ['currentProgress', 'waiting', 'waiting', 'waiting']],
    [[FORM], ['completed', 'currentProgress', 'waiting', 'waiting']],
    [
      [FORM, EMAIL],
      ['completed', 'completed', 'currentProgress', 'waiting'],
    ],
    [
      [FORM, EMAIL, DOCUMENTS],
      ['completed', 'completed', 'completed', 'currentProgress'],
    ],
    [COMPLETED_MARKERS, ['completed', 'completed', 'completed', 'completed']],
    // After a refer-back that reopened the documents only.
    [
      [FORM, EMAIL, EKYC],
      ['completed', 'completed', 'currentProgress', 'completed'],
    ],
    // After a refer-back that reopened the form: the email step keeps its marker, the form is current.
    [
      [EMAIL, DOCUMENTS, EKYC],
      ['currentProgress', 'completed', 'completed', 'completed'],
    ],
  ] as const)('%j shows %j', (markers, labels) => {
    expect(stepProgress(markers).map((progress) => progress.label)).toEqual(labels);
  });

  it('flags a failed attempt on the step', () => {
    expect(stepProgress([FORM, EMAIL, DOCUMENTS, 'EKYCERROR'])[3]).toEqual({
      step: 'ekyc',
      label: 'currentProgress',
      hasError: true,
    });
  });
});

describe('step names', () => {
  it.each([
    ['application-form', 'applicationForm'],
    ['email-varification', 'emailVerification'], // the spec's path spelling
    ['document-upload', 'documentUpload'],
    ['ekyc', 'ekyc'],
    ['email-verification', undefined],
  ] as const)('/%s/error names %s', (stepName, step) => {
    expect(onboardingStepByName(stepName)).toBe(step);
  });

  it('finds the next step in order', () => {
    expect(nextOnboardingStep([])).toBe('applicationForm');
    expect(nextOnboardingStep([FORM, EMAIL, EKYC])).toBe('documentUpload');
    expect(nextOnboardingStep(COMPLETED_MARKERS)).toBeUndefined();
  });
});
