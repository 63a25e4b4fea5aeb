import { type Language, SIGNING_PATHS } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFileWithSession } from '../../../lib/file-with-session.ts';

/**
 * The agreement's PDF as the agreement's calls serve it (`SIGNING_PATHS.document`): once signed, which every loan
 * with an account is, the signed one, whatever the language asked.
 */
export function signedAgreementQueryOptions(agreementId: string, language: Language) {
  return queryOptions({
    queryKey: ['loan-account', 'signed-agreement', agreementId, language] as const,
    queryFn: async ({ signal }) =>
      fetchFileWithSession(SIGNING_PATHS.document(agreementId, language), signal),
    // The PDF stays in memory only while the page shows it.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignedAgreement(agreementId: string, language: Language) {
  return useQuery(signedAgreementQueryOptions(agreementId, language));
}
