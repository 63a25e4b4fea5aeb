import type { LocalDate } from '../loan/schedule.ts';
import type { Sen } from '../money/sen.ts';
import { addSen, subtractSen } from '../money/sen-arithmetic.ts';

/**
 * What an instalment is made of, in the order a payment meets them (decision 030): late charges first, then fees
 * (reminder postage and the like), then interest (profit for Islamic financing), then principal.
 */
export const INSTALMENT_COMPONENTS = ['lateCharge', 'fee', 'interest', 'principal'] as const;
export type InstalmentComponent = (typeof INSTALMENT_COMPONENTS)[number];

/** One component of one instalment: what fell due and how it was met. Outstanding = due - paid - waived - writtenOff. */
export interface ComponentAmounts {
  readonly dueSen: Sen;
  readonly paidSen: Sen;
  readonly waivedSen: Sen;
  readonly writtenOffSen: Sen;
}

/** One row of a loan account's schedule as it stands: the agreement's figures and what has happened to them since. */
export interface InstalmentState {
  /** 1-based. */
  readonly instalmentNo: number;
  readonly dueOn: LocalDate;
  readonly components: Readonly<Record<InstalmentComponent, ComponentAmounts>>;
  /** The business date on which nothing was left outstanding; null while something is. */
  readonly metOn: LocalDate | null;
}

export function componentOutstandingSen(amounts: ComponentAmounts): Sen {
  return subtractSen(amounts.dueSen, addSen(amounts.paidSen, amounts.waivedSen, amounts.writtenOffSen));
}

export function instalmentOutstandingSen(instalment: InstalmentState): Sen {
  return addSen(
    ...INSTALMENT_COMPONENTS.map((component) => componentOutstandingSen(instalment.components[component])),
  );
}
