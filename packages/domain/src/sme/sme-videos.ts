import type { VIDEO_PARTNER_TYPES } from '../api/master.ts';
import type { SmePartnerType } from './sme-product.ts';

export type VideoPartnerType = (typeof VIDEO_PARTNER_TYPES)[number];

/**
 * The type of the SME attestation videos (`smePreRecordedVideo/type/{type}`) a partner type watches: the master
 * data names the partner types in camel case (spec 001 section 7).
 */
const VIDEO_TYPE_OF_PARTNER: Readonly<Record<SmePartnerType, VideoPartnerType>> = {
  INDIVIDUAL: 'individual',
  SOLE_PROPRIETOR: 'soleProprietor',
  PARTNERSHIP: 'partnership',
  COMPANY: 'company',
  STAFF: 'staff',
};

export function smeVideoTypeOf(partnerType: SmePartnerType): VideoPartnerType {
  return VIDEO_TYPE_OF_PARTNER[partnerType];
}
