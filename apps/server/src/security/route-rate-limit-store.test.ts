import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { purgeRouteRateLimits, routeRateLimitStore } from './route-rate-limit-store.ts';

/** Two servers on one database, as two processes behind a load balancer: three requests a minute on /limited. */
let db: Database;
const clock = fixedClock('2026-11-26T02:00:00Z');
const servers: FastifyInstance[] = [];

async function server(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, store: routeRateLimitStore({ db, clock }) });
  app.post('/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
  app.post('/other', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
  app.post('/free', async () => ({ ok: true }));
  await app.ready();
  servers.push(app);
  return app;
}

const call = (app: FastifyInstance, url: string, address = '10.9.0.1') =>
  app.inject({ method: 'POST', url, remoteAddress: address });

let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  first = await server();
  second = await server();
});
afterAll(async () => {
  for (const app of servers) await app.close();
  await db.close();
});

describe('route limits counted in the database', () => {
  it('counts one client across both servers and refuses the fourth request with Retry-After', async () => {
    expect((await call(first, '/limited')).statusCode).toBe(200);
    expect((await call(second, '/limited')).statusCode).toBe(200);
    const third = await call(first, '/limited');
    expect(third.statusCode).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const refused = await call(second, '/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    // Another client, another route and an unlimited route are not affected.
    expect((await call(second, '/limited', '10.9.0.2')).statusCode).toBe(200);
    expect((await call(second, '/other')).statusCode).toBe(200);
    expect((await call(second, '/free')).statusCode).toBe(200);
  });

  it('says how long is left of the window, and opens a new one when it is over', async () => {
    clock.set('2026-11-26T02:00:45Z');
    const refused = await call(first, '/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('15');
    clock.set('2026-11-26T02:01:00Z');
    const reopened = await call(second, '/limited');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('counts every one of many concurrent requests once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => call(index % 2 === 0 ? first : second, '/other', '10.9.0.3')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('keeps no address in the table, and the housekeeping deletes the windows that are over', async () => {
    const rows = await db.query<{ route: string; key_hash: string }>(
      'select route, key_hash from route_rate_limits order by route, key_hash',
    );
    expect(rows.map((row) => row.route)).toContain('POST /limited');
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
    clock.set('2026-11-26T02:01:30Z');
    // The windows opened at 02:00:00 (ending 02:01:00) are over; the two opened at 02:01:00 are not.
    expect(rows).toHaveLength(4);
    expect(await purgeRouteRateLimits({ db, clock })).toBe(2);
    expect(await db.query('select route from route_rate_limits order by route')).toEqual([
      { route: 'POST /limited' },
      { route: 'POST /other' },
    ]);
  });
});
