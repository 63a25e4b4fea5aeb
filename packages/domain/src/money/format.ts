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

/** 123456 sen -> "RM1,234.56"; whole ringgit amounts can drop the sen with `{ wholeRinggit: true }`. */
export function formatRinggit(
  sen: number,
  language: Language = 'en',
  options: { wholeRinggit?: boolean } = {},
): string {
  const negative = sen < 0;
  const absolute = Math.abs(sen);
  const fractionDigits = options.wholeRinggit && absolute % 100 === 0 ? 0 : 2;
  const text = formatterFor(language, fractionDigits).format(absolute / 100);
  return `${negative ? '-' : ''}RM${text}`;
}

/** 150 bp -> "1.5%"; 1800 bp -> "18%". */
export function formatBasisPoints(basisPoints: number, language: Language = 'en'): string {
  const percent = basisPoints / 100;
  const digits = Number.isInteger(percent) ? 0 : percent * 10 === Math.round(percent * 10) ? 1 : 2;
  return `${formatterFor(language, digits).format(percent)}%`;
}
