import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PipelinedQuery } from './pipelined-query.ts';

/** node-postgres's connection as the query sees it: every message written, and the cork around them. */
function recordingConnection(parsed: Record<string, string> = {}) {
  const written: string[] = [];
  const listeners = new Set<() => void>();
  const connection = {
    parsedStatements: { ...parsed } as Record<string, string>,
    submittedNamedStatements: {} as Record<string, string>,
    stream: { cork: () => written.push('cork'), uncork: () => written.push('uncork') },
    parse: ({ name }: { name: string }) => written.push(`parse ${name}`),
    bind: ({ statement, values }: { statement: string; values: unknown[] }) =>
      written.push(`bind ${statement} ${JSON.stringify(values)}`),
    describe: () => written.push('describe'),
    execute: () => written.push('execute'),
    sync: () => written.push('sync'),
    sendCopyFail: () => written.push('copy fail'),
    on: (_event: 'parseComplete', listener: () => void) => listeners.add(listener),
    off: (_event: 'parseComplete', listener: () => void) => listeners.delete(listener),
    /** PostgreSQL's ParseComplete, as node-postgres's connection emits it. */
    parseComplete: () => {
      for (const listener of listeners) listener();
    },
    listeners,
  };
  return { connection, written };
}

const TYPES = { getTypeParser: (oid: number) => (oid === 23 ? Number : (value: string) => value) };

describe('a pipelined query', () => {
  it('writes every statement and a single Sync at once: one round trip', () => {
    const { connection, written } = recordingConnection({ known: 'select $1::int as n' });
    const query = new PipelinedQuery(
      [
        { sql: 'select $1::int as n', params: [1], prepared: 'known' },
        { sql: 'select $1::text as word', params: ['a'], prepared: 'fresh' },
      ],
      TYPES,
    );
    expect(query.submit(connection)).toBeNull();
    expect(written).toEqual([
      'cork',
      'bind known ["1"]',
      'describe',
      'execute',
      'parse fresh',
      'bind fresh ["a"]',
      'describe',
      'execute',
      'sync',
      'uncork',
    ]);
    expect(connection.submittedNamedStatements).toEqual({ fresh: 'select $1::text as word' });
    connection.parseComplete();
    expect(connection.parsedStatements.fresh).toBe('select $1::text as word');
    expect(connection.submittedNamedStatements).toEqual({});
  });

  it("answers each statement's rows, parsed by their types, once PostgreSQL is ready again", () => {
    const { connection } = recordingConnection();
    const query = new PipelinedQuery(
      [
        { sql: 'select 1', params: [] },
        { sql: 'select 2', params: [] },
      ],
      TYPES,
    );
    const answers: unknown[] = [];
    query.callback = (error, outcomes) => answers.push(error ?? outcomes);
    query.submit(connection);
    query.handleRowDescription({ fields: [{ name: 'n', dataTypeID: 23 }] });
    query.handleDataRow({ fields: ['7'] });
    query.handleDataRow({ fields: [null] });
    query.handleCommandComplete();
    query.handleRowDescription({ fields: [{ name: 'word', dataTypeID: 25 }] });
    query.handleCommandComplete();
    expect(answers).toEqual([]);
    query.handleReadyForQuery();
    expect(answers).toEqual([[{ rows: [{ n: 7 }, { n: null }] }, { rows: [] }]]);
    expect(connection.listeners.size).toBe(0);
  });

  it('answers a failed statement as its outcome and the rest as skipped; a Parse never answered is forgotten', () => {
    const { connection } = recordingConnection();
    const query = new PipelinedQuery(
      [
        { sql: 'select 1', params: [], prepared: 'first' },
        { sql: 'select 1 / 0', params: [], prepared: 'second' },
        { sql: 'select 3', params: [], prepared: 'third' },
      ],
      TYPES,
    );
    const answers: unknown[] = [];
    query.callback = (error, outcomes) => answers.push(error ?? outcomes);
    query.submit(connection);
    connection.parseComplete();
    query.handleRowDescription({ fields: [{ name: 'n', dataTypeID: 23 }] });
    query.handleDataRow({ fields: ['1'] });
    query.handleCommandComplete();
    connection.parseComplete();
    const divisionByZero = new pg.DatabaseError('division by zero', 0, 'error');
    query.handleError(divisionByZero);
    expect(answers).toEqual([[{ rows: [{ n: 1 }] }, { error: divisionByZero }, { skipped: true }]]);
    // 'second' was parsed (its execution failed); 'third' was skipped, so it is parsed when next sent.
    expect(Object.keys(connection.parsedStatements)).toEqual(['first', 'second']);
    expect(connection.submittedNamedStatements).toEqual({});
  });

  it("fails whole on the connection's own failure, and refuses a prepared name given another text", () => {
    const { connection } = recordingConnection({ taken: 'select 1' });
    const renamed = new PipelinedQuery([{ sql: 'select 2', params: [], prepared: 'taken' }], TYPES);
    expect(renamed.submit(connection)?.message).toBe('the prepared statement taken was given another text');

    const query = new PipelinedQuery([{ sql: 'select 1', params: [] }], TYPES);
    const answers: unknown[] = [];
    query.callback = (error, outcomes) => answers.push(error ?? outcomes);
    query.submit(connection);
    const lost = new Error('Connection terminated unexpectedly');
    query.handleError(lost);
    expect(answers).toEqual([lost]);
  });
});
