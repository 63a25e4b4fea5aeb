import { type ApplicationFacts, officersWhoDecidedThisRound } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { recordedTransitions } from './review-repository.ts';

/**
 * What the transition table's guards read for an officer's move: the step markers, who decided in this review
 * round (from the recorded transitions, never a flag) and the agreement's stage. No agreement is recorded before
 * the post-approval journey starts, so an approved application's agreement is still being prepared, as the
 * applicant's home screen reads it too.
 */
export async function reviewFacts(
  db: Queryable,
  application: ApplicationRow,
  officerId: string,
): Promise<ApplicationFacts> {
  return {
    markers: application.markers,
    officerId,
    decidedThisRound: officersWhoDecidedThisRound(await recordedTransitions(db, application.id)),
    agreementStatus: 'PREPARING',
  };
}
