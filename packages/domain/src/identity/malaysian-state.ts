import type { CatalogKey } from '../i18n/catalog-key.ts';
/**
 * The thirteen states and three federal territories. Their two-digit codes are the same in JPN's place-of-birth
 * table (the first code of each state, 01-16) and in ISO 3166-2:MY, so one code links a MyKad, a postcode and an
 * address. `name` is how the state is written in an address, which Malaysians write the same way in both languages;
 * the catalog's `identity.state.<key>` is how the state is named in a sentence.
 */
export const MALAYSIAN_STATES = [
  { code: '01', key: 'johor', name: 'Johor' },
  { code: '02', key: 'kedah', name: 'Kedah' },
  { code: '03', key: 'kelantan', name: 'Kelantan' },
  { code: '04', key: 'melaka', name: 'Melaka' },
  { code: '05', key: 'negeriSembilan', name: 'Negeri Sembilan' },
  { code: '06', key: 'pahang', name: 'Pahang' },
  { code: '07', key: 'pulauPinang', name: 'Pulau Pinang' },
  { code: '08', key: 'perak', name: 'Perak' },
  { code: '09', key: 'perlis', name: 'Perlis' },
  { code: '10', key: 'selangor', name: 'Selangor' },
  { code: '11', key: 'terengganu', name: 'Terengganu' },
  { code: '12', key: 'sabah', name: 'Sabah' },
  { code: '13', key: 'sarawak', name: 'Sarawak' },
  { code: '14', key: 'kualaLumpur', name: 'Wilayah Persekutuan Kuala Lumpur' },
  { code: '15', key: 'labuan', name: 'Wilayah Persekutuan Labuan' },
  { code: '16', key: 'putrajaya', name: 'Wilayah Persekutuan Putrajaya' },
] as const;

export type MalaysianState = (typeof MALAYSIAN_STATES)[number];
export type MalaysianStateCode = MalaysianState['code'];

const BY_CODE = new Map<string, MalaysianState>(MALAYSIAN_STATES.map((state) => [state.code, state]));

export function malaysianState(code: string): MalaysianState | undefined {
  return BY_CODE.get(code);
}

/** The catalog key naming the state in the reader's language ('identity.state.kualaLumpur'). */
export function stateNameKey(state: MalaysianState): CatalogKey {
  return `identity.state.${state.key}`;
}
