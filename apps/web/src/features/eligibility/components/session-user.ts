import { useMemo } from 'react';
import { currentClaims } from '../../../lib/session.ts';

/** The logged-in user's id (the access token's `sub`); null when the token is missing or not ours. */
export function useSessionUserId(): string | null {
  return useMemo(() => currentClaims()?.sub ?? null, []);
}
