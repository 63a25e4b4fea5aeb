import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { type ExcessPaymentOutcome, excessPayment } from '../loan/excess-payment.ts';
import type { LocalDate } from '../loan/schedule.ts';
import { assertSen, type Sen, ZERO_SEN } from '../money/sen.ts';
import { addSen, largerSen, subtractSen } from '../money/sen-arithmetic.ts';
import type { Variant } from '../variant/variants.ts';
import { componentOutstandingSen, type InstalmentState } from './instalment-state.ts';
import { accrueLateCharges, chargeableOverdueSen, maturityOn } from './late-charge-accrual.ts';
import { datesThrough, dayAfter, endOfMonthOf } from './servicing-dates.ts';

export interface EarlySettlementInput {
  readonly variant: Variant;
  readonly instalments: readonly InstalmentState[];
  /** The first day the quote is valid: the day it is asked for, or a later day the customer means to pay. */
  readonly settleOn: LocalDate;
  /** The last day whose late charges are in the instalments (the last close of business); the day before settleOn unless said. */
  readonly lateChargesPostedThrough?: LocalDate;
  /** The Islamic interbank rate a year in basis points, configured; used for late charges after maturity. */
  readonly afterMaturityAnnualBp?: number;
  /** A charge for settling early, taken from the rebate (decision 032: none is charged today). */
  readonly settlementChargeSen?: Sen;
}

/** What settling costs on one day of the quote's validity: only the late charges change from day to day. */
export interface SettlementOnDay {
  readonly on: LocalDate;
  readonly lateChargesSen: Sen;
  readonly settlementSen: Sen;
}

export interface EarlySettlementQuote {
  readonly variant: Variant;
  readonly settleOn: LocalDate;
  /** The last day the quote holds: the end of the month, or the day before the next instalment falls due if sooner. */
  readonly validUntil: LocalDate;
  /** Principal of the instalments not yet due. */
  readonly outstandingPrincipalSen: Sen;
  /** Interest (profit) of the instalments not yet due, as the schedule spreads it: the rebate is made of it. */
  readonly unearnedInterestSen: Sen;
  /** Principal and interest still owed on the instalments not yet due (for Islamic financing: outstanding selling price). */
  readonly outstandingBalanceSen: Sen;
  /** Principal and interest (profit) owed on the instalments already due. */
  readonly instalmentsDueSen: Sen;
  /** Fees owed (reminder postage). */
  readonly feesDueSen: Sen;
  /** Late charges owed on the settlement day: those posted and those accrued since. */
  readonly lateChargesSen: Sen;
  readonly settlementChargeSen: Sen;
  /** Rebate of unearned interest; for Islamic financing the ibra'. Unearned interest less the settlement charge. */
  readonly rebateSen: Sen;
  /** instalments due + fees + late charges + what of the balance the rebate leaves, on the settlement day. */
  readonly settlementSen: Sen;
  /** What the rebate leaves over when more interest was paid ahead than the balance not yet due, and what becomes of it. */
  readonly credit: ExcessPaymentOutcome;
  /** The settlement amount on each day the quote is valid. */
  readonly byDay: readonly SettlementOnDay[];
}

function sumOutstanding(
  rows: readonly InstalmentState[],
  component: 'interest' | 'principal' | 'fee' | 'lateCharge',
): Sen {
  return addSen(...rows.map((row) => componentOutstandingSen(row.components[component])));
}

/**
 * An early settlement quote (decision 032). Instalments due on or before the settlement day are owed in full; the
 * interest (profit) of every instalment not yet due is unearned and rebated in full, less any settlement charge. For
 * Islamic financing this is the ibra': settlement = outstanding selling price + instalments due + late charges - ibra'.
 */
export function earlySettlementQuote(input: EarlySettlementInput): EarlySettlementQuote {
  const { variant, instalments, settleOn } = input;
  const settlementChargeSen = input.settlementChargeSen ?? ZERO_SEN;
  assertSen(settlementChargeSen, 'settlementChargeSen');
  if (settlementChargeSen < 0) throw new DomainRuleError('validation.negativeAmount');

  const due = instalments.filter((row) => row.dueOn <= settleOn);
  const notYetDue = instalments.filter((row) => row.dueOn > settleOn);
  const outstandingPrincipalSen = sumOutstanding(notYetDue, 'principal');
  const unearnedInterestSen = addSen(
    ...notYetDue.map(({ components: { interest } }) =>
      subtractSen(interest.dueSen, addSen(interest.waivedSen, interest.writtenOffSen)),
    ),
  );
  const outstandingBalanceSen = addSen(outstandingPrincipalSen, sumOutstanding(notYetDue, 'interest'));
  const instalmentsDueSen = addSen(...due.map(chargeableOverdueSen));
  const feesDueSen = sumOutstanding(instalments, 'fee');
  const postedLateChargesSen = sumOutstanding(instalments, 'lateCharge');
  const rebateSen = largerSen(ZERO_SEN, subtractSen(unearnedInterestSen, settlementChargeSen));
  // The rebate meets only the balance not yet due: interest paid ahead beyond it is a credit, and never pays the
  // instalments due, fees or late charges, which are settled in money.
  const balanceAfterRebateSen = subtractSen(outstandingBalanceSen, rebateSen);
  const creditSen = largerSen(ZERO_SEN, subtractSen(ZERO_SEN, balanceAfterRebateSen));
  const owedBeforeLateCharges = addSen(
    largerSen(ZERO_SEN, balanceAfterRebateSen),
    instalmentsDueSen,
    feesDueSen,
  );
  if (addSen(outstandingBalanceSen, instalmentsDueSen, feesDueSen, postedLateChargesSen, rebateSen) <= 0)
    throw new DomainRuleError('servicingRules.settlement.nothingOwed', {}, 'conflict');

  const nextDueOn = notYetDue.reduce<LocalDate | null>(
    (soonest, row) => (soonest === null || row.dueOn < soonest ? row.dueOn : soonest),
    null,
  );
  const monthEnd = endOfMonthOf(settleOn);
  const dayBeforeNextDue = nextDueOn ? dayAfter(nextDueOn, -1) : monthEnd;
  const validUntil = dayBeforeNextDue < monthEnd ? dayBeforeNextDue : monthEnd;

  const postedThrough = input.lateChargesPostedThrough ?? dayAfter(settleOn, -1);
  const terms = {
    variant,
    instalments,
    maturityOn: maturityOn(instalments),
    afterMaturityAnnualBp: input.afterMaturityAnnualBp,
  };
  // Each day's charges depend on that day alone, so the window's accrual is made once and summed day by day.
  const accrual = accrueLateCharges({ ...terms, from: dayAfter(postedThrough), to: validUntil });
  const accruedByDay = new Map<LocalDate, Sen>();
  for (const day of accrual.days)
    accruedByDay.set(day.on, addSen(accruedByDay.get(day.on) ?? ZERO_SEN, day.chargeSen));
  let accrued: Sen = addSen(
    ...[...accruedByDay].filter(([on]) => on < settleOn).map(([, chargeSen]) => chargeSen),
  );
  const byDay = datesThrough(settleOn, validUntil).map((on): SettlementOnDay => {
    accrued = addSen(accrued, accruedByDay.get(on) ?? ZERO_SEN);
    const lateChargesSen = addSen(postedLateChargesSen, accrued);
    return {
      on,
      lateChargesSen,
      settlementSen: addSen(owedBeforeLateCharges, lateChargesSen),
    };
  });
  const [first] = byDay;
  if (!first) throw new RangeError('a quote is valid on its settlement day');

  return {
    variant,
    settleOn,
    validUntil,
    outstandingPrincipalSen,
    unearnedInterestSen,
    outstandingBalanceSen,
    instalmentsDueSen,
    feesDueSen,
    lateChargesSen: first.lateChargesSen,
    settlementChargeSen,
    rebateSen,
    settlementSen: first.settlementSen,
    credit: excessPayment(creditSen, variant),
    byDay,
  };
}
