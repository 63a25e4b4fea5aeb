import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceLogout, LOGOUT_CHANNEL, watchCrossTabLogout } from './cross-tab-logout.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('logging out across tabs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('tells the other tabs, which log out too', async () => {
    const onLoggedOut = vi.fn();
    stops.push(watchCrossTabLogout(onLoggedOut));
    announceLogout();
    await settle();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('ignores other messages on the channel, and stops listening when asked', async () => {
    const onLoggedOut = vi.fn();
    const stop = watchCrossTabLogout(onLoggedOut);
    const other = new BroadcastChannel(LOGOUT_CHANNEL);
    other.postMessage('hello');
    await settle();
    stop();
    announceLogout();
    await settle();
    other.close();
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no broadcast channel', () => {
    expect(() => announceLogout(() => null)).not.toThrow();
    expect(watchCrossTabLogout(vi.fn(), () => null)).toBeTypeOf('function');
  });
});
