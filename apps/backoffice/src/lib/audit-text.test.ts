import type { Translate } from '@sinar/client/translate';
import type { BackofficeKey } from '@sinar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionName, changedFields, fieldName, valueText } from './audit-text.ts';
import { i18n, initI18n } from './i18n.ts';

describe('the audit trail in words', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ search: '' });
    await i18n.changeLanguage('en');
  });
  const t = i18n.t.bind(i18n) as unknown as Translate<BackofficeKey>;

  it('names known actions and shows newer ones as stored', () => {
    expect(actionName(t, i18n, 'application.verify')).toBe('Verified');
    expect(actionName(t, i18n, 'officer.reset')).toBe('Officer login reset');
    expect(actionName(t, i18n, 'master.videoPublished')).toBe('master.videoPublished');
  });

  it('reads statuses, roles, amounts, step markers and yes/no as words', () => {
    expect(valueText(t, i18n, 'en', 'status', 'REFERBACK')).toBe('Referred back');
    expect(valueText(t, i18n, 'en', 'roles', ['verifier', 'admin'])).toBe('Verifier, Admin');
    expect(valueText(t, i18n, 'en', 'amountSen', 500_000)).toBe('RM5,000.00');
    expect(valueText(t, i18n, 'en', 'marker', 'EKYCCOMPLETED')).toBe('Identity verification: completed');
    expect(valueText(t, i18n, 'en', 'marker', 'DOCUMENTUPLOADERROR')).toBe('Document upload: failed');
    expect(valueText(t, i18n, 'en', 'active', false)).toBe('No');
    expect(valueText(t, i18n, 'en', 'remark', null)).toBe('—');
    expect(valueText(t, i18n, 'en', 'approval', { amountSen: 400_000, tenureMonths: 12 })).toBe(
      'Amount: RM4,000.00; Tenure (months): 12',
    );
    expect(fieldName(t, i18n, 'totpEnrolled')).toBe('Authenticator set up');
    expect(fieldName(t, i18n, 'employerContactNo')).toBe('employer contact no');
  });

  it('lists only the fields that changed; a new record lists them all', () => {
    expect(
      changedFields(
        { roles: ['verifier'], active: true },
        { roles: ['verifier', 'verifier2'], active: true },
      ),
    ).toEqual([{ field: 'roles', before: ['verifier'], after: ['verifier', 'verifier2'] }]);
    expect(changedFields(null, { status: 'PENDING' })).toEqual([
      { field: 'status', before: undefined, after: 'PENDING' },
    ]);
  });
});
