import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatRinggit } from './format.ts';
import { type Sen, sen } from './sen.ts';

describe('formatRinggit', () => {
  it.each([
    [0, 'RM0.00'],
    [5, 'RM0.05'],
    [150, 'RM1.50'],
    [123_456, 'RM1,234.56'],
    [500_000, 'RM5,000.00'],
    [100_000_000_01, 'RM100,000,000.01'],
    [-150, '-RM1.50'],
  ])('writes %i sen as %s', (amount, text) => {
    expect(formatRinggit(sen(amount))).toBe(text);
  });

  it('writes the same digits in Malay', () => {
    expect(formatRinggit(sen(123_456), 'ms')).toBe('RM1,234.56');
  });

  it('drops the sen of whole ringgit amounts when asked', () => {
    expect(formatRinggit(sen(500_000), 'en', { wholeRinggit: true })).toBe('RM5,000');
    expect(formatRinggit(sen(500_050), 'en', { wholeRinggit: true })).toBe('RM5,000.50');
    expect(formatRinggit(sen(-100_000), 'ms', { wholeRinggit: true })).toBe('-RM1,000');
  });

  it('writes every digit of the largest amounts, which a floating-point number of ringgit would round', () => {
    expect(formatRinggit(sen(Number.MAX_SAFE_INTEGER))).toBe('RM90,071,992,547,409.91');
  });

  it('refuses an amount that is not whole sen', () => {
    // As a caller without types could pass it.
    expect(() => formatRinggit(12.5 as Sen)).toThrow(RangeError);
  });
});

describe('formatBasisPoints', () => {
  it.each([
    [3_500, '35%'],
    [6_000, '60%'],
    [1_093, '10.93%'],
    [1_050, '10.5%'],
    [0, '0%'],
    [150, '1.5%'],
    [1_800, '18%'],
    [123_456, '1,234.56%'],
  ])('writes %i bp as %s', (basisPoints, text) => {
    expect(formatBasisPoints(basisPoints)).toBe(text);
    expect(formatBasisPoints(basisPoints, 'ms')).toBe(text);
  });
});
