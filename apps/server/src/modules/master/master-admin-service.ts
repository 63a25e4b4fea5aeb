import {
  type AdminListItem,
  type AdminProduct,
  type AdminVideo,
  type AuditEvent,
  type AuditEventOf,
  type InsuranceRate,
  type InsuranceRateRequest,
  type ListItemCreateRequest,
  type ListItemUpdateRequest,
  MASTER_AUDIT_ACTIONS,
  type MasterListName,
  type ProductCode,
  type ProductCodeCreateRequest,
  type ProductCodeUpdateRequest,
  type ProductUpdateRequest,
  type VideoUpdateRequest,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { AuditedOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import {
  type AdminVideoRow,
  activeVideosOfSlot,
  codeSeenByTheSameCustomers,
  findCode,
  findItem,
  findProduct,
  findRate,
  findVideo,
  insertCode,
  insertItem,
  type ListItemRow,
  listAllItems,
  listCodes,
  listProducts,
  listRates,
  listVideos,
  lockList,
  updateCode,
  updateItem,
  updateProduct,
  updateVideo,
  upsertRate,
} from './master-admin-repository.ts';

/** An audit entry of a change to master data, as the domain's audit events define it. */
type MasterAudit = Extract<AuditEvent, { subjectType: 'master' }>;
type ListItemState = AuditEventOf<'master.listItem.create'>['after'];

/**
 * Master data as administrators keep it. Nothing is deleted, since applications keep the codes they were made
 * with: a record is deactivated and the customer calls, which read the tables on every call, stop offering it at
 * once. Every change is one transaction with its audit entry, the record before and after.
 */
export class MasterAdminService {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(options: { db: Database; clock: Clock }) {
    this.#db = options.db;
    this.#clock = options.clock;
  }

  // --- Lists ------------------------------------------------------------------------------------------------------

  async listItems(list: MasterListName): Promise<AdminListItem[]> {
    return (await listAllItems(this.#db, list)).map(listItemView);
  }

  async addListItem(
    admin: OfficerPrincipal,
    list: MasterListName,
    form: ListItemCreateRequest,
    origin: AuditedOrigin,
  ): Promise<AdminListItem> {
    return this.#db.transaction(async (tx) => {
      await lockList(tx, list);
      // The customer's list joins the brand's items with those of both brands, so a code must be unique there.
      if (await codeSeenByTheSameCustomers(tx, list, form.company, form.code))
        throw conflict('errors.masterItemCodeTaken');
      const item = await insertItem(tx, { list, ...form });
      if (!item) throw conflict('errors.masterItemCodeTaken');
      await this.#audit(tx, admin, origin, item.id, {
        action: MASTER_AUDIT_ACTIONS.listItemCreate,
        subjectType: 'master',
        after: itemState(item),
      });
      return listItemView(item);
    });
  }

  async updateListItem(
    admin: OfficerPrincipal,
    list: MasterListName,
    id: string,
    changes: ListItemUpdateRequest,
    origin: AuditedOrigin,
  ): Promise<AdminListItem> {
    return this.#db.transaction(async (tx) => {
      const before = await findItem(tx, list, id, { lock: true });
      if (!before) throw notFound('errors.masterItemNotFound');
      const after = await updateItem(tx, id, {
        nameEn: changes.nameEn ?? before.nameEn,
        nameMs: changes.nameMs ?? before.nameMs,
        attributes: changes.attributes ?? before.attributes,
        active: changes.active ?? before.active,
      });
      await this.#audit(tx, admin, origin, id, {
        action: MASTER_AUDIT_ACTIONS.listItemUpdate,
        subjectType: 'master',
        before: itemState(before),
        after: itemState(after),
      });
      return listItemView(after);
    });
  }

  // --- Products ---------------------------------------------------------------------------------------------------

  products(): Promise<AdminProduct[]> {
    return listProducts(this.#db);
  }

  async updateProduct(
    admin: OfficerPrincipal,
    code: string,
    changes: ProductUpdateRequest,
    origin: AuditedOrigin,
  ): Promise<AdminProduct> {
    return this.#db.transaction(async (tx) => {
      const before = await findProduct(tx, code, { lock: true });
      if (!before) throw notFound('errors.masterProductUnknown');
      const after = await updateProduct(tx, code, {
        nameEn: changes.nameEn ?? before.nameEn,
        nameMs: changes.nameMs ?? before.nameMs,
        active: changes.active ?? before.active,
      });
      await this.#audit(tx, admin, origin, code, {
        action: MASTER_AUDIT_ACTIONS.productUpdate,
        subjectType: 'master',
        before: { ...before },
        after: { ...after },
      });
      return after;
    });
  }

  // --- Campaign and referral codes --------------------------------------------------------------------------------

  codes(): Promise<ProductCode[]> {
    return listCodes(this.#db);
  }

  async createCode(
    admin: OfficerPrincipal,
    form: ProductCodeCreateRequest,
    origin: AuditedOrigin,
  ): Promise<ProductCode> {
    return this.#db.transaction(async (tx) => {
      const productCode = await this.#existingProduct(tx, form.productCode);
      // A customer types any of the three into the same box, and a product's own code is looked up first.
      if (await findProduct(tx, form.code)) throw conflict('errors.masterCodeTaken');
      const created = await insertCode(tx, { ...form, productCode });
      if (!created) throw conflict('errors.masterCodeTaken');
      await this.#audit(tx, admin, origin, created.code, {
        action: MASTER_AUDIT_ACTIONS.codeCreate,
        subjectType: 'master',
        after: { ...created },
      });
      return created;
    });
  }

  async updateCode(
    admin: OfficerPrincipal,
    code: string,
    changes: ProductCodeUpdateRequest,
    origin: AuditedOrigin,
  ): Promise<ProductCode> {
    return this.#db.transaction(async (tx) => {
      const before = await findCode(tx, code.trim().toUpperCase(), { lock: true });
      if (!before) throw notFound('errors.masterCodeNotFound');
      const terms = {
        productCode:
          changes.productCode === undefined
            ? before.productCode
            : await this.#existingProduct(tx, changes.productCode),
        processingFeeDiscountSen: changes.processingFeeDiscountSen ?? before.processingFeeDiscountSen,
        validFrom: changes.validFrom ?? before.validFrom,
        validUntil: changes.validUntil ?? before.validUntil,
        active: changes.active ?? before.active,
      };
      if (terms.validUntil < terms.validFrom)
        throw badRequest(
          'errors.masterCodeDatesInvalid',
          {},
          { validUntil: 'errors.masterCodeDatesInvalid' },
        );
      const after = await updateCode(tx, before.code, terms);
      await this.#audit(tx, admin, origin, before.code, {
        action: MASTER_AUDIT_ACTIONS.codeUpdate,
        subjectType: 'master',
        before: { ...before },
        after: { ...after },
      });
      return after;
    });
  }

  /** The product's code as stored, or a refusal naming the field. */
  async #existingProduct(tx: Queryable, code: string): Promise<string> {
    const product = await findProduct(tx, code.trim().toUpperCase());
    if (!product)
      throw badRequest('errors.masterProductUnknown', {}, { productCode: 'errors.masterProductUnknown' });
    return product.code;
  }

  // --- Insurance and takaful rates --------------------------------------------------------------------------------

  insuranceRates(): Promise<InsuranceRate[]> {
    return listRates(this.#db);
  }

  /** Sets the rate of a brand for a tenure, adding the tenure when it had no cover. */
  async setInsuranceRate(
    admin: OfficerPrincipal,
    row: { company: InsuranceRate['company']; tenureMonths: number },
    rate: InsuranceRateRequest,
    origin: AuditedOrigin,
  ): Promise<{ rate: InsuranceRate; created: boolean }> {
    return this.#db.transaction(async (tx) => {
      const before = await findRate(tx, row.company, row.tenureMonths, { lock: true });
      const after = await upsertRate(tx, { ...row, ...rate });
      await this.#audit(tx, admin, origin, `${row.company}/${row.tenureMonths}`, {
        action: MASTER_AUDIT_ACTIONS.insuranceRateSet,
        subjectType: 'master',
        before: before ? { ...before } : null,
        after: { ...after },
      });
      return { rate: after, created: !before };
    });
  }

  // --- Attestation videos -----------------------------------------------------------------------------------------

  async videos(): Promise<AdminVideo[]> {
    return (await listVideos(this.#db)).map(videoView);
  }

  async updateVideo(
    admin: OfficerPrincipal,
    id: string,
    changes: VideoUpdateRequest,
    origin: AuditedOrigin,
  ): Promise<AdminVideo> {
    return this.#db.transaction(async (tx) => {
      const before = await findVideo(tx, id, { lock: true });
      if (!before) throw notFound('errors.videoNotFound');
      const active = changes.active ?? before.active;
      if (before.active && !active) {
        const others = (await activeVideosOfSlot(tx, before)).filter((other) => other !== id);
        if (others.length === 0) throw conflict('errors.masterLastActiveVideo');
      }
      await updateVideo(tx, id, { title: changes.title ?? before.title, active });
      const after = await findVideo(tx, id);
      if (!after) throw new Error(`video ${id} vanished inside its transaction`);
      await this.#audit(tx, admin, origin, id, {
        action: MASTER_AUDIT_ACTIONS.videoUpdate,
        subjectType: 'master',
        before: videoState(before),
        after: videoState(after),
      });
      return videoView(after);
    });
  }

  async #audit(
    tx: Queryable,
    admin: OfficerPrincipal,
    origin: AuditedOrigin,
    subjectId: string,
    change: MasterAudit,
  ): Promise<void> {
    await recordAuditEvent(tx, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: admin.officerId,
      actorName: await officerName(tx, admin.officerId),
      actorRole: 'admin',
      subjectId,
      ...change,
      requestId: origin.requestId,
      ip: origin.ip,
    });
  }
}

/** Items stored before the 'Others' flag was written out have none: they are not the 'Others' item. */
function attributesOf(item: ListItemRow): Record<string, unknown> {
  return item.list === 'loanReason' || item.list === 'smeLoanReason'
    ? { ...item.attributes, isOther: item.attributes.isOther === true }
    : item.attributes;
}

function listItemView(item: ListItemRow): AdminListItem {
  return { ...item, attributes: attributesOf(item) } as AdminListItem;
}

/**
 * The item as the audit trail shows it: its attributes as fields of their own, so each change reads alone. The
 * attributes are the list's (checked by its schema when written), and the entry is checked again when recorded.
 */
function itemState(item: ListItemRow): ListItemState {
  const { id: _id, attributes: _attributes, ...fields } = item;
  return { ...fields, ...attributesOf(item) } as ListItemState;
}

function videoState(video: AdminVideoRow): AuditEventOf<'master.video.update'>['after'] {
  return {
    company: video.company,
    segment: video.segment,
    partnerType: video.partnerType,
    language: video.language,
    title: video.title,
    active: video.active,
  };
}

function videoView(video: AdminVideoRow): AdminVideo {
  return { ...video, publishedAt: video.publishedAt.toISOString() };
}
