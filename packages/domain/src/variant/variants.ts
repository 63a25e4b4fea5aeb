import { ISLAMIC_PATH } from '../brand.ts';
import type { AccountLoginTab, LoginTab } from '../forms/login.ts';
import { type Sen, sen } from '../money/sen.ts';

/**
 * The two product variants differ only by this data. Code looks a variant up by key; it never branches on
 * `variant === 'islamic'` (variant-branches.test.ts checks every app).
 */
export const VARIANTS = ['conventional', 'islamic'] as const;
export type Variant = (typeof VARIANTS)[number];

export type SmallExcessTreatment = 'adminFee' | 'charity';

export interface VariantRules {
  /** Where the web app shows the variant's pages: the conventional ones at the root, the Islamic ones under /islamic. */
  readonly pathPrefix: '' | typeof ISLAMIC_PATH;
  /**
   * The login tab of the variant's brand accounts, which is also the login method of the sessions it opens. A login
   * method is not a variant ('telecom' and 'staff' have none): `variantOfLoginMethod` maps one to the other.
   */
  readonly accountLoginTab: AccountLoginTab;
  /** The tab the login dialog opens on from the variant's pages. */
  readonly defaultLoginTab: LoginTab;
  /** The catalog context used for this variant's wording ('financing' for 'loan', 'profit' for 'interest'). */
  readonly wordingContext: 'islamic' | undefined;
  /** Flat rate per month, in basis points: 150 bp = 1.5% a month = 18% a year. */
  readonly monthlyRateBp: number;
  /** Processing fee, inclusive of SST. */
  readonly processingFeeSen: Sen;
  /** Wakalah (agency) fee of the Islamic contract; zero for the conventional loan. */
  readonly wakalahFeeSen: Sen;
  /** Stamp duty on the approved amount, in basis points. */
  readonly stampDutyBp: number;
  /** Late payment charge per year on the overdue amount, in basis points, accrued daily. */
  readonly lateChargeAnnualBp: number;
  /**
   * The late charge once the last instalment's date has passed (decision 033): the same rate on each overdue
   * instalment, or the Islamic interbank rate (configured) on the outstanding balance.
   */
  readonly lateChargeAfterMaturity: 'instalmentRate' | 'interbankRate';
  /** What happens to an excess payment too small to refund. */
  readonly smallExcess: {
    readonly treatment: SmallExcessTreatment;
    /** The largest excess still treated as small. */
    readonly upToSen: Sen;
  };
  /** The financing type the spec's calls carry. */
  readonly financingType: 'CONVENTIONAL' | 'ISLAMIC';
  /** A commodity trade (tawarruq) is made after signing, and completed before any money leaves (decision 028). */
  readonly commodityTrade: boolean;
}

export const VARIANT_RULES: Readonly<Record<Variant, VariantRules>> = {
  conventional: {
    pathPrefix: '',
    accountLoginTab: 'conventional',
    defaultLoginTab: 'telecom',
    wordingContext: undefined,
    monthlyRateBp: 150,
    processingFeeSen: sen(5_000),
    wakalahFeeSen: sen(0),
    stampDutyBp: 50,
    lateChargeAnnualBp: 800,
    lateChargeAfterMaturity: 'instalmentRate',
    smallExcess: { treatment: 'adminFee', upToSen: sen(1_000) },
    financingType: 'CONVENTIONAL',
    commodityTrade: false,
  },
  islamic: {
    pathPrefix: ISLAMIC_PATH,
    accountLoginTab: 'islamic',
    defaultLoginTab: 'islamic',
    wordingContext: 'islamic',
    monthlyRateBp: 150,
    processingFeeSen: sen(3_000),
    wakalahFeeSen: sen(2_000),
    stampDutyBp: 50,
    lateChargeAnnualBp: 100,
    lateChargeAfterMaturity: 'interbankRate',
    // Spec 000 section 1: small amounts under RM10 go to charity.
    smallExcess: { treatment: 'charity', upToSen: sen(999) },
    financingType: 'ISLAMIC',
    commodityTrade: true,
  },
};

export function isVariant(value: unknown): value is Variant {
  return typeof value === 'string' && (VARIANTS as readonly string[]).includes(value);
}

function isUnderPrefix(pathname: string, prefix: string): boolean {
  return prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The variant whose pages a path of the web app shows: the one with the longest path prefix the path is under. */
export function variantOfPath(pathname: string): Variant {
  let found: Variant = 'conventional';
  for (const variant of VARIANTS) {
    const prefix = VARIANT_RULES[variant].pathPrefix;
    if (isUnderPrefix(pathname, prefix) && prefix.length > VARIANT_RULES[found].pathPrefix.length)
      found = variant;
  }
  return found;
}

/** The variant of a brand account's login method; undefined for the others (telecom, staff, partner). */
export function variantOfLoginMethod(method: AccountLoginTab): Variant;
export function variantOfLoginMethod(method: string | null | undefined): Variant | undefined;
export function variantOfLoginMethod(method: string | null | undefined): Variant | undefined {
  return VARIANTS.find((variant) => VARIANT_RULES[variant].accountLoginTab === method);
}

/**
 * The variant whose pages a logged-in customer belongs on, so that the wording follows the customer rather than the
 * address they typed: their latest application's; else the brand account they logged in with; else the one brand
 * account they hold. Undefined when none of these tells (a mobile customer with no application and no brand account,
 * or one holding both with no application): the address decides then.
 */
export function variantOfCustomer(customer: {
  readonly latestApplicationType?: Variant | null;
  readonly loginMethod?: string | null;
  readonly brands: readonly Variant[];
}): Variant | undefined {
  if (customer.latestApplicationType) return customer.latestApplicationType;
  const loggedInWith = variantOfLoginMethod(customer.loginMethod);
  if (loggedInWith) return loggedInWith;
  const [only, ...others] = customer.brands;
  return others.length === 0 ? only : undefined;
}
