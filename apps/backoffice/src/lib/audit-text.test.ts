import type { Translate } from '@sinar/client/translate';
import { AUDIT_ACTIONS, auditEventSchema, type Language } from '@sinar/domain';
import type { BackofficeKey } from '@sinar/domain/i18n/en-backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionName, changedFields, fieldName, roleName, valueText } from './audit-text.ts';
import { i18n, initI18n, loadDeferredTexts } from './i18n.ts';

/** The fields a schema of the audit events keeps, its groups' own fields included. */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return fieldsOf(schema.unwrap());
  if (schema instanceof z.ZodDiscriminatedUnion) return schema.options.flatMap((option) => fieldsOf(option));
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape).flatMap(([field, inner]) => [field, ...fieldsOf(inner)]);
  return [];
}

describe('the audit trail in words', () => {
  let t: Record<Language, Translate<BackofficeKey>>;

  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ search: '' });
    // The audit's vocabulary is in the catalog's deferred part, which the audit screen loads (i18n.ts).
    await loadDeferredTexts();
    await i18n.loadLanguages(['en', 'ms']);
    t = {
      en: i18n.getFixedT('en') as unknown as Translate<BackofficeKey>,
      ms: i18n.getFixedT('ms') as unknown as Translate<BackofficeKey>,
    };
  });

  it('names known actions in either language and shows newer ones as stored', () => {
    expect(actionName(t.en, i18n, 'application.verify')).toBe('Verified');
    expect(actionName(t.ms, i18n, 'application.verify')).toBe('Disahkan');
    expect(actionName(t.en, i18n, 'officer.reset')).toBe('Officer login reset');
    expect(actionName(t.ms, i18n, 'officer.reset')).toBe('Log masuk pegawai ditetapkan semula');
    expect(actionName(t.en, i18n, 'master.listItem.update')).toBe('List item changed');
    expect(actionName(t.ms, i18n, 'master.listItem.update')).toBe('Item senarai diubah');
    expect(actionName(t.en, i18n, 'master.videoPublished')).toBe('master.videoPublished');
  });

  it('has a name for every action the server records, in both languages', () => {
    const unnamed = AUDIT_ACTIONS.flatMap((action) =>
      (['en', 'ms'] as const)
        .filter((language) => actionName(t[language], i18n, action) === action)
        .map((language) => `${language}: ${action}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('names every field of every action from the catalog, in both languages', () => {
    const unnamed = auditEventSchema.options.flatMap((option) => {
      const fields = [...fieldsOf(option.shape.before), ...fieldsOf(option.shape.after)];
      return fields.flatMap((field) =>
        (['en', 'ms'] as const)
          .filter((language) => fieldName(t[language], i18n, field) === field)
          .map((language) => `${language}: ${field}`),
      );
    });
    expect(unnamed).toEqual([]);
  });

  it.each([
    ['totpEnrolled', 'Authenticator set up', 'Pengesah disediakan'],
    ['residentialAddress1', 'Address line 1', 'Alamat baris 1'],
    ['allowToApplyNewLoanAfter', 'No new application before', 'Tiada permohonan baharu sebelum'],
    ['endedSessions', 'Sessions ended', 'Sesi ditamatkan'],
    ['recommendedTerms', 'Recommended terms', 'Terma disyorkan'],
    ['processingFeeDiscountSen', 'Processing fee waiver', 'Pengecualian fi pemprosesan'],
    ['userIds', 'Customers found', 'Pelanggan ditemui'],
    ['marker', 'Step', 'Langkah'],
  ])('names the field %s “%s” and “%s”', (field, english, malay) => {
    expect(fieldName(t.en, i18n, field)).toBe(english);
    expect(fieldName(t.ms, i18n, field)).toBe(malay);
  });

  it('shows a field the catalog does not know as stored', () => {
    expect(fieldName(t.en, i18n, 'employerContactNo')).toBe('employerContactNo');
    expect(fieldName(t.ms, i18n, 'employerContactNo')).toBe('employerContactNo');
  });

  it('reads statuses, roles, amounts, step markers and yes/no as words, in either language', () => {
    expect(valueText(t.en, i18n, 'en', 'status', 'REFERBACK')).toBe('Referred back');
    expect(valueText(t.en, i18n, 'en', 'roles', ['verifier', 'admin'])).toBe('Verifier, Admin');
    expect(valueText(t.en, i18n, 'en', 'amountSen', 500_000)).toBe('RM5,000.00');
    expect(valueText(t.en, i18n, 'en', 'marker', 'EKYCCOMPLETED')).toBe('Identity verification: completed');
    expect(valueText(t.en, i18n, 'en', 'marker', 'DOCUMENTUPLOADERROR')).toBe('Document upload: failed');
    expect(valueText(t.en, i18n, 'en', 'active', false)).toBe('No');
    expect(valueText(t.en, i18n, 'en', 'remark', null)).toBe('—');
    expect(valueText(t.en, i18n, 'en', 'approval', { amountSen: 400_000, tenureMonths: 12 })).toBe(
      'Amount: RM4,000.00; Tenure (months): 12',
    );
    expect(valueText(t.ms, i18n, 'ms', 'active', false)).toBe('Tidak');
    expect(valueText(t.ms, i18n, 'ms', 'marker', 'EKYCCOMPLETED')).toBe(
      `${i18n.getFixedT('ms')('steps.ekyc')}: selesai`,
    );
    expect(valueText(t.ms, i18n, 'ms', 'approval', { amountSen: 400_000, tenureMonths: 12 })).toBe(
      'Jumlah: RM4,000.00; Tempoh (bulan): 12',
    );
    expect(roleName(t.ms, 'verifier2')).toBe(i18n.getFixedT('ms')('roles.verifier2'));
    expect(roleName(t.en, 'verifier,approver1')).toBe('verifier,approver1');
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
