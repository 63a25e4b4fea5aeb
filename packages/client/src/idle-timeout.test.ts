import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_TIMEOUT_MS,
  readLastActivity,
  recordActivity,
  remainingActiveTime,
  startIdleTimeout,
} from './idle-timeout.ts';

const START = new Date('2026-03-02T09:00:00+08:00').getTime();
const KEY = 'test.lastActivityAt';
const record = { key: KEY };

describe('the idle time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs out after 15 minutes without action, not a moment before, and only once', () => {
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle, key: KEY });
    expect(readLastActivity(record)).toBe(START);
    expect(window.localStorage.getItem(KEY)).toBe(String(START));

    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 500);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onIdle).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts any action as activity, noted at most every 500 ms', () => {
    const onIdle = vi.fn();
    const values = new Map<string, string>();
    const setItem = vi.fn((key: string, value: string) => void values.set(key, value));
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem, removeItem: vi.fn() };
    const stop = startIdleTimeout({ onIdle, key: KEY, storage });
    setItem.mockClear();

    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('scroll'));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readLastActivity({ key: KEY, storage })).toBe(START + 10 * 60_000);

    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('pointerdown'));
    expect(setItem).toHaveBeenCalledTimes(2);

    // 15 minutes after the first start would have logged out; the actions moved the deadline on.
    vi.advanceTimersByTime(5 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a key press or a pointer as activity', () => {
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle, key: KEY });
    vi.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(readLastActivity(record)).toBe(START + 10 * 60_000);
    vi.advanceTimersByTime(14 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("counts another tab's activity: the time of the last action is shared in local storage", () => {
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle, key: KEY });
    vi.advanceTimersByTime(14 * 60_000);
    // Another tab writes its own action.
    window.localStorage.setItem(KEY, String(Date.now()));
    vi.advanceTimersByTime(14 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logs out at once a page opened after a long absence, whatever the user does first', () => {
    window.localStorage.setItem(KEY, String(START - IDLE_TIMEOUT_MS - 1));
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle, key: KEY });
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(500);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts a new login active, whatever an earlier session left behind', () => {
    window.localStorage.setItem(KEY, String(START - 2 * IDLE_TIMEOUT_MS));
    recordActivity(record);
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle, key: KEY });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 500);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching when stopped', () => {
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle, key: KEY });
    stop();
    vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('tells the time left', () => {
    expect(remainingActiveTime(START + 60_000, START)).toBe(IDLE_TIMEOUT_MS - 60_000);
    expect(remainingActiveTime(START + IDLE_TIMEOUT_MS, START)).toBe(0);
    expect(remainingActiveTime(START, null)).toBe(IDLE_TIMEOUT_MS);
  });
});
