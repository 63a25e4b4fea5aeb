/**
 * `npm run bench`: the product's authenticated application-status read against a bare Fastify + pg primary-key
 * select of the same row, on a real PostgreSQL, one after the other in one run (decision 056).
 *
 * A fresh database `bench_<random>` is made on the server of DATABASE_URL or TEST_DATABASE_URL (else the local
 * server, postgres://postgres:postgres@127.0.0.1:5432/postgres), migrated, and dropped at the end. Each server runs in
 * a process of its own (bench/api-speed-servers.ts) on 127.0.0.1, and autocannon (10 connections) calls it from this
 * one: a warm-up of each, then the measured run in rounds of bare, product, product, bare. Prints requests a second,
 * p50 and p99 of each, each server process's CPU time per request and, when PostgreSQL runs on this machine, its
 * connections' CPU time per request (decision 065), and the product's share of the bare figure. Goals: the product
 * at 70% of the bare server or more, its p99 under 10 ms. It exits non-zero only when a server fails or a request
 * errs; a goal missed is printed, not failed, since a shared machine's load moves the figures.
 *
 * BENCH_SECONDS (10) and BENCH_WARM_UP_SECONDS (3) set the durations, BENCH_ROUNDS (5) how many times the measured
 * run goes bare, product, product, bare (decision 071); BENCH_PORT (4361) the product's port and
 * BENCH_BARE_PORT (the next one) the bare server's, 0 for one the system picks; BENCH_DATABASE_PREFIX (`bench_`) the
 * beginning of the fresh database's name;
 * BENCH_CPU_PROF=<folder> writes there each server's CPU profiles of its measured halves (.cpuprofile files, which
 * Chrome's DevTools open).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import type { ServerReady } from './api-speed-servers.ts';

const LOCAL_SERVER = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
/** How many times the measured run goes bare, product, product, bare, each server's time split evenly among them. */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 5)));
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4361);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? FIRST_PORT + 1);
const SHARE_GOAL = 0.7;
const PERCENT = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const P99_GOAL_MS = 10;
/** The fresh database's name begins with it, so that a shared server's databases of other work are told apart. */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'bench_';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_PREFIX))
  throw new Error('BENCH_DATABASE_PREFIX takes lower-case letters, digits and underscores');
const SERVERS = new URL('./api-speed-servers.ts', import.meta.url);

interface Measured {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly failures: number;
  /** The server process's CPU time per request over the measured run. */
  readonly cpuMsPerRequest?: number;
  /** Its database connections' CPU time per request, when PostgreSQL runs on this machine. */
  readonly databaseCpuMsPerRequest?: number;
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), { maxConnections: 2 });
  await migrate(db);
  await db.close();
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function start(
  kind: 'product' | 'bare',
  databaseUrl: string,
  port: number,
): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const child = fork(SERVERS, [kind, databaseUrl, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServerReady));
    child.once('exit', (code) =>
      reject(new Error(`the ${kind} server stopped (${code}) before it was ready`)),
    );
  });
  return { child, ready };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** What one stretch of load gave: every 200's time, and the counts. */
interface Stretch {
  readonly latencies: number[];
  readonly requests: number;
  readonly failures: number;
  readonly seconds: number;
  /** The server process's CPU time over the stretch. */
  readonly cpuMs: number;
  /** Its PostgreSQL connections' CPU time over the stretch; undefined when they are not on this machine. */
  readonly databaseCpuMs: number | undefined;
}

/**
 * A measured stretch, with the server process's CPU time over it (the machine's other work does not count in it, so
 * it tells the server's own cost apart from a busy machine) and its CPU profile when BENCH_CPU_PROF names a folder.
 */
async function measure(
  server: { child: ChildProcess; ready: ServerReady },
  seconds: number,
): Promise<Stretch> {
  const profileFolder = process.env.BENCH_CPU_PROF;
  const databaseCpuAtStart = await cpuTicks(await databaseBackends(server.ready.applicationName));
  server.child.send({ measure: 'start', ...(profileFolder ? { profileFolder } : {}) });
  const loaded = await load(server.ready, seconds);
  const databaseCpuAtEnd = await cpuTicks(await databaseBackends(server.ready.applicationName));
  const stopped = new Promise<{ cpuMs: number; profile?: string }>((resolve) => {
    const listener = (message: { cpuMs?: number; profile?: string }) => {
      if (message.cpuMs === undefined) return;
      server.child.off('message', listener);
      resolve({ cpuMs: message.cpuMs, ...message });
    };
    server.child.on('message', listener);
  });
  server.child.send({ measure: 'stop', ...(profileFolder ? { profileFolder } : {}) });
  const { cpuMs, profile } = await stopped;
  if (profile) console.log(`CPU profile: ${profile}`);
  // A backend the pool opened during the stretch (it closes one idle for 10 s) counts from nothing.
  const databaseCpuMs =
    databaseCpuAtStart === undefined || databaseCpuAtEnd === undefined
      ? undefined
      : ([...databaseCpuAtEnd].reduce(
          (sum, [pid, ticks]) => sum + ticks - (databaseCpuAtStart.get(pid) ?? 0),
          0,
        ) *
          1000) /
        CLOCK_TICKS_PER_SECOND;
  return { ...loaded, cpuMs, databaseCpuMs };
}

/**
 * The PostgreSQL backends serving a server's pool, found by the application name its connections give. The pool
 * keeps them open through a stretch (they are busy all along), so their CPU time over it is the database's share of
 * the requests: the server's own CPU figure leaves it out, and on one machine both draw on the same cores.
 */
async function databaseBackends(applicationName: string): Promise<number[]> {
  const rows = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  return rows.rows.map((row) => row.pid);
}

/** Linux's clock ticks a second, the unit of /proc's CPU times (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system, in clock ticks) of each of these processes; undefined when none is on this machine
 * (a PostgreSQL elsewhere).
 */
async function cpuTicks(pids: readonly number[]): Promise<Map<number, number> | undefined> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
    if (stat === undefined) continue;
    // The fields after the command's name, which is in parentheses: utime and stime are the 14th and 15th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks.size > 0 || pids.length === 0 ? ticks : undefined;
}

/**
 * One run of autocannon. Its own latency figures are whole milliseconds, too coarse for answers of one or two, so
 * each response's time (fractions of a millisecond) is kept and the percentiles are taken from those.
 */
async function load(ready: ServerReady, seconds: number): Promise<Omit<Stretch, 'cpuMs' | 'databaseCpuMs'>> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: ready.url, headers: ready.headers, connections: CONNECTIONS, duration: seconds },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  return {
    latencies,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    seconds,
  };
}

/** A server's stretches taken together. */
function combined(stretches: readonly Stretch[]): Measured {
  const latencies = stretches.flatMap((stretch) => stretch.latencies).sort((a, b) => a - b);
  const requests = stretches.reduce((sum, stretch) => sum + stretch.requests, 0);
  const seconds = stretches.reduce((sum, stretch) => sum + stretch.seconds, 0);
  const cpuMs = stretches.reduce((sum, stretch) => sum + stretch.cpuMs, 0);
  const databaseCpuMs = stretches.every((stretch) => stretch.databaseCpuMs !== undefined)
    ? stretches.reduce((sum, stretch) => sum + (stretch.databaseCpuMs ?? 0), 0)
    : undefined;
  return {
    requestsPerSecond: requests / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests,
    failures: stretches.reduce((sum, stretch) => sum + stretch.failures, 0),
    cpuMsPerRequest: cpuMs / Math.max(1, requests),
    ...(databaseCpuMs === undefined
      ? {}
      : { databaseCpuMsPerRequest: databaseCpuMs / Math.max(1, requests) }),
  };
}

/** What a request cost the server and its database connections together, when both were measured. */
function cpuOfRequest(measured: Measured): number | undefined {
  return measured.cpuMsPerRequest === undefined || measured.databaseCpuMsPerRequest === undefined
    ? undefined
    : measured.cpuMsPerRequest + measured.databaseCpuMsPerRequest;
}

function line(label: string, measured: Measured): string {
  return (
    `${label.padEnd(44)} ${measured.requestsPerSecond.toFixed(0).padStart(6)} req/s   ` +
    `p50 ${measured.p50.toFixed(2).padStart(6)} ms   p99 ${measured.p99.toFixed(2).padStart(6)} ms   ` +
    `cpu ${((measured.cpuMsPerRequest ?? Number.NaN) * 1000).toFixed(0).padStart(4)} µs/request` +
    (measured.databaseCpuMsPerRequest === undefined
      ? ' (database not measured)   '
      : ` + database ${(measured.databaseCpuMsPerRequest * 1000).toFixed(0).padStart(4)} µs   `) +
    `${measured.requests} requests, ${measured.failures} failed`
  );
}

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_SERVER;
const database = await freshDatabase(serverUrl);
/** The bench's own connection, to find the servers' backends. */
const admin = new pg.Client({ connectionString: database.url });
await admin.connect();
const running: ChildProcess[] = [];
let passed = false;
try {
  const product = await start('product', database.url, FIRST_PORT);
  running.push(product.child);
  const bare = await start('bare', database.url, BARE_PORT);
  running.push(bare.child);
  console.log(
    `\n${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s each, in ${ROUNDS} rounds of ` +
      `${SECONDS / (2 * ROUNDS)} s stretches (bare, product, product, bare); ` +
      `PostgreSQL at ${new URL(serverUrl).host}`,
  );
  console.log(`product: GET ${new URL(product.ready.url).pathname} (a customer's token)`);
  console.log(`bare:    GET ${new URL(bare.ready.url).pathname}`);
  await load(bare.ready, WARM_UP_SECONDS);
  await load(product.ready, WARM_UP_SECONDS);
  // Each server's time in stretches taken in turn, each round in the opposite order to the last (bare, product,
  // product, bare, ...): a machine whose load changes during the run weighs on both alike, the more so the more rounds.
  const stretch = SECONDS / (2 * ROUNDS);
  const bareStretches: Stretch[] = [];
  const productStretches: Stretch[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareStretches.push(await measure(bare, stretch));
    productStretches.push(await measure(product, stretch));
    productStretches.push(await measure(product, stretch));
    bareStretches.push(await measure(bare, stretch));
  }
  const bareMeasured = combined(bareStretches);
  const productMeasured = combined(productStretches);
  const share = productMeasured.requestsPerSecond / bareMeasured.requestsPerSecond;
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  console.log(line('bare Fastify + pg (primary-key select)', bareMeasured));
  console.log(line('product (application status, authenticated)', productMeasured));
  console.log(
    `product / bare: ${PERCENT.format(share)} of the requests a second ` +
      `(goal ${PERCENT.format(SHARE_GOAL)}: ${share >= SHARE_GOAL ? 'met' : 'missed'}); ` +
      `product p99 ${productMeasured.p99.toFixed(2)} ms (goal under ${P99_GOAL_MS} ms: ` +
      `${productMeasured.p99 < P99_GOAL_MS ? 'met' : 'missed'})`,
  );
  const bareCpu = cpuOfRequest(bareMeasured);
  const productCpu = cpuOfRequest(productMeasured);
  if (bareCpu !== undefined && productCpu !== undefined)
    console.log(
      `CPU a request, server and database: bare ${(bareCpu * 1000).toFixed(0)} µs, product ` +
        `${(productCpu * 1000).toFixed(0)} µs: the product at ${PERCENT.format(bareCpu / productCpu)} of the bare ` +
        "server's requests for the same CPU, the figure a machine's changing load moves least",
    );
  passed = productMeasured.failures === 0 && bareMeasured.failures === 0;
  if (!passed) console.error('requests failed');
} finally {
  await Promise.all(running.map(stop));
  await admin.end();
  await database.drop();
}
process.exit(passed ? 0 : 1);
