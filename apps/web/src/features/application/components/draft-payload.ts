import { type ApplicationDraft, type ApplicationFormInput, type ApplicationView, isSen } from '@sinar/domain';

/**
 * The form's values and the saved draft (`applicationDraftSchema`): strings as the inputs hold them, money in sen,
 * so a half-filled form is saved and comes back as it was left.
 */
export type ApplicationFormValues = ApplicationFormInput;

type Contact = ApplicationFormValues['emergencyContact1'];
type DraftContact = NonNullable<ApplicationDraft['emergencyContact1']>;

const text = (value: string | undefined) => value ?? '';
const count = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
const amount = (value: unknown) => (isSen(value) && value > 0 ? value : undefined);

function contactValues(contact: DraftContact | undefined): Contact {
  return {
    name: text(contact?.name),
    phoneNo: text(contact?.phoneNo),
    relationshipId: text(contact?.relationshipId),
    email: text(contact?.email),
  };
}

/** The form as the draft left it; amount and tenure come from the eligibility check when the draft has none. */
export function formValuesOf(application: ApplicationView): ApplicationFormValues {
  const draft = application.form;
  return {
    employmentTypeId: text(draft.employmentTypeId),
    employerName: text(draft.employerName),
    employerContactNo: text(draft.employerContactNo),
    jobTitle: text(draft.jobTitle),
    employmentStartingFrom: text(draft.employmentStartingFrom),
    actualMonthlySalarySen: count(draft.actualMonthlySalarySen) as number,
    personalBankId: text(draft.personalBankId),
    personalBankAccountNo: text(draft.personalBankAccountNo),
    emergencyContact1: contactValues(draft.emergencyContact1),
    emergencyContact2: contactValues(draft.emergencyContact2),
    referee: contactValues(draft.referee),
    loanReasonId: text(draft.loanReasonId),
    customReason: text(draft.customReason),
    amountSen: count(draft.amountSen) as number,
    tenureMonths: count(draft.tenureMonths) as number,
    userFilledReferralCode: draft.userFilledReferralCode ?? false,
  };
}

function contactDraft(contact: Contact | undefined): DraftContact {
  return {
    name: text(contact?.name),
    phoneNo: text(contact?.phoneNo),
    relationshipId: text(contact?.relationshipId),
    email: text(contact?.email),
  };
}

/** What the PATCH saves: every field as typed; an amount that is not one yet is left out. */
export function draftOf(values: ApplicationFormValues): ApplicationDraft {
  const draft: ApplicationDraft = {
    employmentTypeId: text(values.employmentTypeId),
    employerName: text(values.employerName),
    employerContactNo: text(values.employerContactNo),
    jobTitle: text(values.jobTitle),
    employmentStartingFrom: text(values.employmentStartingFrom),
    personalBankId: text(values.personalBankId),
    personalBankAccountNo: text(values.personalBankAccountNo),
    emergencyContact1: contactDraft(values.emergencyContact1),
    emergencyContact2: contactDraft(values.emergencyContact2),
    referee: contactDraft(values.referee),
    loanReasonId: text(values.loanReasonId),
    customReason: text(values.customReason),
    userFilledReferralCode: values.userFilledReferralCode ?? false,
  };
  const salary = amount(values.actualMonthlySalarySen);
  const loanAmount = amount(values.amountSen);
  const tenure = count(values.tenureMonths);
  if (salary !== undefined) draft.actualMonthlySalarySen = salary;
  if (loanAmount !== undefined) draft.amountSen = loanAmount;
  if (tenure !== undefined) draft.tenureMonths = tenure;
  return draft;
}
