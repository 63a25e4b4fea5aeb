import { describe, expect, it } from 'vitest';
import { MALAYSIAN_STATES } from './malaysian-state.ts';
import { isPostcode, lookupPostcode } from './postcode.ts';

describe('lookupPostcode', () => {
  it.each([
    ['50450', 'Kuala Lumpur', 'Wilayah Persekutuan Kuala Lumpur', '14'],
    ['62000', 'Putrajaya', 'Wilayah Persekutuan Putrajaya', '16'],
    ['87000', 'Labuan', 'Wilayah Persekutuan Labuan', '15'],
    ['40000', 'Shah Alam', 'Selangor', '10'],
    ['10200', 'Pulau Pinang', 'Pulau Pinang', '07'],
    ['93000', 'Kuching', 'Sarawak', '13'],
    ['88000', 'Kota Kinabalu', 'Sabah', '12'],
  ])('%s is in %s, %s', (postcode, city, state, stateCode) => {
    expect(lookupPostcode(postcode)).toMatchObject({ postcode, city, state, stateCode });
  });

  it('lists every town of a postcode that serves two', () => {
    expect(lookupPostcode('86400')).toMatchObject({
      city: 'Batu Pahat',
      cities: ['Batu Pahat', 'Parit Raja'],
    });
    expect(lookupPostcode('50450')?.cities).toEqual(['Kuala Lumpur']);
  });

  it('knows no postcode Pos Malaysia does not use', () => {
    expect(lookupPostcode('00000')).toBeNull();
    expect(lookupPostcode('99999')).toBeNull();
    expect(lookupPostcode('5045')).toBeNull();
    expect(lookupPostcode('504500')).toBeNull();
    expect(lookupPostcode('5O450')).toBeNull();
    expect(isPostcode('50450')).toBe(true);
    expect(isPostcode(' 50450 ')).toBe(true);
    expect(isPostcode('99999')).toBe(false);
  });

  it('places postcodes in every state and federal territory', () => {
    // One known postcode per state: a renamed state in a new version of the data would fail the lookup loudly.
    const samples = [
      '80000',
      '05000',
      '15000',
      '75000',
      '70000',
      '25000',
      '10200',
      '30000',
      '01000',
      '40000',
      '20000',
      '88000',
      '93000',
      '50450',
      '87000',
      '62000',
    ];
    expect(samples.map((postcode) => lookupPostcode(postcode)?.stateCode)).toEqual(
      MALAYSIAN_STATES.map((state) => state.code),
    );
  });
});
