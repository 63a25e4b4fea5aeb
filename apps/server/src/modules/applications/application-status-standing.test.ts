import { APPLICATION_PATHS, AUTH_PATHS } from '@sinar/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Statement } from '../../db/database.ts';
import { onlyReadsTakeStandingWithFirstRead } from '../../http/standing-with-first-read.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createApplicant, pendingApplication, type ReviewApplicant } from '../review/testing.ts';

/**
 * The status reads send the session's standing with the application's read, in one round trip (decision 071), and
 * refuse a closed session all the same, whichever process closed it. Two apps on one database stand for two
 * processes behind a load balancer; runs on PGlite and, with TEST_DB_ENGINE=postgres, on PostgreSQL.
 */
let db: Database;
let one: TestApp;
let other: TestApp;
/** The statements `one` sent, alone (`query`) or together (`batch`), while `counting` is set. */
const sent: { alone: string[]; batches: string[][] } = { alone: [], batches: [] };
let counting = false;

beforeAll(async () => {
  db = await openTestDatabase();
  const seen: Database = {
    ...db,
    query: (sql, params, options) => {
      if (counting) sent.alone.push(sql);
      return db.query(sql, params, options);
    },
    batch: (statements: readonly Statement[]) => {
      if (counting) sent.batches.push(statements.map((statement) => statement.sql));
      return db.batch(statements);
    },
    // The test, not either app, closes the database.
    close: async () => {},
  };
  one = await createTestApp({ db: seen });
  other = await createTestApp({ db: { ...db, close: async () => {} } });
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await db?.close();
});

const byNumber = (t: TestApp, who: ReviewApplicant, applicationNo: string) =>
  t.app.inject({ method: 'GET', url: APPLICATION_PATHS.statusCheck(applicationNo), headers: who.headers });
const byId = (t: TestApp, who: ReviewApplicant, id: string) =>
  t.app.inject({ method: 'GET', url: APPLICATION_PATHS.status(id), headers: who.headers });

describe("the status read with the session's standing", () => {
  it('answers by number and by id in one batch of the standing and the read, and nothing else', async () => {
    const applicant = await createApplicant(one);
    const { id, applicationNo } = await pendingApplication(one, applicant);
    sent.alone = [];
    sent.batches = [];
    counting = true;
    const [numbered, identified] = [
      await byNumber(one, applicant, applicationNo),
      await byId(one, applicant, id),
    ];
    counting = false;
    expect(numbered.statusCode).toBe(200);
    expect(numbered.json()).toMatchObject({ applicationId: id, applicationNo, applicationStatus: 'PENDING' });
    expect(identified.statusCode).toBe(200);
    expect(identified.json()).toEqual(numbered.json());
    expect(sent.alone).toEqual([]);
    expect(sent.batches).toHaveLength(2);
    for (const batch of sent.batches) {
      expect(batch).toHaveLength(2);
      expect(batch[0]).toContain('from sessions s join users u');
      expect(batch[1]).toContain('from applications');
    }
  });

  it('refuses at once, on either process, a session logged out on the other', async () => {
    const applicant = await createApplicant(one);
    const { id, applicationNo } = await pendingApplication(one, applicant);
    expect((await byNumber(other, applicant, applicationNo)).statusCode).toBe(200);

    const out = await other.app.inject({
      method: 'POST',
      url: AUTH_PATHS.logout,
      payload: { refreshToken: applicant.tokens.refreshToken },
    });
    expect(out.statusCode).toBe(200);

    for (const t of [one, other]) {
      const refused = await byNumber(t, applicant, applicationNo);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Please log in to continue.' });
      expect(refused.body).not.toContain(applicationNo);
      expect((await byId(t, applicant, id)).statusCode).toBe(401);
    }
  });

  it('refuses a locked user, and a temporary password with 403, before the application is shown', async () => {
    const applicant = await createApplicant(one);
    const { applicationNo } = await pendingApplication(one, applicant);
    await db.query('update users set password_is_temporary = true where id = $1', [applicant.userId]);
    const temporary = await byNumber(one, applicant, applicationNo);
    expect(temporary.statusCode).toBe(403);
    expect(temporary.json()).toEqual({ message: 'Please change your temporary password first.' });

    await db.query('update users set password_is_temporary = false, locked_at = now() where id = $1', [
      applicant.userId,
    ]);
    expect((await byNumber(other, applicant, applicationNo)).statusCode).toBe(401);
  });

  it('refuses a closed session with 401 where an open one would hear 404 or 400, reading nothing with it', async () => {
    const owner = await createApplicant(one);
    const { id, applicationNo } = await pendingApplication(one, owner);
    const stranger = await createApplicant(one);
    expect((await byNumber(one, stranger, applicationNo)).statusCode).toBe(404);
    expect((await byId(one, stranger, 'not-an-id')).statusCode).toBe(400);

    await other.app.inject({
      method: 'POST',
      url: AUTH_PATHS.logout,
      payload: { refreshToken: stranger.tokens.refreshToken },
    });
    expect((await byNumber(one, stranger, applicationNo)).statusCode).toBe(401);
    expect((await byId(one, stranger, id)).statusCode).toBe(401);
    // Refused on its parameters, nothing read: the standing is asked alone before the answer goes.
    sent.alone = [];
    sent.batches = [];
    counting = true;
    const badId = await byId(one, stranger, 'not-an-id');
    counting = false;
    expect(badId.statusCode).toBe(401);
    expect(sent.batches).toEqual([]);
    expect(sent.alone.filter((sql) => sql.includes('from sessions s join users u'))).toHaveLength(1);
  });

  it('refuses a call without a token or with a forged one before anything is read', async () => {
    const applicant = await createApplicant(one);
    const { applicationNo } = await pendingApplication(one, applicant);
    const url = APPLICATION_PATHS.statusCheck(applicationNo);
    expect((await one.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const forged = `${applicant.tokens.accessToken.slice(0, -4)}AAAA`;
    expect(
      (await one.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('which routes may leave the standing to their first read', () => {
  it('refuses at registration a call that could change something, and takes a GET', async () => {
    const app = Fastify();
    app.addHook('onRoute', onlyReadsTakeStandingWithFirstRead);
    expect(() => app.post('/changes', { config: { standingWithFirstRead: true } }, async () => ({}))).toThrow(
      "only a GET may leave the session's standing to its first read",
    );

    const reads = Fastify();
    reads.addHook('onRoute', onlyReadsTakeStandingWithFirstRead);
    reads.get('/reads', { config: { standingWithFirstRead: true } }, async () => ({ read: true }));
    expect((await reads.inject({ method: 'GET', url: '/reads' })).json()).toEqual({ read: true });
  });
});
