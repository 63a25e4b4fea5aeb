import { type Sen, sen } from '../money/sen.ts';

/** Business constants of spec 000 section 9 and 001 section 9 that are not variant-specific. */
export const INDIVIDUAL_PRODUCT = {
  minAmountSen: sen(100_000),
  maxAmountSen: sen(1_000_000),
  amountStepSen: sen(100_000),
  minTenureMonths: 6,
  maxTenureMonths: 24,
  tenureStepMonths: 1,
} as const;

export const SME_PRODUCT = {
  minAmountSen: sen(300_000),
  maxAmountSen: sen(50_000_000),
  amountStepSen: sen(100_000),
  minTenureMonths: 6,
  maxTenureMonths: 24,
  tenureStepMonths: 1,
  /** RM150 admin fee on top of the 0.5% stamping. */
  stampingAdminFeeSen: sen(15_000),
} as const;

export interface ProductBounds {
  readonly minAmountSen: Sen;
  readonly maxAmountSen: Sen;
  readonly amountStepSen: Sen;
  readonly minTenureMonths: number;
  readonly maxTenureMonths: number;
  readonly tenureStepMonths: number;
}

/** Service tax on an insurance premium or takaful contribution. */
export const INSURANCE_SERVICE_TAX_BP = 800;
/** The lender's commission as the insurer's registered agent. */
export const INSURANCE_AGENT_COMMISSION_BP = 2_500;
/** Postage charged per reminder letter dispatched. */
export const REMINDER_LETTER_POSTAGE_SEN = sen(1_000);
/** Charged to verify a direct-debit mandate, refunded to the agreement; charged again on every update. */
export const DIRECT_DEBIT_VERIFICATION_FEE_SEN = sen(100);
export const DIRECT_DEBIT_RETRIES_AFTER_FAILURE = 2;
export const DAYS_IN_YEAR_FOR_LATE_CHARGE = 365;
export const FIRST_INSTALMENT_DAYS_AFTER_SIGNING = 30;
/** Customer due diligence applies to financing of RM3,000 and above. */
export const CUSTOMER_DUE_DILIGENCE_THRESHOLD_SEN = sen(300_000);
/** Months a rejected applicant waits before applying again. */
export const REJECTION_COOLING_OFF_MONTHS = 3;
