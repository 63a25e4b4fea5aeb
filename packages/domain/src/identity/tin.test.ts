import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import { isTin, tinInfo } from './tin.ts';

describe('tinInfo', () => {
  it.each([
    // typed              stored            prefix  taxpayer
    ['IG115002000', 'IG115002000', 'IG', 'individual'], // 9 digits
    ['ig12345678901', 'IG12345678901', 'IG', 'individual'], // 11 digits, typed in lower case
    [' C2584563200 ', 'C2584563200', 'C', 'nonIndividual'],
    ['CS1234567890', 'CS1234567890', 'CS', 'nonIndividual'],
    ['D123456789', 'D123456789', 'D', 'nonIndividual'],
    ['FA12345678901', 'FA12345678901', 'FA', 'nonIndividual'],
    ['PT1234567890', 'PT1234567890', 'PT', 'nonIndividual'],
    ['TP123456789', 'TP123456789', 'TP', 'nonIndividual'],
    ['J1234567890', 'J1234567890', 'J', 'nonIndividual'],
    ['LE1234567890', 'LE1234567890', 'LE', 'nonIndividual'],
  ])('%s is %s (%s, %s)', (typed, tin, prefix, taxpayer) => {
    expect(tinInfo(typed)).toEqual({ valid: true, tin, prefix, taxpayer });
  });

  it.each([
    ['', 'identity.tin.required'],
    ['   ', 'identity.tin.required'],
    ['IG12345678', 'identity.tin.invalid'], // 8 digits
    ['IG123456789012', 'identity.tin.invalid'], // 12 digits
    ['SG12345678901', 'identity.tin.invalid'], // an old individual prefix
    ['X123456789', 'identity.tin.invalid'],
    ['900101145678', 'identity.tin.invalid'], // an NRIC is not a TIN
    ['IG 12345678901', 'identity.tin.invalid'],
    ['IG-12345678901', 'identity.tin.invalid'],
  ])('refuses %j: %s', (typed, reason) => {
    expect(tinInfo(typed)).toEqual({ valid: false, reason: inCatalog(reason) });
    expect(isTin(typed)).toBe(false);
  });
});
