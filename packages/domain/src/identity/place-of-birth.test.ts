import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import { PLACE_OF_BIRTH_CODES, placeOfBirth } from './place-of-birth.ts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));

describe('place-of-birth codes', () => {
  it('are the codes JPN issues, and no other', () => {
    expect(PLACE_OF_BIRTH_CODES).toEqual([
      ...range(1, 16),
      ...range(21, 59),
      ...range(60, 68),
      '71',
      '72',
      ...range(74, 79),
      '82',
      ...range(83, 93),
      '98',
      '99',
    ]);
  });

  it.each(['00', '17', '18', '19', '20', '69', '70', '73', '80', '81', '94', '95', '96', '97', '1', '100'])(
    '%s is not a place of birth',
    (code) => {
      expect(placeOfBirth(code)).toBeUndefined();
    },
  );

  it.each([
    ['01', '01'],
    ['24', '01'],
    ['36', '08'],
    ['54', '14'],
    ['57', '14'],
    ['58', '15'],
    ['59', '05'],
    ['16', '16'],
  ])('%s is a birth in the state %s', (code, stateCode) => {
    expect(placeOfBirth(code)).toMatchObject({ code, kind: 'state', stateCode });
  });

  it('names every place in the catalog', () => {
    for (const code of PLACE_OF_BIRTH_CODES) inCatalog(placeOfBirth(code)?.nameKey ?? `missing ${code}`);
  });
});
