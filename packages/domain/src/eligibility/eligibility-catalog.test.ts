import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../i18n/catalog-shape.ts';
import { en } from '../i18n/en.ts';
import { INDIVIDUAL_INELIGIBILITY_REASONS } from './individual.ts';
import { SME_INELIGIBILITY_REASONS } from './sme.ts';

describe('eligibility wording', () => {
  it('has a text for every reason', () => {
    const keys = new Set(catalogKeys(en));
    const reasons = [...INDIVIDUAL_INELIGIBILITY_REASONS, ...SME_INELIGIBILITY_REASONS];
    expect(reasons.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('uses spec 000 section 8’s own words for the telecom and SME reasons', () => {
    expect(en.eligibility.reasons).toMatchObject({
      invalidPersonalData: 'Invalid personal data',
      notPrincipalHolder: 'Not a master or principal account holder',
      accountBelowSixMonths: 'Account below 6 months',
      taxIdNotUpdated: 'Tax ID not updated',
      commissionBelowMinimum: 'Average recurring commission below RM500',
    });
  });
});
