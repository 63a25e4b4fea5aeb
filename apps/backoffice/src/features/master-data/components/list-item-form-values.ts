import type { AdminListItem, ListItemCreateRequest, MasterListName } from '@sinar/domain';

/**
 * What the list-item forms hold: every list's attributes side by side, so that one form serves every list. The
 * contract's schema for the chosen list keeps only that list's attributes when it parses the form.
 */
export interface ListItemFormValues {
  company: ListItemCreateRequest['company'];
  code: string;
  nameEn: string;
  nameMs: string;
  attributes: {
    minSen?: number | null;
    maxSen?: number | null;
    swiftCode?: string;
    accountNumberLengths?: number[];
    isOther?: boolean;
  };
}

const EMPTY_ATTRIBUTES: Record<MasterListName, ListItemFormValues['attributes']> = {
  race: {},
  employeeType: {},
  relationship: {},
  grossSalaryRange: { maxSen: null },
  loanReason: { isOther: false },
  smeLoanReason: { isOther: false },
  bank: { swiftCode: '', accountNumberLengths: [] },
};

export function emptyListItem(list: MasterListName): ListItemFormValues {
  return { company: 'all', code: '', nameEn: '', nameMs: '', attributes: { ...EMPTY_ATTRIBUTES[list] } };
}

export function listItemValues(item: AdminListItem): ListItemFormValues {
  return {
    company: item.company,
    code: item.code,
    nameEn: item.nameEn,
    nameMs: item.nameMs,
    attributes: { ...(item.attributes as ListItemFormValues['attributes']) },
  };
}

/** '10, 14' -> [10, 14]; anything that is not a number stays NaN for the schema to refuse. */
export function lengthsFromText(text: unknown): number[] {
  if (Array.isArray(text)) return text as number[];
  return String(text ?? '')
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(Number);
}
