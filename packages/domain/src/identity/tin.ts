/**
 * LHDN tax identification number (TIN), needed for e-invoices (spec 000 section 1, 'tax identification number
 * update'). The rule follows LHDN's e-Invoice Guideline and its TIN format notes: a prefix naming the kind of
 * taxpayer, then 9 to 11 digits.
 * - Individuals: 'IG', e.g. IG115002000 (older individual prefixes such as 'SG' and 'OG' were merged into 'IG').
 * - Others: C company, CS co-operative society, D partnership, E employer, F association, FA non-resident public
 *   entertainer, PT limited liability partnership, TA trust body, TC unit trust or property trust, TN business
 *   trust, TR real estate investment trust or property trust fund, TP deceased person's estate, J Hindu joint
 *   family, LE Labuan entity.
 * Only the shape is checked here: whether the number belongs to the customer is LHDN's to answer.
 */
export const INDIVIDUAL_TIN_PREFIX = 'IG';

export const NON_INDIVIDUAL_TIN_PREFIXES = [
  'C',
  'CS',
  'D',
  'E',
  'F',
  'FA',
  'PT',
  'TA',
  'TC',
  'TN',
  'TR',
  'TP',
  'J',
  'LE',
] as const;

export type TinPrefix = typeof INDIVIDUAL_TIN_PREFIX | (typeof NON_INDIVIDUAL_TIN_PREFIXES)[number];

export type TinInfo =
  | { readonly valid: false; readonly reason: 'identity.tin.required' | 'identity.tin.invalid' }
  | {
      readonly valid: true;
      /** Upper case, no spaces around: 'IG12345678901'. */
      readonly tin: string;
      readonly prefix: TinPrefix;
      readonly taxpayer: 'individual' | 'nonIndividual';
    };

// Longest prefixes first, so 'CS123456789' is a co-operative and never a company 'C' followed by 'S'.
const PREFIXES = [INDIVIDUAL_TIN_PREFIX, ...NON_INDIVIDUAL_TIN_PREFIXES].sort((a, b) => b.length - a.length);
const TIN = new RegExp(`^(${PREFIXES.join('|')})\\d{9,11}$`);

/** Reads a TIN typed in any case ('ig12345678901' -> 'IG12345678901'). */
export function tinInfo(input: string): TinInfo {
  const tin = input.trim().toUpperCase();
  if (tin === '') return { valid: false, reason: 'identity.tin.required' };
  const match = TIN.exec(tin);
  if (!match) return { valid: false, reason: 'identity.tin.invalid' };
  const prefix = match[1] as TinPrefix;
  return {
    valid: true,
    tin,
    prefix,
    taxpayer: prefix === INDIVIDUAL_TIN_PREFIX ? 'individual' : 'nonIndividual',
  };
}

export function isTin(input: string): boolean {
  return tinInfo(input).valid;
}
