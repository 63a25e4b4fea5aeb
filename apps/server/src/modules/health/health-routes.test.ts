import { HEALTH_PATH, READINESS_PATH } from '@sinar/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openPgliteDatabase } from '../../db/pglite-database.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { healthRoutes } from './health-routes.ts';
import { createReadiness } from './readiness.ts';

/** The health routes alone, on a database the test controls. */
async function healthOnly(db: Database, pingTimeoutMs?: number) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes(db, createReadiness(), pingTimeoutMs ? { pingTimeoutMs } : {}));
  return app;
}

describe('liveness and readiness', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      // At debug every request is logged (decision 056), so only the readiness route's own silence keeps it out.
      env: { INSTANCE_NAME: 'api-1', LOG_LEVEL: 'debug' },
      logTo: { write: (line: string) => void logLines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('is ready while it takes traffic and its database answers, and names the process that answered', async () => {
    const response = await t.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
    expect(response.headers['x-served-by']).toBe('api-1');
    expect(response.headers.connection).toBe('keep-alive');
  });

  it("keeps the balancer's frequent readiness checks out of the request log, unlike other requests", async () => {
    await t.app.inject({ method: 'GET', url: READINESS_PATH });
    await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(logLines.some((line) => line.includes(HEALTH_PATH))).toBe(true);
    expect(logLines.some((line) => line.includes(READINESS_PATH))).toBe(false);
  });

  it('answers 503 unavailable when the database is closed, and liveness says the database is down', async () => {
    // Any engine answers `select 1` unmigrated; this one is closed before the checks.
    const db = await openPgliteDatabase();
    const app = await healthOnly(db);
    await db.close();
    const ready = await app.inject({ method: 'GET', url: READINESS_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    const live = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(live.statusCode).toBe(503);
    expect(live.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await app.close();
  });

  it('answers 503 within its time-out when the database does not answer at all', async () => {
    // A database server that accepted the connection and then went silent.
    const silent: Database = { ...t.db, query: () => new Promise<never>(() => undefined) };
    const app = await healthOnly(silent, 50);
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: READINESS_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await app.close();
  });

  // Last, since the test app stays draining.
  it('answers 503 draining once the process drains, still alive and still serving, closing each connection', async () => {
    t.readiness.drain();
    const ready = await t.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', database: 'up' });
    expect(ready.headers.connection).toBe('close');
    const live = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});
