import type { LoanHistoryItem } from '@sinar/domain';
import { useSearchParams } from 'react-router';
import {
  AGREEMENT_NO_PARAM,
  accountNamedOrOpen,
  useMovesToOwnVariant,
} from '../../../lib/account-in-address.ts';
import { useLoanHistory } from '../api/early-settlement-queries.ts';

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
  const loan = accountNamedOrOpen(loans, wanted);
  const leaving = useMovesToOwnVariant(loan?.company);
  if (history.isPending) return { state: 'loading', leaving };
  if (history.isError) return { state: 'error', retry: () => void history.refetch(), leaving };
  if (loans.length === 0) return { state: 'none', leaving };
  if (!loan) return { state: 'notFound', leaving };
  return { state: 'found', loan, leaving };
}
