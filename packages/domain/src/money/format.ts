import { assertSen, SEN_PER_RINGGIT, type Sen } from './sen.ts';

export type Language = 'en' | 'ms';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: Language, fractionDigits: number): Intl.NumberFormat {
  const cacheKey = `${language}:${fractionDigits}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * An amount as people read it: 123456 sen -> "RM1,234.56", -150 -> "-RM1.50"; whole ringgit amounts can drop the
 * sen with `{ wholeRinggit: true }` (500000 -> "RM5,000"). Written from the digits, never through a division into
 * a floating-point number of ringgit.
 */
export function formatRinggit(
  amount: Sen,
  language: Language = 'en',
  options: { wholeRinggit?: boolean } = {},
): string {
  assertSen(amount);
  const absolute = Math.abs(amount);
  const fraction = absolute % SEN_PER_RINGGIT;
  const whole = formatterFor(language, 0).format((absolute - fraction) / SEN_PER_RINGGIT);
  const sen = options.wholeRinggit && fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}RM${whole}${sen}`;
}

/** 150 bp -> "1.5%"; 1800 bp -> "18%". */
export function formatBasisPoints(basisPoints: number, language: Language = 'en'): string {
  const percent = basisPoints / 100;
  const digits = Number.isInteger(percent) ? 0 : percent * 10 === Math.round(percent * 10) ? 1 : 2;
  return `${formatterFor(language, digits).format(percent)}%`;
}
