import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceLogout,
  openLogoutChannel,
  watchLogoutAnnouncements,
  watchSharedStorageLogout,
} from './cross-tab-logout.ts';
import { local } from './storage.ts';
import { createTokenStore } from './token-store.ts';

const tokens = createTokenStore({
  storage: local,
  accessTokenKey: 'accessToken',
  refreshTokenKey: 'refreshToken',
  changeEvent: 'test:session-change',
});

/** What the browser sends this tab when another tab changes local storage. */
function storageEventFromAnotherTab(key: string | null, newValue: string | null = null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
}

/** This tab's logout: everything but the language goes. */
function logOutHere(): void {
  window.localStorage.clear();
  tokens.announceChange();
}

describe('logging out in another tab, with the tokens in shared storage', () => {
  it('logs this tab out when a storage change leaves no access token', () => {
    window.localStorage.setItem('accessToken', 'a.b.c');
    const onLoggedOut = vi.fn();
    const stop = watchSharedStorageLogout({ tokens, onLoggedOut });

    // The other tab cleared everything but the language, as logging out does.
    window.localStorage.removeItem('accessToken');
    storageEventFromAnotherTab(null);
    storageEventFromAnotherTab('lang', 'en');
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows the removal of the access token alone', () => {
    window.localStorage.setItem('accessToken', 'a.b.c');
    const onLoggedOut = vi.fn();
    const stop = watchSharedStorageLogout({ tokens, onLoggedOut });
    window.localStorage.removeItem('accessToken');
    storageEventFromAnotherTab('accessToken');
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores changes that leave a session: a refresh in another tab, the language, other data', () => {
    window.localStorage.setItem('accessToken', 'a.b.c');
    const onLoggedOut = vi.fn();
    const stop = watchSharedStorageLogout({ tokens, onLoggedOut });
    window.localStorage.setItem('accessToken', 'd.e.f');
    storageEventFromAnotherTab('accessToken', 'd.e.f');
    storageEventFromAnotherTab('refreshToken', 'r');
    storageEventFromAnotherTab('lang', 'ms');
    expect(onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing in a tab that had no session', () => {
    const onLoggedOut = vi.fn();
    const stop = watchSharedStorageLogout({ tokens, onLoggedOut });
    storageEventFromAnotherTab(null);
    expect(onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it('knows of a login in this tab, and of one in another tab', () => {
    const onLoggedOut = vi.fn();
    const stop = watchSharedStorageLogout({ tokens, onLoggedOut });
    tokens.storeTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    window.localStorage.clear();
    storageEventFromAnotherTab(null);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);

    window.localStorage.setItem('accessToken', 'd.e.f');
    storageEventFromAnotherTab('accessToken', 'd.e.f');
    window.localStorage.removeItem('accessToken');
    storageEventFromAnotherTab('accessToken');
    expect(onLoggedOut).toHaveBeenCalledTimes(2);
    stop();
  });

  it("ignores this tab's own logout, which the logout route handles", () => {
    tokens.storeTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    const onLoggedOut = vi.fn();
    const stop = watchSharedStorageLogout({ tokens, onLoggedOut });
    logOutHere();
    storageEventFromAnotherTab('lang', 'en');
    expect(onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when stopped', () => {
    const onLoggedOut = vi.fn();
    const stop = watchSharedStorageLogout({ tokens, onLoggedOut });
    stop();
    storageEventFromAnotherTab(null);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });
});

describe('logging out across tabs, with the tokens in each tab', () => {
  const CHANNEL = 'test-session';
  const open = () => openLogoutChannel(CHANNEL);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('tells the other tabs, which log out too', async () => {
    const onLoggedOut = vi.fn();
    stops.push(watchLogoutAnnouncements(onLoggedOut, open));
    announceLogout(open);
    await settle();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('ignores other messages on the channel, and stops listening when asked', async () => {
    const onLoggedOut = vi.fn();
    const stop = watchLogoutAnnouncements(onLoggedOut, open);
    const other = new BroadcastChannel(CHANNEL);
    other.postMessage('hello');
    await settle();
    stop();
    announceLogout(open);
    await settle();
    other.close();
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no broadcast channel', () => {
    expect(() => announceLogout(() => null)).not.toThrow();
    expect(watchLogoutAnnouncements(vi.fn(), () => null)).toBeTypeOf('function');
  });
});
