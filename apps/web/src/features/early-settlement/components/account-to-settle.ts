import type { LoanHistoryItem } from '@sinar/domain';
import { VARIANT_RULES } from '@sinar/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { siteBaseOf } from '../../../lib/site-paths.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useLoanHistory } from '../api/early-settlement-queries.ts';

/** The query parameter naming the account, as the schedule's 'Settle early' passes it on. */
export const AGREEMENT_NO_PARAM = 'agreementNo';

export type AccountToSettle =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly retry: () => void }
  | { readonly state: 'none' }
  | { readonly state: 'notFound' }
  | { readonly state: 'found'; readonly loan: LoanHistoryItem };

/**
 * The account to settle: the one the address names, else the newest one still open, as the schedule chooses. An
 * account is read in its own variant's words: under the other base the page moves at once to its own, keeping the
 * query (decision 025).
 */
export function useAccountToSettle(): AccountToSettle & { readonly leaving: boolean } {
  const [search] = useSearchParams();
  const wanted = search.get(AGREEMENT_NO_PARAM);
  const history = useLoanHistory();
  const loans = history.data?.loans ?? [];
  const loan = wanted
    ? loans.find((candidate) => candidate.agreementNo === wanted)
    : (loans.find((candidate) => candidate.status !== 'CLOSED') ?? loans[0]);
  const leaving = useMovesToOwnVariant(loan?.company);
  if (history.isPending) return { state: 'loading', leaving };
  if (history.isError) return { state: 'error', retry: () => void history.refetch(), leaving };
  if (loans.length === 0) return { state: 'none', leaving };
  if (!loan) return { state: 'notFound', leaving };
  return { state: 'found', loan, leaving };
}

function useMovesToOwnVariant(company: LoanHistoryItem['company'] | undefined): boolean {
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

/** A page about one account, with it named in the address. */
export function withAgreementNo(path: string, agreementNo: string): string {
  return `${path}?${new URLSearchParams({ [AGREEMENT_NO_PARAM]: agreementNo })}`;
}
