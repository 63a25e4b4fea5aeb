import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { assertSen, BASIS_POINTS_PER_UNIT, type Sen } from '../money/sen.ts';
import { scaleSen } from '../money/sen-arithmetic.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import { DAYS_IN_YEAR_FOR_LATE_CHARGE } from './constants.ts';

/**
 * Late payment charge: overdue x annual rate / 365 x days, rounded half-up to the sen.
 * 8% a year for the conventional loan, 1% (ta'widh) for Islamic financing.
 */
export function lateChargeSen(input: { variant: Variant; overdueSen: Sen; days: number }): Sen {
  const { overdueSen, days } = input;
  assertSen(overdueSen, 'overdueSen');
  if (overdueSen < 0 || !Number.isInteger(days) || days < 0)
    throw new DomainRuleError('validation.negativeAmount');
  const rateBp = VARIANT_RULES[input.variant].lateChargeAnnualBp;
  return scaleSen(overdueSen, rateBp * days, BASIS_POINTS_PER_UNIT * DAYS_IN_YEAR_FOR_LATE_CHARGE, 'halfUp');
}
