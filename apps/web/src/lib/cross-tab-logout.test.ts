import { describe, expect, it, vi } from 'vitest';
import { watchCrossTabLogout } from './cross-tab-logout.ts';
import { ACCESS_TOKEN_KEY, clearStoredData, REFRESH_TOKEN_KEY, storeSession } from './session.ts';

/** What the browser sends this tab when another tab changes local storage. */
function storageEventFromAnotherTab(key: string | null, newValue: string | null = null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
}

describe('logging out in another tab', () => {
  it('logs this tab out when a storage change leaves no access token', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout({ onLoggedOut });

    // The other tab cleared everything but the language, as logging out does.
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    storageEventFromAnotherTab(null);
    storageEventFromAnotherTab('lang', 'en');
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows the removal of the access token alone', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout({ onLoggedOut });
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    storageEventFromAnotherTab(ACCESS_TOKEN_KEY);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores changes that leave a session: a refresh in another tab, the language, other data', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout({ onLoggedOut });
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'd.e.f');
    storageEventFromAnotherTab(ACCESS_TOKEN_KEY, 'd.e.f');
    storageEventFromAnotherTab(REFRESH_TOKEN_KEY, 'r');
    storageEventFromAnotherTab('lang', 'ms');
    expect(onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing in a tab that had no session', () => {
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout({ onLoggedOut });
    storageEventFromAnotherTab(null);
    expect(onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it('knows of a login in this tab, and of one in another tab', () => {
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout({ onLoggedOut });
    storeSession({ accessToken: 'a.b.c', refreshToken: 'r' });
    window.localStorage.clear();
    storageEventFromAnotherTab(null);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);

    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'd.e.f');
    storageEventFromAnotherTab(ACCESS_TOKEN_KEY, 'd.e.f');
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    storageEventFromAnotherTab(ACCESS_TOKEN_KEY);
    expect(onLoggedOut).toHaveBeenCalledTimes(2);
    stop();
  });

  it("ignores this tab's own logout, which the logout route handles", () => {
    storeSession({ accessToken: 'a.b.c', refreshToken: 'r' });
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout({ onLoggedOut });
    clearStoredData();
    storageEventFromAnotherTab('lang', 'en');
    expect(onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when stopped', () => {
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout({ onLoggedOut });
    stop();
    storageEventFromAnotherTab(null);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });
});
