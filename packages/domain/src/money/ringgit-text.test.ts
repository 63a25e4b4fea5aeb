import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRinggit, ringgitInputText, senFromInput, UNREADABLE_AMOUNT } from './ringgit-text.ts';
import { sen } from './sen.ts';

describe('parseRinggit: ringgit as typed to sen', () => {
  it.each([
    ['3500', 350_000],
    ['3500.5', 350_050],
    ['3500.50', 350_050],
    ['1234.56', 123_456],
    ['0.29', 29],
    ['1,234.56', 123_456],
    ['RM 2,000', 200_000],
    ['rm4500.10', 450_010],
    [' 1500 ', 150_000],
    ['999999999.99', 99_999_999_999],
    ['5000', 500_000],
    ['5,000.00', 500_000],
    ['RM 5000.5', 500_050],
    ['rm1234.56', 123_456],
    [' 0.01 ', 1],
  ])('%s is %i sen', (text, expected) => {
    expect(parseRinggit(text)).toEqual({ sen: expected });
  });

  it.each(['', 'abc', '-100', '-5', '1e3', '12.', '.5', '1 000', '12,34.5.6', '1000000000', 'RM', '5 RM'])(
    '%j is no amount',
    (text) => {
      expect(parseRinggit(text)).toEqual({ problem: 'validation.invalidAmount' });
    },
  );

  it.each(['12.345', '5000.001', 'RM 1,234.567'])(
    '%j goes beyond the sen, and is refused rather than rounded',
    (text) => {
      expect(parseRinggit(text)).toEqual({ problem: 'validation.amountTooManyDecimals' });
    },
  );

  it('is exact where floating point is not', () => {
    // 1234.56 * 100 = 123455.99999999999 in floating point; 4.35 * 100 = 434.99999999999994.
    expect(parseRinggit('1234.56').sen).toBe(123_456);
    expect(parseRinggit('4.35').sen).toBe(435);
    expect(parseRinggit('1.15').sen).toBe(115);
  });
});

describe('ringgitInputText: the text an input shows for an amount', () => {
  it.each([
    [500_000, '5000.00'],
    [123_456, '1234.56'],
    [350_050, '3500.50'],
    [5, '0.05'],
    [0, '0.00'],
  ])('writes %i sen as %s', (amount, text) => {
    expect(ringgitInputText(sen(amount))).toBe(text);
  });

  it('drops the sen of a whole ringgit amount when asked', () => {
    expect(ringgitInputText(sen(350_000), { wholeRinggit: true })).toBe('3500');
    expect(ringgitInputText(sen(350_050), { wholeRinggit: true })).toBe('3500.50');
    expect(ringgitInputText(sen(5), { wholeRinggit: true })).toBe('0.05');
  });

  it('is read back to the same sen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.boolean(), (amount, wholeRinggit) => {
        expect(parseRinggit(ringgitInputText(sen(amount), { wholeRinggit })).sen).toBe(amount);
      }),
    );
  });
});

describe('senFromInput: what a money field hands its form', () => {
  it('tells the form empty from invalid', () => {
    expect(senFromInput('  ')).toBeUndefined();
    expect(senFromInput('abc')).toBe(-1);
    expect(senFromInput('2500')).toBe(250_000);
  });

  it('gives the field’s own empty value, where empty means something', () => {
    expect(senFromInput('', null)).toBeNull();
    expect(senFromInput('12.345', null)).toBe(UNREADABLE_AMOUNT);
  });
});
