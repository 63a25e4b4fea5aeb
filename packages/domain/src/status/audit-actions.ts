import type { AgreementEvent } from './agreement-status.ts';
import { APPLICATION_EVENTS, type ApplicationEvent } from './application-transitions.ts';

/**
 * The audit trail's names for what happens to an application, stored as text in audit_events.action and read back
 * by the back office's vocabulary: 'application.<name>', one per transition-table event, and one per action that
 * moves no status (the draft's creation, a step, an officer opening the application or leaving a note). Legacy rows
 * without an event read 'application.status'. A stored name is a contract: it never changes.
 */
export const APPLICATION_AUDIT_NAMES = [
  ...APPLICATION_EVENTS,
  'draft',
  'status',
  'step',
  'view',
  'note',
] as const;
export type ApplicationAuditName = (typeof APPLICATION_AUDIT_NAMES)[number];
export type ApplicationAuditAction = `application.${ApplicationAuditName}`;

export function applicationAuditAction<Name extends ApplicationAuditName>(name: Name): `application.${Name}` {
  return `application.${name}`;
}

/** The admin's searches, audited because they read personal data. */
export const ADMIN_SEARCH_AUDIT_ACTIONS = {
  auditSearch: 'audit.search',
  customerLookup: 'customer.lookup',
} as const;

/**
 * The agreement's moves an officer takes (the transition table's rows with an officer among their actors), audited
 * as 'agreement.<event>'; the applicant's and the system's moves are recorded by the agreement's own events.
 */
export const OFFICER_AGREEMENT_EVENTS = [
  'completeLiveCall',
  'missLiveCall',
  'prepareDisbursement',
  'releaseDisbursement',
  'adminCancel',
] as const satisfies readonly AgreementEvent[];
export type OfficerAgreementEvent = (typeof OFFICER_AGREEMENT_EVENTS)[number];

export function isOfficerAgreementEvent(event: AgreementEvent): event is OfficerAgreementEvent {
  return (OFFICER_AGREEMENT_EVENTS as readonly AgreementEvent[]).includes(event);
}

export function agreementAuditAction<Name extends OfficerAgreementEvent | 'view'>(
  name: Name,
): `agreement.${Name}` {
  return `agreement.${name}`;
}

/**
 * An officer's actions on an SME or staff application (decision 062), audited as 'smeApplication.<name>': the
 * review's decisions, the admin's cancel, and an officer opening it. The applicant's moves are recorded by the
 * application's own events.
 */
export const SME_APPLICATION_AUDIT_NAMES = [
  'verify',
  'approve',
  'reject',
  'referBack',
  'followUp',
  'adminCancel',
  'view',
] as const satisfies readonly (ApplicationEvent | 'view')[];
export type SmeApplicationAuditName = (typeof SME_APPLICATION_AUDIT_NAMES)[number];

export function smeApplicationAuditAction<Name extends SmeApplicationAuditName>(
  name: Name,
): `smeApplication.${Name}` {
  return `smeApplication.${name}`;
}
