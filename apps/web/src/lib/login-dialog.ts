import type { LoginTab } from '@sinar/domain';
import { useSyncExternalStore } from 'react';

/**
 * Whether the login dialog is open, and on which tab. The header hosts the dialog (loaded on first use); anything
 * else that offers a 'Log in' button, such as a landing hero or a page that has just sent a password, calls
 * `openLoginDialog()`. No tab given: the variant's own (the Islamic tab under /islamic, else the telecom tab).
 */
export interface LoginDialogState {
  readonly open: boolean;
  readonly tab?: LoginTab;
}

let state: LoginDialogState = { open: false };
const listeners = new Set<() => void>();

function set(next: LoginDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(tab?: LoginTab): void {
  set({ open: true, tab });
}

export function closeLoginDialog(): void {
  if (state.open) set({ open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
