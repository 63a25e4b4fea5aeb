import {
  AUTH_PATHS,
  agreementChangedSchema,
  type CertificateStatus,
  certificateStatusSchema,
  type Language,
  SIGNING_PATHS,
  SME_AGREEMENT_PATHS,
  type TacSent,
  type TacVerified,
  tacSentSchema,
  tacVerifiedSchema,
  type Variant,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorFromResponse } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getAccessToken } from '../../../lib/session.ts';
import type { AgreementChange } from './approved-summary.ts';

/**
 * The agreement document, the signing account and the signature (spec 000 section 2): the PDF and the signature go
 * through `fetch` with the session's token, since neither is JSON; the rest through `apiRequest`.
 */

function sessionHeaders(): Record<string, string> {
  const token = getAccessToken();
  return {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** Sends with the session's token, renewing it once after a 401 (a cheap call through `apiRequest` refreshes). */
async function fetchWithSession(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () =>
    fetch(path, { ...init, headers: { ...sessionHeaders(), ...init.headers }, credentials: 'same-origin' });
  let response = await send();
  if (response.status === 401) {
    await apiRequest(AUTH_PATHS.me).catch(() => undefined);
    response = await send();
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status alone makes the message
    }
    throw errorFromResponse(response.status, response.statusText, body);
  }
  return response;
}

/** Whose agreement a screen shows: an individual's, or an SME partner's or staff member's (docs/decisions/063). */
export type AgreementKind = 'individual' | 'sme';

/**
 * The agreement PDF in `language`, as the server builds it (or the signed one once signed): an individual's from
 * the agreement document call, an SME or staff agreement from the spec's `sme/pdf/sign/agreement` call.
 */
export function agreementDocumentQueryOptions(
  agreementId: string,
  language: Language,
  kind: AgreementKind = 'individual',
) {
  return queryOptions({
    queryKey: ['agreements', 'document', kind, agreementId, language] as const,
    queryFn: async ({ signal }) =>
      (kind === 'sme'
        ? await fetchWithSession(SME_AGREEMENT_PATHS.sign(language, agreementId), { method: 'POST', signal })
        : await fetchWithSession(SIGNING_PATHS.document(agreementId, language), { signal })
      ).blob(),
    // The PDF stays in memory only while the page shows it.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAgreementDocument(
  agreementId: string,
  language: Language,
  kind: AgreementKind = 'individual',
) {
  return useQuery(agreementDocumentQueryOptions(agreementId, language, kind));
}

function useRefreshAgreement() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ['agreements'] });
}

export function useAcceptDocument() {
  const refresh = useRefreshAgreement();
  return useMutation({
    mutationFn: (agreementId: string): Promise<AgreementChange> =>
      apiRequest(SIGNING_PATHS.acceptDocument(agreementId), {
        method: 'POST',
        json: { accepted: true },
        schema: agreementChangedSchema,
      }),
    onSuccess: refresh,
  });
}

export function certificateQueryOptions(nric: string) {
  return queryOptions({
    queryKey: ['agreements', 'certificate', nric] as const,
    queryFn: ({ signal }) =>
      apiRequest(SIGNING_PATHS.certificate(nric), { signal, schema: certificateStatusSchema }),
  });
}

export function useCertificate(nric: string | null) {
  return useQuery({ ...certificateQueryOptions(nric ?? ''), enabled: nric !== null });
}

export function useEnrol() {
  const refresh = useRefreshAgreement();
  return useMutation({
    mutationFn: (input: { nric: string; agreementId: string }): Promise<CertificateStatus> =>
      apiRequest(SIGNING_PATHS.enrol(input.nric), {
        method: 'POST',
        json: { agreementId: input.agreementId },
        schema: certificateStatusSchema,
      }),
    onSuccess: refresh,
  });
}

export function requestTac(agreementId: string): Promise<TacSent> {
  return apiRequest(SIGNING_PATHS.tac(agreementId), {
    method: 'POST',
    json: { purpose: 'signing' },
    schema: tacSentSchema,
  });
}

export function verifyTac(agreementId: string, tac: string): Promise<TacVerified> {
  return apiRequest(SIGNING_PATHS.tacVerification(agreementId), {
    method: 'POST',
    json: { purpose: 'signing', tac },
    schema: tacVerifiedSchema,
  });
}

/** The spec's pdf/sign call: multipart, the consent and the drawn signature as a PNG. */
export async function signAgreement(input: {
  readonly agreementId: string;
  readonly language: Language;
  readonly company: Variant;
  readonly signature: Blob;
}): Promise<AgreementChange> {
  const form = new FormData();
  form.append('consent', 'true');
  form.append('signature', input.signature, 'signature.png');
  const response = await fetchWithSession(
    SIGNING_PATHS.sign(input.language, input.company, input.agreementId),
    {
      method: 'POST',
      body: form,
    },
  );
  return agreementChangedSchema.parse(await response.json());
}

/**
 * Verifying the TAC, then signing with it: 'Signing in progress' covers both. A TAC verified once is not verified
 * again when the signing is retried (the server takes it once): `verified` says it was, `onVerified` learns it.
 */
export function useSignWithTac() {
  const refresh = useRefreshAgreement();
  return useMutation({
    mutationFn: async (
      input: Parameters<typeof signAgreement>[0] & {
        readonly tac: string;
        readonly verified: boolean;
        readonly onVerified: () => void;
      },
    ) => {
      if (!input.verified) {
        await verifyTac(input.agreementId, input.tac);
        input.onVerified();
      }
      return signAgreement(input);
    },
    onSuccess: refresh,
  });
}
