import type { AccountRequestKind } from '../api/loan-account-backoffice.ts';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import type { OfficerRole } from '../status/actors.ts';

/**
 * Who may touch a loan account's money in the back office (decision 042). Every officer reads accounts. Counter
 * payments are posted, and reversals, waivers and write-offs prepared, by the operations staff who handle money (the
 * disbursement officers) and the admin. Each of the three changes needs a second officer, never its maker: a
 * disbursement officer or the admin approves a reversal or a waiver; only the admin approves a write-off, as the
 * account's transition table allows.
 */
export const COUNTER_POSTING_ROLES = [
  'disbursementOfficer',
  'admin',
] as const satisfies readonly OfficerRole[];
export const ACCOUNT_REQUEST_MAKERS = [
  'disbursementOfficer',
  'admin',
] as const satisfies readonly OfficerRole[];
export const ACCOUNT_REQUEST_CHECKERS: Readonly<Record<AccountRequestKind, readonly OfficerRole[]>> = {
  reversal: ['admin', 'disbursementOfficer'],
  waiver: ['admin', 'disbursementOfficer'],
  writeOff: ['admin'],
};

/** Any role that may check some request: the routes let these in, and `checkerRole` decides for the request. */
export const ACCOUNT_REQUEST_CHECKING_ROLES = [
  'disbursementOfficer',
  'admin',
] as const satisfies readonly OfficerRole[];

/**
 * The role the checker acts in for this request, the first of the kind's checking roles they hold. Refused when the
 * checker is the request's maker (whatever roles they hold) or holds none of the kind's checking roles.
 */
export function checkerRole(
  request: { readonly kind: AccountRequestKind; readonly makerId: string },
  checker: { readonly officerId: string; readonly roles: readonly OfficerRole[] },
): OfficerRole {
  if (checker.officerId === request.makerId)
    throw new DomainRuleError('loanAccounts.checkerIsMaker', {}, 'forbidden');
  const role = ACCOUNT_REQUEST_CHECKERS[request.kind].find((candidate) => checker.roles.includes(candidate));
  if (!role) throw new DomainRuleError('loanAccounts.checkerRoleMissing', {}, 'forbidden');
  return role;
}
