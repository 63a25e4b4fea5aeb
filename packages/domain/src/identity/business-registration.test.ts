import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import { businessRegistrationInfo, isBusinessRegistrationNumber } from './business-registration.ts';

describe('businessRegistrationInfo', () => {
  it.each([
    // number          year  type  entity type
    ['201901000005', 2019, '01', 'localCompany'],
    ['199501012345', 1995, '01', 'localCompany'], // renumbered, keeps its year
    ['202002000001', 2020, '02', 'foreignCompany'],
    ['202303123456', 2023, '03', 'business'],
    ['202104000321', 2021, '04', 'localLlp'],
    ['202205000001', 2022, '05', 'foreignLlp'],
    ['202406000077', 2024, '06', 'professionalLlp'],
  ])('%s: registered %s, type %s (%s)', (number, year, entityTypeCode, entityType) => {
    const info = businessRegistrationInfo(number);
    expect(info).toMatchObject({ valid: true, number, year, entityTypeCode, entityType });
    if (info.valid) inCatalog(info.entityTypeNameKey);
  });

  it.each([
    ['1312525-A', 'identity.businessRegistration.invalid'], // the old format
    ['20190100000', 'identity.businessRegistration.invalid'], // 11 digits
    ['2019-01-000005', 'identity.businessRegistration.invalid'],
    ['189901000005', 'identity.businessRegistration.invalidYear'],
    ['201900000005', 'identity.businessRegistration.invalidEntityType'],
    ['201907000005', 'identity.businessRegistration.invalidEntityType'],
  ])('refuses %s: %s', (number, reason) => {
    expect(businessRegistrationInfo(number)).toEqual({ valid: false, reason: inCatalog(reason) });
    expect(isBusinessRegistrationNumber(number)).toBe(false);
  });

  it('refuses a year that has not come yet, given today', () => {
    expect(isBusinessRegistrationNumber('202701000001', { today: '2026-11-23' })).toBe(false);
    expect(isBusinessRegistrationNumber('202601000001', { today: '2026-11-23' })).toBe(true);
    expect(isBusinessRegistrationNumber('202701000001')).toBe(true); // without today, only the lower bound
  });
});
