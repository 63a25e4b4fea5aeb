import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { applicationFormSchema } from './application.ts';
import { formIssues } from './form-issues.ts';
import { problemsOf } from './testing.ts';

const context = {
  today: '2026-11-23',
  applicantEmail: 'aisyah@example.com',
  applicantPhoneNo: '+60123456789',
  maxEligibleAmountSen: sen(800_000), // RM8,000
};

const application = {
  employmentTypeId: '1',
  employerName: 'Syarikat Maju Sdn. Bhd.',
  employerContactNo: '+60312345678',
  jobTitle: 'Account executive',
  employmentStartingFrom: '2021-03-01',
  actualMonthlySalarySen: 420_000,
  personalBankId: 'MBB',
  personalBankAccountNo: '514123456789',
  emergencyContact1: { name: 'Ahmad bin Ali', phoneNo: '0129876543', relationshipId: '2', email: '' },
  emergencyContact2: {
    name: 'Siti binti Ali',
    phoneNo: '0198765432',
    relationshipId: '3',
    email: 'siti@example.com',
  },
  referee: { name: 'Tan Mei Ling', phoneNo: '01112345678', relationshipId: '5', email: '' },
  loanReasonId: '4',
  customReason: '',
  amountSen: 800_000,
  tenureMonths: 24,
};

const problems = (input: unknown, overrides: Partial<Parameters<typeof applicationFormSchema>[0]> = {}) =>
  problemsOf(applicationFormSchema({ ...context, ...overrides }), input);

describe('applicationFormSchema', () => {
  it('accepts a complete application up to the maximum eligible amount', () => {
    expect(applicationFormSchema(context).parse(application)).toEqual({
      ...application,
      emergencyContact1: { name: 'Ahmad bin Ali', phoneNo: '0129876543', relationshipId: '2' },
      referee: { name: 'Tan Mei Ling', phoneNo: '01112345678', relationshipId: '5' },
      customReason: undefined,
      userFilledReferralCode: false,
    });
  });

  it('asks for each employment, bank and contact field with its own prompt', () => {
    const blankContact = { name: '', phoneNo: '', relationshipId: '', email: '' };
    expect(
      problems({
        ...application,
        employmentTypeId: '',
        employerName: '',
        employerContactNo: '',
        jobTitle: '',
        employmentStartingFrom: '',
        actualMonthlySalarySen: undefined,
        personalBankId: '',
        personalBankAccountNo: '',
        emergencyContact1: blankContact,
        referee: blankContact,
      }),
    ).toEqual([
      'employmentTypeId:forms.application.employmentTypeRequired',
      'employerName:forms.application.employerNameRequired',
      'employerContactNo:forms.application.employerContactNoRequired',
      'jobTitle:forms.application.jobTitleRequired',
      'employmentStartingFrom:forms.application.employmentStartDateRequired',
      'actualMonthlySalarySen:forms.application.actualMonthlySalaryRequired',
      'personalBankId:forms.application.bankRequired',
      'personalBankAccountNo:forms.application.bankAccountNoRequired',
      'emergencyContact1.name:forms.application.emergencyContactNameRequired',
      'emergencyContact1.phoneNo:forms.application.emergencyContactPhoneNoRequired',
      'emergencyContact1.relationshipId:forms.application.emergencyContactRelationshipRequired',
      'referee.name:forms.application.refereeNameRequired',
      'referee.phoneNo:forms.application.refereePhoneNoRequired',
      'referee.relationshipId:forms.application.refereeRelationshipRequired',
    ]);
  });

  it.each([
    [{ employerContactNo: '0312345678' }, 'employerContactNo:identity.phone.countryCodeRequired'],
    [{ employerContactNo: '+603-1234 5678' }, 'employerContactNo:identity.phone.noDash'],
    [{ employmentStartingFrom: '2026-11-24' }, 'employmentStartingFrom:validation.dateInFuture'],
    [{ employmentStartingFrom: '2026-02-29' }, 'employmentStartingFrom:validation.invalidDate'],
    [{ personalBankAccountNo: '5141-2345-6789' }, 'personalBankAccountNo:validation.numbersOnly'],
    [{ personalBankAccountNo: '1234567' }, 'personalBankAccountNo:identity.bankAccount.invalid'],
    [{ actualMonthlySalarySen: -1 }, 'actualMonthlySalarySen:validation.invalidAmount'],
    [{ amountSen: 900_000 }, 'amountSen:validation.amountAboveMaximum'],
    [{ amountSen: 850_000 }, 'amountSen:validation.amountStep'],
    [{ tenureMonths: 36 }, 'tenureMonths:validation.tenureOutOfRange'],
    [{ loanReasonId: '99' }, 'customReason:forms.fields.customReasonRequired'],
    [
      { emergencyContact2: { ...application.emergencyContact2, email: 'Aisyah@Example.com' } },
      'emergencyContact2.email:forms.application.emergencyEmailSameAsApplicant',
    ],
    [
      { emergencyContact1: { ...application.emergencyContact1, email: 'ahmad@' } },
      'emergencyContact1.email:validation.invalidEmail',
    ],
    [
      { emergencyContact1: { ...application.emergencyContact1, phoneNo: '012-9876543' } },
      'emergencyContact1.phoneNo:identity.phone.noDash',
    ],
    [
      { referee: { ...application.referee, phoneNo: '0123456789' } },
      'referee.phoneNo:forms.application.contactIsApplicantPhone',
    ],
    [
      { emergencyContact2: { ...application.emergencyContact2, phoneNo: '+60129876543' } },
      'emergencyContact2.phoneNo:forms.application.emergencyContactsSamePhone',
    ],
    [{ emergencyContact2: undefined }, 'emergencyContact2:validation.requiredFields'],
  ])('refuses %j: %s', (change, problem) => {
    expect(problems({ ...application, ...change })).toEqual([problem]);
  });

  it('says how much the maximum is', () => {
    const result = applicationFormSchema(context).safeParse({ ...application, amountSen: 1_000_000 });
    expect(result.success ? [] : formIssues(result.error)).toEqual([
      { path: 'amountSen', key: 'validation.amountAboveMaximum', params: { max: 8_000 } },
    ]);
  });

  it('takes the employment start date up to today, and any amount in bounds without a known maximum', () => {
    const { maxEligibleAmountSen: _, ...withoutMaximum } = context;
    expect(
      problemsOf(applicationFormSchema(withoutMaximum), {
        ...application,
        employmentStartingFrom: '2026-11-23',
        amountSen: 1_000_000,
      }),
    ).toEqual([]);
  });

  it("checks the account number against the bank's own length when it is known", () => {
    const bankAccountDigits = (bankId: string) => (bankId === 'PBB' ? { min: 10, max: 10 } : undefined);
    const publicBank = { ...application, personalBankId: 'PBB' };
    expect(problems({ ...publicBank, personalBankAccountNo: '3123456789' }, { bankAccountDigits })).toEqual(
      [],
    );
    expect(problems(publicBank, { bankAccountDigits })).toEqual([
      'personalBankAccountNo:identity.bankAccount.invalid',
    ]);
  });
});
