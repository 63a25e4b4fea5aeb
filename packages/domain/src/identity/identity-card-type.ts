import type { CatalogKey } from '../i18n/catalog-key.ts';
/**
 * The identity documents the spec names. Only Malaysian citizens may borrow (spec 000 section 1), and only a MyKad
 * proves citizenship: a MyPR or MyKAS holder is a resident, not a citizen, and a passport holder is a foreigner. The
 * registration form offers a MyKad alone; the others stay known so that a request naming one is refused with the
 * reason ('Only Malaysian citizens holding a MyKad can apply'), not as an unknown value.
 * `isNric` of spec 000 section 3 is true for a MyKad, whose number is an NRIC.
 */
export const IDENTITY_CARD_TYPES = ['MYKAD', 'MYPR', 'MYKAS', 'PASSPORT'] as const;

export type IdentityCardType = (typeof IDENTITY_CARD_TYPES)[number];

export const CITIZEN_IDENTITY_CARD_TYPE = 'MYKAD' satisfies IdentityCardType;

export function isIdentityCardType(value: unknown): value is IdentityCardType {
  return typeof value === 'string' && (IDENTITY_CARD_TYPES as readonly string[]).includes(value);
}

export function isCitizenIdentityCard(type: IdentityCardType): boolean {
  return type === CITIZEN_IDENTITY_CARD_TYPE;
}

/** The catalog key naming the document: 'identity.icType.MYKAD'. */
export function identityCardTypeNameKey(type: IdentityCardType): CatalogKey {
  return `identity.icType.${type}`;
}
