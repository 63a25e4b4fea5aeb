/**
 * Logging out in one tab logs the officer out of every back-office tab. Each tab keeps its own session (session
 * storage is per tab), so the word goes round on a broadcast channel; a tab that hears it ends its own session.
 */
export const LOGOUT_CHANNEL = 'sinar-backoffice-session';
const LOGOUT_MESSAGE = 'logout';

export interface LogoutChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

function openChannel(): LogoutChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOGOUT_CHANNEL);
}

/** Tells the other tabs that the officer logged out. */
export function announceLogout(open: () => LogoutChannel | null = openChannel): void {
  const channel = open();
  if (!channel) return;
  channel.postMessage(LOGOUT_MESSAGE);
  channel.close();
}

/** Calls `onLoggedOut` when another tab logs out; returns the function that stops listening. */
export function watchCrossTabLogout(
  onLoggedOut: () => void,
  open: () => LogoutChannel | null = openChannel,
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
