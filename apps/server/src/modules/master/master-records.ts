import {
  type GrossSalaryRange,
  type Language,
  type MasterListName,
  type ProtectionRate,
  type Sen,
  sen,
  type Variant,
  type VideoPartnerType,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { findCode, findRate } from './master-admin-repository.ts';
import {
  findListItemByCode,
  findMasterFile,
  findVideos,
  listItems,
  type MasterFileRow,
  type MasterListRow,
  type VideoRow,
} from './master-repository.ts';

/** A master list as other modules read it in their own transaction (the banks' account number lengths, say). */
export function masterListItems(
  db: Queryable,
  list: MasterListName,
  company: Variant,
  language: Language,
): Promise<MasterListRow[]> {
  return listItems(db, list, company, language);
}

/**
 * The bounds of a gross salary range by its code, as the customer chose it at registration (a retired range still
 * answers); undefined for a code the list does not hold.
 */
export async function grossSalaryRange(
  db: Queryable,
  company: Variant,
  code: string,
): Promise<GrossSalaryRange | undefined> {
  const item = await findListItemByCode(db, 'grossSalaryRange', company, code);
  if (!item) return undefined;
  const { minSen, maxSen } = item.attributes;
  if (typeof minSen !== 'number' || !(typeof maxSen === 'number' || maxSen === null))
    throw new Error(`gross salary range ${code} has no bounds`);
  return { minSen: sen(minSen), maxSen: maxSen === null ? null : sen(maxSen) };
}

/**
 * The processing-fee waiver a campaign or referral code brings, whatever its dates and state today: the application
 * recorded the code when it was valid, and an approval honours it. Nothing for a code that is not one.
 */
export async function processingFeeWaiverOf(db: Queryable, code: string | null): Promise<Sen> {
  if (code === null) return sen(0);
  return (await findCode(db, code))?.processingFeeDiscountSen ?? sen(0);
}

/** The protection plan a variant offers for a tenure (insurance, or takaful), or null when none covers it. */
export async function protectionRateFor(
  db: Queryable,
  variant: Variant,
  tenureMonths: number,
): Promise<ProtectionRate | null> {
  const rate = await findRate(db, variant, tenureMonths);
  return rate ? { grossRateBp: rate.grossRateBp, providerName: rate.providerName } : null;
}

/** The attestation video an individual customer watches: the newest active one of the product in the language. */
export async function attestationVideoFor(
  db: Queryable,
  variant: Variant,
  language: Language,
): Promise<VideoRow | undefined> {
  const [video] = await findVideos(db, { company: variant, segment: 'individual', language, take: 1 });
  return video;
}

/**
 * The attestation video an SME partner or staff member watches (docs/decisions/067): the newest active SME video of
 * their partner type in the language (`smePreRecordedVideo/type/{type}`).
 */
export async function smeAttestationVideoFor(
  db: Queryable,
  partnerType: VideoPartnerType,
  language: Language,
): Promise<VideoRow | undefined> {
  const [video] = await findVideos(db, { segment: 'sme', partnerType, language, take: 1 });
  return video;
}

/** A master file (a video's) by its id, with where the assets keep it. */
export function masterFileById(db: Queryable, id: string): Promise<MasterFileRow | undefined> {
  return findMasterFile(db, id);
}
