import type { SmePartnerType } from './sme-product.ts';

/**
 * The SME and staff forms' fixtures, for the tests of the domain's schemas and the server's calls alike (not part of
 * the package's API): one complete sub-form of each kind, and each partner type's complete form.
 */

export const smeTestAddress = {
  address1: '12 Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: '14',
};

/** The applicant's identity fields, shared by the partner's and the staff member's applicant details. */
export const smeTestApplicantIdentity = {
  name: 'Chong Wei Liang',
  icType: 'MYKAD',
  nric: '790322085519',
  emailAddress: 'admin@chongmobile.example.com',
  applicantPhoneNo: '0192000003',
  applicantRaceId: '3',
  nationality: 'Malaysian',
  homeAddress: smeTestAddress,
  nricAddress: smeTestAddress,
  mailingAddress: smeTestAddress,
};

export const smeTestPartnerApplicant = {
  ...smeTestApplicantIdentity,
  applicantEmploymentTypeId: '5',
  occupationType: 'Director',
  employerName: 'Chong Mobile Sdn. Bhd.',
};

export const smeTestStaffApplicant = {
  ...smeTestApplicantIdentity,
  title: 'MR',
  department: 'Finance',
  staffId: 'S01234',
  branch: 'Kuala Lumpur',
  employmentStartDate: '2020-01-06',
  netSalarySen: 450_000,
  companyEmail: 'daniel.lim@sinargroup.com.my',
};

export const smeTestDisbursement = {
  personalBankId: 'MBB',
  personalBankAccountName: 'Chong Wei Liang',
  personalBankAccountNo: '514012345678',
};

export const smeTestEmergency = {
  emergencyContactPersonName: 'Chong Mei Ling',
  emergencyContactPersonPhoneNo: '0123456780',
  emergencyContactEmail: 'meiling@example.com',
  emergencyContactRelationshipId: '2',
};

export const smeTestCompany = {
  companyName: 'Chong Mobile Sdn. Bhd.',
  companyEmail: 'admin@chongmobile.example.com',
  businessOldRegistrationNo: '1312525-A',
  businessNewRegistrationNo: '201901000005',
  natureOfBusiness: 'Mobile phone dealer',
  businessContactNo: '0321612345',
  businessAddress: smeTestAddress,
  registeredSsmAddress: smeTestAddress,
  countryOfIncorporation: 'Malaysia',
  nameOfSeniorManagement: 'Chong Wei Liang',
  applicantPosition: 'Managing director',
};

/** A company's company details: the partnership's, with the shareholding and the company's bank. */
export const smeTestIncorporatedCompany = {
  ...smeTestCompany,
  businessAuthorisedAddress: smeTestAddress,
  shareholdingStatus: 'BUMIPUTERA',
  bankId: 'MBB',
  bankAccountName: 'Chong Mobile Sdn. Bhd.',
  bankAccountNo: '514098765432',
};

export const smeTestDirector = (fullName: string, identityNo: string, sharePercent: number) => ({
  fullName,
  identityType: 'MYKAD',
  identityNo,
  contactNo: '0123000111',
  email: 'director@example.com',
  position: 'Director',
  shareUnits: sharePercent * 1_000,
  sharePercent,
});

export const smeTestTwoDirectors = [
  smeTestDirector('Chong Wei Liang', '790322085519', 60),
  smeTestDirector('Tan Mei Hua', '811111145530', 40),
];

/** A complete form of each partner type for the draft `smeApplicationId`: RM10,000 over 12 months. */
export function smeTestCompleteForm(partnerType: SmePartnerType, smeApplicationId: string) {
  const loan = { smeApplicationId, amountSen: 1_000_000, tenureMonths: 12, smeLoanReasonId: '1' };
  const parts = {
    applicant: smeTestPartnerApplicant,
    disbursement: smeTestDisbursement,
    emergency: smeTestEmergency,
  };
  switch (partnerType) {
    case 'INDIVIDUAL':
      return { ...loan, ...parts };
    case 'SOLE_PROPRIETOR':
      return { ...loan, company: smeTestCompany, ...parts };
    case 'PARTNERSHIP':
      return {
        ...loan,
        company: { ...smeTestCompany, businessAuthorisedAddress: smeTestAddress },
        ...parts,
        directors: smeTestTwoDirectors,
      };
    case 'COMPANY':
      return { ...loan, company: smeTestIncorporatedCompany, ...parts, directors: smeTestTwoDirectors };
    case 'STAFF':
      return {
        ...loan,
        applicant: smeTestStaffApplicant,
        disbursement: smeTestDisbursement,
        emergency: smeTestEmergency,
      };
  }
}
