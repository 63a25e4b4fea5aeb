import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { type ExcessPaymentOutcome, excessPayment } from '../loan/excess-payment.ts';
import type { LocalDate } from '../loan/schedule.ts';
import { assertSen, type Sen, ZERO_SEN } from '../money/sen.ts';
import { addSen, smallerSen, subtractSen } from '../money/sen-arithmetic.ts';
import type { Variant } from '../variant/variants.ts';
import {
  componentOutstandingSen,
  INSTALMENT_COMPONENTS,
  type InstalmentComponent,
  type InstalmentState,
  instalmentOutstandingSen,
} from './instalment-state.ts';

/** One slice of a payment: what it met of one component of one instalment. */
export interface ComponentAllocation {
  readonly instalmentNo: number;
  readonly component: InstalmentComponent;
  readonly amountSen: Sen;
  /** True when the instalment was not yet due on the payment's business date: the payment paid it in advance. */
  readonly prepaid: boolean;
}

export interface PaymentAllocation {
  /** In the order the payment met them. */
  readonly allocations: readonly ComponentAllocation[];
  /** What the payment met on the account: the sum of `allocations`. */
  readonly allocatedSen: Sen;
  /** What is left once nothing at all is outstanding, and what becomes of it. */
  readonly excess: ExcessPaymentOutcome;
}

/**
 * How a payment received on `paidOn` meets an account's instalments (decision 030). First the instalments due on
 * or before `paidOn`, oldest first, each component in the order late charge, fee, interest (profit), principal;
 * then, as a loan is paid ahead, the instalments not yet due, in the same order; only what is left once nothing at
 * all is outstanding is excess, treated by the variant's rule (`excessPayment`).
 */
export function allocatePayment(
  instalments: readonly InstalmentState[],
  amountSen: Sen,
  variant: Variant,
  paidOn: LocalDate,
): PaymentAllocation {
  assertSen(amountSen, 'payment');
  if (amountSen <= 0) throw new DomainRuleError('validation.invalidAmount');
  const ordered = [...instalments].sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.instalmentNo - b.instalmentNo,
  );
  const due = ordered.filter((instalment) => instalment.dueOn <= paidOn);
  const ahead = ordered.filter((instalment) => instalment.dueOn > paidOn);
  const allocations: ComponentAllocation[] = [];
  let left = amountSen;
  for (const [group, prepaid] of [
    [due, false],
    [ahead, true],
  ] as const) {
    for (const instalment of group) {
      for (const component of INSTALMENT_COMPONENTS) {
        if (left === ZERO_SEN) break;
        const outstanding = componentOutstandingSen(instalment.components[component]);
        if (outstanding <= 0) continue;
        const paid = smallerSen(outstanding, left);
        allocations.push({ instalmentNo: instalment.instalmentNo, component, amountSen: paid, prepaid });
        left = subtractSen(left, paid);
      }
    }
  }
  return {
    allocations,
    allocatedSen: subtractSen(amountSen, left),
    excess: excessPayment(left, variant),
  };
}

/**
 * The instalments after `allocations` are paid (`sign` 1) or undone by a reversal (`sign` -1): each component's
 * paid amount moves by its slice, and an instalment is met on `on` when nothing is left outstanding (a reversal
 * that leaves something outstanding clears the date).
 */
export function applyAllocations(
  instalments: readonly InstalmentState[],
  allocations: readonly Pick<ComponentAllocation, 'instalmentNo' | 'component' | 'amountSen'>[],
  on: LocalDate,
  sign: 1 | -1 = 1,
): InstalmentState[] {
  return instalments.map((instalment) => {
    const own = allocations.filter((allocation) => allocation.instalmentNo === instalment.instalmentNo);
    if (own.length === 0) return instalment;
    const components = { ...instalment.components };
    for (const { component, amountSen } of own) {
      const current = components[component];
      const paidSen =
        sign === 1 ? addSen(current.paidSen, amountSen) : subtractSen(current.paidSen, amountSen);
      if (paidSen < 0)
        throw new RangeError(`instalment ${instalment.instalmentNo} ${component} paid below zero`);
      components[component] = { ...current, paidSen };
    }
    const moved: InstalmentState = { ...instalment, components };
    const outstanding = instalmentOutstandingSen(moved);
    if (outstanding < 0)
      throw new RangeError(`instalment ${instalment.instalmentNo} paid beyond what was due`);
    const metOn = outstanding === 0 ? (instalment.metOn ?? on) : null;
    return { ...moved, metOn };
  });
}
