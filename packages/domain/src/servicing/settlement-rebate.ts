import type { LocalDate } from '../loan/schedule.ts';
import { type Sen, ZERO_SEN } from '../money/sen.ts';
import { addSen, smallerSen, subtractSen } from '../money/sen-arithmetic.ts';
import {
  componentOutstandingSen,
  type InstalmentState,
  instalmentOutstandingSen,
} from './instalment-state.ts';

/**
 * What the rebate (ibra') of an early settlement changes on one instalment not yet due (decision 045): all its
 * interest (profit) is waived; what of it had been paid ahead (`paidAheadSen`) no longer pays interest and is moved
 * onto principal not yet due (`principalSen` on this row, oldest first), any left over being a credit.
 */
export interface RebateChange {
  readonly instalmentNo: number;
  /** Interest (profit) waived on this row: its outstanding interest and what of it had been paid ahead. */
  readonly interestWaivedSen: Sen;
  /** Interest paid ahead on this row, no longer interest once waived. */
  readonly paidAheadSen: Sen;
  /** Principal of this row met by interest paid ahead (on this row or an earlier one). */
  readonly principalSen: Sen;
}

export interface SettlementRebate {
  readonly instalments: InstalmentState[];
  readonly changes: RebateChange[];
  /** The rebate: every sen of interest waived (decision 032's `rebateSen` with no settlement charge). */
  readonly rebateSen: Sen;
  /** Interest paid ahead that found no principal left to meet: a credit, treated by `excessPayment`. */
  readonly creditSen: Sen;
}

function withMet(instalment: InstalmentState, on: LocalDate): InstalmentState {
  const outstanding = instalmentOutstandingSen(instalment);
  if (outstanding === 0) return { ...instalment, metOn: instalment.metOn ?? on };
  return instalment.metOn === null ? instalment : { ...instalment, metOn: null };
}

/**
 * The rebate of an early settlement on `settleOn`: the interest (profit) of every instalment due after that day is
 * waived, the interest paid ahead on them is moved onto their principal, oldest first, and what finds no principal
 * is a credit. What is left outstanding is then exactly the quote's settlement amount (`earlySettlementQuote`).
 */
export function settlementRebate(
  instalments: readonly InstalmentState[],
  settleOn: LocalDate,
): SettlementRebate {
  const notYetDue = (row: InstalmentState) => row.dueOn > settleOn;
  let paidAheadLeft = addSen(...instalments.filter(notYetDue).map((row) => row.components.interest.paidSen));
  const rebateSen = addSen(
    ...instalments
      .filter(notYetDue)
      .map(({ components: { interest } }) =>
        subtractSen(interest.dueSen, addSen(interest.waivedSen, interest.writtenOffSen)),
      ),
  );
  const changes: RebateChange[] = [];
  const rebated = instalments.map((row) => {
    if (!notYetDue(row)) return row;
    const { interest, principal } = row.components;
    const paidAheadSen = interest.paidSen;
    const interestWaivedSen = addSen(componentOutstandingSen(interest), paidAheadSen);
    const principalSen = smallerSen(paidAheadLeft, componentOutstandingSen(principal));
    paidAheadLeft = subtractSen(paidAheadLeft, principalSen);
    if (interestWaivedSen === 0 && principalSen === 0) return row;
    changes.push({ instalmentNo: row.instalmentNo, interestWaivedSen, paidAheadSen, principalSen });
    return withMet(
      {
        ...row,
        components: {
          ...row.components,
          interest: {
            ...interest,
            paidSen: ZERO_SEN,
            waivedSen: addSen(interest.waivedSen, interestWaivedSen),
          },
          principal: { ...principal, paidSen: addSen(principal.paidSen, principalSen) },
        },
      },
      settleOn,
    );
  });
  return { instalments: rebated, changes, rebateSen, creditSen: paidAheadLeft };
}

/** Undoes a settlement's rebate (its payment reversed): the instalments as they stood before it. */
export function undoSettlementRebate(
  instalments: readonly InstalmentState[],
  changes: readonly RebateChange[],
  on: LocalDate,
): InstalmentState[] {
  return instalments.map((row) => {
    const change = changes.find((one) => one.instalmentNo === row.instalmentNo);
    if (!change) return row;
    const { interest, principal } = row.components;
    const restored: InstalmentState = {
      ...row,
      components: {
        ...row.components,
        interest: {
          ...interest,
          paidSen: addSen(interest.paidSen, change.paidAheadSen),
          waivedSen: subtractSen(interest.waivedSen, change.interestWaivedSen),
        },
        principal: { ...principal, paidSen: subtractSen(principal.paidSen, change.principalSen) },
      },
    };
    if (restored.components.interest.waivedSen < 0 || restored.components.principal.paidSen < 0)
      throw new RangeError(`instalment ${row.instalmentNo}: the rebate to undo is not on it`);
    return withMet(restored, on);
  });
}
