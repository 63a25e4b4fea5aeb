import { type ApiAuthentication, setApiAuthentication } from './api-client.ts';
import { type RefreshOutcome, requestTokenPair } from './refresh-tokens.ts';
import { clearSession, getAccessToken, getRefreshToken, replaceTokens } from './session.ts';
import { type KeyValueStorage, tab } from './storage.ts';

/**
 * The Bearer token and the refresh rule, plugged into `apiRequest`:
 * - every call carries the access token stored at the moment it is sent;
 * - on a 401 the tokens are refreshed once and the call retried once (api-client.ts does the retry);
 * - calls that fail together share one refresh, because refresh tokens rotate and the server treats a second use
 *   of the same refresh token as theft and ends the session;
 * - when the server refuses the refresh token the session is over: it is cleared and `onSessionEnded` runs.
 */
export interface AuthenticationOptions {
  readonly onSessionEnded: () => void;
  readonly storage?: KeyValueStorage;
  readonly requestTokens?: (refreshToken: string) => Promise<RefreshOutcome>;
}

export function createApiAuthentication(options: AuthenticationOptions): ApiAuthentication {
  const storage = options.storage ?? tab;
  const requestTokens = options.requestTokens ?? requestTokenPair;
  let inFlight: Promise<boolean> | null = null;

  const renew = async (): Promise<boolean> => {
    const refreshToken = getRefreshToken(storage);
    if (refreshToken === null) return false;
    const outcome = await requestTokens(refreshToken);
    if (outcome.kind === 'unavailable') return false;
    // A logout while the refresh was under way wins: its tokens are not brought back.
    if (getRefreshToken(storage) !== refreshToken) return getAccessToken(storage) !== null;
    if (outcome.kind === 'refused') {
      clearSession(storage);
      options.onSessionEnded();
      return false;
    }
    replaceTokens(outcome.tokens, storage);
    return true;
  };

  return {
    authorize(headers) {
      const token = getAccessToken(storage);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
    },
    refresh() {
      inFlight ??= renew()
        .catch(() => false)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}

export function installApiAuthentication(options: AuthenticationOptions): void {
  setApiAuthentication(createApiAuthentication(options));
}
