import { SEN_PER_RINGGIT, type Sen, sen } from './sen.ts';

/**
 * Ringgit as a person types them, read from the digits themselves: never through a floating-point multiplication,
 * which turns 1234.56 x 100 into 123455.99999999999. Both apps' money fields read and write their text here.
 */
export type RinggitTextProblem = 'validation.invalidAmount' | 'validation.amountTooManyDecimals';

export type ParsedRinggit =
  | { readonly sen: Sen; readonly problem?: undefined }
  | { readonly sen?: undefined; readonly problem: RinggitTextProblem };

/** Up to RM999,999,999.99: whole ringgit, then at most two decimals. */
const RINGGIT_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
const BEYOND_THE_SEN = /^\d{1,9}\.\d{3,}$/;

/**
 * '3,500', 'RM 3500.5', 'rm1234.56', ' 0.01 ' to sen. 'RM' and commas are allowed, not required; a sign, an
 * exponent, a space inside the number or a dot without digits on both sides is no amount, and a third decimal is
 * refused rather than rounded away.
 */
export function parseRinggit(text: string): ParsedRinggit {
  const cleaned = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/,/g, '');
  const match = RINGGIT_TEXT.exec(cleaned);
  if (!match) {
    return {
      problem: BEYOND_THE_SEN.test(cleaned) ? 'validation.amountTooManyDecimals' : 'validation.invalidAmount',
    };
  }
  const [, whole = '0', fraction = ''] = match;
  return { sen: sen(Number(whole) * SEN_PER_RINGGIT + Number(fraction.padEnd(2, '0'))) };
}

/**
 * The text an input shows for an amount it holds, which `parseRinggit` reads back to the same sen: 500000 ->
 * '5000.00', or '5000' with `{ wholeRinggit: true }` when the sen are nothing (350050 -> '3500.50' either way).
 */
export function ringgitInputText(amount: Sen, options: { wholeRinggit?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const fraction = absolute % SEN_PER_RINGGIT;
  const whole = (absolute - fraction) / SEN_PER_RINGGIT;
  if (options.wholeRinggit && fraction === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/**
 * Text that is no amount, handed to the form in place of an amount: every money field of a form or request
 * schema refuses it (a positive or non-negative amount), and the money field shows why.
 */
export const UNREADABLE_AMOUNT = -1;

/**
 * What a money field hands to its form for the text typed: the sen; `emptyValue` when nothing is typed (undefined
 * for the form's 'required' message, or null where empty means something, such as no upper limit); or
 * `UNREADABLE_AMOUNT`.
 */
export function senFromInput(
  text: string,
  emptyValue: null | undefined = undefined,
): Sen | typeof UNREADABLE_AMOUNT | null | undefined {
  if (text.trim() === '') return emptyValue;
  return parseRinggit(text).sen ?? UNREADABLE_AMOUNT;
}
