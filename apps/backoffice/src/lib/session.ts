import {
  type Officer,
  type OfficerRole,
  type OfficerSession,
  officerSchema,
  type TokenPair,
} from '@sinar/domain';
import { useSyncExternalStore } from 'react';
import { type KeyValueStorage, tab } from './storage.ts';

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

function announce(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

const present = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

export function getAccessToken(storage: KeyValueStorage = tab): string | null {
  return present(storage.getItem(ACCESS_TOKEN_KEY));
}

export function getRefreshToken(storage: KeyValueStorage = tab): string | null {
  return present(storage.getItem(REFRESH_TOKEN_KEY));
}

export function storeSession(session: OfficerSession, storage: KeyValueStorage = tab): void {
  storage.setItem(ACCESS_TOKEN_KEY, session.accessToken);
  storage.setItem(REFRESH_TOKEN_KEY, session.refreshToken);
  storage.setItem(OFFICER_KEY, JSON.stringify(session.officer));
  announce();
}

/** Keeps the tokens a refresh returned, touching nothing else. */
export function replaceTokens(tokens: TokenPair, storage: KeyValueStorage = tab): void {
  storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  announce();
}

export function storeOfficer(officer: Officer, storage: KeyValueStorage = tab): void {
  const serialized = JSON.stringify(officer);
  if (storage.getItem(OFFICER_KEY) === serialized) return;
  storage.setItem(OFFICER_KEY, serialized);
  announce();
}

export function clearSession(storage: KeyValueStorage = tab): void {
  for (const key of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, OFFICER_KEY]) storage.removeItem(key);
  announce();
}

export function isLoggedIn(storage: KeyValueStorage = tab): boolean {
  return getAccessToken(storage) !== null;
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

function subscribe(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, listener);
}

/** The access token, kept up to date across logins, refreshes and logouts. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, () => getAccessToken());
}

const officerSnapshot = { text: null as string | null, officer: null as Officer | null };

/** The logged-in officer (null when logged out), re-read whenever the session changes. */
export function useOfficer(): Officer | null {
  return useSyncExternalStore(subscribe, () => {
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
