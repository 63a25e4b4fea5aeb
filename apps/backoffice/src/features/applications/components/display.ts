import type { useT } from '../../../lib/use-t.ts';

type Translate = ReturnType<typeof useT>['t'];

/** A value that may be missing: the value, or the catalog's 'not given'. */
export function orNone(t: Translate, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? t('common.none') : String(value);
}

/** Yes, no, or 'not recorded' for a fact nobody checked. */
export function yesNo(t: Translate, value: boolean | null | undefined): string {
  if (value === null || value === undefined) return t('common.notRecorded');
  return value ? t('common.yes') : t('common.no');
}
