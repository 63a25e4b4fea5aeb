import {
  addCalendarDays,
  addSen,
  type LocalDate,
  lateChargeSen,
  quoteLoan,
  repaymentSchedule,
  type Sen,
  sen,
  subtractSen,
  type Variant,
  ZERO_SEN,
} from '@sinar/domain';
import { TEST_LENDER } from '../../../lib/pdf/testing.ts';
import type { ReceiptInput } from './receipt-input.ts';
import type {
  DocumentChannel,
  IbraRow,
  PlainLineKind,
  StatementInput,
  StatementLine,
} from './statement-input.ts';
import { carriesIbraTable } from './statement-pdf.ts';

const ADDRESS = '12, Jalan Mawar 3, Taman Bunga, 43000 Kajang, Selangor';

/**
 * Aisyah's RM5,000 loan over 12 months (RM491.67 a month, RM5,900.00 in all), eleven weeks in: the first instalment
 * paid by FPX, the second by JomPAY and reversed when the bank recalled the credit, 16 days of late payment interest
 * on it (8% x 16/365 x RM491.67 = RM1.72), a reminder letter's postage, then both instalments and the charges paid
 * at the counter.
 */
export function conventionalStatement(): StatementInput {
  return {
    variant: 'conventional',
    lender: TEST_LENDER,
    borrower: { name: 'Aisyah binti Ahmad', nric: '900615145672', address: ADDRESS },
    accountNo: 'LA-2026-000123',
    agreementNo: 'SKL-2026-000123',
    statementDate: '2027-02-15',
    period: { from: '2026-11-25', to: '2027-02-15' },
    principalSen: sen(500_000),
    annualRateBp: 1_800,
    totalPayableSen: sen(590_000),
    monthlyInstalmentSen: sen(49_167),
    arrearsSen: ZERO_SEN,
    lateChargesSen: ZERO_SEN,
    outstandingBalanceSen: sen(442_499),
    openingBalanceSen: ZERO_SEN,
    lines: [
      line('2026-11-25', 'disbursement', 'JNL-0000001', { debit: 590_000 }),
      payment('2026-12-24', 'RCP-2026-000101', 'fpx', 49_167),
      payment('2027-01-25', 'RCP-2027-000102', 'jompay', 49_167, '2027-01-28'),
      reversal('2027-01-28', 'JNL-0000007', {
        reference: 'RCP-2027-000102',
        amount: 49_167,
        reason: 'Bank recalled the credit',
      }),
      line('2027-02-10', 'lateCharge', 'JNL-0000009', { debit: 172 }),
      line('2027-02-10', 'reminderPostage', 'JNL-0000010', { debit: 1_000 }),
      payment('2027-02-11', 'RCP-2027-000103', 'counter', 99_506),
    ],
  };
}

/**
 * Hafiz's RM3,000 financing over 6 months (RM545.00 a month, selling price RM3,270.00): the first instalment by
 * direct debit, the second by card and reversed, 11 days of ta'widh on it (1% x 11/365 x RM545.00 = RM0.16), then
 * both by FPX; the ibra' table after each payment that stood.
 */
export function islamicStatement(): StatementInput {
  return {
    variant: 'islamic',
    lender: TEST_LENDER,
    borrower: { name: 'Hafiz bin Rahman', nric: '880808055123', address: ADDRESS },
    accountNo: 'LA-2026-000124',
    agreementNo: 'SKF-2026-000124',
    statementDate: '2027-02-10',
    period: { from: '2026-11-25', to: '2027-02-10' },
    principalSen: sen(300_000),
    annualRateBp: 1_800,
    totalPayableSen: sen(327_000),
    monthlyInstalmentSen: sen(54_500),
    arrearsSen: ZERO_SEN,
    lateChargesSen: ZERO_SEN,
    outstandingBalanceSen: sen(163_500),
    openingBalanceSen: ZERO_SEN,
    lines: [
      line('2026-11-25', 'disbursement', 'JNL-0000021', { debit: 327_000 }),
      payment('2026-12-25', 'RCP-2026-000201', 'directDebit', 54_500),
      payment('2027-01-25', 'RCP-2027-000202', 'card', 54_500, '2027-01-27'),
      reversal('2027-01-27', 'JNL-0000025', { reference: 'RCP-2027-000202', amount: 54_500, reason: null }),
      line('2027-02-05', 'lateCharge', 'JNL-0000027', { debit: 16 }),
      payment('2027-02-05', 'RCP-2027-000203', 'fpx', 109_016),
    ],
    ibraRows: [
      ibraRow('2026-12-25', [54_500, 4_500, 50_000, 272_500, 250_000, 22_500]),
      ibraRow('2027-02-05', [109_000, 9_000, 100_000, 163_500, 150_000, 13_500]),
    ],
  };
}

function line(
  date: LocalDate,
  kind: PlainLineKind,
  reference: string,
  amount: { debit?: number; credit?: number },
): StatementLine {
  return { date, kind, reference, debitSen: sen(amount.debit ?? 0), creditSen: sen(amount.credit ?? 0) };
}

function reversal(
  date: LocalDate,
  reference: string,
  reversed: { reference: string; amount: number; reason: string | null },
): StatementLine {
  return {
    date,
    kind: 'paymentReversal',
    reference,
    reversedReference: reversed.reference,
    reason: reversed.reason,
    debitSen: sen(reversed.amount),
    creditSen: ZERO_SEN,
  };
}

function payment(
  date: LocalDate,
  reference: string,
  channel: DocumentChannel,
  amount: number,
  reversedOn: LocalDate | null = null,
): StatementLine {
  return {
    date,
    kind: 'payment',
    reference,
    channel,
    reversedOn,
    debitSen: ZERO_SEN,
    creditSen: sen(amount),
  };
}

function ibraRow(
  paymentDate: LocalDate,
  amounts: readonly [number, number, number, number, number, number],
): IbraRow {
  const [instalment, profit, principal, sellingPrice, outstandingPrincipal, unearnedProfit] = amounts.map(
    (amount) => sen(amount),
  ) as [Sen, Sen, Sen, Sen, Sen, Sen];
  return {
    paymentDate,
    instalmentSen: instalment,
    profitPaidSen: profit,
    principalPaidSen: principal,
    outstandingSellingPriceSen: sellingPrice,
    outstandingPrincipalSen: outstandingPrincipal,
    unearnedProfitSen: unearnedProfit,
  };
}

/** Days late each instalment is paid, in turn: most on time, some a few days, a few weeks. */
const LATENESS = [0, 3, 0, 14, 0, 21, 2, 0, 9, 0, 30, 5] as const;
const CHANNELS: readonly DocumentChannel[] = ['directDebit', 'fpx', 'jompay', 'card', 'counter'];
/** A reminder letter goes out on this day past due, its postage charged to the account. */
const REMINDER_DAY = 7;
const POSTAGE = sen(1_000);

/**
 * A 24-month RM10,000 loan (or financing) 700 days after it was paid out, the statement's whole history: every
 * instalment due in that time, late ones with their late charge accrued day by day (each day's line the increase of
 * 8%, or 1%, x D/365 x S), a reminder's postage a week past due, a payment by each channel in turn, the fifth
 * instalment's payment reversed and paid again, and the last instalment due still unpaid at the statement date.
 */
export function longStatement(variant: Variant = 'conventional', days = 700): StatementInput {
  const quote = quoteLoan({ variant, amountSen: sen(1_000_000), tenureMonths: 24 });
  const signedOn = '2025-01-06';
  const statementDate = addCalendarDays(signedOn, days);
  const schedule = repaymentSchedule({ quote, signedOn });
  const entries: { line: StatementLine; order: number }[] = [];
  const add = (entry: StatementLine) => entries.push({ line: entry, order: entries.length });
  let journal = 0;
  let receipt = 0;
  const journalNo = () => `JNL-${String(++journal).padStart(7, '0')}`;
  const receiptNo = () => `RCP-${String(++receipt).padStart(6, '0')}`;
  const ibraRows: IbraRow[] = [];
  let principalLeft = quote.amountSen;
  let profitLeft = quote.totalInterestSen;
  let arrears = ZERO_SEN;
  let chargesOutstanding = ZERO_SEN;

  add(line(signedOn, 'disbursement', journalNo(), { debit: quote.totalPayableSen }));
  schedule
    .filter((row) => row.dueOn < statementDate)
    .forEach((row, index, due) => {
      const unpaid = index === due.length - 1;
      const lateness = LATENESS[index % LATENESS.length] ?? 0;
      const paidOn = addCalendarDays(row.dueOn, lateness);
      let charges = ZERO_SEN;
      for (let day = 1; day <= (unpaid ? days : lateness); day++) {
        const on = addCalendarDays(row.dueOn, day);
        if (on > statementDate) break;
        const accrued = subtractSen(
          lateChargeSen({ variant, overdueSen: row.instalmentSen, days: day }),
          lateChargeSen({ variant, overdueSen: row.instalmentSen, days: day - 1 }),
        );
        if (accrued > 0) add(line(on, 'lateCharge', journalNo(), { debit: accrued }));
        charges = addSen(charges, accrued);
        if (day === REMINDER_DAY) {
          add(line(on, 'reminderPostage', journalNo(), { debit: POSTAGE }));
          charges = addSen(charges, POSTAGE);
        }
      }
      if (unpaid) {
        arrears = row.instalmentSen;
        chargesOutstanding = charges;
        return;
      }
      const amount = addSen(row.instalmentSen, charges);
      const channel = CHANNELS[index % CHANNELS.length] ?? 'fpx';
      if (index === 4) {
        const reference = receiptNo();
        const reversedOn = addCalendarDays(paidOn, 2);
        add({
          date: paidOn,
          kind: 'payment',
          reference,
          channel,
          reversedOn,
          debitSen: ZERO_SEN,
          creditSen: amount,
        });
        add(
          reversal(reversedOn, journalNo(), {
            reference,
            amount,
            reason: 'Cheque returned unpaid by the bank',
          }),
        );
      }
      const settledOn = index === 4 ? addCalendarDays(paidOn, 4) : paidOn;
      add({
        date: settledOn,
        kind: 'payment',
        reference: receiptNo(),
        channel: index === 4 ? 'fpx' : channel,
        reversedOn: null,
        debitSen: ZERO_SEN,
        creditSen: amount,
      });
      principalLeft = subtractSen(principalLeft, row.principalSen);
      profitLeft = subtractSen(profitLeft, row.interestSen);
      ibraRows.push({
        paymentDate: settledOn,
        instalmentSen: row.instalmentSen,
        profitPaidSen: row.interestSen,
        principalPaidSen: row.principalSen,
        outstandingSellingPriceSen: row.balanceAfterSen,
        outstandingPrincipalSen: principalLeft,
        unearnedProfitSen: profitLeft,
      });
    });

  const lines = entries
    .sort((a, b) => (a.line.date === b.line.date ? a.order - b.order : a.line.date < b.line.date ? -1 : 1))
    .map((entry) => entry.line);
  const outstanding = lines.reduce(
    (balance, entry) => subtractSen(addSen(balance, entry.debitSen), entry.creditSen),
    ZERO_SEN,
  );
  return {
    variant,
    lender: TEST_LENDER,
    borrower: { name: 'Aisyah binti Ahmad', nric: '900615145672', address: ADDRESS },
    accountNo: 'LA-2025-000042',
    agreementNo: 'SKL-2025-000042',
    statementDate,
    period: { from: signedOn, to: statementDate },
    principalSen: quote.amountSen,
    annualRateBp: quote.annualRateBp,
    totalPayableSen: quote.totalPayableSen,
    monthlyInstalmentSen: quote.monthlyInstalmentSen,
    arrearsSen: arrears,
    lateChargesSen: chargesOutstanding,
    outstandingBalanceSen: outstanding,
    openingBalanceSen: ZERO_SEN,
    lines,
    ...(carriesIbraTable(variant) ? { ibraRows } : {}),
  };
}

/**
 * The receipt of Aisyah's counter payment of 11 February 2027: RM995.06 met RM11.72 of charges (RM1.72 late payment
 * interest, RM10.00 postage), RM150.00 of interest and RM833.34 of principal (two instalments).
 */
export function counterReceipt(variant: Variant = 'conventional'): ReceiptInput {
  return {
    variant,
    lender: TEST_LENDER,
    receiptNo: 'RCP-2027-000103',
    receivedAt: new Date('2027-02-11T06:42:00Z'),
    payer: { name: 'Aisyah binti Ahmad', nric: '900615145672' },
    agreementNo: 'SKL-2026-000123',
    amountSen: sen(99_506),
    channel: 'counter',
    channelReference: 'CTR-KJG-0042',
    applied: { lateCharge: sen(172), fee: sen(1_000), interest: sen(15_000), principal: sen(83_334) },
    excessSen: ZERO_SEN,
    balanceAfterSen: sen(442_499),
  };
}
