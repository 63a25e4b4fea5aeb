/**
 * The eligibility check's result (spec 000 section 2) and its reasons: spec 000 section 8's ineligibility reasons in
 * its own words, plus the rules of section 9 (age, income, citizenship) and 001 section 9 (months as a partner, and
 * 'rejected applicants wait about 3 months').
 */
export const eligibility = {
  result: {
    eligible: 'Congratulations, you are eligible to apply.',
    notEligible: 'Sorry, you are not eligible to apply.',
    reasonsTitle: 'Reasons',
  },
  reasons: {
    notCitizen: 'Only Malaysian citizens are eligible',
    ageOutOfRange: 'Age must be between 18 and 60',
    incomeBelowMinimum: 'Gross monthly income below RM1,500',
    netSalaryAboveGrossRange: 'Net monthly salary above your registered gross salary range',
    netSalaryBelowMinimum: 'Net monthly salary too low to show a gross income of RM1,500',
    invalidPersonalData: 'Invalid personal data',
    notPrincipalHolder: 'Not a master or principal account holder',
    accountBelowSixMonths: 'Account below 6 months',
    billOverdue: 'Bill overdue',
    suspensionRecord: 'Suspension record',
    partnerBelowSixMonths: 'Partner for less than 6 months',
    taxIdNotUpdated: 'Tax ID not updated',
    businessRegistrationExpiring: 'Business registration expiring within 6 months or not updated',
    commissionBelowMinimum: 'Average recurring commission below RM500',
    accountFullyUtilised: 'Account fully utilised',
    organisationTypeNotUpdated: 'Organisation type not updated',
    waitingAfterRejection: 'Previous application not successful: you may apply again from {{date}}',
  },
} as const;
