import type { CatalogKey } from '../i18n/catalog-key.ts';
/**
 * The identity documents a registration form offers. Only Malaysian citizens may borrow (spec 000 section 1), and
 * only a MyKad proves citizenship: a MyPR or MyKAS holder is a resident, not a citizen, and a passport holder is a
 * foreigner. The others stay in the list so the form can say why it refuses them rather than hide the choice.
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
