import { DomainRuleError } from '../errors/domain-rule-error.ts';
import type { CatalogKey } from '../i18n/catalog-key.ts';
import type { LocalDate } from '../loan/schedule.ts';
import { type Sen, sen } from '../money/sen.ts';
import { addSen } from '../money/sen-arithmetic.ts';

/**
 * JomPAY (decision 034). The biller code is the lender's, given by its biller bank and read from configuration.
 * Ref-1 is the agreement number's digits (year and serial; one serial serves both variants, so they name one
 * agreement) followed by a Luhn check digit: SKL-2026-000123 is paid with Ref-1 20260001233.
 */
const BILLER_CODE = /^\d{4,6}$/;
const AGREEMENT_NO = /^[A-Z]{2,5}-(\d{4})-(\d{6,})$/;
const REF1 = /^\d{11,20}$/;

export function isJompayBillerCode(value: string): boolean {
  return BILLER_CODE.test(value);
}

/** The Luhn digit that makes `digits` followed by it pass the Luhn check. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('a Luhn check digit is computed over digits');
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // Doubled: every second digit counting leftwards from the one next to the check digit.
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

export function jompayRef1(agreementNo: string): string {
  const match = AGREEMENT_NO.exec(agreementNo);
  if (!match) throw new DomainRuleError('servicingRules.jompay.notAnAgreementNo');
  const digits = `${match[1]}${match[2]}`;
  return `${digits}${luhnCheckDigit(digits)}`;
}

/** The agreement a Ref-1 names: the agreement number without its variant's prefix ('2026-000123'). */
export interface JompayRef1 {
  readonly ref1: string;
  readonly agreementNoSuffix: string;
}

/**
 * Reads a Ref-1 as a customer or a bank may write it (spaces and hyphens are ignored) and refuses one whose check
 * digit does not match, which is how a mistyped digit or two swapped neighbours show.
 */
export function parseJompayRef1(text: string): JompayRef1 {
  const ref1 = text.replace(/[\s-]/g, '');
  if (!REF1.test(ref1)) throw new DomainRuleError('servicingRules.jompay.ref1Invalid');
  const digits = ref1.slice(0, -1);
  if (luhnCheckDigit(digits) !== Number(ref1.slice(-1)))
    throw new DomainRuleError('servicingRules.jompay.ref1CheckDigit');
  return { ref1, agreementNoSuffix: `${digits.slice(0, 4)}-${digits.slice(4)}` };
}

/** A payment line of the bank's file as read. Its Ref-1 may not name an agreement: the line is then parked. */
export interface JompayPayment {
  readonly lineNo: number;
  readonly billerCode: string;
  readonly paidOn: LocalDate;
  readonly ref1: string;
  readonly ref2: string;
  readonly amountSen: Sen;
  readonly bankReference: string;
  /** The agreement named, or why Ref-1 names none. */
  readonly agreement: JompayRef1 | { readonly problem: CatalogKey };
}

/** A line that cannot be read as a payment, with every reason found. */
export interface JompayUnreadableLine {
  readonly lineNo: number;
  readonly text: string;
  readonly problems: readonly CatalogKey[];
}

export interface JompayFile {
  readonly billerCode: string | null;
  readonly fileDate: LocalDate | null;
  readonly payments: readonly JompayPayment[];
  readonly unreadable: readonly JompayUnreadableLine[];
  /** What is wrong with the file as a whole: a missing header or trailer, counts or totals that disagree. */
  readonly fileProblems: readonly CatalogKey[];
}

const AMOUNT = /^(\d{1,9})\.(\d{2})$/;
const YYYYMMDD = /^(\d{4})(\d{2})(\d{2})$/;

function localDate(text: string): LocalDate | null {
  const match = YYYYMMDD.exec(text);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const value = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === value ? value : null;
}

/** '1234.56' -> 123456 sen, from the digits; exactly two decimals, as the bank writes it. */
function amount(text: string): Sen | null {
  const match = AMOUNT.exec(text);
  return match ? sen(Number(`${match[1]}${match[2]}`)) : null;
}

function ref1Agreement(ref1: string): JompayRef1 | { problem: CatalogKey } {
  try {
    return parseJompayRef1(ref1);
  } catch (error) {
    if (error instanceof DomainRuleError) return { problem: error.key };
    throw error;
  }
}

/**
 * The bank's daily JomPAY reconciliation file (decision 034): comma-separated lines, a header, one line per payment,
 * a trailer.
 *
 *     H,<biller code>,<file date YYYYMMDD>
 *     D,<biller code>,<payment date YYYYMMDD>,<Ref-1>,<Ref-2>,<amount 0.00>,<bank reference>
 *     T,<number of D lines>,<total amount 0.00>
 *
 * One bad line never stops the rest: each line is read on its own and a line that cannot be read is returned with
 * its reasons. A payment whose Ref-1 names no agreement is still a payment (money the bank holds for the lender).
 */
export function parseJompayFile(text: string, expectedBillerCode?: string): JompayFile {
  const payments: JompayPayment[] = [];
  const unreadable: JompayUnreadableLine[] = [];
  const fileProblems: CatalogKey[] = [];
  const bankReferences = new Set<string>();
  let header: { billerCode: string; fileDate: LocalDate | null } | null = null;
  let trailer: { count: number; totalSen: Sen | null } | null = null;
  let detailLines = 0;

  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '') continue;
    const fields = line.split(',').map((field) => field.trim());
    const problems: CatalogKey[] = [];
    const kind = fields[0];
    if (kind === 'H') {
      if (
        header ||
        fields.length !== 3 ||
        !isJompayBillerCode(fields[1] ?? '') ||
        !localDate(fields[2] ?? '')
      )
        unreadable.push({ lineNo, text: raw, problems: ['servicingRules.jompay.headerInvalid'] });
      else header = { billerCode: fields[1] ?? '', fileDate: localDate(fields[2] ?? '') };
      continue;
    }
    if (kind === 'T') {
      const count = /^\d+$/.test(fields[1] ?? '') ? Number(fields[1]) : Number.NaN;
      if (trailer || fields.length !== 3 || Number.isNaN(count) || !amount(fields[2] ?? ''))
        unreadable.push({ lineNo, text: raw, problems: ['servicingRules.jompay.trailerInvalid'] });
      else trailer = { count, totalSen: amount(fields[2] ?? '') };
      continue;
    }
    if (kind !== 'D') {
      unreadable.push({ lineNo, text: raw, problems: ['servicingRules.jompay.unknownRecord'] });
      continue;
    }
    detailLines++;
    if (fields.length !== 7) {
      unreadable.push({ lineNo, text: raw, problems: ['servicingRules.jompay.fieldCount'] });
      continue;
    }
    const [, billerCode = '', paidOnText = '', ref1 = '', ref2 = '', amountText = '', bankReference = ''] =
      fields;
    const expected = expectedBillerCode ?? header?.billerCode;
    if (!isJompayBillerCode(billerCode) || (expected !== undefined && billerCode !== expected))
      problems.push('servicingRules.jompay.billerCodeMismatch');
    const paidOn = localDate(paidOnText);
    if (!paidOn) problems.push('servicingRules.jompay.dateInvalid');
    const amountSen = amount(amountText);
    if (amountSen === null || amountSen <= 0) problems.push('servicingRules.jompay.amountInvalid');
    if (bankReference === '') problems.push('servicingRules.jompay.bankReferenceMissing');
    else if (bankReferences.has(bankReference)) problems.push('servicingRules.jompay.bankReferenceRepeated');
    bankReferences.add(bankReference);
    if (problems.length > 0 || !paidOn || amountSen === null) {
      unreadable.push({ lineNo, text: raw, problems });
      continue;
    }
    payments.push({
      lineNo,
      billerCode,
      paidOn,
      ref1,
      ref2,
      amountSen,
      bankReference,
      agreement: ref1Agreement(ref1),
    });
  }

  if (!header) fileProblems.push('servicingRules.jompay.headerMissing');
  if (!trailer) fileProblems.push('servicingRules.jompay.trailerMissing');
  else {
    const readTotal = addSen(...payments.map((payment) => payment.amountSen));
    if (trailer.count !== detailLines) fileProblems.push('servicingRules.jompay.countMismatch');
    if (unreadable.length === 0 && trailer.totalSen !== readTotal)
      fileProblems.push('servicingRules.jompay.totalMismatch');
  }
  if (expectedBillerCode !== undefined && header && header.billerCode !== expectedBillerCode)
    fileProblems.push('servicingRules.jompay.billerCodeMismatch');
  return {
    billerCode: header?.billerCode ?? null,
    fileDate: header?.fileDate ?? null,
    payments,
    unreadable,
    fileProblems,
  };
}
