import { setTimeout as sleep } from 'node:timers/promises';

/** What a stopping process does, step by step (decision 055). */
export interface ShutdownPlan {
  /** Marked draining first: `/readyz` answers 503 at once, and every answer closes its connection. */
  readonly readiness: { drain(): void };
  /** How long the process keeps serving after that, so that the load balancer notices before it stops listening. */
  readonly drainMs: number;
  /** Stops the timers of the scheduled work (the housekeeping, the close-of-business check). */
  readonly stopSchedules: () => Promise<void> | void;
  /** Stops taking connections, closes the idle ones and waits for the requests in flight (Fastify's `close`). */
  readonly closeServer: () => Promise<void>;
  /** Stops the job worker; the job it is running finishes, or is handed back to the queue for another process. */
  readonly stopJobs: () => Promise<void>;
  /** Closed in this order once no request and no job needs them: the providers, then the database pool last. */
  readonly closeResources: readonly { readonly name: string; readonly close: () => Promise<void> }[];
  /** The whole stop after the drain may take this long; past it the process exits with 1 without waiting more. */
  readonly deadlineMs: number;
  readonly log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Waits the drain delay; tests pass their own. */
  readonly wait?: (ms: number) => Promise<void>;
}

/**
 * The process's stop on SIGTERM or SIGINT: mark draining, keep serving for the drain delay, stop listening and finish
 * the requests in flight while the job worker stops, then close the providers and the database. The function returns
 * the exit code (0 when every step succeeded); asked again while stopping, it returns the same stop.
 */
export function gracefulShutdown(plan: ShutdownPlan): (signal: string) => Promise<number> {
  const wait = plan.wait ?? ((ms: number) => sleep(ms));
  let stopping: Promise<number> | undefined;

  async function step(name: string, run: () => Promise<void>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      plan.log.error({ err: error, step: name }, 'shutdown step failed');
      return false;
    }
  }

  async function stopAfterDrain(): Promise<number> {
    await plan.stopSchedules();
    const [server, jobs] = await Promise.all([step('server', plan.closeServer), step('jobs', plan.stopJobs)]);
    let closed = server && jobs;
    for (const resource of plan.closeResources)
      closed = (await step(resource.name, resource.close)) && closed;
    return closed ? 0 : 1;
  }

  async function stop(signal: string): Promise<number> {
    plan.readiness.drain();
    plan.log.info({ signal, drainMs: plan.drainMs }, 'draining: no longer ready, still serving');
    if (plan.drainMs > 0) await wait(plan.drainMs);
    plan.log.info({}, 'stopping: no new connections, finishing requests and jobs');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<number>((resolve) => {
      timer = setTimeout(() => {
        plan.log.error(
          { deadlineMs: plan.deadlineMs },
          'shutdown took too long: exiting without waiting more',
        );
        resolve(1);
      }, plan.deadlineMs);
    });
    try {
      const code = await Promise.race([stopAfterDrain(), deadline]);
      if (code === 0) plan.log.info({}, 'stopped');
      return code;
    } finally {
      clearTimeout(timer);
    }
  }

  return (signal) => {
    stopping ??= stop(signal);
    return stopping;
  };
}
