import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createReadiness } from './modules/health/readiness.ts';
import { gracefulShutdown, type ShutdownPlan } from './shutdown.ts';

/** A plan whose every step writes what it did, in order, to `steps`. */
function recordingPlan(overrides: Partial<ShutdownPlan> = {}) {
  const steps: string[] = [];
  const readiness = createReadiness();
  const plan: ShutdownPlan = {
    readiness: {
      drain() {
        readiness.drain();
        steps.push('drain');
      },
    },
    drainMs: 3_000,
    wait: async (ms) => {
      steps.push(`wait ${ms} ms (draining: ${readiness.draining})`);
    },
    stopSchedules: () => void steps.push('schedules'),
    closeServer: async () => {
      steps.push('server');
    },
    stopJobs: async () => {
      steps.push('jobs');
    },
    closeResources: [
      { name: 'email', close: async () => void steps.push('email') },
      { name: 'database', close: async () => void steps.push('database') },
    ],
    deadlineMs: 5_000,
    log: { info: () => undefined, error: (details) => steps.push(`error ${JSON.stringify(details)}`) },
    ...overrides,
  };
  return { plan, steps, readiness };
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('stopping the process', () => {
  it('drains first, waits, then stops the server and the jobs, and closes the database last', async () => {
    const { plan, steps } = recordingPlan();
    expect(await gracefulShutdown(plan)('SIGTERM')).toBe(0);
    expect(steps).toEqual([
      'drain',
      'wait 3000 ms (draining: true)',
      'schedules',
      'server',
      'jobs',
      'email',
      'database',
    ]);
  });

  it('does not wait at all with no drain delay, and stops once however often it is asked', async () => {
    const { plan, steps } = recordingPlan({ drainMs: 0 });
    const stop = gracefulShutdown(plan);
    const [first, second] = await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
    expect([first, second]).toEqual([0, 0]);
    expect(steps).toEqual(['drain', 'schedules', 'server', 'jobs', 'email', 'database']);
  });

  it('closes everything it can when a step fails, and exits with 1', async () => {
    const { plan, steps } = recordingPlan({
      drainMs: 0,
      stopJobs: async () => {
        throw new Error('job worker stuck');
      },
    });
    expect(await gracefulShutdown(plan)('SIGTERM')).toBe(1);
    expect(steps).toContain('email');
    expect(steps).toContain('database');
    expect(steps.find((step) => step.startsWith('error'))).toContain('"step":"jobs"');
  });

  it('gives up at its deadline when a request never finishes, and exits with 1', async () => {
    const { plan, steps } = recordingPlan({
      drainMs: 0,
      deadlineMs: 50,
      closeServer: () => new Promise<never>(() => undefined),
    });
    expect(await gracefulShutdown(plan)('SIGTERM')).toBe(1);
    expect(steps.at(-1)).toContain('"deadlineMs":50');
  });

  it('keeps serving while draining, finishes the request in flight, and then refuses new connections', async () => {
    const readiness = createReadiness();
    const app = Fastify();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (readiness.draining) reply.header('connection', 'close');
    });
    app.get('/ready', async (_request, reply) => reply.code(readiness.draining ? 503 : 200).send('ready?'));
    app.get('/slow', async () => {
      started();
      await released;
      return 'finished';
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    // A keep-alive connection left idle must not hold the stop up.
    const keepAlive = new Agent({ keepAlive: true });
    expect((await get(port, '/ready', keepAlive)).status).toBe(200);

    const inFlight = get(port, '/slow');
    await slowStarted;
    let drained: () => void = () => undefined;
    const drainStarted = new Promise<void>((resolve) => {
      drained = resolve;
    });
    let endDrain: () => void = () => undefined;
    const stopped = gracefulShutdown({
      readiness,
      drainMs: 1,
      wait: () =>
        new Promise<void>((resolve) => {
          endDrain = resolve;
          drained();
        }),
      stopSchedules: () => undefined,
      closeServer: () => app.close(),
      stopJobs: async () => undefined,
      closeResources: [],
      deadlineMs: 10_000,
      log: { info: () => undefined, error: () => undefined },
    })('SIGTERM');

    await drainStarted;
    // Draining: still served, no longer ready, and the connection is not kept.
    const whileDraining = await get(port, '/ready');
    expect(whileDraining).toEqual({ status: 503, body: 'ready?', connection: 'close' });
    endDrain();
    // The server stops listening while the slow request is still running, and that request still finishes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(get(port, '/ready')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();
    expect(await inFlight).toMatchObject({ status: 200, body: 'finished' });
    expect(await stopped).toBe(0);
    keepAlive.destroy();
  });
});
