import {
  applicationFormSchema,
  type DigitRange,
  type FormIssue,
  formIssues,
  type LocalDate,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Customer } from '../auth/customer-records.ts';
import { masterListItems } from '../master/master-records.ts';
import type { ApplicationRow } from './application-repository.ts';

/**
 * The evidence of the form step: the saved draft passes the same schema the browser uses, built with what the
 * server knows (Malaysian today, the applicant's own email and phone, the maximum eligible amount, the bank's
 * account number lengths from the bank master list).
 */
export async function applicationFormProblems(
  db: Queryable,
  application: ApplicationRow,
  applicant: Customer,
  today: LocalDate,
): Promise<FormIssue[]> {
  const bankAccountDigits = await bankAccountDigitsOf(db, application);
  const schema = applicationFormSchema({
    today,
    maxEligibleAmountSen: application.maxEligibleAmountSen,
    bankAccountDigits: (bankId) => bankAccountDigits.get(bankId),
    ...(applicant.email ? { applicantEmail: applicant.email } : {}),
    ...(applicant.phoneNo ? { applicantPhoneNo: applicant.phoneNo } : {}),
  });
  const result = schema.safeParse(application.form);
  return result.success ? [] : formIssues(result.error);
}

/** The form's problems, field by field: answered 422 with each field's text (the routes translate them). */
export class ApplicationFormInvalid extends AppError {
  readonly issues: readonly FormIssue[];

  constructor(issues: readonly FormIssue[]) {
    super(422, 'application.formIncomplete');
    this.name = 'ApplicationFormInvalid';
    this.issues = issues;
  }
}

export async function assertApplicationFormComplete(
  db: Queryable,
  application: ApplicationRow,
  applicant: Customer,
  today: LocalDate,
): Promise<void> {
  const issues = await applicationFormProblems(db, application, applicant, today);
  if (issues.length > 0) throw new ApplicationFormInvalid(issues);
}

/** The form names a bank by the list item's id or its code; both lead to the bank's account number lengths. */
async function bankAccountDigitsOf(
  db: Queryable,
  application: ApplicationRow,
): Promise<Map<string, DigitRange>> {
  const banks = await masterListItems(db, 'bank', application.applicationType, 'en');
  const digits = new Map<string, DigitRange>();
  for (const bank of banks) {
    const lengths = bank.attributes.accountNumberLengths;
    if (!Array.isArray(lengths) || lengths.length === 0 || !lengths.every(Number.isInteger)) continue;
    const range = { min: Math.min(...lengths), max: Math.max(...lengths) };
    digits.set(bank.id, range);
    digits.set(bank.code, range);
  }
  return digits;
}
