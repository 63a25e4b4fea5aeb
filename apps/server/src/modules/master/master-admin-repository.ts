import type { ListItemVariant, MasterListName, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The administrator's reads and writes of master data: every row, active or not, with both languages' names. */

const forUpdate = (lock: boolean | undefined) => (lock ? ' for update' : '');

// --- Lists --------------------------------------------------------------------------------------------------------

export interface ListItemRow {
  readonly id: string;
  readonly list: MasterListName;
  readonly company: ListItemVariant;
  readonly code: string;
  readonly nameEn: string;
  readonly nameMs: string;
  readonly attributes: Record<string, unknown>;
  readonly active: boolean;
}

const ITEM_COLUMNS = `id, list, company, code, name_en as "nameEn", name_ms as "nameMs", attributes, active`;

export function listAllItems(db: Queryable, list: MasterListName): Promise<ListItemRow[]> {
  return db.query<ListItemRow>(
    `select ${ITEM_COLUMNS} from master_list_items where list = $1 order by code::integer, company`,
    [list],
  );
}

export async function findItem(
  db: Queryable,
  list: MasterListName,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ListItemRow | undefined> {
  const [row] = await db.query<ListItemRow>(
    `select ${ITEM_COLUMNS} from master_list_items where list = $1 and id = $2${forUpdate(options.lock)}`,
    [list, id],
  );
  return row;
}

/**
 * Holds the list until the transaction ends, so that two administrators adding the same code to it (for one brand
 * and for both) cannot both pass the check.
 */
export async function lockList(db: Queryable, list: MasterListName): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtext('master_list_items'), hashtext($1))`, [list]);
}

/** Whether a customer of either brand the item is offered to would see another item with this code. */
export async function codeSeenByTheSameCustomers(
  db: Queryable,
  list: MasterListName,
  company: ListItemVariant,
  code: string,
): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `select exists (
       select 1 from master_list_items
       where list = $1 and code = $3 and ($2 = 'all' or company = 'all' or company = $2)
     ) as taken`,
    [list, company, code],
  );
  return row?.taken ?? false;
}

/** Undefined when the list has the code for this brand already. */
export async function insertItem(
  db: Queryable,
  item: Omit<ListItemRow, 'id' | 'active'>,
): Promise<ListItemRow | undefined> {
  const [row] = await db.query<ListItemRow>(
    `insert into master_list_items (list, company, code, name_en, name_ms, attributes)
     values ($1, $2, $3, $4, $5, $6::jsonb)
     on conflict (list, company, code) do nothing
     returning ${ITEM_COLUMNS}`,
    [item.list, item.company, item.code, item.nameEn, item.nameMs, JSON.stringify(item.attributes)],
  );
  return row;
}

export async function updateItem(
  db: Queryable,
  id: string,
  item: Pick<ListItemRow, 'nameEn' | 'nameMs' | 'attributes' | 'active'>,
): Promise<ListItemRow> {
  const [row] = await db.query<ListItemRow>(
    `update master_list_items set name_en = $2, name_ms = $3, attributes = $4::jsonb, active = $5
     where id = $1 returning ${ITEM_COLUMNS}`,
    [id, item.nameEn, item.nameMs, JSON.stringify(item.attributes), item.active],
  );
  if (!row) throw new Error(`list item ${id} vanished inside its transaction`);
  return row;
}

// --- Products -----------------------------------------------------------------------------------------------------

export interface AdminProductRow {
  readonly code: string;
  readonly company: Variant;
  readonly segment: 'individual' | 'sme' | 'staff';
  readonly nameEn: string;
  readonly nameMs: string;
  readonly active: boolean;
}

const PRODUCT_COLUMNS = `code, company, segment, name_en as "nameEn", name_ms as "nameMs", active`;

export function listProducts(db: Queryable): Promise<AdminProductRow[]> {
  return db.query<AdminProductRow>(`select ${PRODUCT_COLUMNS} from products order by company, segment, code`);
}

export async function findProduct(
  db: Queryable,
  code: string,
  options: { lock?: boolean } = {},
): Promise<AdminProductRow | undefined> {
  const [row] = await db.query<AdminProductRow>(
    `select ${PRODUCT_COLUMNS} from products where code = $1${forUpdate(options.lock)}`,
    [code],
  );
  return row;
}

export async function updateProduct(
  db: Queryable,
  code: string,
  product: Pick<AdminProductRow, 'nameEn' | 'nameMs' | 'active'>,
): Promise<AdminProductRow> {
  const [row] = await db.query<AdminProductRow>(
    `update products set name_en = $2, name_ms = $3, active = $4 where code = $1 returning ${PRODUCT_COLUMNS}`,
    [code, product.nameEn, product.nameMs, product.active],
  );
  if (!row) throw new Error(`product ${code} vanished inside its transaction`);
  return row;
}

// --- Campaign and referral codes ----------------------------------------------------------------------------------

export interface ProductCodeRow {
  readonly code: string;
  readonly kind: 'campaign' | 'referral';
  readonly productCode: string;
  readonly processingFeeDiscountSen: Sen;
  readonly validFrom: string;
  readonly validUntil: string;
  readonly active: boolean;
}

const CODE_COLUMNS = `code, kind, product_code as "productCode",
  processing_fee_discount_sen as "processingFeeDiscountSen", valid_from as "validFrom",
  valid_until as "validUntil", active`;

export function listCodes(db: Queryable): Promise<ProductCodeRow[]> {
  return db.query<ProductCodeRow>(
    `select ${CODE_COLUMNS} from product_codes order by active desc, valid_until desc, code`,
  );
}

export async function findCode(
  db: Queryable,
  code: string,
  options: { lock?: boolean } = {},
): Promise<ProductCodeRow | undefined> {
  const [row] = await db.query<ProductCodeRow>(
    `select ${CODE_COLUMNS} from product_codes where code = $1${forUpdate(options.lock)}`,
    [code],
  );
  return row;
}

/** Undefined when the code exists already. */
export async function insertCode(
  db: Queryable,
  code: Omit<ProductCodeRow, 'active'>,
): Promise<ProductCodeRow | undefined> {
  const [row] = await db.query<ProductCodeRow>(
    `insert into product_codes (code, kind, product_code, processing_fee_discount_sen, valid_from, valid_until)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (code) do nothing
     returning ${CODE_COLUMNS}`,
    [code.code, code.kind, code.productCode, code.processingFeeDiscountSen, code.validFrom, code.validUntil],
  );
  return row;
}

export async function updateCode(
  db: Queryable,
  code: string,
  terms: Omit<ProductCodeRow, 'code' | 'kind'>,
): Promise<ProductCodeRow> {
  const [row] = await db.query<ProductCodeRow>(
    `update product_codes set product_code = $2, processing_fee_discount_sen = $3, valid_from = $4,
       valid_until = $5, active = $6
     where code = $1 returning ${CODE_COLUMNS}`,
    [
      code,
      terms.productCode,
      terms.processingFeeDiscountSen,
      terms.validFrom,
      terms.validUntil,
      terms.active,
    ],
  );
  if (!row) throw new Error(`product code ${code} vanished inside its transaction`);
  return row;
}

// --- Insurance and takaful rates ----------------------------------------------------------------------------------

export interface InsuranceRateRow {
  readonly company: Variant;
  readonly tenureMonths: number;
  readonly grossRateBp: number;
  readonly providerName: string;
}

const RATE_COLUMNS = `company, tenure_months as "tenureMonths", gross_rate_bp as "grossRateBp",
  provider_name as "providerName"`;

export function listRates(db: Queryable): Promise<InsuranceRateRow[]> {
  return db.query<InsuranceRateRow>(
    `select ${RATE_COLUMNS} from loan_insurance_rates order by company, tenure_months`,
  );
}

export async function findRate(
  db: Queryable,
  company: Variant,
  tenureMonths: number,
  options: { lock?: boolean } = {},
): Promise<InsuranceRateRow | undefined> {
  const [row] = await db.query<InsuranceRateRow>(
    `select ${RATE_COLUMNS} from loan_insurance_rates where company = $1 and tenure_months = $2${forUpdate(options.lock)}`,
    [company, tenureMonths],
  );
  return row;
}

export async function upsertRate(db: Queryable, rate: InsuranceRateRow): Promise<InsuranceRateRow> {
  const [row] = await db.query<InsuranceRateRow>(
    `insert into loan_insurance_rates (company, tenure_months, gross_rate_bp, provider_name)
     values ($1, $2, $3, $4)
     on conflict (company, tenure_months)
       do update set gross_rate_bp = excluded.gross_rate_bp, provider_name = excluded.provider_name
     returning ${RATE_COLUMNS}`,
    [rate.company, rate.tenureMonths, rate.grossRateBp, rate.providerName],
  );
  if (!row) throw new Error('the insurance rate was not written');
  return row;
}

// --- Attestation videos -------------------------------------------------------------------------------------------

export interface AdminVideoRow {
  readonly id: string;
  readonly company: Variant;
  readonly segment: 'individual' | 'sme';
  readonly partnerType: 'individual' | 'soleProprietor' | 'partnership' | 'company' | 'staff' | null;
  readonly language: 'en' | 'ms';
  readonly title: string;
  readonly durationSeconds: number;
  readonly active: boolean;
  readonly publishedAt: Date;
  readonly fileName: string | null;
}

const VIDEO_COLUMNS = `v.id, v.company, v.segment, v.partner_type as "partnerType", v.language, v.title,
  v.duration_seconds as "durationSeconds", v.active, v.published_at as "publishedAt",
  (select f.file_name from master_files f
   where f.entity_type = 'preRecordedVideo' and f.entity_id = v.id
   order by f.created_at desc, f.file_name limit 1) as "fileName"`;

export function listVideos(db: Queryable): Promise<AdminVideoRow[]> {
  return db.query<AdminVideoRow>(
    `select ${VIDEO_COLUMNS} from pre_recorded_videos v
     order by v.segment, v.company, v.partner_type nulls first, v.language, v.published_at desc`,
  );
}

export async function findVideo(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AdminVideoRow | undefined> {
  const [row] = await db.query<AdminVideoRow>(
    `select ${VIDEO_COLUMNS} from pre_recorded_videos v where v.id = $1${options.lock ? ' for update of v' : ''}`,
    [id],
  );
  return row;
}

/**
 * The active videos customers are shown for the same brand, segment, partner type and language, locked so that
 * two deactivations cannot together leave none.
 */
export async function activeVideosOfSlot(db: Queryable, video: AdminVideoRow): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from pre_recorded_videos
     where active and company = $1 and segment = $2 and partner_type is not distinct from $3 and language = $4
     order by id for update`,
    [video.company, video.segment, video.partnerType, video.language],
  );
  return rows.map((row) => row.id);
}

export async function updateVideo(
  db: Queryable,
  id: string,
  video: Pick<AdminVideoRow, 'title' | 'active'>,
): Promise<void> {
  await db.query('update pre_recorded_videos set title = $2, active = $3 where id = $1', [
    id,
    video.title,
    video.active,
  ]);
}
