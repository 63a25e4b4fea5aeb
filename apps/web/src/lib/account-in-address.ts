import { type LoanHistoryItem, VARIANT_RULES } from '@sinar/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { siteBaseOf } from './site-paths.ts';
import { useVariant } from './variant.ts';

/**
 * The pages about one loan account (the schedule, the payment history, paying, settling early) name it in their
 * address, as the loan history's and the schedule's links pass it on.
 */
export const AGREEMENT_NO_PARAM = 'agreementNo';

/** A page of one account, with the account named in the address. */
export function withAgreementNo(path: string, agreementNo: string): string {
  return `${path}?${new URLSearchParams({ [AGREEMENT_NO_PARAM]: agreementNo })}`;
}

/**
 * The account a page shows: the one the address names (`wanted`), else the newest one still open (active or written
 * off, and so still owed), else the newest; none when the address names one the customer does not hold.
 */
export function accountNamedOrOpen(
  loans: readonly LoanHistoryItem[],
  wanted: string | null,
): LoanHistoryItem | undefined {
  return wanted
    ? loans.find((candidate) => candidate.agreementNo === wanted)
    : (loans.find((candidate) => candidate.status !== 'CLOSED') ?? loans[0]);
}

/**
 * An account is read in its own variant's words (decision 025): under the other base the page moves at once to its
 * own, keeping the query. Answers whether it is moving.
 */
export function useMovesToOwnVariant(company: LoanHistoryItem['company'] | undefined): boolean {
  const { variant } = useVariant();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target =
    company && company !== variant
      ? `${VARIANT_RULES[company].pathPrefix}${pathname.slice(siteBaseOf(pathname).length)}${search}`
      : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  return target !== null;
}
