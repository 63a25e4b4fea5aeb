import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { assertSen, BASIS_POINTS_PER_UNIT, type Sen } from '../money/sen.ts';
import { scaleSen } from '../money/sen-arithmetic.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import { DAYS_IN_YEAR_FOR_LATE_CHARGE } from './constants.ts';

/**
 * Late payment charge: overdue x annual rate / 365 x days, rounded half-up to the sen.
 * 8% a year for the conventional loan, 1% (ta'widh) for Islamic financing; `annualBp` names another rate where the
 * agreement says so (the Islamic financing's interbank rate after maturity, decision 033).
 */
export function lateChargeSen(input: {
  variant: Variant;
  overdueSen: Sen;
  days: number;
  annualBp?: number;
}): Sen {
  const { overdueSen, days } = input;
  assertSen(overdueSen, 'overdueSen');
  if (overdueSen < 0 || !Number.isInteger(days) || days < 0)
    throw new DomainRuleError('validation.negativeAmount');
  const rateBp = input.annualBp ?? VARIANT_RULES[input.variant].lateChargeAnnualBp;
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`annualBp must be whole, got ${rateBp}`);
  return scaleSen(overdueSen, rateBp * days, BASIS_POINTS_PER_UNIT * DAYS_IN_YEAR_FOR_LATE_CHARGE, 'halfUp');
}
