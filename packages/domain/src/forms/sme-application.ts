import { z } from 'zod';
import { STAFF_EMAIL_DOMAIN, STAFF_EMPLOYER_NAME } from '../brand.ts';
import type { CatalogKey } from '../i18n/catalog-key.ts';
import { businessRegistrationInfo } from '../identity/business-registration.ts';
import { isSameEmail } from '../identity/email.ts';
import { IDENTITY_CARD_TYPES } from '../identity/identity-card-type.ts';
import { nricInfo } from '../identity/nric.ts';
import { SME_PRODUCT } from '../loan/constants.ts';
import { hasAtMostTwoDecimals, MAX_DIRECTORS, sharesProblems } from '../sme/shares.ts';
import { type SmePartnerType, STAFF_PRODUCT } from '../sme/sme-product.ts';
import {
  addProblem,
  bankAccountNumberField,
  catalogMessage,
  digitsOnly,
  emailField,
  exactLength,
  identityCardTypeField,
  loanAmountField,
  loanTermsRule,
  localDateField,
  malaysianMobileField,
  maxLength,
  nricField,
  optionalText,
  personNameField,
  requiredSelect,
  requiredText,
  senField,
  type TextRule,
  tenureField,
} from './fields.ts';

/**
 * The SME application by partner type (spec 001 sections 3 and 5): the sub-forms each type fills (applicant,
 * disbursement, emergency contact, company, directors) with the spec's fields, every one required with its own
 * prompt. The server checks each partner type's submission with these schemas as they are; the browser checks each
 * sub-form with its part. The maximum amount, which needs the partner's figures, is checked by the server.
 */

/** An address of the form: lines 1-3, postcode, city and state, line 1 prompted by which address it is. */
function addressFields(line1Prompt: CatalogKey) {
  return z.object(
    {
      address1: requiredText(line1Prompt),
      address2: optionalText(),
      address3: optionalText(),
      postcode: requiredText(
        'forms.fields.postcodeRequired',
        digitsOnly,
        exactLength(5, 'errors.invalidPostcode'),
      ),
      city: requiredText('sme.form.cityRequired'),
      state: requiredSelect('sme.form.stateRequired'),
    },
    catalogMessage(line1Prompt),
  );
}

/** A number as typed without a dash, landline or mobile: 9 to 11 digits starting with 0. */
function contactNumberField(requiredKey: CatalogKey, invalidKey: CatalogKey) {
  return requiredText(requiredKey, (value) => (/^0\d{8,10}$/.test(value) ? null : invalidKey));
}

/** An old-format registration number as SSM issued it ('1312525-A', '001234567-X'). */
const oldRegistrationNumber: TextRule = (value) =>
  /^[A-Za-z0-9]{1,12}(-[A-Za-z0-9]{1,3})?$/.test(value) ? null : 'sme.form.businessOldRegistrationNoInvalid';

/** The new 12-digit registration number (spec 001 section 5), with the reason a wrong one is wrong. */
const newRegistrationNumber: TextRule = (value) => {
  const info = businessRegistrationInfo(value);
  return info.valid ? null : info.reason;
};

const applicantIdentityFields = {
  name: personNameField('sme.form.nameRequired'),
  icType: identityCardTypeField,
  nric: nricField('identity.nric.required'),
  emailAddress: emailField('sme.form.emailAddressRequired'),
  applicantPhoneNo: malaysianMobileField('sme.form.applicantPhoneNoRequired'),
  applicantRaceId: requiredSelect('sme.form.applicantRaceRequired'),
  nationality: requiredText('sme.form.nationalityRequired'),
  homeAddress: addressFields('sme.form.homeAddressRequired'),
  nricAddress: addressFields('sme.form.nricAddressRequired'),
  mailingAddress: addressFields('sme.form.mailingAddressRequired'),
};

/** Applicant details of a partner: who applies, with their employment as they state it. */
export const smeApplicantSchema = z.object(
  {
    ...applicantIdentityFields,
    applicantEmploymentTypeId: requiredSelect('sme.form.applicantEmploymentTypeRequired'),
    occupationType: requiredText('sme.form.occupationTypeRequired'),
    employerName: requiredText('sme.form.employerNameRequired'),
  },
  catalogMessage('validation.requiredFields'),
);

/**
 * Applicant details of group staff: employment type, occupation and employer are fixed (PRIVATE SECTOR, EMPLOYEE,
 * the group company) and set by the server, so the form carries the staff fields instead.
 */
export const staffApplicantSchema = z.object(
  {
    ...applicantIdentityFields,
    title: requiredSelect('sme.form.titleRequired'),
    department: requiredText('sme.form.departmentRequired'),
    staffId: requiredText('sme.form.staffIdRequired', maxLength(20)),
    branch: requiredText('sme.form.branchRequired'),
    employmentStartDate: localDateField('sme.form.employmentStartDateRequired'),
    netSalarySen: senField('sme.form.netSalaryRequired'),
    companyEmail: emailField('sme.form.companyEmailRequired', 'validation.invalidEmail', (email) =>
      email.endsWith(`@${STAFF_EMAIL_DOMAIN}`)
        ? null
        : { key: 'forms.staffRegistration.emailNotCompanyDomain', params: { domain: STAFF_EMAIL_DOMAIN } },
    ),
  },
  catalogMessage('validation.requiredFields'),
);

/** Disbursement details: the applicant's own account the loan is paid into. */
export const smeDisbursementSchema = z.object(
  {
    personalBankId: requiredSelect('sme.form.personalBankRequired'),
    personalBankAccountName: personNameField('sme.form.personalBankAccountNameRequired'),
    personalBankAccountNo: bankAccountNumberField('sme.form.personalBankAccountNoRequired'),
  },
  catalogMessage('validation.requiredFields'),
);

/** Emergency contact details: someone else, with an email of their own (spec 001 section 5). */
export const smeEmergencyContactSchema = z.object(
  {
    emergencyContactPersonName: personNameField('sme.form.emergencyContactPersonNameRequired'),
    emergencyContactPersonPhoneNo: malaysianMobileField('sme.form.emergencyContactPersonPhoneNoRequired'),
    emergencyContactEmail: emailField('sme.form.emergencyContactEmailRequired'),
    emergencyContactRelationshipId: requiredSelect('sme.form.emergencyContactRelationshipRequired'),
  },
  catalogMessage('validation.requiredFields'),
);

const companyFields = {
  companyName: requiredText('sme.form.companyNameRequired', maxLength(150)),
  companyEmail: emailField('sme.form.companyEmailRequired'),
  businessOldRegistrationNo: requiredText(
    'sme.form.businessOldRegistrationNoRequired',
    maxLength(20),
    oldRegistrationNumber,
  ),
  businessNewRegistrationNo: requiredText(
    'sme.form.businessNewRegistrationNoRequired',
    newRegistrationNumber,
  ),
  natureOfBusiness: requiredText('sme.form.natureOfBusinessRequired', maxLength(150)),
  businessContactNo: contactNumberField(
    'sme.form.businessContactNoRequired',
    'sme.form.businessContactNoInvalid',
  ),
  businessAddress: addressFields('sme.form.businessAddressRequired'),
  registeredSsmAddress: addressFields('sme.form.registeredSsmAddressRequired'),
  countryOfIncorporation: requiredText('sme.form.countryOfIncorporationRequired'),
  nameOfSeniorManagement: personNameField('sme.form.nameOfSeniorManagementRequired'),
  /** The applicant's position in the business. */
  applicantPosition: requiredText('sme.form.applicantPositionRequired'),
};

/** Company details of a sole proprietor. */
export const soleProprietorCompanySchema = z.object(
  companyFields,
  catalogMessage('validation.requiredFields'),
);

/** Company details of a partnership: with the address the partners authorised. */
export const partnershipCompanySchema = z.object(
  {
    ...companyFields,
    businessAuthorisedAddress: addressFields('sme.form.businessAuthorisedAddressRequired'),
  },
  catalogMessage('validation.requiredFields'),
);

/** Company details of a company: with its shareholding status and its own bank account. */
export const companyCompanySchema = z.object(
  {
    ...companyFields,
    businessAuthorisedAddress: addressFields('sme.form.businessAuthorisedAddressRequired'),
    shareholdingStatus: requiredSelect('sme.form.shareholdingStatusRequired'),
    bankId: requiredSelect('sme.form.companyBankRequired'),
    bankAccountName: requiredText('sme.form.companyBankAccountNameRequired', maxLength(150)),
    bankAccountNo: bankAccountNumberField('sme.form.companyBankAccountNoRequired'),
  },
  catalogMessage('validation.requiredFields'),
);

const PASSPORT_NUMBER = /^[A-Za-z0-9]{6,20}$/;

/** A director (company) or partner (partnership): spec 001 section 3. */
export const smeDirectorSchema = z
  .object(
    {
      fullName: personNameField('sme.form.directorFullNameRequired'),
      identityType: z.enum(IDENTITY_CARD_TYPES, catalogMessage('sme.form.directorIdentityTypeRequired')),
      identityNo: requiredText('sme.form.directorIdentityNoRequired', maxLength(20)),
      contactNo: malaysianMobileField('sme.form.directorContactNoRequired'),
      email: emailField('sme.form.directorEmailRequired', 'sme.form.directorEmailInvalid'),
      position: requiredText('sme.form.directorPositionRequired'),
      shareUnits: z
        .number(catalogMessage('sme.form.shareUnitsRequired'))
        .int(catalogMessage('validation.numbersOnly'))
        .nonnegative(catalogMessage('validation.numbersOnly')),
      sharePercent: z
        .number(catalogMessage('sme.form.sharePercentRequired'))
        .min(0, catalogMessage('sme.form.sharePercentInvalid'))
        .max(100, catalogMessage('sme.form.sharePercentInvalid'))
        .refine(hasAtMostTwoDecimals, {
          error: 'sme.form.sharePercentInvalid',
        }),
    },
    catalogMessage('validation.requiredFields'),
  )
  .superRefine((director, ctx) => {
    if (director.identityNo === '') return;
    const valid =
      director.identityType === 'PASSPORT'
        ? PASSPORT_NUMBER.test(director.identityNo)
        : nricInfo(director.identityNo).valid;
    if (!valid)
      addProblem(
        ctx,
        director.identityType === 'PASSPORT' ? 'sme.form.passportInvalid' : 'identity.nric.invalid',
        ['identityNo'],
      );
  })
  .transform((director) => {
    const info = director.identityType === 'PASSPORT' ? null : nricInfo(director.identityNo);
    return info?.valid ? { ...director, identityNo: info.nric } : director;
  });

const directorsField = z
  .array(smeDirectorSchema, catalogMessage('sme.form.directorsAtLeast'))
  .max(MAX_DIRECTORS, catalogMessage('sme.form.directorsAtMost'));

/** What every submission carries besides its sub-forms: which draft, the amount, the tenure and the reason. */
const loanFields = {
  smeApplicationId: z.uuid(catalogMessage('errors.invalidRequest')),
  amountSen: loanAmountField,
  tenureMonths: tenureField,
  smeLoanReasonId: requiredSelect('forms.fields.loanReasonRequired'),
};

function emergencyEmailDiffers(
  form: { applicant: { emailAddress: string }; emergency: { emergencyContactEmail: string } },
  ctx: z.RefinementCtx,
): void {
  if (
    form.emergency.emergencyContactEmail !== '' &&
    isSameEmail(form.emergency.emergencyContactEmail, form.applicant.emailAddress)
  ) {
    addProblem(ctx, 'forms.application.emergencyEmailSameAsApplicant', [
      'emergency',
      'emergencyContactEmail',
    ]);
  }
}

function sharesRule(partnerType: SmePartnerType) {
  return (form: { directors: readonly { sharePercent: number }[] }, ctx: z.RefinementCtx): void => {
    for (const { problem, path } of sharesProblems(partnerType, form.directors))
      addProblem(ctx, problem, [...path]);
  };
}

const smeTerms = loanTermsRule({ bounds: SME_PRODUCT });

export const smeIndividualApplicationSchema = z
  .object({
    ...loanFields,
    applicant: smeApplicantSchema,
    disbursement: smeDisbursementSchema,
    emergency: smeEmergencyContactSchema,
  })
  .superRefine(smeTerms)
  .superRefine(emergencyEmailDiffers);

export const smeSoleProprietorApplicationSchema = z
  .object({
    ...loanFields,
    company: soleProprietorCompanySchema,
    applicant: smeApplicantSchema,
    disbursement: smeDisbursementSchema,
    emergency: smeEmergencyContactSchema,
  })
  .superRefine(smeTerms)
  .superRefine(emergencyEmailDiffers);

export const smePartnershipApplicationSchema = z
  .object({
    ...loanFields,
    company: partnershipCompanySchema,
    applicant: smeApplicantSchema,
    disbursement: smeDisbursementSchema,
    emergency: smeEmergencyContactSchema,
    directors: directorsField,
  })
  .superRefine(smeTerms)
  .superRefine(emergencyEmailDiffers)
  .superRefine(sharesRule('PARTNERSHIP'));

export const smeCompanyApplicationSchema = z
  .object({
    ...loanFields,
    company: companyCompanySchema,
    applicant: smeApplicantSchema,
    disbursement: smeDisbursementSchema,
    emergency: smeEmergencyContactSchema,
    directors: directorsField,
  })
  .superRefine(smeTerms)
  .superRefine(emergencyEmailDiffers)
  .superRefine(sharesRule('COMPANY'));

export const smeStaffApplicationSchema = z
  .object({
    ...loanFields,
    applicant: staffApplicantSchema,
    disbursement: smeDisbursementSchema,
    emergency: smeEmergencyContactSchema,
  })
  .superRefine(loanTermsRule({ bounds: STAFF_PRODUCT }))
  .superRefine(emergencyEmailDiffers);

/** Each partner type's submission schema. */
export const SME_APPLICATION_SCHEMAS = {
  INDIVIDUAL: smeIndividualApplicationSchema,
  SOLE_PROPRIETOR: smeSoleProprietorApplicationSchema,
  PARTNERSHIP: smePartnershipApplicationSchema,
  COMPANY: smeCompanyApplicationSchema,
  STAFF: smeStaffApplicationSchema,
} as const satisfies Record<SmePartnerType, z.ZodType>;

export type SmeIndividualApplication = z.output<typeof smeIndividualApplicationSchema>;
export type SmeSoleProprietorApplication = z.output<typeof smeSoleProprietorApplicationSchema>;
export type SmePartnershipApplication = z.output<typeof smePartnershipApplicationSchema>;
export type SmeCompanyApplication = z.output<typeof smeCompanyApplicationSchema>;
export type SmeStaffApplication = z.output<typeof smeStaffApplicationSchema>;
export type SmeApplicationForm =
  | SmeIndividualApplication
  | SmeSoleProprietorApplication
  | SmePartnershipApplication
  | SmeCompanyApplication
  | SmeStaffApplication;
export type SmeApplicationFormInput = z.input<(typeof SME_APPLICATION_SCHEMAS)[SmePartnerType]>;

/** The staff application's fixed employment (spec 001 section 3), set by the server and shown, not edited. */
export const STAFF_FIXED_EMPLOYMENT = {
  employmentType: 'PRIVATE SECTOR',
  occupationType: 'EMPLOYEE',
  employerName: STAFF_EMPLOYER_NAME,
} as const;
