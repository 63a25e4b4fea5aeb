import { describe, expect, it } from 'vitest';
import {
  smeTestAddress,
  smeTestCompany,
  smeTestCompleteForm,
  smeTestDirector,
  smeTestDisbursement,
  smeTestEmergency,
  smeTestIncorporatedCompany,
  smeTestPartnerApplicant,
  smeTestTwoDirectors,
} from '../sme/testing.ts';
import {
  smeCompanyApplicationSchema,
  smeIndividualApplicationSchema,
  smePartnershipApplicationSchema,
  smeSoleProprietorApplicationSchema,
  smeStaffApplicationSchema,
} from './sme-application.ts';
import { problemsOf } from './testing.ts';

const address = smeTestAddress;
// The NRIC as typed with dashes: the schema keeps it as 12 digits.
const applicant = { ...smeTestPartnerApplicant, nric: '790322-08-5519' };
const disbursement = smeTestDisbursement;
const emergency = smeTestEmergency;
const company = smeTestCompany;
const director = smeTestDirector;
const loan = {
  smeApplicationId: '0b9b6a4e-6a43-4d55-9f33-3f7f5d2b8c01',
  amountSen: 5_000_000,
  tenureMonths: 12,
  smeLoanReasonId: '1',
};
const companyApplication = {
  ...loan,
  company: smeTestIncorporatedCompany,
  applicant,
  disbursement,
  emergency,
  directors: smeTestTwoDirectors,
};

describe('the SME application by partner type', () => {
  it('accepts a complete company application, the NRICs as 12 digits', () => {
    const parsed = smeCompanyApplicationSchema.parse(companyApplication);
    expect(parsed.applicant.nric).toBe('790322085519');
    expect(parsed.directors.map((d) => d.identityNo)).toEqual(['790322085519', '811111145530']);
  });

  it('asks for each missing field with its own prompt', () => {
    const { companyName: _name, ...withoutName } = companyApplication.company;
    expect(
      problemsOf(smeCompanyApplicationSchema, {
        ...companyApplication,
        company: { ...withoutName, natureOfBusiness: ' ' },
        applicant: { ...applicant, nationality: '' },
      }),
    ).toEqual([
      'company.companyName:sme.form.companyNameRequired',
      'company.natureOfBusiness:sme.form.natureOfBusinessRequired',
      'applicant.nationality:sme.form.nationalityRequired',
    ]);
  });

  it('refuses a new registration number that is not 12 digits, and an old one not as issued', () => {
    expect(
      problemsOf(smeSoleProprietorApplicationSchema, {
        ...loan,
        company: { ...company, businessNewRegistrationNo: '1312525-A', businessOldRegistrationNo: '13 125' },
        applicant,
        disbursement,
        emergency,
      }),
    ).toEqual([
      'company.businessOldRegistrationNo:sme.form.businessOldRegistrationNoInvalid',
      'company.businessNewRegistrationNo:identity.businessRegistration.invalid',
    ]);
  });

  it("answers a director's bad NRIC and email in the spec's words, and one director is too few", () => {
    const bad = { ...director('Azman bin Said', '820901-03-557', 100), email: 'azman@' };
    expect(
      problemsOf(smePartnershipApplicationSchema, {
        ...companyApplication,
        company: { ...company, businessAuthorisedAddress: address },
        directors: [bad],
      }),
    ).toEqual([
      'directors.0.email:sme.form.directorEmailInvalid',
      'directors.0.identityNo:identity.nric.invalid',
      'directors:sme.form.directorsAtLeast',
    ]);
  });

  it('refuses shares above 100% in total and an emergency contact with the applicant’s email', () => {
    expect(
      problemsOf(smeCompanyApplicationSchema, {
        ...companyApplication,
        emergency: { ...emergency, emergencyContactEmail: applicant.emailAddress },
        directors: [
          director('Chong Wei Liang', '790322085519', 60),
          director('Tan Mei Hua', '811111145530', 45),
        ],
      }),
    ).toEqual([
      'emergency.emergencyContactEmail:forms.application.emergencyEmailSameAsApplicant',
      'directors.1.sharePercent:sme.form.sharesOverHundred',
    ]);
  });

  it('keeps amounts within RM3,000 to RM500,000 in RM1,000 steps and tenures within 6 to 24 months', () => {
    const individual = { ...loan, applicant, disbursement, emergency };
    expect(problemsOf(smeIndividualApplicationSchema, individual)).toEqual([]);
    expect(problemsOf(smeIndividualApplicationSchema, { ...individual, amountSen: 250_000 })).toEqual([
      'amountSen:validation.amountOutOfRange',
    ]);
    expect(problemsOf(smeIndividualApplicationSchema, { ...individual, amountSen: 5_050_000 })).toEqual([
      'amountSen:validation.amountStep',
    ]);
    expect(problemsOf(smeIndividualApplicationSchema, { ...individual, tenureMonths: 25 })).toEqual([
      'tenureMonths:validation.tenureOutOfRange',
    ]);
  });

  it('takes the staff fields, and a company email of the group only', () => {
    const staff = smeTestCompleteForm('STAFF', loan.smeApplicationId);
    expect(problemsOf(smeStaffApplicationSchema, staff)).toEqual([]);
    expect(
      problemsOf(smeStaffApplicationSchema, {
        ...staff,
        amountSen: 6_000_000,
        applicant: { ...staff.applicant, companyEmail: 'wei.liang@example.com', staffId: '' },
      }),
    ).toEqual([
      'applicant.staffId:sme.form.staffIdRequired',
      'applicant.companyEmail:forms.staffRegistration.emailNotCompanyDomain',
      'amountSen:validation.amountOutOfRange',
    ]);
  });
});
