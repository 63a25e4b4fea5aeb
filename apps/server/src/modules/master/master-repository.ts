import type { Language, MasterListName, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

export interface MasterListRow {
  id: string;
  code: string;
  name: string;
  attributes: Record<string, unknown>;
}

/** Active items of a list offered by the variant (or by both), in the caller's language, by numeric code. */
export async function listItems(
  db: Queryable,
  list: MasterListName,
  company: Variant | 'all',
  language: Language,
): Promise<MasterListRow[]> {
  return db.query<MasterListRow>(
    `select id, code, case when $3 = 'ms' then name_ms else name_en end as name, attributes
     from master_list_items
     where list = $1 and active and (company = 'all' or company = $2)
     order by code::integer, company`,
    [list, company, language],
  );
}

/**
 * One item of a list by its code, active or not (a customer keeps the item they chose when it is retired): the
 * variant's own item before the one both variants share.
 */
export async function findListItemByCode(
  db: Queryable,
  list: MasterListName,
  company: Variant,
  code: string,
): Promise<Pick<MasterListRow, 'id' | 'code' | 'attributes'> | undefined> {
  const [row] = await db.query<Pick<MasterListRow, 'id' | 'code' | 'attributes'>>(
    `select id, code, attributes from master_list_items
     where list = $1 and code = $3 and (company = 'all' or company = $2)
     order by company = 'all'
     limit 1`,
    [list, company, code],
  );
  return row;
}

export interface ProductRow {
  code: string;
  company: Variant;
  segment: 'individual' | 'sme' | 'staff';
  name: string;
}

export async function findProduct(
  db: Queryable,
  code: string,
  language: Language,
): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    `select code, company, segment, case when $2 = 'ms' then name_ms else name_en end as name
     from products where code = $1 and active`,
    [code, language],
  );
  return row;
}

export interface ProductCodeRow {
  code: string;
  kind: 'campaign' | 'referral';
  productCode: string;
  processingFeeDiscountSen: Sen;
  validUntil: string;
}

/** A campaign or referral code that is active and valid on `today`. */
export async function findValidProductCode(
  db: Queryable,
  code: string,
  today: string,
  kinds: readonly ProductCodeRow['kind'][],
): Promise<ProductCodeRow | undefined> {
  const [row] = await db.query<ProductCodeRow>(
    `select code, kind, product_code as "productCode", processing_fee_discount_sen as "processingFeeDiscountSen",
       valid_until as "validUntil"
     from product_codes
     where code = $1 and active and $2::date between valid_from and valid_until and kind = any($3::text[])`,
    [code, today, kinds],
  );
  return row;
}

export interface InsuranceRateRow {
  company: Variant;
  tenureMonths: number;
  grossRateBp: number;
  providerName: string;
}

export async function insuranceRatesForTenure(
  db: Queryable,
  tenureMonths: number,
): Promise<InsuranceRateRow[]> {
  return db.query<InsuranceRateRow>(
    `select company, tenure_months as "tenureMonths", gross_rate_bp as "grossRateBp", provider_name as "providerName"
     from loan_insurance_rates where tenure_months = $1 order by company`,
    [tenureMonths],
  );
}

export interface MasterFileRow {
  id: string;
  entityType: string;
  entityId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
}

const MASTER_FILE_COLUMNS = `id, entity_type as "entityType", entity_id as "entityId", file_name as "fileName",
  content_type as "contentType", size_bytes as "sizeBytes", sha256, storage_key as "storageKey"`;

export async function findMasterFile(db: Queryable, id: string): Promise<MasterFileRow | undefined> {
  const [row] = await db.query<MasterFileRow>(
    `select ${MASTER_FILE_COLUMNS} from master_files where id = $1`,
    [id],
  );
  return row;
}

export async function masterFilesOfEntity(db: Queryable, entityId: string): Promise<MasterFileRow[]> {
  return db.query<MasterFileRow>(
    `select ${MASTER_FILE_COLUMNS} from master_files where entity_id = $1 order by file_name`,
    [entityId],
  );
}

export async function allMasterFiles(db: Queryable): Promise<MasterFileRow[]> {
  return db.query<MasterFileRow>(`select ${MASTER_FILE_COLUMNS} from master_files order by storage_key`);
}

export interface VideoRow {
  id: string;
  company: Variant;
  segment: 'individual' | 'sme';
  partnerType: string | null;
  language: Language;
  title: string;
  durationSeconds: number;
  publishedAt: Date;
  fileId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** Newest first, so `take=1` gives the current video. */
export async function findVideos(
  db: Queryable,
  filter: {
    company?: Variant;
    segment: 'individual' | 'sme';
    partnerType?: string;
    language?: Language;
    take: number;
  },
): Promise<VideoRow[]> {
  return db.query<VideoRow>(
    `select v.id, v.company, v.segment, v.partner_type as "partnerType", v.language, v.title,
       v.duration_seconds as "durationSeconds", v.published_at as "publishedAt",
       f.id as "fileId", f.file_name as "fileName", f.content_type as "contentType", f.size_bytes as "sizeBytes"
     from pre_recorded_videos v
     join master_files f on f.entity_type = 'preRecordedVideo' and f.entity_id = v.id
     where v.active and v.segment = $1
       and ($2::text is null or v.company = $2)
       and ($3::text is null or v.partner_type = $3)
       and ($4::text is null or v.language = $4)
     order by v.published_at desc, v.language, v.id
     limit $5`,
    [
      filter.segment,
      filter.company ?? null,
      filter.partnerType ?? null,
      filter.language ?? null,
      filter.take,
    ],
  );
}
