import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/get-current-user.ts';
import { smeApplicationQueryOptions } from '../../../lib/get-sme-application.ts';
import type { JourneyAgreement } from './agreement-journey.ts';

export interface SignerNric {
  readonly nric: string | null;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

/**
 * The NRIC the signing certificate is made for (docs/decisions/068): the customer's own for an individual's agreement;
 * for an SME partner's or staff member's, the applicant's the application named, who signs for the business
 * (decision 063) and whose NRIC the certificate authority's calls must name.
 */
export function useSignerNric(agreement: Pick<JourneyAgreement, 'smeApplicationId'>): SignerNric {
  const sme = agreement.smeApplicationId !== null;
  const user = useQuery({ ...currentUserQueryOptions(), enabled: !sme });
  const application = useQuery({
    ...smeApplicationQueryOptions(agreement.smeApplicationId),
    select: (view) => view.form.applicant?.nric,
  });
  if (!sme) return { nric: user.data?.nric ?? null, ...stateOf(user) };
  const nric = application.data;
  return { nric: typeof nric === 'string' && nric !== '' ? nric : null, ...stateOf(application) };
}

function stateOf(query: { isPending: boolean; isError: boolean; refetch: () => unknown }) {
  return { isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
