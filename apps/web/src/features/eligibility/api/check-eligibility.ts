import {
  APPLICATION_PATHS,
  type EligibilityCheckRequest,
  type EligibilityResultView,
  eligibilityResultSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST the quick check (`eligibilityCheckRequestSchema`: the eligibility form as checked, and the product of the
 * page's variant). The server judges it, records it and answers eligible (with the maximum) or the reasons.
 */
export function checkEligibility(request: EligibilityCheckRequest): Promise<EligibilityResultView> {
  return apiRequest(APPLICATION_PATHS.eligibility, {
    method: 'POST',
    json: request,
    schema: eligibilityResultSchema,
  });
}

export function useCheckEligibility() {
  return useMutation({ mutationFn: checkEligibility });
}
