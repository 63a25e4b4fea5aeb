import type { Language } from '../i18n/catalog-shape.ts';

/**
 * The months' names as the ICU data of Node 24 writes them for en-MY and ms-MY (CLDR 48), so that a day written from
 * this table reads the same as a time written by `Intl.DateTimeFormat` beside it.
 */
export const MONTH_NAMES: Readonly<Record<Language, { short: readonly string[]; long: readonly string[] }>> =
  {
    en: {
      short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
      long: [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
    },
    ms: {
      short: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
      long: [
        'Januari',
        'Februari',
        'Mac',
        'April',
        'Mei',
        'Jun',
        'Julai',
        'Ogos',
        'September',
        'Oktober',
        'November',
        'Disember',
      ],
    },
  };
