import { type TokenPair, tokenPairSchema } from '@sinar/domain';

/**
 * POST a refresh path with the refresh token, outside the API client: the refresh must not itself go through the
 * refresh-on-401 rule. It brings the token schema (and zod), so an app whose first page must stay small loads this
 * module on the first refresh only.
 */
export type RefreshOutcome =
  | { readonly kind: 'renewed'; readonly tokens: TokenPair }
  /** The server refused the refresh token (bad, reused, expired, session ended): the session is over. */
  | { readonly kind: 'refused' }
  /** No usable answer (offline, a server fault): the session may still be good, try again later. */
  | { readonly kind: 'unavailable' };

export async function requestTokenPair(refreshPath: string, refreshToken: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(refreshPath, {
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
