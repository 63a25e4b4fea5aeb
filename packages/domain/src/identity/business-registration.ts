import type { CatalogKey } from '../i18n/catalog-key.ts';
import type { LocalDate } from '../loan/schedule.ts';

/**
 * Business registration number in the format the Companies Commission of Malaysia (SSM) has issued since
 * 11 October 2019 to every company, business and LLP, old ones included: 12 digits YYYYTTNNNNNN, the year of
 * registration, the type of entity, and a running number (spec 001 section 5: 'must be 12 digits').
 * The old numbers ('1312525-A') are kept as given in a separate field and not checked here.
 */
export const BUSINESS_ENTITY_TYPES = {
  '01': 'localCompany',
  '02': 'foreignCompany',
  '03': 'business', // sole proprietorship or partnership under the Registration of Businesses Act 1956
  '04': 'localLlp',
  '05': 'foreignLlp',
  '06': 'professionalLlp',
} as const;

export type BusinessEntityTypeCode = keyof typeof BUSINESS_ENTITY_TYPES;
export type BusinessEntityType = (typeof BUSINESS_ENTITY_TYPES)[BusinessEntityTypeCode];

/**
 * Renumbered entities kept their original year of registration, so old years are real ones; a year before 1900 is
 * taken for a typo.
 */
export const EARLIEST_REGISTRATION_YEAR = 1900;

export type BusinessRegistrationInfo =
  | {
      readonly valid: false;
      readonly reason:
        | 'identity.businessRegistration.invalid'
        | 'identity.businessRegistration.invalidYear'
        | 'identity.businessRegistration.invalidEntityType';
    }
  | {
      readonly valid: true;
      readonly number: string;
      readonly year: number;
      readonly entityTypeCode: BusinessEntityTypeCode;
      readonly entityType: BusinessEntityType;
      /** The catalog key naming the entity type: 'identity.businessRegistration.entityType.localCompany'. */
      readonly entityTypeNameKey: CatalogKey;
      readonly serial: string;
    };

const NEW_FORMAT = /^(\d{4})(\d{2})(\d{6})$/;

/**
 * Reads '201901000005' (2019, a local company). Pass `today` to also refuse a year that has not come yet; without
 * it only the lower bound is checked, since this module never reads the clock.
 */
export function businessRegistrationInfo(
  input: string,
  options: { readonly today?: LocalDate } = {},
): BusinessRegistrationInfo {
  const number = input.trim();
  const match = NEW_FORMAT.exec(number);
  if (!match) return { valid: false, reason: 'identity.businessRegistration.invalid' };
  const [, yearDigits = '', typeCode = '', serial = ''] = match;
  const year = Number(yearDigits);
  const latestYear = options.today ? Number(options.today.slice(0, 4)) : Number.POSITIVE_INFINITY;
  if (year < EARLIEST_REGISTRATION_YEAR || year > latestYear) {
    return { valid: false, reason: 'identity.businessRegistration.invalidYear' };
  }
  if (!isEntityTypeCode(typeCode))
    return { valid: false, reason: 'identity.businessRegistration.invalidEntityType' };
  const entityType = BUSINESS_ENTITY_TYPES[typeCode];
  return {
    valid: true,
    number,
    year,
    entityTypeCode: typeCode,
    entityType,
    entityTypeNameKey: `identity.businessRegistration.entityType.${entityType}`,
    serial,
  };
}

export function isBusinessRegistrationNumber(
  input: string,
  options: { readonly today?: LocalDate } = {},
): boolean {
  return businessRegistrationInfo(input, options).valid;
}

function isEntityTypeCode(code: string): code is BusinessEntityTypeCode {
  return Object.hasOwn(BUSINESS_ENTITY_TYPES, code);
}
