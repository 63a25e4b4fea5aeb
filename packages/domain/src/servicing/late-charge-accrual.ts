import { lateChargeSen } from '../loan/late-charge.ts';
import type { LocalDate } from '../loan/schedule.ts';
import type { Sen } from '../money/sen.ts';
import { addSen, subtractSen } from '../money/sen-arithmetic.ts';
import { VARIANT_RULES, type Variant } from '../variant/variants.ts';
import { componentOutstandingSen, type InstalmentState } from './instalment-state.ts';
import { datesThrough, daysFrom } from './servicing-dates.ts';

/**
 * What of an instalment bears a late charge: its principal and interest (profit) still outstanding. Late charges and
 * fees never bear one, so a late charge is simple and never compounded.
 */
export function chargeableOverdueSen(instalment: InstalmentState): Sen {
  return addSen(
    componentOutstandingSen(instalment.components.interest),
    componentOutstandingSen(instalment.components.principal),
  );
}

/** The date of the last instalment: after it the Islamic financing's late charge changes (decision 033). */
export function maturityOn(instalments: readonly InstalmentState[]): LocalDate {
  const last = instalments.at(-1);
  if (!last) throw new RangeError('an account has at least one instalment');
  return instalments.reduce((latest, row) => (row.dueOn > latest ? row.dueOn : latest), last.dueOn);
}

export interface LateChargeTerms {
  readonly variant: Variant;
  readonly maturityOn: LocalDate;
  /** The Islamic interbank money market rate a year, in basis points, configured; used after maturity. */
  readonly afterMaturityAnnualBp?: number;
}

/** One day's late charge on one instalment. */
export interface LateChargeDay {
  readonly instalmentNo: number;
  readonly on: LocalDate;
  /** The day's number in the run of days at this rate: the first day after the due date (or maturity) is day 1. */
  readonly day: number;
  readonly annualBp: number;
  readonly overdueSen: Sen;
  readonly chargeSen: Sen;
}

/** The rate that applies on a day, and the date its days are counted from. */
function rateOn(
  terms: LateChargeTerms,
  dueOn: LocalDate,
  on: LocalDate,
): { annualBp: number; from: LocalDate } {
  const rules = VARIANT_RULES[terms.variant];
  if (on <= terms.maturityOn || rules.lateChargeAfterMaturity === 'instalmentRate')
    return { annualBp: rules.lateChargeAnnualBp, from: dueOn };
  const { afterMaturityAnnualBp } = terms;
  if (afterMaturityAnnualBp === undefined)
    throw new RangeError('the interbank rate is needed for a late charge after maturity');
  return { annualBp: afterMaturityAnnualBp, from: dueOn > terms.maturityOn ? dueOn : terms.maturityOn };
}

/**
 * The late charge of one day on one overdue instalment, or nothing when the instalment is not overdue that day.
 *
 * Each day posts the difference between the charge for the days in default so far and the charge for one day fewer,
 * both computed by `lateChargeSen` and rounded once: while the overdue amount stays the same, the days posted add up
 * to exactly the charge for all the days together, so daily posting never drifts from the formula.
 */
export function lateChargeForDay(
  terms: LateChargeTerms & { readonly instalment: InstalmentState; readonly on: LocalDate },
): LateChargeDay | null {
  const { instalment, on } = terms;
  const overdueSen = chargeableOverdueSen(instalment);
  if (on <= instalment.dueOn || overdueSen <= 0) return null;
  const { annualBp, from } = rateOn(terms, instalment.dueOn, on);
  const day = daysFrom(from, on);
  const charge = (days: number) => lateChargeSen({ variant: terms.variant, overdueSen, days, annualBp });
  return {
    instalmentNo: instalment.instalmentNo,
    on,
    day,
    annualBp,
    overdueSen,
    chargeSen: subtractSen(charge(day), charge(day - 1)),
  };
}

export interface LateChargeAccrual {
  readonly days: readonly LateChargeDay[];
  readonly totalSen: Sen;
}

/**
 * The late charges of every day from `from` to `to` (both included) on the instalments as they stand, as though
 * nothing is paid meanwhile: the daily close posts one day of it, a settlement quote looks ahead with it.
 */
export function accrueLateCharges(
  terms: LateChargeTerms & {
    readonly instalments: readonly InstalmentState[];
    readonly from: LocalDate;
    readonly to: LocalDate;
  },
): LateChargeAccrual {
  const days = datesThrough(terms.from, terms.to).flatMap((on) =>
    terms.instalments.flatMap((instalment) => lateChargeForDay({ ...terms, instalment, on }) ?? []),
  );
  return { days, totalSen: addSen(...days.map((row) => row.chargeSen)) };
}
