import type { TokenStore } from './token-store.ts';

/**
 * Logging out in one tab logs the user out of the app's other tabs. Where the tokens live decides how the word
 * goes round:
 * - tokens in local storage (shared by the tabs): a storage change that leaves no access token means another tab
 *   logged out or its session ended (`watchSharedStorageLogout`); the browser sends `storage` events only to the
 *   other tabs, with a null key when a tab cleared the whole storage;
 * - tokens in each tab's session storage: the tab that logs out says so on a broadcast channel
 *   (`announceLogout`), and the others hear it (`watchLogoutAnnouncements`).
 */
export interface SharedStorageLogoutOptions {
  readonly tokens: TokenStore;
  readonly onLoggedOut: () => void;
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function watchSharedStorageLogout(options: SharedStorageLogoutOptions): () => void {
  const { tokens } = options;
  const target = options.target ?? window;
  let known = tokens.accessToken();
  // This tab's own logins and logouts.
  const onOwnChange = () => {
    known = tokens.accessToken();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== tokens.accessTokenKey) return;
    const before = known;
    known = tokens.accessToken();
    if (before !== null && known === null) options.onLoggedOut();
  };
  target.addEventListener(tokens.changeEvent, onOwnChange);
  target.addEventListener('storage', onStorage as EventListener);
  return () => {
    target.removeEventListener(tokens.changeEvent, onOwnChange);
    target.removeEventListener('storage', onStorage as EventListener);
  };
}

const LOGOUT_MESSAGE = 'logout';

export interface LogoutChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The broadcast channel of that name; null where the browser has none. */
export function openLogoutChannel(name: string): LogoutChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}

/** Tells the other tabs that the user logged out. */
export function announceLogout(open: () => LogoutChannel | null): void {
  const channel = open();
  if (!channel) return;
  channel.postMessage(LOGOUT_MESSAGE);
  channel.close();
}

/** Calls `onLoggedOut` when another tab announces a logout; returns the function that stops listening. */
export function watchLogoutAnnouncements(
  onLoggedOut: () => void,
  open: () => LogoutChannel | null,
): () => void {
  const channel = open();
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.data === LOGOUT_MESSAGE) onLoggedOut();
  };
  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
