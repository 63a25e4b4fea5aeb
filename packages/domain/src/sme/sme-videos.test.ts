import { describe, expect, it } from 'vitest';
import { VIDEO_PARTNER_TYPES } from '../api/master.ts';
import { SME_PARTNER_TYPES } from './sme-product.ts';
import { smeVideoTypeOf } from './sme-videos.ts';

describe('the SME attestation videos of a partner type', () => {
  it('names each partner type as the master data does', () => {
    expect(SME_PARTNER_TYPES.map((type) => [type, smeVideoTypeOf(type)])).toEqual([
      ['INDIVIDUAL', 'individual'],
      ['SOLE_PROPRIETOR', 'soleProprietor'],
      ['PARTNERSHIP', 'partnership'],
      ['COMPANY', 'company'],
      ['STAFF', 'staff'],
    ]);
  });

  it('leaves no video type without its partner type', () => {
    expect(new Set(SME_PARTNER_TYPES.map(smeVideoTypeOf))).toEqual(new Set(VIDEO_PARTNER_TYPES));
  });
});
