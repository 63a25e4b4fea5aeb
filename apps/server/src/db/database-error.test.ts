import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { DatabaseError, statementName } from './database-error.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function failure(work: () => Promise<unknown>): Promise<DatabaseError> {
  const error = await work().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DatabaseError);
  return error as DatabaseError;
}

describe('a failed statement', () => {
  it('keeps the code and the statement, never a value the driver quoted', async () => {
    const error = await failure(() => db.query('select $1::int as n', ['0123000001x']));
    expect(error.code).toBe('22P02');
    expect(error.message).toBe('database error 22P02 in select');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
      '0123000001',
    );
  });

  it('keeps the constraint of a violation, and not the row it refused', async () => {
    await db.query(
      `insert into users (organization_type, full_name, phone_no) values ('INDIVIDUAL', 'A', $1)`,
      ['0199990001'],
    );
    const error = await failure(() =>
      db.transaction((tx) =>
        tx.query(
          `insert into users (organization_type, full_name, phone_no) values ('INDIVIDUAL', 'B', $1)`,
          ['0199990001'],
        ),
      ),
    );
    expect(error).toMatchObject({ code: '23505', table: 'users', statement: 'insert into users' });
    expect(error.constraint).toMatch(/phone/);
    expect(JSON.stringify(Object.entries(error))).not.toContain('0199990001');
  });
});

describe('statementName', () => {
  it.each([
    ['insert into users (a) values ($1)', 'insert into users'],
    ['  update\n  users set a = $1', 'update users'],
    ['delete from sessions where id = $1', 'delete from sessions'],
    ['select a, b from "attempt_counters" as c where x = $1', 'select from attempt_counters'],
    ['with recent as (select 1) select * from applications', 'select from applications'],
    ['select $1::int', 'select'],
  ])('%j is %j', (sql, name) => {
    expect(statementName(sql)).toBe(name);
  });
});
