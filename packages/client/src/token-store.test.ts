import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { local, tab } from './storage.ts';
import { createTokenStore, useStoredAccessToken } from './token-store.ts';

const customerTokens = createTokenStore({
  storage: local,
  accessTokenKey: 'accessToken',
  refreshTokenKey: 'refreshToken',
  changeEvent: 'test:session-change',
});
const officerTokens = createTokenStore({
  storage: tab,
  accessTokenKey: 'backoffice.accessToken',
  refreshTokenKey: 'backoffice.refreshToken',
  changeEvent: 'test:officer-session-change',
});

describe('the token store', () => {
  it("keeps the tokens in the app's storage under the app's keys, and nothing else", () => {
    customerTokens.storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    officerTokens.storeTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect({ ...window.localStorage }).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect({ ...window.sessionStorage }).toEqual({
      'backoffice.accessToken': 'a2',
      'backoffice.refreshToken': 'r2',
    });
    officerTokens.removeTokens();
    expect(officerTokens.accessToken()).toBeNull();
    expect(customerTokens.accessToken()).toBe('a1');
  });

  it('reads a blank token as none', () => {
    window.localStorage.setItem('accessToken', '  ');
    expect(customerTokens.accessToken()).toBeNull();
    expect(customerTokens.refreshToken()).toBeNull();
  });

  it("tells this tab's listeners of every change, and of another tab's changes to its keys", () => {
    const listener = vi.fn();
    const stop = customerTokens.subscribe(listener);
    customerTokens.storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', storageArea: window.localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    customerTokens.removeTokens();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives components the access token as it changes', () => {
    const { result } = renderHook(() => useStoredAccessToken(customerTokens));
    expect(result.current).toBeNull();
    act(() => customerTokens.storeTokens({ accessToken: 'a1', refreshToken: 'r1' }));
    expect(result.current).toBe('a1');
    act(() => customerTokens.removeTokens());
    expect(result.current).toBeNull();
  });
});
