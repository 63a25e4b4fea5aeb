import type { LocalDate } from '../loan/schedule.ts';
import { type Sen, ZERO_SEN } from '../money/sen.ts';
import { addSen, subtractSen } from '../money/sen-arithmetic.ts';
import type { Variant } from '../variant/variants.ts';
import {
  type ComponentAmounts,
  INSTALMENT_COMPONENTS,
  type InstalmentComponent,
} from './instalment-state.ts';
import { allocatePayment, type ComponentAllocation, type PaymentAllocation } from './payment-allocation.ts';

/**
 * What was written off of one instalment and what has been recovered of it since (decision 048). A written-off
 * account's debt is still owed: money received on it meets the written-off components, never the ones paid.
 */
export interface WrittenOffInstalment {
  readonly instalmentNo: number;
  readonly dueOn: LocalDate;
  readonly writtenOffSen: Readonly<Record<InstalmentComponent, Sen>>;
  readonly recoveredSen: Readonly<Record<InstalmentComponent, Sen>>;
}

/** What is still unrecovered of a written-off component. */
export function unrecoveredSen(instalment: WrittenOffInstalment, component: InstalmentComponent): Sen {
  return subtractSen(instalment.writtenOffSen[component], instalment.recoveredSen[component]);
}

/**
 * How money received on a written-off account meets what was written off: in the order of any payment (decision
 * 030), the instalments due on `receivedOn` oldest first, each late charge, fee, interest or profit, principal, then
 * those not yet due; what is left once everything written off is recovered is excess, by the variant's rule.
 */
export function allocateRecovery(
  instalments: readonly WrittenOffInstalment[],
  amountSen: Sen,
  variant: Variant,
  receivedOn: LocalDate,
): PaymentAllocation {
  return allocatePayment(
    instalments.map((instalment) => ({
      instalmentNo: instalment.instalmentNo,
      dueOn: instalment.dueOn,
      metOn: null,
      components: Object.fromEntries(
        INSTALMENT_COMPONENTS.map((component) => [
          component,
          {
            dueSen: instalment.writtenOffSen[component],
            paidSen: instalment.recoveredSen[component],
            waivedSen: ZERO_SEN,
            writtenOffSen: ZERO_SEN,
          },
        ]),
      ) as Record<InstalmentComponent, ComponentAmounts>,
    })),
    amountSen,
    variant,
    receivedOn,
  );
}

/**
 * The instalments after a recovery's slices are recovered (`sign` 1) or undone by its reversal (`sign` -1). A
 * component is never recovered beyond what was written off of it, nor below nothing.
 */
export function applyRecovery(
  instalments: readonly WrittenOffInstalment[],
  allocations: readonly Pick<ComponentAllocation, 'instalmentNo' | 'component' | 'amountSen'>[],
  sign: 1 | -1 = 1,
): WrittenOffInstalment[] {
  return instalments.map((instalment) => {
    const own = allocations.filter((allocation) => allocation.instalmentNo === instalment.instalmentNo);
    if (own.length === 0) return instalment;
    const recoveredSen = { ...instalment.recoveredSen };
    for (const { component, amountSen } of own) {
      const moved =
        sign === 1
          ? addSen(recoveredSen[component], amountSen)
          : subtractSen(recoveredSen[component], amountSen);
      if (moved < 0 || moved > instalment.writtenOffSen[component])
        throw new RangeError(
          `instalment ${instalment.instalmentNo} ${component} recovered outside its write-off`,
        );
      recoveredSen[component] = moved;
    }
    return { ...instalment, recoveredSen };
  });
}
