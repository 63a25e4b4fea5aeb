import { describe, expect, it } from 'vitest';
import { APPLICATION_EVENTS } from './application-transitions.ts';
import { APPLICATION_AUDIT_NAMES, applicationAuditAction } from './audit-actions.ts';

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
