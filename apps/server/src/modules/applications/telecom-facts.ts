import type { LocalDate, TelecomAccountStanding } from '@sinar/domain';
import type { TelecomAccount } from '../../providers/telecom/telecom-account-service.ts';
import { telecomStanding } from '../../providers/telecom/telecom-standing.ts';

/**
 * The operator's view of the applicant's line, as the eligibility rules read it, and what of it is kept with the
 * check (eligibility_checks.telecom_facts) so that officers see what the decision rested on. The holder's name and
 * NRIC are not kept: whether they matched is.
 */

/** The operator knows no such line: nothing about the applicant can be confirmed. */
const NO_LINE: TelecomAccountStanding = {
  personalDataMatches: false,
  isPrincipalHolder: false,
  hasOverdueBill: false,
  hasSuspensionRecord: false,
  accountAgeMonths: 0,
};

export function applicantStanding(
  account: TelecomAccount | null,
  applicant: { nric: string; fullName: string; today: LocalDate },
): TelecomAccountStanding {
  if (!account) return NO_LINE;
  const standing = telecomStanding(account, applicant);
  // A terminated line may have passed to someone else: its past no longer speaks for the applicant.
  return account.status === 'terminated' ? { ...standing, personalDataMatches: false } : standing;
}

export function telecomFactsRecord(
  account: TelecomAccount | null,
  standing: TelecomAccountStanding,
): Record<string, unknown> {
  if (!account) return { found: false, standing };
  return {
    found: true,
    status: account.status,
    accountType: account.accountType,
    lineRole: account.lineRole,
    openedOn: account.openedOn,
    hasSuspensionRecord: account.hasSuspensionRecord,
    billsReported: account.bills.length,
    unpaidBills: account.bills.filter((bill) => bill.paidOn === null).length,
    standing,
  };
}
