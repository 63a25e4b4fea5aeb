import { describe, expect, it } from 'vitest';
import { OFFICER_ROLES } from './actors.ts';
import { AGREEMENT_TRANSITIONS } from './agreement-status.ts';
import { APPLICATION_EVENTS } from './application-transitions.ts';
import {
  APPLICATION_AUDIT_NAMES,
  agreementAuditAction,
  applicationAuditAction,
  OFFICER_AGREEMENT_EVENTS,
} from './audit-actions.ts';

describe('the audit trail’s action names', () => {
  it('name every transition event and each action that moves no status, once', () => {
    expect(APPLICATION_AUDIT_NAMES).toEqual(expect.arrayContaining([...APPLICATION_EVENTS]));
    expect(new Set(APPLICATION_AUDIT_NAMES).size).toBe(APPLICATION_AUDIT_NAMES.length);
  });

  it('are stored under the application', () => {
    expect(applicationAuditAction('verify').split('.')).toEqual(['application', 'verify']);
    expect(applicationAuditAction('view').split('.')).toEqual(['application', 'view']);
  });
});

describe('the agreement’s audited moves', () => {
  it('are exactly the rows an officer takes', () => {
    const officerEvents = AGREEMENT_TRANSITIONS.filter((row) =>
      row.actors.some((actor) => (OFFICER_ROLES as readonly string[]).includes(actor)),
    ).map((row) => row.event);
    expect([...OFFICER_AGREEMENT_EVENTS].sort()).toEqual([...new Set(officerEvents)].sort());
    expect(agreementAuditAction('releaseDisbursement')).toBe('agreement.releaseDisbursement');
  });
});
