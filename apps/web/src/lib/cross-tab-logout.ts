import { ACCESS_TOKEN_KEY, getAccessToken, SESSION_CHANGE_EVENT } from './session.ts';
import { type KeyValueStorage, local } from './storage.ts';

/**
 * Spec 000 and 001 section 4: a storage change that leaves no access token marks the user logged out. Another tab
 * logged out (or its session ended): this tab follows. The browser sends `storage` events only to the other tabs,
 * and with a null key when a tab cleared the whole storage, as logging out does.
 */
export interface CrossTabLogoutOptions {
  readonly onLoggedOut: () => void;
  readonly storage?: KeyValueStorage;
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function watchCrossTabLogout(options: CrossTabLogoutOptions): () => void {
  const storage = options.storage ?? local;
  const target = options.target ?? window;
  let known = getAccessToken(storage);
  // This tab's own logins and logouts.
  const onOwnChange = () => {
    known = getAccessToken(storage);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== ACCESS_TOKEN_KEY) return;
    const before = known;
    known = getAccessToken(storage);
    if (before !== null && known === null) options.onLoggedOut();
  };
  target.addEventListener(SESSION_CHANGE_EVENT, onOwnChange);
  target.addEventListener('storage', onStorage as EventListener);
  return () => {
    target.removeEventListener(SESSION_CHANGE_EVENT, onOwnChange);
    target.removeEventListener('storage', onStorage as EventListener);
  };
}
