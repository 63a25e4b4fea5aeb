import { describe, expect, it } from 'vitest';
import { parseRinggitToSen, senFromInput, senToRinggitText } from './ringgit.ts';

describe('ringgit typed to sen', () => {
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
  ])('%s is %i sen', (text, sen) => {
    expect(parseRinggitToSen(text)).toBe(sen);
  });

  it.each(['', 'abc', '12.345', '-100', '1e3', '12.', '.5', '1 000', '12,34.5.6'])(
    '%j is no amount',
    (text) => {
      expect(parseRinggitToSen(text)).toBeNull();
    },
  );

  it('is exact where floating point is not', () => {
    // 1234.56 * 100 = 123455.99999999999 in floating point; 4.35 * 100 = 434.99999999999994.
    expect(parseRinggitToSen('1234.56')).toBe(123_456);
    expect(parseRinggitToSen('4.35')).toBe(435);
    expect(parseRinggitToSen('1.15')).toBe(115);
  });

  it('writes sen back as the input shows it', () => {
    expect(senToRinggitText(350_000)).toBe('3500');
    expect(senToRinggitText(350_050)).toBe('3500.50');
    expect(senToRinggitText(5)).toBe('0.05');
  });

  it('tells the form empty from invalid', () => {
    expect(senFromInput('  ')).toBeUndefined();
    expect(senFromInput('abc')).toBe(-1);
    expect(senFromInput('2500')).toBe(250_000);
  });
});
