import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import { bankAccountProblem, isBankAccountNumber, lastFourDigits } from './bank-account.ts';

describe('bank account numbers', () => {
  it.each([
    ['12345678', null], // 8 digits, the shortest accepted
    ['514123456789', null], // 12, like Maybank
    ['12345678901234567', null], // 17, the longest accepted
    [' 1234567890 ', null],
    ['1234567', 'identity.bankAccount.invalid'],
    ['123456789012345678', 'identity.bankAccount.invalid'],
    ['5141-2345-6789', 'validation.numbersOnly'],
    ['5141 2345 6789', 'validation.numbersOnly'],
    ['', 'validation.numbersOnly'],
  ])('%j: %s', (number, problem) => {
    expect(bankAccountProblem(number)).toBe(problem === null ? null : inCatalog(problem));
  });

  it("uses a bank's own range when given", () => {
    const publicBank = { min: 10, max: 10 };
    expect(isBankAccountNumber('1234567890', publicBank)).toBe(true);
    expect(isBankAccountNumber('123456789012', publicBank)).toBe(false);
  });

  it('shows the last four digits', () => {
    expect(lastFourDigits('514123456789')).toBe('6789');
  });
});
