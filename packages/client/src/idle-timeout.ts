import { type KeyValueStorage, local } from './storage.ts';

/**
 * A logged-in user is active until 15 minutes (900000 ms) without action, then idle and logged out. Activity is
 * noted at most every 500 ms; the time left is checked every 500 ms. The time of the last action is kept in local
 * storage under the app's key, so that activity in one tab keeps the app's other tabs alive, and a page opened
 * after a long absence logs out at once.
 */
export const IDLE_TIMEOUT_MS = 900_000;
export const ACTIVITY_THROTTLE_MS = 500;
export const IDLE_POLL_MS = 500;

/** What counts as an action: pointer, keyboard, touch, wheel and scrolling. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/** Where the time of the last action is kept: the app's key in the shared storage. */
export interface ActivityRecord {
  readonly key: string;
  readonly storage?: KeyValueStorage;
}

export interface IdleTimeoutOptions extends ActivityRecord {
  /** Called once, when the time without action reaches the time-out. */
  readonly onIdle: () => void;
  readonly timeoutMs?: number;
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly now?: () => number;
}

export function readLastActivity(record: ActivityRecord): number | null {
  const value = Number((record.storage ?? local).getItem(record.key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A login is an action: the session starts active whatever an earlier session left behind. */
export function recordActivity(record: ActivityRecord, now: number = Date.now()): void {
  (record.storage ?? local).setItem(record.key, String(now));
}

/** Milliseconds left before the user is idle; 0 or less means idle now. */
export function remainingActiveTime(
  now: number,
  lastActivity: number | null,
  timeoutMs: number = IDLE_TIMEOUT_MS,
): number {
  return lastActivity === null ? timeoutMs : lastActivity + timeoutMs - now;
}

/** Starts watching; returns the function that stops it. */
export function startIdleTimeout(options: IdleTimeoutOptions): () => void {
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
    if (remainingActiveTime(time, readLastActivity(options), timeoutMs) <= 0) return;
    lastWritten = time;
    recordActivity(options, time);
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.clearInterval(poll);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, noteActivity, listenerOptions);
  };

  const check = () => {
    if (remainingActiveTime(now(), readLastActivity(options), timeoutMs) > 0) return;
    stop();
    options.onIdle();
  };

  // A session that starts here (a login, or a page opened with a session but no record) starts active.
  if (readLastActivity(options) === null) {
    lastWritten = now();
    recordActivity(options, lastWritten);
  }
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, noteActivity, listenerOptions);
  const poll = window.setInterval(check, IDLE_POLL_MS);
  return stop;
}
