import { randomUUID } from 'node:crypto';
import {
  type ApplicationDraft,
  type ApplicationStatusView,
  type ApplicationSummary,
  type ApplicationView,
  type Language,
  VARIANT_RULES,
  type Variant,
  type Workflow,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { recordLatestApplication } from '../auth/customer-records.ts';
import { assertMayApply, assertMayChange, loadApplicant, ownedApplication } from './applicant-rules.ts';
import { insertApplicationEvent, ownedApplicationWithEvents } from './application-event-repository.ts';
import { assertApplicationFormComplete } from './application-form-check.ts';
import { changeApplicationStatus, handOverEvent } from './application-lifecycle.ts';
import { applicationNumber } from './application-numbers.ts';
import type { ApplicationAgreement, StepEvidence } from './application-ports.ts';
import {
  applicationsOfUser,
  insertApplication,
  nextApplicationSerial,
  updateApplication,
} from './application-repository.ts';
import {
  applicationStatusView,
  applicationSummary,
  applicationView,
  isEmailVerified,
} from './application-view.ts';
import { findOwnEligibilityCheck } from './eligibility-check-repository.ts';
import { queueSubmissionEmail } from './submission-email.ts';

/** A check older than this must be made again: the operator's facts and the salary may have changed. */
export const ELIGIBILITY_CHECK_VALID_HOURS = 24;

export interface ApplicationServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly evidence: StepEvidence;
  readonly workflow: Workflow;
  /** The applicant is told by email that the application arrived. */
  readonly email: EmailQueue;
  /** The site's address, for the email's link. */
  readonly publicUrl: string;
  /** The agreement an approval opens: the applicant may walk away from it until signing. */
  readonly agreement: ApplicationAgreement;
}

/** The applicant's application: the draft made from a check, saving, reading, cancelling and submitting it. */
export class ApplicationService {
  readonly #o: ApplicationServiceOptions;

  constructor(options: ApplicationServiceOptions) {
    this.#o = options;
  }

  /**
   * A draft from the caller's own eligible check of the last 24 hours, prefilled with the check's terms and reason.
   * The user row is locked, so two drafts made at once cannot both pass the one-open-application rule.
   */
  async createDraft(
    principal: CustomerPrincipal,
    request: { checkId: string; applicationType: Variant },
    language: Language,
  ): Promise<ApplicationView> {
    const { clock } = this.#o;
    const now = clock.now();
    return this.#o.db.transaction(async (tx) => {
      const user = await loadApplicant(tx, principal.userId, { lock: true });
      await assertMayApply(tx, user, now);
      const check = await findOwnEligibilityCheck(tx, request.checkId, user.id);
      if (!check) throw notFound('application.checkNotFound');
      if (check.applicationType !== request.applicationType) throw conflict('application.checkTypeMismatch');
      if (!check.eligible) throw conflict('application.checkNotEligible');
      const ageMs = now.getTime() - check.checkedAt.getTime();
      if (ageMs > ELIGIBILITY_CHECK_VALID_HOURS * 3_600_000) throw conflict('application.checkExpired');
      // The operator's records were compared with the check's identity: the application takes that identity, and
      // only while the profile still holds it.
      if (check.applicantNric !== user.nric || check.applicantFullName !== user.fullName)
        throw conflict('application.checkIdentityChanged');
      const applicantNric = check.applicantNric;
      if (applicantNric === null) throw conflict('application.checkIdentityChanged');

      const variant = check.applicationType;
      const form: ApplicationDraft = {
        amountSen: check.amountSen,
        tenureMonths: check.tenureMonths,
        loanReasonId: check.loanReasonId,
        ...(check.customReason ? { customReason: check.customReason } : {}),
        userFilledReferralCode: check.campaignCode !== null,
      };
      const application = await insertApplication(tx, {
        id: randomUUID(),
        applicationNo: applicationNumber(variant, clock.today(), await nextApplicationSerial(tx)),
        userId: user.id,
        applicationType: variant,
        eligibilityCheckId: check.id,
        maxEligibleAmountSen: check.maxEligibleAmountSen,
        netSalarySen: check.netSalarySen,
        campaignCode: check.campaignCode,
        form,
        language,
        interestRateBpPerYear: VARIANT_RULES[variant].monthlyRateBp * 12,
        applicantNric,
        applicantFullName: user.fullName,
        now,
      });
      await insertApplicationEvent(tx, {
        applicationId: application.id,
        kind: 'status',
        from: null,
        to: application.status,
        actorType: 'applicant',
        actorId: user.id,
        remark: 'draft',
        at: now,
      });
      const updatedUser = await recordLatestApplication(tx, user.id, application.id);
      return applicationView(application, updatedUser);
    });
  }

  /** The user's applications, latest first: the user's own only (403 for anyone else's, as the profile is). */
  async byUser(principal: CustomerPrincipal, userId: string): Promise<ApplicationView[]> {
    if (principal.userId !== userId) throw forbidden();
    const user = await loadApplicant(this.#o.db, userId);
    const applications = await applicationsOfUser(this.#o.db, userId);
    return applications.map((application) => applicationView(application, user));
  }

  async summary(principal: CustomerPrincipal, id: string): Promise<ApplicationSummary> {
    const user = await loadApplicant(this.#o.db, principal.userId);
    return applicationSummary(await ownedApplication(this.#o.db, id, user.id));
  }

  /** `reads`: the database as the call reads it, the session's standing sent with it (decision 071). */
  async status(
    principal: CustomerPrincipal,
    id: string,
    reads: Queryable = this.#o.db,
  ): Promise<ApplicationStatusView> {
    const found = await ownedApplicationWithEvents(reads, { id }, principal.userId);
    if (!found) throw notFound('errors.applicationNotFound');
    return applicationStatusView(found.application, found.events);
  }

  /** /loan-status-check: by the reference number, the caller's own applications only (others: not found). */
  async statusByNumber(
    principal: CustomerPrincipal,
    applicationNo: string,
    reads: Queryable = this.#o.db,
  ): Promise<ApplicationStatusView> {
    const normalised = applicationNo.trim().toUpperCase();
    const found = await ownedApplicationWithEvents(reads, { applicationNo: normalised }, principal.userId);
    if (!found) throw notFound('errors.applicationNotFound');
    return applicationStatusView(found.application, found.events);
  }

  /**
   * Saves the form as typed so far. Fields the body leaves out keep their saved value, so a screen that sends only
   * its own fields loses nothing; amounts are checked against the maximum when the form step completes, not here.
   */
  async saveDraft(
    principal: CustomerPrincipal,
    id: string,
    draft: ApplicationDraft,
    language: Language,
  ): Promise<ApplicationView> {
    return this.#o.db.transaction(async (tx) => {
      const user = await loadApplicant(tx, principal.userId);
      const application = await ownedApplication(tx, id, user.id, { lock: true });
      assertMayChange(application, 'applicationForm');
      const updated = await updateApplication(
        tx,
        application.id,
        { form: { ...application.form, ...withoutUndefined(draft) }, language },
        this.#o.clock.now(),
      );
      return applicationView(updated, user);
    });
  }

  /**
   * The applicant withdraws (the transition table says from which statuses): after approval, until the agreement is
   * signed, and the agreement is cancelled with it.
   */
  async cancel(principal: CustomerPrincipal, id: string): Promise<void> {
    await this.#o.db.transaction(async (tx) => {
      const application = await ownedApplication(tx, id, principal.userId, { lock: true });
      await changeApplicationStatus({
        tx,
        application,
        workflow: this.#o.workflow,
        event: { name: 'cancel' },
        actor: { kind: 'applicant', userId: principal.userId },
        agreement: this.#o.agreement,
        now: this.#o.clock.now(),
      });
    });
  }

  /**
   * The summary's submit. The transition table wants the form, email and documents markers; their evidence is
   * checked again here, since the form or the profile's email may have changed after the step was recorded. After a
   * refer-back it is a resubmission: the refer-back is answered and a new review round starts. Either way the
   * applicant is emailed that it arrived, in the same transaction.
   */
  async submit(
    principal: CustomerPrincipal,
    id: string,
    consent: { acknowledgeProtectionPlan: boolean },
  ): Promise<ApplicationView> {
    const { clock } = this.#o;
    return this.#o.db.transaction(async (tx) => {
      const user = await loadApplicant(tx, principal.userId);
      const application = await ownedApplication(tx, id, user.id, { lock: true });
      // The table's refusal first (status, missing markers), so the applicant hears what to do next.
      const { application: submitted } = await changeApplicationStatus({
        tx,
        application,
        workflow: this.#o.workflow,
        event: handOverEvent(application.status, consent.acknowledgeProtectionPlan),
        actor: { kind: 'applicant', userId: user.id },
        facts: { markers: application.markers },
        agreement: this.#o.agreement,
        now: clock.now(),
      });
      await assertApplicationFormComplete(tx, application, user, clock.today());
      if (!isEmailVerified(application, user.email)) throw conflict('application.emailNotVerified');
      if ((await this.#o.evidence.documentProblems(tx, application.id)).length > 0)
        throw conflict('application.documentsIncomplete');
      await queueSubmissionEmail(this.#o, tx, { application: submitted, applicant: user });
      return applicationView(submitted, user);
    });
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
