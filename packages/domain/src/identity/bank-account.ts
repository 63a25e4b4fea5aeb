/**
 * Bank account numbers for disbursement and direct debit. The spec gives no lengths (only 'invalid bank account
 * number'), and the banks differ: 10 digits at Public Bank, 12 at Maybank, 14 at RHB, 16 at BSN, and so on. So a
 * bank's own range can be passed in, from the bank master list; without one the default is deliberately wider than
 * any domestic format, 8 to 17 digits, so that a real account is never refused. A typo within the range is caught
 * later, when the bank checks the account holder's name for the direct-debit mandate.
 */
export interface DigitRange {
  readonly min: number;
  readonly max: number;
}

export const DEFAULT_BANK_ACCOUNT_DIGITS: DigitRange = { min: 8, max: 17 };

export type BankAccountProblem = 'validation.numbersOnly' | 'identity.bankAccount.invalid';

/** The catalog key of what is wrong with the number, or null when it is acceptable. Spaces and dashes are refused. */
export function bankAccountProblem(
  input: string,
  digits: DigitRange = DEFAULT_BANK_ACCOUNT_DIGITS,
): BankAccountProblem | null {
  const value = input.trim();
  if (!/^\d+$/.test(value)) return 'validation.numbersOnly';
  if (value.length < digits.min || value.length > digits.max) return 'identity.bankAccount.invalid';
  return null;
}

export function isBankAccountNumber(
  input: string,
  digits: DigitRange = DEFAULT_BANK_ACCOUNT_DIGITS,
): boolean {
  return bankAccountProblem(input, digits) === null;
}

/** '1234567890123' -> '0123': what a direct-debit record shows (spec 000 section 3, 'last four digits'). */
export function lastFourDigits(accountNumber: string): string {
  return accountNumber.trim().slice(-4);
}
