import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_TIMEOUT_MS,
  LAST_ACTIVITY_KEY,
  readLastActivity,
  recordActivity,
  startIdleTimeout,
} from './idle-timeout.ts';

const START = new Date('2026-03-02T09:00:00+08:00').getTime();

describe('the idle time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs out after 15 minutes without action, not a moment before, and only once', () => {
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 500);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a key press or a pointer as activity', () => {
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle });
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(readLastActivity()).toBe(START + 10 * 60_000);
    vi.advanceTimersByTime(14 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("counts another back-office tab's activity", () => {
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle });
    vi.advanceTimersByTime(14 * 60_000);
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(14 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('logs out at once a tab reloaded after a long absence, whatever is done first', () => {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(START - IDLE_TIMEOUT_MS - 1));
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle });
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(500);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts a new login active, whatever an earlier session left behind', () => {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(START - 2 * IDLE_TIMEOUT_MS));
    recordActivity();
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 500);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });
});
