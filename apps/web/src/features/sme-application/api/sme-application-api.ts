import {
  MASTER_PATHS,
  masterListSchema,
  messageResponseSchema,
  type Sen,
  SME_APPLICATION_PATHS,
  type SmeApplicationDraft,
  type SmeApplicationView,
  type SmePartnerType,
  smeApplicationListSchema,
  smeApplicationMessageResponseSchema,
  smeApplicationSchema,
  smeEligibilityResultSchema,
  smeProductProfileSchema,
  staffProductProfileSchema,
} from '@sinar/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The SME partner's and staff member's application calls (docs/decisions/059 and 061), each with its query options
 * where a screen reads it.
 */

/** The caller's applications, latest first: the home page and every step read the latest through this one key. */
export function smeApplicationsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['sme-applications', userId] as const,
    queryFn:
      userId === null
        ? skipToken
        : ({ signal }) =>
            apiRequest(SME_APPLICATION_PATHS.byUser(userId), { signal, schema: smeApplicationListSchema }),
  });
}

export function checkSmeEligibility() {
  return apiRequest(SME_APPLICATION_PATHS.eligibility, {
    method: 'POST',
    schema: smeEligibilityResultSchema,
  });
}

/** A new draft (no id), or the draft saved as typed (a saved sub-form merges into what was saved). */
export function saveSmeDraft(input: { readonly id?: string; readonly form: SmeApplicationDraft }) {
  return apiRequest(SME_APPLICATION_PATHS.draft, {
    method: 'POST',
    json: input.id ? { id: input.id, form: input.form } : { form: input.form },
    schema: smeApplicationSchema,
  });
}

export function smeProductProfileQueryOptions(tenureMonths: number) {
  return queryOptions({
    queryKey: ['sme-product-profile', tenureMonths] as const,
    queryFn: ({ signal }) =>
      apiRequest(SME_APPLICATION_PATHS.smeProductProfile, {
        method: 'POST',
        json: { tenureMonths },
        signal,
        schema: smeProductProfileSchema,
      }),
    staleTime: 60_000,
  });
}

export function staffProductProfileQueryOptions(netSalarySen: Sen | null) {
  return queryOptions({
    queryKey: ['staff-product-profile', netSalarySen] as const,
    queryFn:
      netSalarySen === null
        ? skipToken
        : ({ signal }) =>
            apiRequest(SME_APPLICATION_PATHS.staffProductProfile, {
              method: 'POST',
              json: { netSalarySen },
              signal,
              schema: staffProductProfileSchema,
            }),
    staleTime: 60_000,
  });
}

/** The SME loan reasons: one list for both variants. */
export function smeLoanReasonsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['master', 'smeLoanReason', language] as const,
    queryFn: ({ signal }) =>
      apiRequest(MASTER_PATHS.smeLoanReasons, { signal, schema: masterListSchema('smeLoanReason') }),
    staleTime: 60 * 60_000,
  });
}

/** The partner type's whole form, checked and stored by the server. */
export async function submitSmeForm(
  partnerType: SmePartnerType,
  body: Record<string, unknown>,
): Promise<SmeApplicationView> {
  const answer = await apiRequest(SME_APPLICATION_PATHS.submission(partnerType), {
    method: 'POST',
    json: body,
    schema: smeApplicationMessageResponseSchema,
  });
  return answer.application;
}

export async function submitSmeApplication(id: string): Promise<SmeApplicationView> {
  const answer = await apiRequest(SME_APPLICATION_PATHS.pending(id), {
    method: 'PATCH',
    schema: smeApplicationMessageResponseSchema,
  });
  return answer.application;
}

export async function cancelSmeApplication(id: string): Promise<SmeApplicationView> {
  const answer = await apiRequest(SME_APPLICATION_PATHS.cancel(id), {
    method: 'PATCH',
    schema: smeApplicationMessageResponseSchema,
  });
  return answer.application;
}

export async function deleteSmeApplication(id: string): Promise<void> {
  await apiRequest(SME_APPLICATION_PATHS.application(id), {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}
