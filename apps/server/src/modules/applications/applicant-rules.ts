import {
  applicantMayChangeStep,
  assertMayApplyAgain,
  ONBOARDING_STEP_RULES,
  type OnboardingStep,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { type Customer, findCustomer } from '../auth/customer-records.ts';
import { type ApplicationRow, findOpenApplication, findOwnedApplication } from './application-repository.ts';

/** Checks every application call shares: who may apply, whose application it is, whether it may still change. */

/** Only individuals apply here; SME partners and staff have journeys of their own. */
export async function loadApplicant(
  db: Queryable,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<Customer> {
  const user = await findCustomer(db, userId, options);
  if (!user) throw new AppError(401, 'errors.sessionEnded');
  if (user.organizationType !== 'INDIVIDUAL') throw forbidden('application.individualsOnly');
  return user;
}

/**
 * A user may start an application unless a rejection's waiting time is still running (403) or another application
 * is still in progress (409): one application at a time keeps the officers' view of the applicant whole.
 */
export async function assertMayApply(db: Queryable, user: Customer, now: Date): Promise<void> {
  assertMayApplyAgain(user.allowToApplyNewLoanAfter, now);
  const open = await findOpenApplication(db, user.id);
  if (open) throw conflict('application.openApplicationExists', { applicationNo: open.applicationNo });
}

/** Someone else's application answers exactly as a missing one: 'Application Not Found'. */
export async function ownedApplication(
  db: Queryable,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow> {
  const application = await findOwnedApplication(db, id, userId, options);
  if (!application) throw notFound('errors.applicationNotFound');
  return application;
}

/**
 * Whether the applicant may change what `step` covers now: an application being filled in, and, while referred
 * back, only the parts the refer-back names (the rest stays as the officers reviewed it).
 */
export function assertMayChange(application: ApplicationRow, step: OnboardingStep): void {
  if (!ONBOARDING_STEP_RULES[step].openIn.includes(application.status))
    throw conflict('application.notEditable');
  const may = applicantMayChangeStep({
    status: application.status,
    step,
    referBackSteps: application.referBackSteps,
  });
  if (!may) throw conflict('application.referBackStepNotReopened');
}
