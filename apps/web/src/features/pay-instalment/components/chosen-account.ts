import type { LoanHistoryItem } from '@sinar/domain';
import { VARIANT_RULES } from '@sinar/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { siteBaseOf } from '../../../lib/site-paths.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useLoanHistory } from '../api/loan-accounts.ts';

/** The query parameter naming the account to pay, as the schedule's 'Pay now' passes it on. */
export const AGREEMENT_NO_PARAM = 'agreementNo';

export type AccountToPay =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly retry: () => void }
  | { readonly state: 'none' }
  | { readonly state: 'found'; readonly loan: LoanHistoryItem };

/**
 * The account to pay: the one the address names, else the newest one still open (as the schedule chooses). An
 * account is paid in its own variant's words: under the other base the page moves at once to its own, keeping the
 * query.
 */
export function useAccountToPay(): AccountToPay & { readonly leaving: boolean } {
  const [search] = useSearchParams();
  const wanted = search.get(AGREEMENT_NO_PARAM);
  const history = useLoanHistory();
  const loans = history.data?.loans ?? [];
  const loan = wanted
    ? loans.find((candidate) => candidate.agreementNo === wanted)
    : (loans.find((candidate) => candidate.status !== 'CLOSED') ?? loans[0]);
  const { leaving } = useVariantOf(loan?.company);
  if (history.isPending) return { state: 'loading', leaving };
  if (history.isError) return { state: 'error', retry: () => void history.refetch(), leaving };
  if (!loan) return { state: 'none', leaving };
  return { state: 'found', loan, leaving };
}

function useVariantOf(company: LoanHistoryItem['company'] | undefined): { readonly leaving: boolean } {
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
  return { leaving: target !== null };
}

/** A page about one account or order, with it named in the address. */
export function withQuery(path: string, name: string, value: string): string {
  return `${path}?${new URLSearchParams({ [name]: value })}`;
}
