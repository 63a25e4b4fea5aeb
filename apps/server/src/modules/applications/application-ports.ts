import type { CatalogKey } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { TelecomAccount } from '../../providers/telecom/telecom-account-service.ts';

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
