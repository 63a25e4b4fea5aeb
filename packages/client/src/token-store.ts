import type { TokenPair } from '@sinar/domain';
import { useSyncExternalStore } from 'react';
import type { KeyValueStorage } from './storage.ts';

/**
 * Where an app keeps its access and refresh tokens: the storage (a customer's in local storage, shared by the
 * site's tabs; an officer's in the tab's session storage) and the keys are the app's. Light on purpose: the web
 * app's landing page loads it, so nothing here may bring zod or a catalog along.
 */
export interface TokenStoreOptions {
  readonly storage: KeyValueStorage;
  readonly accessTokenKey: string;
  readonly refreshTokenKey: string;
  /** Fired on this tab's window whenever this tab stores, renews or clears the tokens. */
  readonly changeEvent: string;
}

export interface TokenStore extends TokenStoreOptions {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** Keeps the tokens a login or a refresh returned, touching nothing else. */
  storeTokens(tokens: TokenPair): void;
  removeTokens(): void;
  /** Tells this tab's listeners that the session may have changed (after the app changed more than the tokens). */
  announceChange(): void;
  /**
   * Calls `listener` when the session may have changed: in this tab, or in another tab sharing the storage (a
   * `storage` event; its key is null when another tab cleared everything).
   */
  subscribe(listener: () => void): () => void;
}

const present = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

export function createTokenStore(options: TokenStoreOptions): TokenStore {
  const { storage, accessTokenKey, refreshTokenKey, changeEvent } = options;
  const announceChange = () => {
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(changeEvent));
  };
  return {
    ...options,
    accessToken: () => present(storage.getItem(accessTokenKey)),
    refreshToken: () => present(storage.getItem(refreshTokenKey)),
    storeTokens(tokens) {
      storage.setItem(accessTokenKey, tokens.accessToken);
      storage.setItem(refreshTokenKey, tokens.refreshToken);
      announceChange();
    },
    removeTokens() {
      storage.removeItem(accessTokenKey);
      storage.removeItem(refreshTokenKey);
      announceChange();
    },
    announceChange,
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === accessTokenKey || event.key === refreshTokenKey) listener();
      };
      window.addEventListener(changeEvent, listener);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changeEvent, listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The stored access token, kept up to date across logins, logouts, refreshes and (shared storage) other tabs. */
export function useStoredAccessToken(store: TokenStore): string | null {
  return useSyncExternalStore(store.subscribe, store.accessToken, () => null);
}
