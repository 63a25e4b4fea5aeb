import { describe, expect, it } from 'vitest';
import { assertSen, isSen, ringgit, sen, senToRinggit, ZERO_SEN } from './sen.ts';

describe('money in sen', () => {
  it('converts ringgit to sen exactly', () => {
    expect(ringgit(1_234.56)).toBe(123_456);
    expect(ringgit(0.1 + 0.2)).toBe(30);
    expect(() => ringgit(1.005)).toThrow(RangeError);
  });

  it('makes an amount only of a safe integer', () => {
    expect(sen(123_456)).toBe(123_456);
    expect(sen(-150)).toBe(-150);
    expect(ZERO_SEN).toBe(0);
    expect(() => sen(12.5)).toThrow(RangeError);
    expect(() => sen(Number.NaN)).toThrow(RangeError);
    expect(() => sen(2 ** 53)).toThrow(RangeError);
    expect(() => assertSen(0.1, 'netSalarySen')).toThrow(
      'netSalarySen must be a whole number of sen, got 0.1',
    );
  });

  it('tells an amount from anything else', () => {
    expect(isSen(500_000)).toBe(true);
    expect(isSen(5_000.5)).toBe(false);
    expect(isSen('500000')).toBe(false);
  });

  it('gives the ringgit a message or a slider counts in', () => {
    expect(senToRinggit(sen(100_000))).toBe(1_000);
    expect(senToRinggit(sen(500_050))).toBe(5_000.5);
  });
});
