import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { saveSmeDraft, smeApplicationsQueryOptions } from '../api/sme-application-api.ts';

/** Makes the caller's draft and goes to its first page, the loan details. */
export function useStartApplication(userId: string | null) {
  const queries = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => saveSmeDraft({ form: {} }),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: smeApplicationsQueryOptions(userId).queryKey });
      navigate(SME_PAGES.productProfile);
    },
  });
}
