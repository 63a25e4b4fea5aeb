import type { CatalogKey } from '../i18n/catalog-key.ts';
import type { Catalog } from '../i18n/en.ts';
import { type MalaysianStateCode, malaysianState, stateNameKey } from './malaysian-state.ts';

/**
 * The place-of-birth code of a MyKad number (its 7th and 8th digits), from the National Registration Department's
 * (Jabatan Pendaftaran Negara, JPN) published lists 'Kod Negeri' (codes for the state of birth) and 'Kod Negara'
 * (codes for the country of birth), as reproduced in the Malaysian NRIC articles of Wikipedia (EN and MS).
 *
 * A state has its original code (01-16) and the codes added when the first ran out (21-59). 82 is a birth in
 * Malaysia whose state is not recorded. 60-99 are births abroad: single countries (60-68, 74-79), regions (83-93),
 * and the old 'born abroad' codes 71 and 72; 98 (stateless) and 99 (refugee, United Nations, unspecified
 * nationality) are statuses rather than places, kept with the births abroad. Codes JPN never issued (00, 17-20,
 * 69, 70, 73, 80, 81, 94-97) make a number invalid.
 */
export type PlaceOfBirthKind = 'state' | 'country' | 'unknown';

export interface PlaceOfBirth {
  readonly code: string;
  readonly kind: PlaceOfBirthKind;
  /** The catalog key of its name: 'identity.state.johor', 'identity.placeOfBirth.singapore'. */
  readonly nameKey: CatalogKey;
  /** For a birth in Malaysia, the state's own code (54 -> '14', Kuala Lumpur). */
  readonly stateCode?: MalaysianStateCode;
}

const STATE_CODES: Record<MalaysianStateCode, readonly string[]> = {
  '01': ['01', '21', '22', '23', '24'],
  '02': ['02', '25', '26', '27'],
  '03': ['03', '28', '29'],
  '04': ['04', '30'],
  '05': ['05', '31', '59'],
  '06': ['06', '32', '33'],
  '07': ['07', '34', '35'],
  '08': ['08', '36', '37', '38', '39'],
  '09': ['09', '40'],
  '10': ['10', '41', '42', '43', '44'],
  '11': ['11', '45', '46'],
  '12': ['12', '47', '48', '49'],
  '13': ['13', '50', '51', '52', '53'],
  '14': ['14', '54', '55', '56', '57'],
  '15': ['15', '58'],
  '16': ['16'],
};

/** Births abroad: code -> key under `identity.placeOfBirth`. */
const ABROAD_CODES: Record<string, keyof Catalog['identity']['placeOfBirth']> = {
  '60': 'brunei',
  '61': 'indonesia',
  '62': 'cambodia',
  '63': 'laos',
  '64': 'myanmar',
  '65': 'philippines',
  '66': 'singapore',
  '67': 'thailand',
  '68': 'vietnam',
  '71': 'outsideMalaysia',
  '72': 'outsideMalaysia',
  '74': 'china',
  '75': 'india',
  '76': 'pakistan',
  '77': 'saudiArabia',
  '78': 'sriLanka',
  '79': 'bangladesh',
  '83': 'asiaPacific',
  '84': 'southAmerica',
  '85': 'africa',
  '86': 'europe',
  '87': 'britainAndIreland',
  '88': 'middleEast',
  '89': 'farEast',
  '90': 'centralAmericaAndCaribbean',
  '91': 'northAmerica',
  '92': 'easternEurope',
  '93': 'otherCountries',
  '98': 'stateless',
  '99': 'unspecifiedNationality',
};

export const UNKNOWN_STATE_CODE = '82';

const TABLE = new Map<string, PlaceOfBirth>();
for (const [stateCode, codes] of Object.entries(STATE_CODES) as [MalaysianStateCode, readonly string[]][]) {
  const state = malaysianState(stateCode);
  if (!state) throw new Error(`place-of-birth table names an unknown state ${stateCode}`);
  for (const code of codes) TABLE.set(code, { code, kind: 'state', nameKey: stateNameKey(state), stateCode });
}
TABLE.set(UNKNOWN_STATE_CODE, {
  code: UNKNOWN_STATE_CODE,
  kind: 'unknown',
  nameKey: 'identity.placeOfBirth.unknownState',
});
for (const [code, key] of Object.entries(ABROAD_CODES)) {
  TABLE.set(code, { code, kind: 'country', nameKey: `identity.placeOfBirth.${key}` });
}

/** Every code JPN issues, in ascending order. */
export const PLACE_OF_BIRTH_CODES: readonly string[] = [...TABLE.keys()].sort();

export function placeOfBirth(code: string): PlaceOfBirth | undefined {
  return TABLE.get(code);
}
