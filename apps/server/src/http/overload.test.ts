import { CONTACT_US_PATH, HEALTH_PATH, MASTER_PATHS, READINESS_PATH } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A process past a threshold answers 503 at once. A heap limit of 1 MB is passed by any process, so the server is
 * overloaded from its first sample of its load (every 10 ms here) on: a real and deterministic pressure.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      OVERLOAD_MAX_HEAP_USED_MB: '1',
      OVERLOAD_SAMPLE_INTERVAL_MS: '10',
      OVERLOAD_RETRY_AFTER_SECONDS: '7',
    },
  });
});
afterAll(() => t.close());

const master = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: MASTER_PATHS.list('race', 'conventional'), headers });

/** Waits for the plugin's first sample of the process's load (its first 10 ms), asking as a client would. */
async function overloaded(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if ((await master()).statusCode === 503) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the server never reported its overload');
}

describe('an overloaded server', () => {
  beforeAll(overloaded);

  it("answers 503 with Retry-After and the caller's language", async () => {
    const english = await master();
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('7');
    expect(english.headers['content-type']).toContain('application/json');
    expect(english.json()).toEqual({ message: en.errors.serviceBusy });

    const malay = await master({ 'accept-language': 'ms' });
    expect(malay.statusCode).toBe(503);
    expect(malay.headers['retry-after']).toBe('7');
    expect(malay.json()).toEqual({ message: ms.errors.serviceBusy });
  });

  it('refuses a form before reading it: nothing is stored', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: CONTACT_US_PATH,
      payload: { email: 'aisyah@example.com', comments: 'When is my money credited?' },
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({ message: en.errors.serviceBusy });
    expect(await t.db.query('select id from contact_messages')).toEqual([]);
  });

  it('still answers the liveness probe: a busy process is alive', async () => {
    const health = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(health.statusCode).toBe(200);
  });

  it('still answers the readiness probe in its own shape: a moment of overload keeps it in the pool', async () => {
    const ready = await t.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('a server within its thresholds', () => {
  let calm: TestApp;
  beforeAll(async () => {
    calm = await createTestApp({
      env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1000', OVERLOAD_SAMPLE_INTERVAL_MS: '100' },
    });
  });
  afterAll(() => calm.close());

  it('answers as usual under the default delay threshold, at start and once its start is not measured', async () => {
    const first = await calm.app.inject({ method: 'GET', url: MASTER_PATHS.list('race', 'conventional') });
    expect(first.statusCode).toBe(200);
    // The samples of its start leave the measure (a loop busy for a whole sample reads as overloaded).
    while (calm.app.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await calm.app.inject({ method: 'GET', url: MASTER_PATHS.list('race', 'conventional') });
    expect(response.statusCode).toBe(200);
  });
});
