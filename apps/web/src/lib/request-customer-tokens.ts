import { type RefreshOutcome, requestTokenPair } from '@sinar/client/request-token-pair';
import { AUTH_PATHS } from '@sinar/domain';

/**
 * POST /refresh (spec 001 section 7). Its own module, loaded on the first refresh only: the domain's auth module
 * and the token schema (and zod) stay out of the landing page's download.
 */
export function requestCustomerTokens(refreshToken: string): Promise<RefreshOutcome> {
  return requestTokenPair(AUTH_PATHS.refresh, refreshToken);
}
