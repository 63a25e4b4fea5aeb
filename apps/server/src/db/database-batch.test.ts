import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database, StatementOutcome } from './database.ts';

/**
 * `Database.batch` (decision 071): on PostgreSQL (TEST_DB_ENGINE=postgres) one round trip with one Sync through
 * node-postgres; on PGlite the same outcomes in turn.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const rowsOf = (outcome: StatementOutcome | undefined) =>
  outcome && 'rows' in outcome ? outcome.rows : `not rows: ${JSON.stringify(outcome)}`;
const codeOf = (outcome: StatementOutcome | undefined) =>
  outcome && 'error' in outcome ? (outcome.error as { code?: string }).code : undefined;

describe('a batch of statements', () => {
  it("answers each statement's rows in order, parsed as a query's are", async () => {
    const at = new Date('2026-11-26T08:00:00.000Z');
    const outcomes = await db.batch([
      { sql: 'select $1::int8 as count, $2::timestamptz as at', params: [42, at] },
      {
        sql: 'select n, $1::date as day from generate_series(1, 3) n order by n',
        params: ['2026-11-26'],
        prepared: 'batch_test_series',
      },
    ]);
    expect(rowsOf(outcomes[0])).toEqual([{ count: 42, at }]);
    expect(rowsOf(outcomes[1])).toEqual([
      { n: 1, day: '2026-11-26' },
      { n: 2, day: '2026-11-26' },
      { n: 3, day: '2026-11-26' },
    ]);
  });

  it('sends a prepared statement again and again, alone or with others, and beside a plain query of it', async () => {
    for (const value of [1, 2, 3]) {
      const [prepared, plain] = await db.batch([
        { sql: 'select $1::int as value', params: [value], prepared: 'batch_test_value' },
        { sql: 'select $1::text as word', params: [`w${value}`] },
      ]);
      expect(rowsOf(prepared)).toEqual([{ value }]);
      expect(rowsOf(plain)).toEqual([{ word: `w${value}` }]);
    }
    expect(await db.query('select $1::int as value', [7], { prepared: 'batch_test_value' })).toEqual([
      { value: 7 },
    ]);
  });

  it("keeps an earlier statement's rows when a later one fails, as a DatabaseError without its values", async () => {
    const [first, second] = await db.batch([
      { sql: 'select $1::text as name', params: ['Aisyah'] },
      { sql: 'select 1 / $1::int as quotient', params: [0] },
    ]);
    expect(rowsOf(first)).toEqual([{ name: 'Aisyah' }]);
    expect(codeOf(second)).toBe('22012');
    expect(second && 'error' in second ? String(second.error) : '').not.toContain('Aisyah');
  });

  it('skips what follows a failed statement, then serves the next batch and query on the same pool', async () => {
    const outcomes = await db.batch([
      { sql: 'select 1 / $1::int as quotient', params: [0], prepared: 'batch_test_divide' },
      { sql: 'select $1::int as after', params: [1], prepared: 'batch_test_after' },
    ]);
    expect(codeOf(outcomes[0])).toBe('22012');
    expect(outcomes[1]).toEqual({ skipped: true });
    // The skipped statement was never parsed: it is parsed when next sent, and the failed one runs again.
    const again = await db.batch([
      { sql: 'select $1::int as after', params: [2], prepared: 'batch_test_after' },
      { sql: 'select 1 / $1::int as quotient', params: [2], prepared: 'batch_test_divide' },
    ]);
    expect(rowsOf(again[0])).toEqual([{ after: 2 }]);
    expect(rowsOf(again[1])).toEqual([{ quotient: 0 }]);
    expect(await db.query('select 1 as still')).toEqual([{ still: 1 }]);
  });

  it('answers a statement that does not parse as its error, and the batch after it as usual', async () => {
    const outcomes = await db.batch([
      { sql: 'select from nowhere at all', params: [], prepared: 'batch_test_broken' },
      { sql: 'select 1 as one', params: [] },
    ]);
    expect(codeOf(outcomes[0])).toBe('42601');
    expect(outcomes[1]).toEqual({ skipped: true });
    expect(rowsOf((await db.batch([{ sql: 'select 2 as two', params: [] }]))[0])).toEqual([{ two: 2 }]);
  });

  it('runs batches asked for together, each answered with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        db.batch([
          { sql: 'select $1::int as asked', params: [index], prepared: 'batch_test_asked' },
          { sql: 'select $1::int * 2 as doubled', params: [index], prepared: 'batch_test_doubled' },
        ]),
      ),
    );
    answers.forEach(([asked, doubled], index) => {
      expect(rowsOf(asked)).toEqual([{ asked: index }]);
      expect(rowsOf(doubled)).toEqual([{ doubled: index * 2 }]);
    });
  });
});
