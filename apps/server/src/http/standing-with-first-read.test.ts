import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Statement, StatementOutcome } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { StandingFirstReads, settleStandingBeforeAnswer } from './standing-with-first-read.ts';

const STANDING: Statement = { sql: 'select standing', params: [] };
const closed = new AppError(401, 'errors.unauthorized');

/** A database whose batches answer the standing's rows given, then the read's. */
function databaseAnswering(standingRows: Record<string, unknown>[]) {
  const asked: string[] = [];
  return {
    asked,
    db: {
      batch: async (statements: readonly Statement[]): Promise<StatementOutcome[]> => {
        asked.push(...statements.map((statement) => statement.sql));
        return [{ rows: standingRows }, { rows: [{ applicationNo: 'SK-2026-000001' }] }];
      },
      query: async <Row>(sql: string): Promise<Row[]> => {
        asked.push(sql);
        return standingRows as Row[];
      },
      execScript: async () => {},
    },
  };
}

const readsOf = (standingRows: Record<string, unknown>[]) => {
  const { db, asked } = databaseAnswering(standingRows);
  const reads = new StandingFirstReads(db, {
    statement: STANDING,
    admits: (rows) => (rows[0]?.open === true ? 'open' : closed),
  });
  return { reads, asked };
};

/** Runs the reply's hook and tells whether it answered before returning, and with what. */
function answerOf(reads: StandingFirstReads, statusCode = 200) {
  const answered: { error?: Error | null; payload?: unknown; before?: boolean } = {};
  let returned = false;
  const done = (error?: Error | null, payload?: unknown) => {
    Object.assign(answered, { error, payload, before: !returned });
  };
  const request = { standingFirst: reads } as unknown as FastifyRequest;
  const reply = { statusCode } as FastifyReply;
  settleStandingBeforeAnswer.call(
    undefined as never,
    request,
    reply,
    '{"ok":true}',
    done as Parameters<typeof settleStandingBeforeAnswer>[3],
  );
  returned = true;
  return answered;
}

describe("the reply of a read that sent the session's standing with it", () => {
  it('passes at once, before the hook returns, when the read already found the session open', async () => {
    const { reads, asked } = readsOf([{ open: true }]);
    expect(await reads.query('select application')).toEqual([{ applicationNo: 'SK-2026-000001' }]);
    expect(reads.known).toEqual({});

    const answered = answerOf(reads);
    expect(answered).toEqual({ error: null, payload: '{"ok":true}', before: true });
    expect(asked).toEqual(['select standing', 'select application']);
  });

  it('answers the refusal at once when the read found the session closed, and lets the refusal itself pass', async () => {
    const { reads } = readsOf([{ open: false }]);
    await expect(reads.query('select application')).rejects.toBe(closed);
    expect(reads.known).toEqual({ refusal: closed });

    expect(answerOf(reads)).toMatchObject({ error: closed, before: true });
    expect(answerOf(reads, 401)).toEqual({ error: null, payload: '{"ok":true}', before: true });
  });

  it('waits for the standing, read alone, when nothing was read with it', async () => {
    const { reads, asked } = readsOf([{ open: false }]);
    expect(reads.known).toBeUndefined();

    const answered = answerOf(reads, 400);
    expect(answered.before).toBeUndefined();
    await reads.settle();
    expect(answered).toMatchObject({ error: closed, before: false });
    expect(asked).toEqual(['select standing']);
  });
});
