import type { ApiAuthentication } from './api-client.ts';
import type { RefreshOutcome } from './request-token-pair.ts';
import type { TokenStore } from './token-store.ts';

/**
 * The Bearer token and the refresh rule, plugged into the API client:
 * - every call carries the access token stored at the moment it is sent;
 * - on a 401 the tokens are refreshed once and the call is retried once (api-client.ts does the retry);
 * - one refresh at a time, because refresh tokens rotate and the server treats a second use of the same refresh
 *   token as theft: the calls of a tab that fail together share one refresh, and across tabs a Web Lock lets one
 *   tab refresh while the others wait; a tab that waited finds the tokens another tab already renewed;
 * - a logout while a refresh is under way wins: its tokens are not brought back;
 * - when the server refuses the refresh token the session is over: the app clears it (`clearSession`) and is told
 *   (`onSessionEnded`).
 */
export interface TokenRefreshOptions {
  readonly tokens: TokenStore;
  /** POST the app's refresh path (request-token-pair.ts); an app may load that module on the first refresh. */
  readonly requestTokens: (refreshToken: string) => Promise<RefreshOutcome>;
  /** Clears what the app keeps of the session; the tokens at least. */
  readonly clearSession: () => void;
  /** Called once the session has been cleared after a refused refresh. */
  readonly onSessionEnded: () => void;
  /** The name of the Web Lock the app's tabs share. */
  readonly lockName: string;
  /** Runs the refresh under the lock; defaults to the Web Locks API where the browser has one. */
  readonly withLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

function withWebLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, task) : task();
}

export function createTokenRefresh(options: TokenRefreshOptions): ApiAuthentication {
  const { tokens, requestTokens } = options;
  const withLock = options.withLock ?? withWebLock;
  let inFlight: Promise<boolean> | null = null;

  const endSession = (): false => {
    options.clearSession();
    options.onSessionEnded();
    return false;
  };

  const renew = async (): Promise<boolean> => {
    const before = tokens.refreshToken();
    if (before === null) return tokens.accessToken() === null ? false : endSession();
    return withLock(options.lockName, async () => {
      const current = tokens.refreshToken();
      if (current === null) return false;
      // Another tab renewed the tokens while this one waited for the lock: use them.
      if (current !== before) return true;
      const outcome = await requestTokens(current);
      if (outcome.kind === 'unavailable') return false;
      // A logout while the refresh was under way wins: its tokens are not brought back.
      if (tokens.refreshToken() !== current) return tokens.accessToken() !== null;
      if (outcome.kind === 'refused') return endSession();
      tokens.storeTokens(outcome.tokens);
      return true;
    });
  };

  return {
    authorize(headers) {
      const token = tokens.accessToken();
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
