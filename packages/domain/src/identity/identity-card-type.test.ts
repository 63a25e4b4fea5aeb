import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import {
  IDENTITY_CARD_TYPES,
  identityCardTypeNameKey,
  isCitizenIdentityCard,
  isIdentityCardType,
} from './identity-card-type.ts';

describe('identity card types', () => {
  it('take only a MyKad as proof of citizenship', () => {
    expect(IDENTITY_CARD_TYPES.filter(isCitizenIdentityCard)).toEqual(['MYKAD']);
  });

  it('know their own names', () => {
    expect(isIdentityCardType('MYPR')).toBe(true);
    expect(isIdentityCardType('mykad')).toBe(false);
    for (const type of IDENTITY_CARD_TYPES) inCatalog(identityCardTypeNameKey(type));
  });
});
