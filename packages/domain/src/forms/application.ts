import { z } from 'zod';
import type { CatalogKey } from '../i18n/catalog-key.ts';
import {
  bankAccountProblem,
  DEFAULT_BANK_ACCOUNT_DIGITS,
  type DigitRange,
} from '../identity/bank-account.ts';
import { isSameEmail } from '../identity/email.ts';
import { parseMalaysianMobile } from '../identity/phone.ts';
import type { ProductBounds } from '../loan/constants.ts';
import type { LocalDate } from '../loan/schedule.ts';
import type { Sen } from '../money/sen.ts';
import {
  addProblem,
  bankAccountNumberField,
  catalogMessage,
  customReasonRule,
  loanAmountField,
  loanReasonFields,
  loanTermsRule,
  localDateField,
  malaysianMobileField,
  notAfter,
  optionalEmailField,
  personNameField,
  phoneWithCountryCodeField,
  requiredSelect,
  requiredText,
  senField,
  tenureField,
} from './fields.ts';

/**
 * What the application form checks beyond its own fields, given by the caller because this package never reads a
 * clock or a database: the applicant's `today` (in Malaysia) for the employment start date, and what is known of
 * the applicant. The server builds the schema with the same context from its records; the browser with what the
 * API told it, so both refuse the same input.
 */
export interface ApplicationFormContext {
  readonly today: LocalDate;
  /** The applicant's own email: an emergency contact must have another (spec 000 section 5). */
  readonly applicantEmail?: string;
  /** The applicant's own phone number: an emergency contact or referee must be someone else. */
  readonly applicantPhoneNo?: string;
  /** From the eligibility check: the amount may not exceed it. */
  readonly maxEligibleAmountSen?: Sen;
  readonly bounds?: ProductBounds;
  /** The account number length of a bank, from the bank master list, when it is known. */
  readonly bankAccountDigits?: (bankId: string) => DigitRange | undefined;
}

function contactPersonFields(prompts: { name: CatalogKey; phoneNo: CatalogKey; relationship: CatalogKey }) {
  return z.object(
    {
      name: personNameField(prompts.name),
      phoneNo: malaysianMobileField(prompts.phoneNo),
      relationshipId: requiredSelect(prompts.relationship),
      email: optionalEmailField(),
    },
    catalogMessage('validation.requiredFields'),
  );
}

const emergencyContact = contactPersonFields({
  name: 'forms.application.emergencyContactNameRequired',
  phoneNo: 'forms.application.emergencyContactPhoneNoRequired',
  relationship: 'forms.application.emergencyContactRelationshipRequired',
});

const referee = contactPersonFields({
  name: 'forms.application.refereeNameRequired',
  phoneNo: 'forms.application.refereePhoneNoRequired',
  relationship: 'forms.application.refereeRelationshipRequired',
});

/**
 * The application form (spec 000 sections 3 and 5): employment, salary, the bank account for disbursement, two
 * emergency contacts and a referee, the reason, and the amount and tenure. That the bank account belongs to the
 * applicant is checked when the bank verifies the direct-debit mandate, not here.
 */
export function applicationFormSchema(context: ApplicationFormContext) {
  const applicantPhone = context.applicantPhoneNo
    ? (parseMalaysianMobile(context.applicantPhoneNo)?.national ?? context.applicantPhoneNo)
    : undefined;
  return z
    .object({
      employmentTypeId: requiredSelect('forms.application.employmentTypeRequired'),
      employerName: requiredText('forms.application.employerNameRequired'),
      employerContactNo: phoneWithCountryCodeField('forms.application.employerContactNoRequired'),
      jobTitle: requiredText('forms.application.jobTitleRequired'),
      employmentStartingFrom: localDateField(
        'forms.application.employmentStartDateRequired',
        notAfter(context.today),
      ),
      actualMonthlySalarySen: senField('forms.application.actualMonthlySalaryRequired'),
      personalBankId: requiredSelect('forms.application.bankRequired'),
      personalBankAccountNo: bankAccountNumberField('forms.application.bankAccountNoRequired'),
      emergencyContact1: emergencyContact,
      emergencyContact2: emergencyContact,
      referee,
      ...loanReasonFields,
      amountSen: loanAmountField,
      tenureMonths: tenureField,
      /** The draft's flag: the applicant typed a referral code rather than arriving with one. */
      userFilledReferralCode: z.boolean().default(false),
    })
    .superRefine(
      loanTermsRule({ bounds: context.bounds, maxEligibleAmountSen: context.maxEligibleAmountSen }),
    )
    .superRefine(customReasonRule)
    .superRefine((form, ctx) => {
      const bankDigits = context.bankAccountDigits?.(form.personalBankId);
      const accountProblem = bankAccountProblem(
        form.personalBankAccountNo,
        bankDigits ?? DEFAULT_BANK_ACCOUNT_DIGITS,
      );
      // Only the bank's own range can add to what the field said with the default one.
      if (bankDigits && accountProblem && !bankAccountProblem(form.personalBankAccountNo)) {
        addProblem(ctx, accountProblem, ['personalBankAccountNo']);
      }

      for (const contact of ['emergencyContact1', 'emergencyContact2'] as const) {
        const email = form[contact].email;
        if (email && context.applicantEmail && isSameEmail(email, context.applicantEmail)) {
          addProblem(ctx, 'forms.application.emergencyEmailSameAsApplicant', [contact, 'email']);
        }
      }
      for (const contact of ['emergencyContact1', 'emergencyContact2', 'referee'] as const) {
        if (applicantPhone && form[contact].phoneNo === applicantPhone) {
          addProblem(ctx, 'forms.application.contactIsApplicantPhone', [contact, 'phoneNo']);
        }
      }
      if (
        form.emergencyContact2.phoneNo !== '' &&
        form.emergencyContact2.phoneNo === form.emergencyContact1.phoneNo
      ) {
        addProblem(ctx, 'forms.application.emergencyContactsSamePhone', ['emergencyContact2', 'phoneNo']);
      }
    });
}

export type ApplicationFormInput = z.input<ReturnType<typeof applicationFormSchema>>;
export type ApplicationForm = z.output<ReturnType<typeof applicationFormSchema>>;
