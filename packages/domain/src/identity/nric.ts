import type { LocalDate } from '../loan/schedule.ts';
import { ageOn } from './age.ts';
import { type PlaceOfBirth, placeOfBirth } from './place-of-birth.ts';

/**
 * A MyKad number (NRIC): YYMMDD-PB-###G. The first six digits are the date of birth, the next two the place of
 * birth (./place-of-birth.ts), the last four a serial whose last digit is odd for a man and even for a woman.
 * Forms take it as three parts of 6, 2 and 4 digits (spec 000 section 3).
 */
export interface NricParts {
  readonly part1: string;
  readonly part2: string;
  readonly part3: string;
}

export type NricInput = string | NricParts;

export type Gender = 'male' | 'female';

export const NRIC_PROBLEMS = {
  /** Not 12 digits as 6-2-4. */
  format: 'identity.nric.format',
  birthDate: 'identity.nric.invalidBirthDate',
  placeOfBirth: 'identity.nric.unknownPlaceOfBirth',
} as const;

export type NricProblem = (typeof NRIC_PROBLEMS)[keyof typeof NRIC_PROBLEMS];

export type NricInfo =
  | { readonly valid: false; readonly reason: NricProblem }
  | {
      readonly valid: true;
      /** 12 digits, no dashes: how the number is stored and compared. */
      readonly nric: string;
      /** As printed on the card: '900101-14-5678'. */
      readonly formatted: string;
      readonly dateOfBirth: LocalDate;
      readonly gender: Gender;
      readonly placeOfBirth: PlaceOfBirth;
    };

/**
 * The two-digit years 00 to 35 read as 2000 to 2035, the others as 1936 to 1999 (spec 000 section 3, 001 section 9).
 * A card is issued at 12, so the window keeps every living holder right for years to come.
 */
export const LAST_TWO_DIGIT_YEAR_IN_2000S = 35;

const DASHED_OR_PLAIN = /^(\d{6})-?(\d{2})-?(\d{4})$/;
const PART_LENGTHS = { part1: /^\d{6}$/, part2: /^\d{2}$/, part3: /^\d{4}$/ } as const;

/** Reads a MyKad number given as '900101-14-5678', '900101145678' or its three parts. */
export function nricInfo(input: NricInput): NricInfo {
  const parts = typeof input === 'string' ? splitNric(input) : wellFormedParts(input);
  if (!parts) return { valid: false, reason: NRIC_PROBLEMS.format };
  const dateOfBirth = birthDate(parts.part1);
  if (!dateOfBirth) return { valid: false, reason: NRIC_PROBLEMS.birthDate };
  const place = placeOfBirth(parts.part2);
  if (!place) return { valid: false, reason: NRIC_PROBLEMS.placeOfBirth };
  const lastDigit = Number(parts.part3.at(-1));
  return {
    valid: true,
    nric: joinNric(parts),
    formatted: `${parts.part1}-${parts.part2}-${parts.part3}`,
    dateOfBirth,
    gender: lastDigit % 2 === 1 ? 'male' : 'female',
    placeOfBirth: place,
  };
}

export function isValidNric(input: NricInput): boolean {
  return nricInfo(input).valid;
}

/**
 * Completed years of age on `today` of the NRIC's holder; null when the number is not valid or its date of birth
 * is after `today` (a typo in the year, or a 20xx year that has not come yet).
 */
export function ageFromNric(input: NricInput, today: LocalDate): number | null {
  const info = nricInfo(input);
  if (!info.valid || info.dateOfBirth > today) return null;
  return ageOn(info.dateOfBirth, today);
}

/** '900101-14-5678' or '900101145678' -> its three parts; null when it is not 12 digits in that shape. */
export function splitNric(nric: string): NricParts | null {
  const match = DASHED_OR_PLAIN.exec(nric.trim());
  if (!match) return null;
  const [, part1 = '', part2 = '', part3 = ''] = match;
  return { part1, part2, part3 };
}

/** The three parts as the stored 12-digit number. */
export function joinNric(parts: NricParts): string {
  return `${parts.part1.trim()}${parts.part2.trim()}${parts.part3.trim()}`;
}

function wellFormedParts(parts: NricParts): NricParts | null {
  const trimmed = { part1: parts.part1.trim(), part2: parts.part2.trim(), part3: parts.part3.trim() };
  const wellFormed =
    PART_LENGTHS.part1.test(trimmed.part1) &&
    PART_LENGTHS.part2.test(trimmed.part2) &&
    PART_LENGTHS.part3.test(trimmed.part3);
  return wellFormed ? trimmed : null;
}

/** 'YYMMDD' -> 'YYYY-MM-DD' when it is a real calendar date (29 February only in a leap year). */
function birthDate(yymmdd: string): LocalDate | null {
  const twoDigitYear = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const year = twoDigitYear <= LAST_TWO_DIGIT_YEAR_IN_2000S ? 2000 + twoDigitYear : 1900 + twoDigitYear;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps time zones out of it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The NRIC as the product shows it where it may be seen over a shoulder (the application summary, the agreement's
 * signing page): only the last four digits, '900615145672' -> '********5672'.
 */
export function maskNric(nric: string): string {
  return `${'*'.repeat(Math.max(0, nric.length - 4))}${nric.slice(-4)}`;
}
