import { joinNric, type LocalDate, splitNric, type TelecomAccountStanding } from '@sinar/domain';
import type { TelecomAccount } from './telecom-account-service.ts';

/**
 * Only a line in service may log in or register: a suspended or terminated line answers as 'Invalid phone number of
 * the telecom account' rather than with eligibility reasons, since its holder may no longer be who uses the number.
 */
export function isActiveTelecomAccount(account: TelecomAccount): boolean {
  return account.status === 'active';
}

/**
 * The operator's view of an applicant, as the eligibility rules read it (spec 000 section 8). Personal data is
 * matched on the NRIC alone: names are written in too many ways (bin/binti, a/l, order, spelling) to compare, and the
 * NRIC is what identifies the holder. `fullName` is taken so that a name check can be added without changing callers.
 */
export function telecomStanding(
  account: TelecomAccount,
  applicant: { nric: string; fullName: string; today: LocalDate },
): TelecomAccountStanding {
  const parts = splitNric(applicant.nric);
  const applicantNric = parts ? joinNric(parts) : null;
  const personalDataMatches =
    applicantNric !== null && (account.holderNric === null || account.holderNric === applicantNric);
  const common = {
    personalDataMatches,
    isPrincipalHolder: account.lineRole === 'principal',
    hasOverdueBill: account.bills.some(
      (bill) => (bill.paidOn === null || bill.paidOn > applicant.today) && bill.dueOn < applicant.today,
    ),
    hasSuspensionRecord: account.hasSuspensionRecord || account.status === 'suspended',
  };
  // The rule asks for a bill history over 6 months (spec 000 section 9): a prepaid line has none, however old.
  return account.accountType === 'prepaid'
    ? { ...common, accountAgeMonths: 0 }
    : { ...common, openedOn: account.openedOn };
}
