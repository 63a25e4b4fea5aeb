import type { LoanHistoryItem } from '@sinar/domain';
import { useSearchParams } from 'react-router';
import { AGREEMENT_NO_PARAM, accountNamedOrOpen } from '../../../lib/account-in-address.ts';
import { useLoanHistory } from '../api/get-loan-history.ts';

export type ChosenAccount =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly retry: () => void }
  /** The customer has no loan account yet. */
  | { readonly state: 'none' }
  /** The address names an account the customer does not hold. */
  | { readonly state: 'notFound' }
  | { readonly state: 'found'; readonly loan: LoanHistoryItem; readonly loans: readonly LoanHistoryItem[] };

/**
 * The account the schedule and the payment history show: the one the address names (`?agreementNo=`), else the
 * newest one still open (active or written off, and so still owed), else the newest.
 */
export function useChosenAccount(): ChosenAccount {
  const [search] = useSearchParams();
  const wanted = search.get(AGREEMENT_NO_PARAM);
  const history = useLoanHistory();
  if (history.isPending) return { state: 'loading' };
  if (history.isError) return { state: 'error', retry: () => void history.refetch() };
  const loans = history.data.loans;
  const loan = accountNamedOrOpen(loans, wanted);
  if (loans.length === 0) return { state: 'none' };
  if (!loan) return { state: 'notFound' };
  return { state: 'found', loan, loans };
}
