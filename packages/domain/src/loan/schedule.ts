import { addDays, addMonths, format, parseISO } from 'date-fns';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import type { Sen } from '../money/sen.ts';
import { divideSen, smallerSen, subtractSen } from '../money/sen-arithmetic.ts';
import { FIRST_INSTALMENT_DAYS_AFTER_SIGNING } from './constants.ts';
import type { LoanQuote } from './quote.ts';

/** A calendar date as 'YYYY-MM-DD', free of time zones. */
export type LocalDate = string;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseLocalDate(value: LocalDate): Date {
  const date = LOCAL_DATE.test(value) ? parseISO(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()) || format(date, 'yyyy-MM-dd') !== value) {
    throw new DomainRuleError('validation.invalidDate');
  }
  return date;
}

export function toLocalDate(date: Date): LocalDate {
  return format(date, 'yyyy-MM-dd');
}

export interface ScheduleRow {
  /** 1-based. */
  readonly instalmentNo: number;
  readonly dueOn: LocalDate;
  readonly instalmentSen: Sen;
  readonly principalSen: Sen;
  /** Interest for the conventional loan, profit for Islamic financing. */
  readonly interestSen: Sen;
  /** Still owed after this instalment is paid. */
  readonly balanceAfterSen: Sen;
}

/**
 * One row per instalment: the first falls due 30 days after signing, each later one on the same day of the
 * following months (counted from the first due date, so a 31st never drifts to the 28th for good).
 * Interest is spread evenly (flat rate), the last row absorbing the rounding, so that each column sums exactly.
 */
export function repaymentSchedule(input: { quote: LoanQuote; signedOn: LocalDate }): ScheduleRow[] {
  const { quote } = input;
  const firstDue = addDays(parseLocalDate(input.signedOn), FIRST_INSTALMENT_DAYS_AFTER_SIGNING);
  const months = quote.tenureMonths;
  const interestPerMonth = divideSen(quote.totalInterestSen, months, 'down');
  const rows: ScheduleRow[] = [];
  let balance = quote.totalPayableSen;
  let interestLeft = quote.totalInterestSen;
  for (let i = 0; i < months; i++) {
    const isLast = i === months - 1;
    const instalmentSen = isLast ? quote.lastInstalmentSen : quote.monthlyInstalmentSen;
    const interestSen = isLast ? interestLeft : smallerSen(interestPerMonth, interestLeft);
    interestLeft = subtractSen(interestLeft, interestSen);
    balance = subtractSen(balance, instalmentSen);
    rows.push({
      instalmentNo: i + 1,
      dueOn: toLocalDate(addMonths(firstDue, i)),
      instalmentSen,
      principalSen: subtractSen(instalmentSen, interestSen),
      interestSen,
      balanceAfterSen: balance,
    });
  }
  return rows;
}
