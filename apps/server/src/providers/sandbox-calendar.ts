/**
 * Seeded demo records describe one day (their `dated_as_of`). A demo that says 'opened 4 months ago' or 'a bill
 * overdue' must say so on whatever day it runs, so the sandboxes read a record as if it had been written this month:
 * every date moves forward by the whole calendar months since. Moving by months, not days, keeps billing months and
 * due days where a real bill has them.
 */

/** 'YYYY-MM-DD' or 'YYYY-MM' -> months since year 0, so two months can be subtracted. */
function monthIndex(dateOrMonth: string): number {
  const year = Number(dateOrMonth.slice(0, 4));
  const month = Number(dateOrMonth.slice(5, 7));
  return year * 12 + (month - 1);
}

function monthOf(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Whole calendar months from `from`'s month to `to`'s month; negative when `to` is earlier. */
export function monthsBetween(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from);
}

/** 'YYYY-MM' moved by whole months. */
export function addMonthsToMonth(month: string, months: number): string {
  return monthOf(monthIndex(month) + months);
}

/** 'YYYY-MM-DD' moved by whole months; a day the target month lacks becomes its last day (31 Jan + 1 = 28 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const target = monthOf(monthIndex(date) + months);
  const lastDay = new Date(Date.UTC(Number(target.slice(0, 4)), Number(target.slice(5, 7)), 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${target}-${String(day).padStart(2, '0')}`;
}

/** The month of a 'YYYY-MM-DD' date. */
export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}
