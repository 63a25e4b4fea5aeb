import { allPostcodes } from 'malaysia-postcodes';
import { type MalaysianStateCode, malaysianState } from './malaysian-state.ts';

/**
 * Malaysian postcodes with their town and state, from the `malaysia-postcodes` package (Pos Malaysia's list, about
 * 2,900 postcodes). The data is some 50 kB, so this module is apart from the package index: the web app imports it
 * (as '@sinar/domain/postcodes') only on the screens with an address, and hands `lookupPostcode` to the form schemas
 * that need it.
 */
export interface PostcodeInfo {
  readonly postcode: string;
  /** The town the postcode serves (the first one listed, for the few postcodes shared by two towns). */
  readonly city: string;
  /** Every town the postcode serves, usually just `city`. */
  readonly cities: readonly string[];
  /** The state as written in an address: 'Wilayah Persekutuan Kuala Lumpur'. */
  readonly state: string;
  readonly stateCode: MalaysianStateCode;
}

export type PostcodeLookup = (postcode: string) => PostcodeInfo | null;

export const POSTCODE_PATTERN = /^\d{5}$/;

/** The package abbreviates the federal territories; every other state it names as we do. */
const PACKAGE_STATE_NAMES: Record<string, MalaysianStateCode> = {
  Johor: '01',
  Kedah: '02',
  Kelantan: '03',
  Melaka: '04',
  'Negeri Sembilan': '05',
  Pahang: '06',
  'Pulau Pinang': '07',
  Perak: '08',
  Perlis: '09',
  Selangor: '10',
  Terengganu: '11',
  Sabah: '12',
  Sarawak: '13',
  'Wp Kuala Lumpur': '14',
  'Wp Labuan': '15',
  'Wp Putrajaya': '16',
};

let index: Map<string, PostcodeInfo> | undefined;

/** Built on first use, not at import, so a page that never looks a postcode up pays nothing for it. */
function postcodeIndex(): Map<string, PostcodeInfo> {
  if (index) return index;
  const built = new Map<string, PostcodeInfo>();
  for (const packageState of allPostcodes) {
    const stateCode = PACKAGE_STATE_NAMES[packageState.name];
    const state = stateCode ? malaysianState(stateCode) : undefined;
    if (!state) throw new Error(`malaysia-postcodes names an unknown state '${packageState.name}'`);
    for (const city of packageState.city) {
      for (const postcode of city.postcode) {
        const known = built.get(postcode);
        built.set(
          postcode,
          known
            ? { ...known, cities: [...known.cities, city.name] }
            : { postcode, city: city.name, cities: [city.name], state: state.name, stateCode: state.code },
        );
      }
    }
  }
  index = built;
  return built;
}

/** '50450' -> Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur; null for a postcode Pos Malaysia does not use. */
export function lookupPostcode(postcode: string): PostcodeInfo | null {
  const value = postcode.trim();
  if (!POSTCODE_PATTERN.test(value)) return null;
  return postcodeIndex().get(value) ?? null;
}

export function isPostcode(postcode: string): boolean {
  return lookupPostcode(postcode) !== null;
}
