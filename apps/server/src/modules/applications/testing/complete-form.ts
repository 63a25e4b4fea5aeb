/**
 * A form the application form rules accept (bank 1 is Affin Bank, whose accounts have 12 digits): the one the
 * applications module's API tests save, and the security checks' applicant fills in through the running server.
 * It imports nothing, so a script can take it without loading the server.
 */
export const COMPLETE_FORM = {
  employmentTypeId: '1',
  employerName: 'Syarikat Maju Sdn. Bhd.',
  employerContactNo: '+60312345678',
  jobTitle: 'Account executive',
  employmentStartingFrom: '2021-03-01',
  actualMonthlySalarySen: 420_000,
  personalBankId: '1',
  personalBankAccountNo: '514123456789',
  emergencyContact1: { name: 'Ahmad bin Ali', phoneNo: '0129876543', relationshipId: '2', email: '' },
  emergencyContact2: { name: 'Siti binti Ali', phoneNo: '0198765432', relationshipId: '3', email: '' },
  referee: { name: 'Tan Mei Ling', phoneNo: '01112345678', relationshipId: '5', email: '' },
} as const;
