import { openLogoutChannel } from '@sinar/client/cross-tab-logout';
import { type KeyValueStorage, tab } from '@sinar/client/storage';
import { createTokenStore, useStoredAccessToken } from '@sinar/client/token-store';
import { type Officer, type OfficerRole, type OfficerSession, officerSchema } from '@sinar/domain';
import { useSyncExternalStore } from 'react';

/**
 * The officer's session, kept in this tab's session storage: back-office computers are shared, so closing the tab
 * ends the session. The officer is kept beside the tokens so the navigation shows the right sections at once; the
 * layout reads it again from the server (`me`) on every visit.
 */
export const ACCESS_TOKEN_KEY = 'backoffice.accessToken';
export const REFRESH_TOKEN_KEY = 'backoffice.refreshToken';
export const OFFICER_KEY = 'backoffice.officer';

/** Fired on this tab's window whenever its session is stored, renewed or cleared. */
export const SESSION_CHANGE_EVENT = 'backoffice:session-change';

/** The officer's tokens, in this tab only. */
export const tokens = createTokenStore({
  storage: tab,
  accessTokenKey: ACCESS_TOKEN_KEY,
  refreshTokenKey: REFRESH_TOKEN_KEY,
  changeEvent: SESSION_CHANGE_EVENT,
});

/** Where the time of the officer's last action is kept, for the idle time-out of every back-office tab. */
export const LAST_ACTIVITY_KEY = 'backoffice.lastActivityAt';

/** The broadcast channel on which a tab that logs out tells the others (each tab keeps its own tokens). */
export const LOGOUT_CHANNEL = 'sinar-backoffice-session';
export const openOfficerLogoutChannel = () => openLogoutChannel(LOGOUT_CHANNEL);

export function getAccessToken(): string | null {
  return tokens.accessToken();
}

export function getRefreshToken(): string | null {
  return tokens.refreshToken();
}

export function storeSession(session: OfficerSession): void {
  tab.setItem(OFFICER_KEY, JSON.stringify(session.officer));
  tokens.storeTokens(session);
}

export function storeOfficer(officer: Officer): void {
  const serialized = JSON.stringify(officer);
  if (tab.getItem(OFFICER_KEY) === serialized) return;
  tab.setItem(OFFICER_KEY, serialized);
  tokens.announceChange();
}

export function clearSession(): void {
  tab.removeItem(OFFICER_KEY);
  tokens.removeTokens();
}

export function isLoggedIn(): boolean {
  return getAccessToken() !== null;
}

/** The stored officer; null when there is no session or what is stored is not an officer. */
export function storedOfficer(storage: KeyValueStorage = tab): Officer | null {
  const text = storage.getItem(OFFICER_KEY);
  if (!text) return null;
  try {
    const parsed = officerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The access token, kept up to date across logins, refreshes and logouts. */
export function useAccessToken(): string | null {
  return useStoredAccessToken(tokens);
}

const officerSnapshot = { text: null as string | null, officer: null as Officer | null };

/** The logged-in officer (null when logged out), re-read whenever the session changes. */
export function useOfficer(): Officer | null {
  return useSyncExternalStore(tokens.subscribe, () => {
    const text = tab.getItem(OFFICER_KEY);
    if (text !== officerSnapshot.text) {
      officerSnapshot.text = text;
      officerSnapshot.officer = storedOfficer();
    }
    return officerSnapshot.officer;
  });
}

export function hasRole(officer: Officer | null, role: OfficerRole): boolean {
  return officer?.roles.includes(role) ?? false;
}
