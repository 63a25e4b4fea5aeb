import { OFFICER_AUTH_PATHS, type TokenPair, tokenPairSchema } from '@sinar/domain';

/**
 * POST the officer refresh with the refresh token, outside `apiRequest`: the refresh must not itself go through
 * the refresh-on-401 rule.
 */
export type RefreshOutcome =
  | { readonly kind: 'renewed'; readonly tokens: TokenPair }
  /** The server refused the refresh token (expired, reused, session ended): the session is over. */
  | { readonly kind: 'refused' }
  /** No usable answer (offline, a server fault): the session may still be good. */
  | { readonly kind: 'unavailable' };

export async function requestTokenPair(refreshToken: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(OFFICER_AUTH_PATHS.refresh, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status >= 400 && response.status < 500) return { kind: 'refused' };
  if (!response.ok) return { kind: 'unavailable' };
  const parsed = tokenPairSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? { kind: 'renewed', tokens: parsed.data } : { kind: 'unavailable' };
}
