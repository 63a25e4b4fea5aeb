import {
  type ApplicationView,
  isAwaitingApplicant,
  isStepCompleted,
  nextOnboardingStep,
  type OnboardingStep,
} from '@sinar/domain';
import { PAGES, type Page } from '../../../lib/site-paths.ts';

/** The draft page's three steps (spec 000 section 2) and the marker that completes each. */
export const DRAFT_STEPS = [
  { id: 'applicationForm', step: 'applicationForm' },
  { id: 'documentUpload', step: 'documentUpload' },
  { id: 'identityVerification', step: 'ekyc' },
] as const satisfies readonly { id: string; step: OnboardingStep }[];

export function isDraftStepCompleted(application: ApplicationView, step: OnboardingStep): boolean {
  return isStepCompleted(step, application.markers);
}

/**
 * Where the applicant continues: the first step not completed. The summary (with its submit) comes between the
 * document upload and the identity check, so a draft with its documents goes to the summary, and so does an
 * application referred back once its reopened steps are done again (to resubmit it).
 */
export function continuePage(application: ApplicationView): Page {
  const next = nextOnboardingStep(application.markers);
  switch (next) {
    case 'applicationForm':
      return PAGES.application;
    case 'emailVerification':
      return PAGES.emailVerification;
    case 'documentUpload':
      return PAGES.documentUpload;
    case 'ekyc':
      return isAwaitingApplicant(application.applicationStatus) ? PAGES.summary : PAGES.identityVerification;
    default:
      return isAwaitingApplicant(application.applicationStatus) ? PAGES.summary : PAGES.verificationComplete;
  }
}
