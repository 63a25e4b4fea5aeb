import {
  addSen,
  applyBasisPoints,
  type CatalogKey,
  INDIVIDUAL_PRODUCT,
  INSURANCE_AGENT_COMMISSION_BP,
  INSURANCE_SERVICE_TAX_BP,
  type Language,
  type MasterListName,
  type ProductOffer,
  type Sen,
  smallerSen,
  VARIANT_RULES,
  type Variant,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  findMasterFile,
  findProduct,
  findValidProductCode,
  findVideos,
  insuranceRatesForTenure,
  listItems,
  type MasterFileRow,
  masterFilesOfEntity,
  type ProductCodeRow,
  type VideoRow,
} from './master-repository.ts';
import { UnknownProductCode } from './unknown-product-code.ts';

export class MasterService {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(options: { db: Database; clock: Clock }) {
    this.#db = options.db;
    this.#clock = options.clock;
  }

  list(list: MasterListName, company: Variant | 'all', language: Language) {
    return listItems(this.#db, list, company, language);
  }

  /**
   * The individual product a code stands for: the product's own code, or a campaign or referral code valid today
   * for that variant, which brings its processing-fee waiver. Anything else is 'Invalid campaign code'.
   */
  async productByCode(
    company: Variant,
    rawCode: string,
    kinds: readonly ProductCodeRow['kind'][],
    language: Language,
  ): Promise<ProductOffer> {
    const code = rawCode.trim().toUpperCase();
    const direct = await findProduct(this.#db, code, language);
    if (direct && direct.company === company && direct.segment === 'individual') return offer(direct, null);
    const applied = await findValidProductCode(this.#db, code, this.#clock.today(), kinds);
    const product = applied && (await findProduct(this.#db, applied.productCode, language));
    if (!applied || !product || product.company !== company || product.segment !== 'individual') {
      throw new UnknownProductCode();
    }
    return offer(product, applied);
  }

  /** Both variants' cover for a tenure; with an amount, the premium itself, its service tax and total. */
  async insurance(tenureMonths: number, amountSen: Sen | undefined) {
    const rates = await insuranceRatesForTenure(this.#db, tenureMonths);
    if (rates.length === 0) throw notFound('errors.productNotFound');
    return rates.map((rate) => {
      const grossPremiumSen = amountSen === undefined ? null : applyBasisPoints(amountSen, rate.grossRateBp);
      const serviceTaxSen =
        grossPremiumSen === null ? null : applyBasisPoints(grossPremiumSen, INSURANCE_SERVICE_TAX_BP);
      return {
        ...rate,
        serviceTaxBp: INSURANCE_SERVICE_TAX_BP,
        agentCommissionBp: INSURANCE_AGENT_COMMISSION_BP,
        grossPremiumSen,
        serviceTaxSen,
        totalPremiumSen:
          grossPremiumSen === null || serviceTaxSen === null ? null : addSen(grossPremiumSen, serviceTaxSen),
      };
    });
  }

  async videos(filter: Parameters<typeof findVideos>[1]): Promise<VideoRow[]> {
    const videos = await findVideos(this.#db, filter);
    if (videos.length === 0) throw notFound('errors.videoNotFound');
    return videos;
  }

  async file(id: string, notFoundKey: CatalogKey = 'errors.notFound'): Promise<MasterFileRow> {
    const file = await findMasterFile(this.#db, id);
    if (!file) throw notFound(notFoundKey);
    return file;
  }

  filesOfEntity(entityId: string): Promise<MasterFileRow[]> {
    return masterFilesOfEntity(this.#db, entityId);
  }
}

function offer(
  product: { code: string; company: Variant; name: string },
  applied: ProductCodeRow | null,
): ProductOffer {
  const rules = VARIANT_RULES[product.company];
  return {
    productCode: product.code,
    company: product.company,
    name: product.name,
    terms: {
      ...INDIVIDUAL_PRODUCT,
      monthlyRateBp: rules.monthlyRateBp,
      annualRateBp: rules.monthlyRateBp * 12,
      processingFeeSen: rules.processingFeeSen,
      wakalahFeeSen: rules.wakalahFeeSen,
      stampDutyBp: rules.stampDutyBp,
    },
    appliedCode: applied && {
      code: applied.code,
      kind: applied.kind,
      // A waiver larger than the fee would be refused by quoteLoan; the offer shows what will really be waived.
      processingFeeDiscountSen: smallerSen(applied.processingFeeDiscountSen, rules.processingFeeSen),
      validUntil: applied.validUntil,
    },
  };
}
