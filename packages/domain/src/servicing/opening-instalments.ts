import type { ScheduleRow } from '../loan/schedule.ts';
import { type Sen, ZERO_SEN } from '../money/sen.ts';
import type { ComponentAmounts, InstalmentState } from './instalment-state.ts';

function owed(dueSen: Sen): ComponentAmounts {
  return { dueSen, paidSen: ZERO_SEN, waivedSen: ZERO_SEN, writtenOffSen: ZERO_SEN };
}

/**
 * The instalments of an account as it opens: the agreement's schedule, to the sen, with nothing paid yet and no
 * late charge or fee.
 */
export function openingInstalments(schedule: readonly ScheduleRow[]): InstalmentState[] {
  return schedule.map((row) => ({
    instalmentNo: row.instalmentNo,
    dueOn: row.dueOn,
    components: {
      lateCharge: owed(ZERO_SEN),
      fee: owed(ZERO_SEN),
      interest: owed(row.interestSen),
      principal: owed(row.principalSen),
    },
    metOn: null,
  }));
}
