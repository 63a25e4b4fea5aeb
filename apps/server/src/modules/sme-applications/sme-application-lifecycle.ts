import {
  type ApplicationEvent,
  applicationTransition,
  transitionRefused,
  type Workflow,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import {
  insertSmeApplicationEvent,
  type SmeApplicationRow,
  writeSmeApplicationStatus,
} from './sme-application-repository.ts';

/**
 * The one writer of an SME application's status (decision 017's rule, for this module's table): asks the domain's
 * transition table with the application's step markers, then writes the status and its event in the caller's
 * transaction. A refusal is a 409 and writes nothing. The applicant's moves are recorded by their status event.
 */
export async function changeSmeApplicationStatus(request: {
  readonly tx: Queryable;
  /** Locked by the caller. */
  readonly application: SmeApplicationRow;
  readonly workflow: Workflow;
  readonly event: Extract<ApplicationEvent, 'submit' | 'cancel'>;
  readonly actor: { readonly kind: 'applicant'; readonly userId: string };
  readonly at: Date;
}): Promise<SmeApplicationRow> {
  const { tx, application, workflow, event, actor, at } = request;
  const outcome = applicationTransition({
    workflow,
    from: application.status,
    event,
    actor: actor.kind,
    facts: { markers: application.markers },
  });
  if (!outcome.ok) throw transitionRefused(outcome);
  const written = await writeSmeApplicationStatus(tx, application.id, outcome.to, at, {
    submitted: event === 'submit',
  });
  await insertSmeApplicationEvent(tx, {
    applicationId: application.id,
    kind: 'status',
    from: application.status,
    to: outcome.to,
    event,
    actorType: actor.kind,
    actorId: actor.userId,
    at,
  });
  return written;
}
