import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { accountArrears } from './account-arrears.ts';
import type { InstalmentState } from './instalment-state.ts';

function row(instalmentNo: number, dueOn: string, interestPaid: number): InstalmentState {
  const zero = { dueSen: sen(0), paidSen: sen(0), waivedSen: sen(0), writtenOffSen: sen(0) };
  return {
    instalmentNo,
    dueOn,
    components: {
      lateCharge: zero,
      fee: zero,
      interest: { ...zero, dueSen: sen(15_000), paidSen: sen(interestPaid) },
      principal: { ...zero, dueSen: sen(41_667) },
    },
    metOn: null,
  };
}

describe('accountArrears', () => {
  const rows = [row(1, '2027-01-10', 15_000), row(2, '2027-02-10', 0), row(3, '2027-03-10', 0)];

  it('counts the instalments due before the date, from the oldest one not met', () => {
    expect(accountArrears(rows, '2027-03-11')).toEqual({
      arrearsSen: 41_667 + 56_667 + 56_667,
      daysPastDue: 60,
    });
  });

  it('treats an instalment falling due on the date as due, not overdue', () => {
    expect(accountArrears(rows.slice(1), '2027-02-10')).toEqual({ arrearsSen: 0, daysPastDue: 0 });
  });
});
