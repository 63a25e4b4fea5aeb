import { useSyncExternalStore } from 'react';

/** The phone layout (tablets included) below the desktop breakpoint of the design tokens. */
const PHONE_QUERY = '(max-width: 1024px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}
