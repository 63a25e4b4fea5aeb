import type { LoanHistoryItem } from '@sinar/domain';
import { useSearchParams } from 'react-router';
import {
  AGREEMENT_NO_PARAM,
  accountNamedOrOpen,
  useMovesToOwnVariant,
} from '../../../lib/account-in-address.ts';
import { useLoanHistory } from '../api/loan-accounts.ts';

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
  const loan = accountNamedOrOpen(loans, wanted);
  const leaving = useMovesToOwnVariant(loan?.company);
  if (history.isPending) return { state: 'loading', leaving };
  if (history.isError) return { state: 'error', retry: () => void history.refetch(), leaving };
  if (!loan) return { state: 'none', leaving };
  return { state: 'found', loan, leaving };
}

/** A page about one account or order, with it named in the address. */
export function withQuery(path: string, name: string, value: string): string {
  return `${path}?${new URLSearchParams({ [name]: value })}`;
}
