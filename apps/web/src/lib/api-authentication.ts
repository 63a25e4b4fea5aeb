import { type ApiAuthentication, setApiAuthentication } from './api-client.ts';
import { importWithReload } from './lazy-reload.ts';
import type { RefreshOutcome } from './refresh-tokens.ts';
import { clearStoredData, getAccessToken, getRefreshToken, replaceTokens } from './session.ts';
import { type KeyValueStorage, local } from './storage.ts';

/**
 * The Bearer token and the refresh rule of spec 001 sections 4, 7 and 8, plugged into `apiRequest`:
 * - every call carries the access token stored at the moment it is sent;
 * - on a 401 the tokens are refreshed once and the call is retried once (api-client.ts does the retry);
 * - calls that fail together share one refresh (single flight), because refresh tokens rotate and the server
 *   treats a second use of the same refresh token as theft; across tabs a Web Lock does the same, and a tab that
 *   waited finds the tokens another tab already renewed;
 * - when the server refuses the refresh token the session is over: the stored data is cleared and the user is sent
 *   to the logout route (`onSessionEnded`).
 */
export interface AuthenticationOptions {
  /** Called once the stored session has been cleared after a refused refresh: go to the logout route. */
  readonly onSessionEnded: () => void;
  readonly storage?: KeyValueStorage;
  readonly clearSession?: () => void;
  readonly requestTokens?: (refreshToken: string) => Promise<RefreshOutcome>;
  /** Runs the refresh under a lock shared by the site's tabs; defaults to the Web Locks API where there is one. */
  readonly withLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export const REFRESH_LOCK_NAME = 'sinar:token-refresh';

async function loadAndRequestTokens(refreshToken: string): Promise<RefreshOutcome> {
  const module = await importWithReload(() => import('./refresh-tokens.ts'));
  return module.requestTokenPair(refreshToken);
}

function withWebLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

export function createApiAuthentication(options: AuthenticationOptions): ApiAuthentication {
  const storage = options.storage ?? local;
  const clearSession = options.clearSession ?? (() => clearStoredData());
  const requestTokens = options.requestTokens ?? loadAndRequestTokens;
  const withLock = options.withLock ?? withWebLock;
  let inFlight: Promise<boolean> | null = null;

  const endSession = (): false => {
    clearSession();
    options.onSessionEnded();
    return false;
  };

  const renew = async (): Promise<boolean> => {
    const before = getRefreshToken(storage);
    if (before === null) return getAccessToken(storage) === null ? false : endSession();
    return withLock(async () => {
      const current = getRefreshToken(storage);
      if (current === null) return false;
      // Another tab renewed the tokens while this one waited for the lock: use them.
      if (current !== before) return true;
      const outcome = await requestTokens(current);
      if (outcome.kind === 'refused') return endSession();
      if (outcome.kind === 'unavailable') return false;
      replaceTokens(outcome.tokens, storage);
      return true;
    });
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

/** Installs the Bearer token and the refresh rule for every API call of the app. */
export function installApiAuthentication(options: AuthenticationOptions): void {
  setApiAuthentication(createApiAuthentication(options));
}
