import { assertSen, SEN_PER_RINGGIT, type Sen } from './sen.ts';

export type Language = 'en' | 'ms';

/**
 * Groups an integer's digits in threes with commas, as both English and Malay write amounts in Malaysia (1,234,567).
 * Written from the digits rather than through Intl.NumberFormat: the result is the same on every runtime, whatever
 * locale data it carries, and a phone does not load a locale's number data (tens of milliseconds on a slow one)
 * before it can show the first amount.
 */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * An amount as people read it: 123456 sen -> "RM1,234.56", -150 -> "-RM1.50"; whole ringgit amounts can drop the
 * sen with `{ wholeRinggit: true }` (500000 -> "RM5,000"). Written from the digits, never through a division into
 * a floating-point number of ringgit. English and Malay write it alike; the language is asked for all the same, so
 * that every caller already says whose reader it writes for.
 */
export function formatRinggit(
  amount: Sen,
  _language: Language = 'en',
  options: { wholeRinggit?: boolean } = {},
): string {
  assertSen(amount);
  const absolute = Math.abs(amount);
  const fraction = absolute % SEN_PER_RINGGIT;
  const whole = groupDigits(String((absolute - fraction) / SEN_PER_RINGGIT));
  const sen = options.wholeRinggit && fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}RM${whole}${sen}`;
}

/** 150 bp -> "1.5%"; 1800 bp -> "18%". */
export function formatBasisPoints(basisPoints: number, _language: Language = 'en'): string {
  const sign = basisPoints < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(basisPoints));
  const fraction = String(absolute % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${groupDigits(String(Math.floor(absolute / 100)))}${fraction ? `.${fraction}` : ''}%`;
}
