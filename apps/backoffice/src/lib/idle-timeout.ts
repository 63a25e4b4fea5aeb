import { type KeyValueStorage, local } from './storage.ts';

/**
 * An officer who does nothing for 15 minutes is logged out. Activity is noted at most every 500 ms and the time
 * left is checked every 500 ms. The time of the last action is kept in local storage, so that work in one tab of
 * the back office keeps the others open, and a tab reloaded after a long absence logs out at once.
 */
export const IDLE_TIMEOUT_MS = 900_000;
export const ACTIVITY_THROTTLE_MS = 500;
export const IDLE_POLL_MS = 500;
export const LAST_ACTIVITY_KEY = 'backoffice.lastActivityAt';

export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export interface IdleTimeoutOptions {
  /** Called once, when the time without action reaches the time-out. */
  readonly onIdle: () => void;
  readonly timeoutMs?: number;
  readonly storage?: KeyValueStorage;
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly now?: () => number;
}

export function readLastActivity(storage: KeyValueStorage = local): number | null {
  const value = Number(storage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A login is an action: the session starts active whatever an earlier session left behind. */
export function recordActivity(storage: KeyValueStorage = local, now: number = Date.now()): void {
  storage.setItem(LAST_ACTIVITY_KEY, String(now));
}

/** Milliseconds left before the officer is idle; 0 or less means idle now. */
export function remainingActiveTime(
  now: number,
  lastActivity: number | null,
  timeoutMs: number = IDLE_TIMEOUT_MS,
): number {
  return lastActivity === null ? timeoutMs : lastActivity + timeoutMs - now;
}

/** Starts watching; returns the function that stops it. */
export function startIdleTimeout(options: IdleTimeoutOptions): () => void {
  const storage = options.storage ?? local;
  const target = options.target ?? window;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? IDLE_TIMEOUT_MS;
  const listenerOptions: AddEventListenerOptions = { passive: true, capture: true };
  let lastWritten = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const noteActivity = () => {
    const time = now();
    if (time - lastWritten < ACTIVITY_THROTTLE_MS) return;
    // An action after the time-out is not activity any more: the next check logs out.
    if (remainingActiveTime(time, readLastActivity(storage), timeoutMs) <= 0) return;
    lastWritten = time;
    recordActivity(storage, time);
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.clearInterval(poll);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, noteActivity, listenerOptions);
  };

  const check = () => {
    if (remainingActiveTime(now(), readLastActivity(storage), timeoutMs) > 0) return;
    stop();
    options.onIdle();
  };

  if (readLastActivity(storage) === null) {
    lastWritten = now();
    recordActivity(storage, lastWritten);
  }
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, noteActivity, listenerOptions);
  const poll = window.setInterval(check, IDLE_POLL_MS);
  return stop;
}
