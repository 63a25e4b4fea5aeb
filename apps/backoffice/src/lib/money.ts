import type { Language } from '@sinar/domain';

/**
 * Amounts are integer sen everywhere; these turn them into what an officer reads and back. Both work on the digits
 * themselves, never through a floating-point multiplication or division by 100.
 */
const wholeFormatters = new Map<Language, Intl.NumberFormat>();

function wholeFormatter(language: Language): Intl.NumberFormat {
  let formatter = wholeFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ms' ? 'ms-MY' : 'en-MY', { maximumFractionDigits: 0 });
    wholeFormatters.set(language, formatter);
  }
  return formatter;
}

/** 123456 -> 'RM1,234.56'; 500000 -> 'RM5,000.00'; -150 -> '-RM1.50'. */
export function formatSen(sen: number, language: Language = 'en'): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`An amount in sen must be a whole number, got ${sen}`);
  const absolute = Math.abs(sen);
  const whole = wholeFormatter(language).format(Math.trunc(absolute / 100));
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sen < 0 ? '-' : ''}RM${whole}.${fraction}`;
}

const RINGGIT_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Ringgit as typed ('5,000', 'RM 5000.5') to sen; null when the text is not an amount. */
export function parseRinggitToSen(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/,/g, '');
  const match = RINGGIT_TEXT.exec(cleaned);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Sen as an input shows it: 500000 -> '5000.00'. */
export function senToInputText(sen: number): string {
  return `${Math.trunc(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage: 3500 -> '35%', 3333 -> '33.33%'. */
export function formatBasisPointsAsPercent(basisPoints: number, language: Language = 'en'): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = basisPoints % 100;
  const digits = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return `${wholeFormatter(language).format(whole)}${digits}%`;
}
