import { isKnownKey, type Translate } from '@sinar/client/translate';
import type { I18n as I18nInstance } from '@sinar/client/translator';
import {
  formatRinggit,
  isActor,
  isApplicationStatus,
  isSen,
  type Language,
  OFFICER_ROLES,
  ONBOARDING_STEP_RULES,
  ONBOARDING_STEPS,
} from '@sinar/domain';
import type { BackofficeKey } from '@sinar/domain/i18n/en-backoffice';

/**
 * Readable words for the audit trail's stored values. Every action and every field the audit events keep has its
 * name in the catalog (`auditActions`, `auditFields`); a stored name the catalog does not know, from before the
 * catalog or after it, is shown as stored rather than hidden.
 */
type T = Translate<BackofficeKey>;

export function actionName(t: T, i18n: I18nInstance, action: string): string {
  const key = `auditActions.${action}`;
  return isKnownKey<BackofficeKey>(i18n, key) ? t(key) : action;
}

export function roleName(t: T, role: string | null): string {
  if (role === null) return '';
  return isActor(role) ? t(`roles.${role}`) : role;
}

export function fieldName(t: T, i18n: I18nInstance, field: string): string {
  const key = `auditFields.${field}`;
  return isKnownKey<BackofficeKey>(i18n, key) ? t(key) : field;
}

/** A step marker ('EKYCCOMPLETED') as the step's name and what happened to it. */
function markerText(t: T, value: string): string | null {
  for (const step of ONBOARDING_STEPS) {
    const rule = ONBOARDING_STEP_RULES[step];
    const outcome =
      rule.completedMarker === value ? 'markerCompleted' : rule.errorMarker === value ? 'markerError' : null;
    if (outcome) return t(`auditValues.${outcome}`, { step: t(`steps.${step}`) });
  }
  return null;
}

const isOfficerRole = (value: unknown) =>
  typeof value === 'string' && (OFFICER_ROLES as readonly string[]).includes(value);

export function valueText(
  t: T,
  i18n: I18nInstance,
  language: Language,
  field: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return t('common.none');
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number')
    return field.endsWith('Sen') && isSen(value) ? formatRinggit(value, language) : String(value);
  if (isApplicationStatus(value)) return t(`statuses.${value}`);
  if (isOfficerRole(value)) return roleName(t, value as string);
  if (typeof value === 'string') return markerText(t, value) ?? value;
  if (Array.isArray(value)) return value.map((item) => valueText(t, i18n, language, field, item)).join(', ');
  // A group of values (the terms of an approval, a refer-back): each one named and read like a field of its own.
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([inner, innerValue]) =>
        `${fieldName(t, i18n, inner)}: ${valueText(t, i18n, language, inner, innerValue)}`,
    )
    .join('; ');
}

export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** The fields that differ between the two states; a record created or removed lists all its fields. */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
