import {
  addSen,
  formatBasisPoints,
  formatRinggit,
  type Language,
  maskNric,
  type Sen,
  subtractSen,
  type Variant,
} from '@sinar/domain';
import type { AccountDocumentsKey } from '@sinar/domain/i18n/en/account-documents';
import { PDFDocument } from 'pdf-lib';
import { longDate, shortDate } from '../../../lib/pdf/document-text.ts';
import { describeDocument, embedFonts, FlowWriter, numberPages } from '../../../lib/pdf/pdf-layout.ts';
import { type AccountDocumentsText, accountDocumentsText, lenderBlock } from './document-parts.ts';
import type { IbraRow, StatementInput, StatementLine } from './statement-input.ts';

type SummaryRow = readonly [
  label: AccountDocumentsKey,
  value: (input: StatementInput, language: Language, t: AccountDocumentsText) => string,
];

/** What each variant's statement sets out, looked up by variant: its summary of the account, and its ibra' table. */
interface StatementLayout {
  readonly summary: readonly SummaryRow[];
  /** The ibra' table of Islamic financing (BNM's Guidelines on Ibra'): one row per payment. */
  readonly ibraTable: boolean;
}

const money =
  (pick: (input: StatementInput) => Sen) =>
  (input: StatementInput, language: Language): string =>
    formatRinggit(pick(input), language);

const SUMMARY_HEAD: readonly SummaryRow[] = [
  ['statement.accountNo', (input) => input.accountNo],
  ['statement.agreementNo', (input) => input.agreementNo],
  ['statement.statementDate', (input, language) => longDate(language, input.statementDate)],
  [
    'statement.period',
    (input, _language, t) =>
      t('statement.periodRange', { from: shortDate(input.period.from), to: shortDate(input.period.to) }),
  ],
  ['statement.principal', money((input) => input.principalSen)],
  ['statement.rate', (input, language) => formatBasisPoints(input.annualRateBp, language)],
];

const SUMMARY_TAIL: readonly SummaryRow[] = [
  ['statement.instalment', money((input) => input.monthlyInstalmentSen)],
  ['statement.arrears', money((input) => input.arrearsSen)],
  ['statement.lateCharge', money((input) => input.lateChargesSen)],
  ['statement.outstanding', money((input) => input.outstandingBalanceSen)],
];

const LAYOUTS: Readonly<Record<Variant, StatementLayout>> = {
  conventional: { summary: [...SUMMARY_HEAD, ...SUMMARY_TAIL], ibraTable: false },
  islamic: {
    summary: [
      ...SUMMARY_HEAD,
      ['statement.sellingPrice', money((input) => input.totalPayableSen)],
      ...SUMMARY_TAIL,
    ],
    ibraTable: true,
  },
};

/** Whether the variant's statement carries the ibra' table, so the caller knows to give its rows. */
export function carriesIbraTable(variant: Variant): boolean {
  return LAYOUTS[variant].ibraTable;
}

/** A table of the statement: its column headings, their widths, and how many columns read from the left. */
interface TableShape {
  readonly headings: readonly AccountDocumentsKey[];
  /** In points; each table spans the width of A4 inside its margins. */
  readonly columns: readonly number[];
  readonly leftAligned: number;
  /** The headings' size: small enough that each fits its column on one line in both languages. */
  readonly headingSize: number;
}

/** Transaction date, description, reference no. (read from the left), debit, credit, balance. */
const LINES_TABLE: TableShape = {
  headings: [
    'statement.columns.date',
    'statement.columns.description',
    'statement.columns.reference',
    'statement.columns.debit',
    'statement.columns.credit',
    'statement.columns.balance',
  ],
  columns: [73, 164.28, 75, 60, 60, 63],
  leftAligned: 3,
  headingSize: 8.5,
};

/** The ibra' table: payment date, then its amounts. */
const IBRA_TABLE: TableShape = {
  headings: [
    'statement.ibraColumns.paymentDate',
    'statement.ibraColumns.instalment',
    'statement.ibraColumns.profitPaid',
    'statement.ibraColumns.principalPaid',
    'statement.ibraColumns.outstandingSellingPrice',
    'statement.ibraColumns.outstandingPrincipal',
    'statement.ibraColumns.unearnedProfit',
  ],
  columns: [56, 60, 68, 60, 84, 72, 95.28],
  leftAligned: 1,
  headingSize: 6.5,
};

function headingRow(w: FlowWriter, table: TableShape, t: AccountDocumentsText): void {
  w.row(
    table.headings.map((key) => t(key)),
    table.columns,
    { bold: true, leftAligned: table.leftAligned, size: table.headingSize },
  );
}

function bodyRow(
  w: FlowWriter,
  table: TableShape,
  cells: readonly string[],
  options: { bold?: boolean } = {},
): void {
  w.row(cells, table.columns, { bold: options.bold ?? false, leftAligned: table.leftAligned });
}

/** An entry's description, in the statement's language and the variant's wording. */
function describe(line: StatementLine, t: AccountDocumentsText): string {
  switch (line.kind) {
    case 'payment':
    case 'recovery': {
      const description = t(`statement.lines.${line.kind}`, { channel: t(`channels.${line.channel}`) });
      return line.reversedOn === null
        ? description
        : t('statement.lines.reversed', { description, date: shortDate(line.reversedOn) });
    }
    case 'paymentReversal':
      return line.reason === null
        ? t('statement.lines.reversal', { reference: line.reversedReference })
        : t('statement.lines.reversalWithReason', { reference: line.reversedReference, reason: line.reason });
    default:
      return t(`statement.lines.${line.kind}`);
  }
}

function amountCell(amount: Sen, language: Language): string {
  return amount === 0 ? '' : formatRinggit(amount, language);
}

/** A line is one side of one entry: a positive debit or a positive credit, never both, never neither. */
function assertOneSided(line: StatementLine): void {
  const debit = line.debitSen > 0;
  const credit = line.creditSen > 0;
  if (debit === credit || line.debitSen < 0 || line.creditSen < 0) {
    throw new RangeError(`statement line ${line.reference} must have one positive side`);
  }
}

/** The balance after each line, from the opening balance: debits raise it, credits lower it. */
function runningBalances(input: StatementInput): Sen[] {
  let balance = input.openingBalanceSen;
  return input.lines.map((line) => {
    assertOneSided(line);
    balance = subtractSen(addSen(balance, line.debitSen), line.creditSen);
    return balance;
  });
}

function assertIbraTableFits(input: StatementInput, layout: StatementLayout): void {
  if (layout.ibraTable !== (input.ibraRows !== undefined)) {
    throw new RangeError(
      `the ${input.variant} statement ${layout.ibraTable ? 'needs an' : 'has no'} ibra' table`,
    );
  }
}

/**
 * The statement of account in the customer's language (decision 036): the lender's particulars, the borrower with
 * the NRIC masked to its last four digits, the account's figures under Schedule J's headings, then every ledger entry
 * of the period with its running balance (a reversed payment stays, marked, beside its reversal), and for Islamic
 * financing the ibra' table. Pages follow the lines, each after the first headed by the account number and the
 * table's column headings, and every page numbered. Refuses a statement whose lines do not come to its outstanding
 * balance.
 */
export async function renderStatementOfAccount(
  input: StatementInput,
  language: Language,
): Promise<Uint8Array> {
  const layout = LAYOUTS[input.variant];
  assertIbraTableFits(input, layout);
  const balances = runningBalances(input);
  const closing = balances.at(-1) ?? input.openingBalanceSen;
  if (closing !== input.outstandingBalanceSen) {
    throw new RangeError(
      `statement lines come to ${closing} sen, not the outstanding balance of ${input.outstandingBalanceSen} sen`,
    );
  }
  const t = accountDocumentsText(language, input.variant);
  const title = t('statement.title');

  const doc = await PDFDocument.create();
  describeDocument(doc, {
    title: `${title} ${input.accountNo}`,
    subject: t('statement.subtitle'),
    author: input.lender.name,
    language,
    date: new Date(`${input.statementDate}T00:00:00+08:00`),
  });
  const fonts = await embedFonts(doc);

  /** The table being written, whose headings a new page repeats under the running title. */
  let openTable: TableShape | null = null;
  const w = new FlowWriter(doc, fonts, {
    onNewPage: (writer) => {
      writer.text(t('statement.continued', { title, accountNo: input.accountNo }), { size: 8, bold: true });
      writer.rule();
      if (openTable) headingRow(writer, openTable, t);
    },
  });

  lenderBlock(w, input.lender, t);
  w.gap(6);
  w.text(title, { size: 16, bold: true });
  w.text(t('statement.subtitle'), { size: 9 });
  w.rule();
  w.labelled(t('borrower.name'), input.borrower.name, 150);
  w.labelled(t('borrower.nric'), maskNric(input.borrower.nric), 150);
  w.labelled(t('borrower.address'), input.borrower.address, 150);
  w.rule();
  for (const [label, value] of layout.summary) w.labelled(t(label), value(input, language, t), 150);

  w.heading(t('statement.transactionsHeading'));
  headingRow(w, LINES_TABLE, t);
  openTable = LINES_TABLE;
  const balanceOnly = (date: string, label: string, balance: Sen) => [
    shortDate(date),
    label,
    '',
    '',
    '',
    formatRinggit(balance, language),
  ];
  bodyRow(
    w,
    LINES_TABLE,
    balanceOnly(input.period.from, t('statement.openingBalance'), input.openingBalanceSen),
  );
  input.lines.forEach((line, index) => {
    bodyRow(w, LINES_TABLE, [
      shortDate(line.date),
      describe(line, t),
      line.reference,
      amountCell(line.debitSen, language),
      amountCell(line.creditSen, language),
      formatRinggit(balances[index] ?? closing, language),
    ]);
  });
  bodyRow(w, LINES_TABLE, balanceOnly(input.period.to, t('statement.closingBalance'), closing), {
    bold: true,
  });
  openTable = null;

  if (input.ibraRows) {
    w.heading(t('statement.ibraHeading'));
    headingRow(w, IBRA_TABLE, t);
    openTable = IBRA_TABLE;
    for (const row of input.ibraRows) bodyRow(w, IBRA_TABLE, ibraCells(row, language));
    openTable = null;
  }

  w.gap(10);
  w.paragraph(t('statement.note'), { size: 8 });
  numberPages(doc, fonts.regular, (page, pages) => t('page', { page, pages }));
  return doc.save();
}

function ibraCells(row: IbraRow, language: Language): string[] {
  return [
    shortDate(row.paymentDate),
    formatRinggit(row.instalmentSen, language),
    formatRinggit(row.profitPaidSen, language),
    formatRinggit(row.principalPaidSen, language),
    formatRinggit(row.outstandingSellingPriceSen, language),
    formatRinggit(row.outstandingPrincipalSen, language),
    formatRinggit(row.unearnedProfitSen, language),
  ];
}
