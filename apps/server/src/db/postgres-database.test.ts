import { describe, expect, it } from 'vitest';
import { oneAtATime } from './postgres-database.ts';

describe("a transaction's queries", () => {
  it('run one at a time in the order asked, even when asked for together', async () => {
    const inTurn = oneAtATime();
    const events: string[] = [];
    const query = (name: string, ms: number) =>
      inTurn(async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`end ${name}`);
        return name;
      });

    const answers = await Promise.all([query('slow', 20), query('quick', 1), query('last', 1)]);

    expect(answers).toEqual(['slow', 'quick', 'last']);
    expect(events).toEqual(['start slow', 'end slow', 'start quick', 'end quick', 'start last', 'end last']);
  });

  it('go on after one that fails, and the failure reaches its own caller only', async () => {
    const inTurn = oneAtATime();
    const failing = inTurn(() => Promise.reject(new Error('duplicate key')));
    const next = inTurn(async () => 'answered');

    await expect(failing).rejects.toThrow('duplicate key');
    await expect(next).resolves.toBe('answered');
  });
});
