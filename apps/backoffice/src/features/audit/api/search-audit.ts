import { type AuditQuery, auditListSchema, BACKOFFICE_PATHS } from '@sinar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuditList = z.infer<typeof auditListSchema>;
export const AUDIT_PAGE_SIZE = 50;

/** GET the audit trail (admin): newest first, filtered by words and dates. */
export function searchAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditList> {
  return apiRequest(BACKOFFICE_PATHS.audit, { query: { ...query }, signal, schema: auditListSchema });
}

export function auditSearchQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['audit', query] as const,
    queryFn: ({ signal }) => searchAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditSearch(query: AuditQuery) {
  return useQuery(auditSearchQueryOptions(query));
}
