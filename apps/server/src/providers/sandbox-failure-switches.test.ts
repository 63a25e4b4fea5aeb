import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { SandboxFailureSwitches } from './sandbox-failure-switches.ts';

describe('failure switches', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('fail as many occasions as armed, each provider apart, and can be cleared', async () => {
    const payout = new SandboxFailureSwitches<'unavailable' | 'failPayout'>(db, 'payout');
    const stamping = new SandboxFailureSwitches<'unavailable'>(db, 'e-stamping');
    expect(await payout.take('unavailable')).toBe(false);
    await payout.arm('unavailable', 2);
    await payout.arm('unavailable');
    await payout.arm('failPayout');
    expect(await payout.armed()).toEqual({ unavailable: 3, failPayout: 1 });
    expect(await stamping.take('unavailable')).toBe(false);
    expect([
      await payout.take('unavailable'),
      await payout.take('unavailable'),
      await payout.take('unavailable'),
    ]).toEqual([true, true, true]);
    expect(await payout.take('unavailable')).toBe(false);
    await payout.clear();
    expect(await payout.take('failPayout')).toBe(false);
    await expect(payout.arm('unavailable', 0)).rejects.toThrow(RangeError);
  });

  it('spend nothing when the transaction that took one rolls back', async () => {
    const switches = new SandboxFailureSwitches<'brokerFails'>(db, 'commodity-trading');
    await switches.arm('brokerFails');
    await expect(
      db.transaction(async (tx) => {
        expect(await switches.take('brokerFails', tx)).toBe(true);
        throw new Error('the leg could not be recorded');
      }),
    ).rejects.toThrow('the leg could not be recorded');
    expect(await switches.armed()).toEqual({ brokerFails: 1 });
  });
});
