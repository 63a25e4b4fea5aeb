import type {
  AgreementStatus,
  ApplicationEvent,
  ApplicationStatus,
  CatalogKey,
  Language,
  OnboardingStep,
  SmeApplicationView,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { TelecomAccount } from '../../providers/telecom/telecom-account-service.ts';
import type { LifecycleActor } from './application-lifecycle.ts';
import type { ApplicationRecord } from './application-records.ts';

/**
 * What the application journey needs of the systems around it, named from the journey's side.
 */

/** The telecom operator's view of the applicant's line, for the eligibility rules (providers/telecom). */
export interface ApplicationTelecom {
  findAccount(phoneNo: string): Promise<TelecomAccount | null>;
}

/**
 * The evidence behind the document and e-KYC step markers, owned by the documents and e-KYC modules (tables
 * `application_files` and `ekyc_sessions`). Both are asked inside the transaction that records the marker, so the
 * answer and the marker are consistent; implementations must use `tx` and not open a transaction of their own.
 */
export interface StepEvidence {
  /**
   * What stops the documents step of the application, as catalog keys (`documentSetProblems` of the domain over
   * the application's current files, counted by file type); empty when the set is complete.
   */
  documentProblems(tx: Queryable, applicationId: string): Promise<readonly CatalogKey[]>;
  /** Whether the application's latest e-KYC session has PASSED. */
  ekycPassed(tx: Queryable, applicationId: string): Promise<boolean>;
}

/**
 * The spec's step calls and email verification calls of an applicant of the other journey: an SME partner or group
 * staff member (module sme-applications, decision 060). The paths are shared, so a caller who applies there is
 * answered there; the emailed code and link are issued and checked here, for the address that module names.
 */
export interface PartnerApplicationSteps {
  /** Whether the caller applies in that journey. */
  serves(db: Queryable, userId: string): Promise<boolean>;
  /** Records the step completed when its evidence is there. */
  complete(userId: string, id: string, step: OnboardingStep): Promise<SmeApplicationView>;
  /** Records the step's error marker (a step the browser could not finish), with its reason if given. */
  error(userId: string, id: string, step: OnboardingStep, reason: string | null): Promise<SmeApplicationView>;
  /** The caller's application the email step is for (404 another's, 409 when it no longer takes it). */
  emailTarget(
    tx: Queryable,
    userId: string,
    id: string,
    options?: { lock?: boolean },
  ): Promise<EmailStepTarget>;
  /** The address was proved for the application: 'unknown' when the id is none of that journey's. */
  emailProved(
    tx: Queryable,
    applicationId: string,
    email: string,
  ): Promise<'verified' | 'refused' | 'unknown'>;
  /** The web page that journey's emailed link lands on. */
  readonly emailLandingPage: string;
}

/** Where an application's emailed code and link go, and what the email names. */
export interface EmailStepTarget {
  readonly applicationId: string;
  readonly applicationNo: string;
  readonly email: string;
  readonly name: string;
  readonly language: Language;
}

/**
 * The agreement an approved application opens, owned by the agreements module (tables `agreements` and
 * `agreement_events`). Both are asked inside the transaction of the application's move, with the application's row
 * locked: its status is a fact the transition table reads (the applicant may walk away until signing, the lender
 * until the payout is sent), and the move's consequence for the agreement is written with it.
 */
export interface ApplicationAgreement {
  /** The status of the application's agreement; undefined when none was opened. */
  statusOf(tx: Queryable, applicationId: string): Promise<AgreementStatus | undefined>;
  /** The application's agreement as the back office links to it; undefined when none was opened. */
  of(db: Queryable, applicationId: string): Promise<AgreementLink | undefined>;
  /**
   * After the application's move is written: the final approval opens the agreement (a re-approval keeps the one
   * under way), and an application that ends (cancelled or rejected) ends its agreement with it.
   */
  follow(tx: Queryable, move: ApplicationMove): Promise<void>;
}

export interface AgreementLink {
  readonly id: string;
  readonly agreementNo: string;
  readonly status: AgreementStatus;
}

/** An application's move as its agreement follows it. */
export interface ApplicationMove {
  /** The application as the move left it. */
  readonly application: ApplicationRecord;
  readonly from: ApplicationStatus;
  readonly event: ApplicationEvent;
  readonly actor: LifecycleActor;
  readonly remark: string | null;
  readonly trace?: RequestTrace;
  readonly now: Date;
}
