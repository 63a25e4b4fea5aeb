import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import { ageFromNric, isValidNric, joinNric, maskNric, nricInfo, splitNric } from './nric.ts';
import { PLACE_OF_BIRTH_CODES } from './place-of-birth.ts';

describe('nricInfo', () => {
  it('reads a dashed number: date of birth, gender, place of birth', () => {
    expect(nricInfo('900101-14-5678')).toEqual({
      valid: true,
      nric: '900101145678',
      formatted: '900101-14-5678',
      dateOfBirth: '1990-01-01',
      gender: 'female', // 8 is even
      placeOfBirth: { code: '14', kind: 'state', nameKey: 'identity.state.kualaLumpur', stateCode: '14' },
    });
  });

  it('reads the same number without dashes and as three parts', () => {
    const dashed = nricInfo('900101-14-5678');
    expect(nricInfo('900101145678')).toEqual(dashed);
    expect(nricInfo({ part1: '900101', part2: '14', part3: '5678' })).toEqual(dashed);
    expect(nricInfo({ part1: ' 900101', part2: '14 ', part3: '5678' })).toEqual(dashed);
  });

  it.each([
    // number            date of birth   gender    place code, kind, name
    ['000229-10-1235', '2000-02-29', 'male', '10', 'state', 'identity.state.selangor'], // leap day of 2000
    ['351231-01-0001', '2035-12-31', 'male', '01', 'state', 'identity.state.johor'], // last year read as 20xx
    ['360101-23-0002', '1936-01-01', 'female', '23', 'state', 'identity.state.johor'], // first year read as 19xx
    ['991231-59-1113', '1999-12-31', 'male', '59', 'state', 'identity.state.negeriSembilan'],
    ['850615-82-4444', '1985-06-15', 'female', '82', 'unknown', 'identity.placeOfBirth.unknownState'],
    ['850615-66-4445', '1985-06-15', 'male', '66', 'country', 'identity.placeOfBirth.singapore'],
    ['850615-71-4446', '1985-06-15', 'female', '71', 'country', 'identity.placeOfBirth.outsideMalaysia'],
    ['850615-99-4447', '1985-06-15', 'male', '99', 'country', 'identity.placeOfBirth.unspecifiedNationality'],
  ])('%s: born %s, %s, place %s (%s)', (nric, dateOfBirth, gender, code, kind, nameKey) => {
    expect(nricInfo(nric)).toMatchObject({
      valid: true,
      dateOfBirth,
      gender,
      placeOfBirth: { code, kind, nameKey },
    });
    inCatalog(nameKey);
  });

  it.each([
    ['010229-14-5678', 'identity.nric.invalidBirthDate'], // 2001 is not a leap year
    ['000230-14-5678', 'identity.nric.invalidBirthDate'],
    ['900431-14-5678', 'identity.nric.invalidBirthDate'], // April has 30 days
    ['901301-14-5678', 'identity.nric.invalidBirthDate'],
    ['900001-14-5678', 'identity.nric.invalidBirthDate'],
    ['900100-14-5678', 'identity.nric.invalidBirthDate'],
    ['900101-00-5678', 'identity.nric.unknownPlaceOfBirth'],
    ['900101-17-5678', 'identity.nric.unknownPlaceOfBirth'],
    ['900101-70-5678', 'identity.nric.unknownPlaceOfBirth'],
    ['900101-96-5678', 'identity.nric.unknownPlaceOfBirth'],
    ['900101-14-567', 'identity.nric.format'],
    ['9001011456789', 'identity.nric.format'],
    ['900101 14 5678', 'identity.nric.format'],
    ['90010-114-5678', 'identity.nric.format'],
    ['A00101-14-5678', 'identity.nric.format'],
    ['', 'identity.nric.format'],
  ])('refuses %s: %s', (nric, reason) => {
    expect(nricInfo(nric)).toEqual({ valid: false, reason: inCatalog(reason) });
    expect(isValidNric(nric)).toBe(false);
  });

  it('refuses three parts of the wrong lengths', () => {
    expect(nricInfo({ part1: '90010', part2: '114', part3: '5678' })).toEqual({
      valid: false,
      reason: 'identity.nric.format',
    });
  });
});

describe('ageFromNric', () => {
  it.each([
    ['081123-14-5678', 18], // eighteenth birthday today
    ['081124-14-5678', 17], // turns 18 tomorrow
    ['661123-14-5678', 60], // sixtieth birthday today
    ['661124-14-5678', 59],
    ['661122-14-5678', 60],
    ['261123-14-5678', 0], // born today
  ])('on 2026-11-23, the holder of %s is %s', (nric, age) => {
    expect(ageFromNric(nric, '2026-11-23')).toBe(age);
  });

  it('has no age for a birth date after today or an invalid number', () => {
    expect(ageFromNric('300101-14-5678', '2026-11-23')).toBeNull(); // 2030
    expect(ageFromNric('010229-14-5678', '2026-11-23')).toBeNull();
  });
});

describe('splitNric and joinNric', () => {
  it('split a number into the three boxes and join them back', () => {
    expect(splitNric('900101-14-5678')).toEqual({ part1: '900101', part2: '14', part3: '5678' });
    expect(splitNric('900101145678')).toEqual({ part1: '900101', part2: '14', part3: '5678' });
    expect(splitNric('90010114567')).toBeNull();
    expect(joinNric({ part1: '900101', part2: '14', part3: '5678' })).toBe('900101145678');
  });

  it('round-trip every valid number, whose date of birth gives back its first six digits', () => {
    const validNric = fc
      .record({
        birth: fc.date({
          min: new Date(Date.UTC(1936, 0, 1)),
          max: new Date(Date.UTC(2035, 11, 31)),
          noInvalidDate: true,
        }),
        place: fc.constantFrom(...PLACE_OF_BIRTH_CODES),
        serial: fc.integer({ min: 0, max: 9_999 }),
      })
      .map(({ birth, place, serial }) => {
        const yymmdd = birth.toISOString().slice(2, 10).replaceAll('-', '');
        return `${yymmdd}${place}${String(serial).padStart(4, '0')}`;
      });
    fc.assert(
      fc.property(validNric, (nric) => {
        const info = nricInfo(nric);
        if (!info.valid) return false;
        const parts = splitNric(info.formatted);
        return (
          parts !== null &&
          joinNric(parts) === nric &&
          info.dateOfBirth.slice(2).replaceAll('-', '') === nric.slice(0, 6) &&
          (Number(nric.at(-1)) % 2 === 1) === (info.gender === 'male')
        );
      }),
    );
  });
});

describe('maskNric', () => {
  it('shows only the last four digits', () => {
    expect(maskNric('900615145672')).toBe('********5672');
    expect(maskNric('5672')).toBe('5672');
  });
});
