import {
  DomainRuleError,
  type Language,
  type LoanQuote,
  type LocalDate,
  repaymentSchedule,
  type ScheduleRow,
  type Sen,
  type SmeStamping,
  type Variant,
} from '@sinar/domain';
import type { LenderParticulars } from '../../../lib/pdf/lender-particulars.ts';

/**
 * Everything the agreement's PDF prints, as plain values: the document knows nothing of the database. The money
 * comes from the domain's quote and schedule (`agreementParticulars` below fills it from them), so the PDF and the
 * summary screen can never disagree to the sen. For Islamic financing the principal is the cost price, the charges
 * are the profit and the total payable is the selling price; the Wakalah fee is zero for the conventional loan.
 */
export interface AgreementParticulars {
  readonly language: Language;
  readonly variant: Variant;
  readonly agreementNo: string;
  readonly agreementDate: LocalDate;
  readonly lender: LenderParticulars;
  readonly borrower: {
    readonly name: string;
    readonly nric: string;
    readonly address: string;
  };
  readonly principalSen: Sen;
  readonly annualRateBp: number;
  /** Interest for the conventional loan, profit for Islamic financing. */
  readonly chargesSen: Sen;
  /** The total repayable; for Islamic financing the selling price, the most the customer can ever pay. */
  readonly totalPayableSen: Sen;
  readonly instalmentSen: Sen;
  readonly finalInstalmentSen: Sen;
  readonly firstRepaymentOn: LocalDate;
  readonly months: number;
  readonly wakalahFeeSen: Sen;
  readonly schedule: readonly ScheduleRow[];
  /** An SME partner or staff loan's: its partner id, the stamping and the business the borrower signs for. */
  readonly sme?: SmeParticulars;
}

/** What an SME partner or staff agreement prints beside the individual's particulars (docs/decisions/063). */
export interface SmeParticulars {
  /** Null for group staff. */
  readonly partnerId: string | null;
  /** The SME loan's stamping in its parts; null for the staff loan, whose stamp duty is the personal loan's. */
  readonly stamping: SmeStamping | null;
  /** The business of a sole proprietor, partnership or company, for which the borrower signs. */
  readonly company: { readonly name: string; readonly registrationNo: string } | null;
}

/**
 * The particulars of an approved quote signed on `agreementDate`: the schedule is the domain's, its first due date
 * 30 days after signing.
 */
export function agreementParticulars(input: {
  readonly language: Language;
  readonly agreementNo: string;
  readonly agreementDate: LocalDate;
  readonly lender: LenderParticulars;
  readonly borrower: AgreementParticulars['borrower'];
  readonly quote: LoanQuote;
  readonly sme?: SmeParticulars;
}): AgreementParticulars {
  const { quote } = input;
  const schedule = repaymentSchedule({ quote, signedOn: input.agreementDate });
  return {
    language: input.language,
    variant: quote.variant,
    agreementNo: input.agreementNo,
    agreementDate: input.agreementDate,
    lender: input.lender,
    borrower: input.borrower,
    principalSen: quote.amountSen,
    annualRateBp: quote.annualRateBp,
    chargesSen: quote.totalInterestSen,
    totalPayableSen: quote.totalPayableSen,
    instalmentSen: quote.monthlyInstalmentSen,
    finalInstalmentSen: quote.lastInstalmentSen,
    firstRepaymentOn: firstRow(schedule).dueOn,
    months: quote.tenureMonths,
    wakalahFeeSen: quote.wakalahFeeSen,
    schedule,
    ...(input.sme ? { sme: input.sme } : {}),
  };
}

function firstRow(schedule: readonly ScheduleRow[]): ScheduleRow {
  const [first] = schedule;
  if (!first) throw new RangeError('a schedule has at least one instalment');
  return first;
}

/** Spec 000: an agreement is never drawn up for a nameless borrower. */
export function assertBorrowerNamed(particulars: Pick<AgreementParticulars, 'borrower'>): void {
  if (particulars.borrower.name.trim() === '') throw new DomainRuleError('errors.applicantNameEmpty');
}
