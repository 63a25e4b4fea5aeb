import { describe, expect, it } from 'vitest';
import { formatBasisPointsAsPercent, formatSen, parseRinggitToSen, senToInputText } from './money.ts';

describe('formatSen', () => {
  it.each([
    [0, 'RM0.00'],
    [5, 'RM0.05'],
    [150, 'RM1.50'],
    [123_456, 'RM1,234.56'],
    [500_000, 'RM5,000.00'],
    [100_000_000_01, 'RM100,000,000.01'],
    [-150, '-RM1.50'],
  ])('writes %i sen as %s', (sen, text) => {
    expect(formatSen(sen)).toBe(text);
  });

  it('writes the same digits in Malay', () => {
    expect(formatSen(123_456, 'ms')).toBe('RM1,234.56');
  });

  it('refuses an amount that is not whole sen', () => {
    expect(() => formatSen(12.5)).toThrow(RangeError);
  });
});

describe('parseRinggitToSen', () => {
  it.each([
    ['5000', 500_000],
    ['5,000.00', 500_000],
    ['RM 5000.5', 500_050],
    ['rm1234.56', 123_456],
    [' 0.01 ', 1],
  ])('reads %s as %i sen', (text, sen) => {
    expect(parseRinggitToSen(text)).toBe(sen);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3'])('refuses %j', (text) => {
    expect(parseRinggitToSen(text)).toBeNull();
  });

  it('gives back what an input shows', () => {
    expect(senToInputText(500_000)).toBe('5000.00');
    expect(senToInputText(123_456)).toBe('1234.56');
  });
});

describe('formatBasisPointsAsPercent', () => {
  it.each([
    [3_500, '35%'],
    [6_000, '60%'],
    [1_093, '10.93%'],
    [1_050, '10.5%'],
    [0, '0%'],
  ])('writes %i bp as %s', (basisPoints, text) => {
    expect(formatBasisPointsAsPercent(basisPoints)).toBe(text);
  });
});
