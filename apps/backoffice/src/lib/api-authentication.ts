import { requestTokenPair } from '@sinar/client/request-token-pair';
import { createTokenRefresh } from '@sinar/client/token-refresh';
import { OFFICER_AUTH_PATHS } from '@sinar/domain';
import { setApiAuthentication } from './api-client.ts';
import { clearSession, tokens } from './session.ts';

/**
 * The officer's Bearer token and the refresh rule (@sinar/client/token-refresh), plugged into `apiRequest`: on a
 * 401 the tokens are refreshed once, one refresh at a time across the back office's tabs; when the server refuses
 * the refresh the session is cleared and `onSessionEnded` runs.
 */
export const REFRESH_LOCK_NAME = 'backoffice:token-refresh';

export function installApiAuthentication(options: { readonly onSessionEnded: () => void }): void {
  setApiAuthentication(
    createTokenRefresh({
      tokens,
      requestTokens: (refreshToken) => requestTokenPair(OFFICER_AUTH_PATHS.refresh, refreshToken),
      clearSession: () => clearSession(),
      onSessionEnded: options.onSessionEnded,
      lockName: REFRESH_LOCK_NAME,
    }),
  );
}
