import type { Variant } from '@sinar/domain';

/** The reference an applicant quotes: SK-2026-000123 for a loan, SKI-2026-000123 for Islamic financing. */
export const APPLICATION_NO_PREFIX: Readonly<Record<Variant, string>> = {
  conventional: 'SK',
  islamic: 'SKI',
};

/**
 * One sequence serves both variants, so a number never repeats across them; the year is the Malaysian calendar
 * year of the day the draft is made. A rolled-back draft leaves a gap, which is harmless for a reference.
 */
export function applicationNumber(variant: Variant, malaysianToday: string, serial: number): string {
  return `${APPLICATION_NO_PREFIX[variant]}-${malaysianToday.slice(0, 4)}-${String(serial).padStart(6, '0')}`;
}
