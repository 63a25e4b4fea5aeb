import {
  DomainRuleError,
  isSameEmail,
  type Language,
  ONBOARDING_STEP_RULES,
  type OnboardingStep,
  recordStepMarker,
  SME_DOCUMENTS_BY_PARTNER_TYPE,
  type SmeApplicationView,
  type StepOutcome,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findCustomer } from '../auth/customer-records.ts';
import type { SmeStepEvidence } from './sme-application-ports.ts';
import { smeApplicantText, smeOwnerOf } from './sme-application-records.ts';
import {
  findOwnSmeApplication,
  findSmeApplicationById,
  insertSmeApplicationEvent,
  type SmeApplicationRow,
  updateSmeApplication,
  writeSmeEmailProof,
} from './sme-application-repository.ts';
import { smeApplicationView } from './sme-application-service.ts';

/** The web page an SME applicant's emailed link lands on. */
const EMAIL_LANDING_PAGE = '/sme/email-verification';

/** Where an emailed code and link go for an SME application, and what the email names. */
export interface SmeEmailTarget {
  readonly applicationId: string;
  readonly applicationNo: string;
  readonly email: string;
  readonly name: string;
  readonly language: Language;
  readonly landingPage: string;
}

/**
 * The onboarding steps of an SME partner's or staff member's application (decision 060), served under the spec's
 * generic step and email calls, which the applications module hands over for a caller who applies in this journey.
 * As for individuals, a marker is recorded only with its evidence: the form was submitted, the form's email was
 * proved with the emailed code or link, the partner type's documents are complete, the e-KYC session passed. Every
 * marker is written with its event in the same transaction.
 */
export class SmeStepService {
  /** The web page an SME applicant's emailed link lands on. */
  readonly emailLandingPage = EMAIL_LANDING_PAGE;
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #evidence: SmeStepEvidence;
  readonly #checks: Readonly<
    Record<OnboardingStep, (tx: Queryable, row: SmeApplicationRow) => Promise<void>>
  >;

  constructor(deps: { db: Database; clock: Clock; evidence: SmeStepEvidence }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#evidence = deps.evidence;
    this.#checks = {
      // The form step is recorded by the partner type's submission, which checks the whole form.
      applicationForm: async (_tx, row) => {
        if (!row.markers.includes(ONBOARDING_STEP_RULES.applicationForm.completedMarker))
          throw conflict('smeSteps.formFirst');
      },
      emailVerification: async (_tx, row) => {
        if (!isProvedEmail(row)) throw conflict('application.emailNotVerified');
      },
      documentUpload: async (tx, row) => {
        const [problem] = await this.#evidence.documentProblems(
          tx,
          row.id,
          SME_DOCUMENTS_BY_PARTNER_TYPE[row.partnerType],
        );
        if (problem) throw new AppError(422, problem);
      },
      ekyc: async (tx, row) => {
        if (!(await this.#evidence.ekycPassed(tx, row.id))) throw conflict('application.ekycNotPassed');
      },
    };
  }

  /** Whether the caller applies in this journey: an SME partner or group staff. */
  async serves(db: Queryable, userId: string): Promise<boolean> {
    const customer = await findCustomer(db, userId);
    return customer !== null && smeOwnerOf(customer) !== undefined;
  }

  /** Records the step completed when its evidence is there; completing it again changes nothing. */
  async complete(userId: string, id: string, step: OnboardingStep): Promise<SmeApplicationView> {
    return this.#db.transaction(async (tx) => {
      const row = await this.#own(tx, userId, id, { lock: true });
      const markers = stepMarkers(row, step);
      await this.#checks[step](tx, row);
      return smeApplicationView(await this.#record(tx, row, step, markers, userId));
    });
  }

  /**
   * Records the step's error marker (a step the browser could not finish: an upload that broke, e-KYC that failed),
   * by the same step rules as the individual's, with the reason kept on its event; recording it again changes
   * nothing.
   */
  async error(
    userId: string,
    id: string,
    step: OnboardingStep,
    reason: string | null,
  ): Promise<SmeApplicationView> {
    return this.#db.transaction(async (tx) => {
      const row = await this.#own(tx, userId, id, { lock: true });
      const markers = stepMarkers(row, step, 'error');
      return smeApplicationView(
        await this.#record(tx, row, step, markers, userId, { outcome: 'error', reason }),
      );
    });
  }

  /** The caller's application the emailed code and link are for: the applicant's email of the form. */
  async emailTarget(
    tx: Queryable,
    userId: string,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<SmeEmailTarget> {
    const row = await this.#own(tx, userId, id, options);
    assertOpen(row, 'emailVerification');
    const email = smeApplicantText(row, 'emailAddress');
    if (!email) throw conflict('smeSteps.formFirst');
    const customer = await findCustomer(tx, userId);
    return {
      applicationId: row.id,
      applicationNo: row.applicationNo,
      email,
      name: smeApplicantText(row, 'name') ?? customer?.fullName ?? '',
      language: customer?.language ?? 'en',
      landingPage: EMAIL_LANDING_PAGE,
    };
  }

  /**
   * The email was proved (the code, or a link) for an SME application: the proof is kept, and the marker follows at
   * once when the form step is complete (else the step call records it later from the proof). 'unknown' when the id
   * is no SME application; 'refused' when the application no longer takes it (submitted, or another address now).
   */
  async emailProved(
    tx: Queryable,
    applicationId: string,
    email: string,
  ): Promise<'verified' | 'refused' | 'unknown'> {
    const row = await findSmeApplicationById(tx, applicationId, { lock: true });
    if (!row) return 'unknown';
    const formEmail = smeApplicantText(row, 'emailAddress');
    const open = ONBOARDING_STEP_RULES.emailVerification.openIn.includes(row.status);
    if (!open || !formEmail || !isSameEmail(formEmail, email)) return 'refused';
    const proved = await writeSmeEmailProof(tx, row.id, email, this.#clock.now());
    const ready = recordStepMarker({
      step: 'emailVerification',
      outcome: 'completed',
      markers: proved.markers,
      status: proved.status,
    });
    if (ready.ok) await this.#record(tx, proved, 'emailVerification', ready.markers, proved.userId);
    return 'verified';
  }

  async #record(
    tx: Queryable,
    row: SmeApplicationRow,
    step: OnboardingStep,
    markers: readonly (typeof row.markers)[number][],
    actorId: string,
    result: { readonly outcome: StepOutcome; readonly reason: string | null } = {
      outcome: 'completed',
      reason: null,
    },
  ): Promise<SmeApplicationRow> {
    const rule = ONBOARDING_STEP_RULES[step];
    const to = result.outcome === 'completed' ? rule.completedMarker : rule.errorMarker;
    if (row.markers.includes(to)) return row;
    const now = this.#clock.now();
    const updated = await updateSmeApplication(tx, row.id, { markers }, now);
    await insertSmeApplicationEvent(tx, {
      applicationId: row.id,
      kind: 'step',
      from:
        row.markers.find((marker) => marker === rule.errorMarker || marker === rule.completedMarker) ?? null,
      to,
      actorType: 'applicant',
      actorId,
      remark: result.reason,
      at: now,
    });
    return updated;
  }

  async #own(
    db: Queryable,
    userId: string,
    id: string,
    options: { lock?: boolean },
  ): Promise<SmeApplicationRow> {
    const customer = await findCustomer(db, userId);
    const owner = customer ? smeOwnerOf(customer) : undefined;
    const row = owner ? await findOwnSmeApplication(db, id, owner, options) : undefined;
    if (!row) throw notFound('errors.applicationNotFound');
    return row;
  }
}

/** Whether the form's email is the one the applicant proved. */
function isProvedEmail(row: SmeApplicationRow): boolean {
  const formEmail = smeApplicantText(row, 'emailAddress');
  return row.verifiedEmail !== null && formEmail !== undefined && isSameEmail(row.verifiedEmail, formEmail);
}

function assertOpen(row: SmeApplicationRow, step: OnboardingStep): void {
  if (!ONBOARDING_STEP_RULES[step].openIn.includes(row.status)) throw conflict('sme.application.notEditable');
}

/** The step's markers after recording it, by the domain's step rules (status and earlier steps); 409 otherwise. */
function stepMarkers(row: SmeApplicationRow, step: OnboardingStep, outcome: StepOutcome = 'completed') {
  const result = recordStepMarker({ step, outcome, markers: row.markers, status: row.status });
  if (!result.ok) throw new DomainRuleError(result.reason, {}, 'conflict');
  return result.markers;
}
