import { type DocumentSetProblem, documentSetProblems } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { countDocumentsByGroup } from './document-repository.ts';

/**
 * What the applications module asks before it records the documents and e-KYC step markers: the evidence is in
 * this module's tables, read inside the caller's transaction so the marker and its evidence agree.
 */
export interface StepEvidence {
  /** Why the documents step is not complete yet (catalog keys); empty when the set is complete. */
  documentProblems(tx: Queryable, applicationId: string): Promise<readonly DocumentSetProblem[]>;
  /** Whether the application's identity verification passed. */
  ekycPassed(tx: Queryable, applicationId: string): Promise<boolean>;
}

export function createStepEvidence(): StepEvidence {
  return {
    async documentProblems(tx, applicationId) {
      return documentSetProblems(await countDocumentsByGroup(tx, applicationId));
    },
    async ekycPassed(tx, applicationId) {
      // One session per application, reopened on retry: it is the latest, and its state is the verdict.
      const [row] = await tx.query<{ state: string }>(
        'select state from ekyc_sessions where application_id = $1',
        [applicationId],
      );
      return row?.state === 'PASSED';
    },
  };
}
