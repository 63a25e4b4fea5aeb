import { differenceInCalendarDays } from 'date-fns';
import { type LocalDate, parseLocalDate } from '../loan/schedule.ts';
import type { Sen } from '../money/sen.ts';
import { addSen } from '../money/sen-arithmetic.ts';
import { type InstalmentState, instalmentOutstandingSen } from './instalment-state.ts';

export interface AccountArrears {
  /** What is outstanding on instalments whose due date is before `on`. */
  readonly arrearsSen: Sen;
  /** Days since the oldest instalment still not met fell due; 0 when none is overdue. */
  readonly daysPastDue: number;
}

/** How far behind an account stands on business date `on`: an instalment due on `on` is due, not yet overdue. */
export function accountArrears(instalments: readonly InstalmentState[], on: LocalDate): AccountArrears {
  const overdue = instalments.filter(
    (instalment) => instalment.dueOn < on && instalmentOutstandingSen(instalment) > 0,
  );
  const oldest = overdue.map((instalment) => instalment.dueOn).sort()[0];
  return {
    arrearsSen: addSen(...overdue.map(instalmentOutstandingSen)),
    daysPastDue: oldest ? differenceInCalendarDays(parseLocalDate(on), parseLocalDate(oldest)) : 0,
  };
}
