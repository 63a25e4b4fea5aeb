import { rejectionHold, VARIANT_RULES, type Workflow } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { changeApplicationStatus } from '../applications/application-lifecycle.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import { type ApplicationRecord, findApplication } from '../applications/application-records.ts';
import { findCustomerOfRecord, holdNewApplicationsUntil } from '../auth/customer-records.ts';
import { reopenEkycForReferBack } from '../ekyc/ekyc-records.ts';
import {
  type DecisionSubject,
  type MovedApplication,
  OfficerDecisions,
  type OfficerMove,
} from './officer-decisions.ts';

/**
 * The officers' decisions and the admin's cancel on an individual's application. The applications module's
 * lifecycle checks each against the transition table with the officer's roles and the maker-checker facts, and
 * writes the application, its status event and the audit entry, and the agreement follows there (the final approval
 * opens it, a cancel or rejection ends it); here, in the same transaction, go what the decision changes elsewhere (a
 * rejected applicant's waiting time, the e-KYC a refer-back reopens), and the shared core emails the applicant.
 */
export class DecisionService extends OfficerDecisions<ApplicationRecord> {
  constructor(deps: {
    db: Database;
    clock: Clock;
    workflow: Workflow;
    email: EmailQueue;
    publicUrl: string;
    agreement: ApplicationAgreement;
  }) {
    super({ ...deps, subject: individualApplications(deps) });
  }
}

function individualApplications(deps: {
  workflow: Workflow;
  agreement: ApplicationAgreement;
}): DecisionSubject<ApplicationRecord> {
  return {
    async lock(tx, id) {
      const application = await findApplication(tx, id, { lock: true });
      if (!application) throw notFound('errors.applicationNotFound');
      return application;
    },
    async move(tx, application, move) {
      return moveIndividual(tx, application, move, deps);
    },
  };
}

async function moveIndividual(
  tx: Queryable,
  application: ApplicationRecord,
  { officer, event, remark, trace, now }: OfficerMove,
  deps: { workflow: Workflow; agreement: ApplicationAgreement },
): Promise<MovedApplication> {
  const applicant = await findCustomerOfRecord(tx, application.userId);
  if (!applicant) throw new Error(`application ${application.id}: applicant missing`);
  const hold = event.name === 'reject' ? rejectionHold(applicant.allowToApplyNewLoanAfter, now) : null;
  const moved = await changeApplicationStatus({
    tx,
    application,
    workflow: deps.workflow,
    event,
    actor: officer,
    agreement: deps.agreement,
    remark,
    trace,
    now,
    ...(hold
      ? {
          audited: {
            before: { allowToApplyNewLoanAfter: hold.previous?.toISOString() ?? null },
            after: { allowToApplyNewLoanAfter: hold.until.toISOString() },
          },
        }
      : {}),
  });
  if (hold) await holdNewApplicationsUntil(tx, application.userId, hold.until);
  if (event.name === 'referBack' && event.steps.includes('ekyc'))
    await reopenEkycForReferBack(tx, application.id, now);
  return {
    to: moved.to,
    reapplyAfter: hold?.until ?? null,
    address: {
      applicationNo: application.applicationNo,
      language: application.language,
      homePath: `${VARIANT_RULES[application.applicationType].pathPrefix}/home`,
      name: applicant.fullName,
      email: applicant.email,
    },
  };
}
