import type { AuditEventOf, Officer } from '@sinar/domain';
import type { OfficerRow } from './officer-repository.ts';

export function officerView(officer: OfficerRow): Officer {
  return {
    id: officer.id,
    email: officer.email,
    fullName: officer.fullName,
    roles: officer.roles,
    active: officer.active,
    totpEnrolled: officer.totpSecret !== null,
    mustChangePassword: officer.passwordIsTemporary,
    createdAt: officer.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of an officer before and after a change: never the password hash or the secret. */
export function officerAuditState(officer: OfficerRow): AuditEventOf<'officer.create'>['after'] {
  return {
    email: officer.email,
    fullName: officer.fullName,
    roles: officer.roles,
    active: officer.active,
    totpEnrolled: officer.totpSecret !== null,
    mustChangePassword: officer.passwordIsTemporary,
  };
}
