import type { SmeAgreementProduct, Variant } from '@sinar/domain';

/** The number the customer and the lender quote: SKL-2026-000123 for a loan, SKF-2026-000123 for financing. */
export const AGREEMENT_NO_PREFIX: Readonly<Record<Variant, string>> = {
  conventional: 'SKL',
  islamic: 'SKF',
};

/**
 * One sequence serves both variants, so a number never repeats across them; the year is the Malaysian calendar
 * year of the approval that opened the agreement. A rolled-back approval leaves a gap, harmless for a reference.
 */
export function agreementNumber(variant: Variant, malaysianToday: string, serial: number): string {
  return `${AGREEMENT_NO_PREFIX[variant]}-${malaysianToday.slice(0, 4)}-${String(serial).padStart(6, '0')}`;
}

/**
 * An SME partner loan's number: SKS-2026-000123, from the same sequence. A staff loan is a personal loan and is
 * numbered as one (SKL).
 */
export function smeAgreementNumber(
  product: SmeAgreementProduct,
  malaysianToday: string,
  serial: number,
): string {
  if (product === 'STAFF') return agreementNumber('conventional', malaysianToday, serial);
  return `SKS-${malaysianToday.slice(0, 4)}-${String(serial).padStart(6, '0')}`;
}
