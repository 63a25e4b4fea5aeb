import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { openPgliteDatabase } from '../../../db/pglite-database.ts';
import { openPostgresDatabase } from '../../../db/postgres-database.ts';
import { createTestApp, TEST_LENDER_SEAL_FILE, type TestApp } from '../../../testing/test-app.ts';
import { ledgerBalancesOf } from '../ledger-repository.ts';
import { findLoanAccount, instalmentsOf } from '../loan-account-repository.ts';

/**
 * The fault tests' harness (decision 044): a database the test sets up and the real server (main.ts) then opens,
 * the server started and killed, the work it left in flight taken back, and the ledger's checks at the end.
 */

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'main.ts');
/** A start of the server is bounded: a few seconds alone, up to half a minute on a two-core machine at a load of 20. */
const START_TIMEOUT_MS = 60_000;

/** The choices' seed: FAULT_SEED=<seed> runs a failed run's choices again. */
export const FAULT_SEED = Number(process.env.FAULT_SEED ?? randomInt(2 ** 31));
/** How many times a test kills the server: each start costs seconds; FAULT_KILLS asks for a longer run. */
export const FAULT_KILLS = Number(process.env.FAULT_KILLS ?? 3);

/**
 * The server's environment on the store's database, listening on 127.0.0.1 at `port`, its info lines written (the
 * harness kills on them) and its job queue polling every 50 ms; `extra` adds a test's own settings.
 */
export function serverEnvironment(
  store: Store,
  port: number,
  extra: Record<string, string>,
): Record<string, string> {
  return {
    ...store.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'https://sinar.test',
    LENDER_SEAL_P12_FILE: TEST_LENDER_SEAL_FILE,
    JOB_POLL_INTERVAL_MS: '50',
    // Stopped with SIGTERM to read the database, with nobody balancing: no drain (decision 055).
    SHUTDOWN_DRAIN_MS: '0',
    ...extra,
  };
}

/** mulberry32: small, seeded, the same sequence for the same seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Store {
  /** The server's environment for this database. */
  readonly env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function pgliteStore(): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sinar-fault-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPgliteDatabase(path.join(dataDir, 'pglite')),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresStore(adminUrl: string): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sinar-fault-'));
  const name = `sinar_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openPostgresDatabase(url.toString(), { maxConnections: 2 }),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PGlite data folder, or under TEST_DB_ENGINE=postgres a fresh database on the server of TEST_DATABASE_URL. */
export function openStore(): Promise<Store> {
  const adminUrl = process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  return adminUrl ? postgresStore(adminUrl) : pgliteStore();
}

/** What a fault test's set-up app is built with besides its database and settings. */
export type FaultAppOptions = Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'db' | 'env'>;

/**
 * A store with a fault test's scenario on it: opened, migrated, and set up by `setUp` through a test app on its
 * database (one approver, the server's public address), closed before the server processes open it. A set-up that
 * fails removes the store.
 */
export async function preparedStore(
  options: FaultAppOptions,
  setUp: (t: TestApp) => Promise<void>,
): Promise<Store> {
  const store = await openStore();
  try {
    const db = await store.open();
    await migrate(db);
    const t = await createTestApp({
      db,
      env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
      ...options,
    });
    try {
      await setUp(t);
    } finally {
      await t.close();
    }
  } catch (error) {
    await store.dispose();
    throw error;
  }
  return store;
}

/** A fault test's end, passed or not: the server processes it left alive killed, its store removed. */
export async function endFaultTest(store: Store | undefined): Promise<void> {
  killLaunched();
  await store?.dispose();
}

/**
 * A run's failure line, naming the seed that repeats it, and where its server listens: FAULT_TEST_PORT, or a free
 * port on 127.0.0.1.
 */
export async function faultRun(name: string): Promise<{ failure: string; port: number; base: string }> {
  const port = process.env.FAULT_TEST_PORT ? Number(process.env.FAULT_TEST_PORT) : await freePort();
  return {
    failure: `${name} seed ${FAULT_SEED} (FAULT_SEED=${FAULT_SEED} repeats it)`,
    port,
    base: `http://127.0.0.1:${port}`,
  };
}

/** A request's answer status; a connection refused or reset (the process died) is a lost request, as on a network. */
export async function statusOrLost(request: () => Promise<Response>): Promise<number | 'lost'> {
  try {
    const response = await request();
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'lost';
  }
}

/** Each item one to three times, shuffled, so that repeats and stale ones arrive in any order. */
export function shuffledRepeats<T>(items: readonly T[], random: () => number): T[] {
  const burst = items.flatMap((item) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => item));
  for (let index = burst.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [burst[index], burst[other]] = [burst[other] as T, burst[index] as T];
  }
  return burst;
}

/** `senders` senders at once through the items, in order, until they are done or `gone()` says the server is. */
export async function sendAll<T, Answer>(
  items: readonly T[],
  senders: number,
  send: (item: T) => Promise<Answer>,
  gone: () => boolean = () => false,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < items.length && !gone()) answers.push(await send(items[next++] as T));
    }),
  );
  return answers;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  readonly child: ChildProcess;
  readonly output: () => string;
  /** How many lines containing `text` the process has written so far. */
  readonly count: (text: string) => number;
  readonly exited: Promise<number | null>;
  readonly hasExited: () => boolean;
}

/** Every process a test started: those still alive when it ends (a failure, a time-out) are killed by `killLaunched`. */
const launched = new Set<ChildProcess>();

export function killLaunched(): void {
  for (const child of launched)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Starts main.ts on the store's database. With `killAfter`, the process is killed with SIGKILL the moment its output
 * has named `text` `times` times: inside the work that writes that line.
 */
export function launch(
  env: Record<string, string>,
  killAfter: { readonly text: string; readonly times: number } | null = null,
): RunningServer {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'pipe',
  });
  launched.add(child);
  let output = '';
  const counts = new Map<string, number>();
  let exited = false;
  const watched = killAfter ? [killAfter.text] : [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    for (const each of watched) counts.set(each, (counts.get(each) ?? 0) + text.split(each).length - 1);
    if (killAfter && (counts.get(killAfter.text) ?? 0) >= killAfter.times && !exited) child.kill('SIGKILL');
    output = `${output}${text}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    output: () => output,
    count: (text) => counts.get(text) ?? output.split(text).length - 1,
    exited: new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        exited = true;
        resolve(code);
      }),
    ),
    hasExited: () => exited,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the server's health (bounded) until it answers; false when the process ended first. */
export async function healthy(server: RunningServer, port: string): Promise<boolean> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.hasExited()) return false;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.output()}`);
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) return true;
    await sleep(50);
  }
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = launch(env);
  if (!(await healthy(server, env.PORT ?? '')))
    throw new Error(`the server stopped before it listened:\n${server.output()}`);
  return server;
}

/** Resolves once `check` holds, polling every 10 ms; false after `ms`. */
export async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

export async function stop(server: RunningServer, signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null> {
  if (!server.hasExited()) server.child.kill(signal);
  return server.exited;
}

/**
 * While the server is down: the jobs it left running, noted in `inFlight`, and the five minutes after which the
 * queue takes a dead process's job back passed at once (their lock moved back).
 */
export async function takeBackRunningJobs(db: Database, inFlight: Set<number>): Promise<void> {
  const running = await db.query<{ id: number }>(`select id from jobs where status = 'running'`);
  for (const { id } of running) inFlight.add(id);
  await db.query(`update jobs set locked_at = locked_at - interval '301 seconds' where status = 'running'`);
}

/** The jobs noted in flight at a kill that did not finish or are gone, and every job that failed for good. */
export async function unfinishedJobs(
  db: Database,
  inFlight: ReadonlySet<number>,
): Promise<{ id: number; status: string; kind: string }[]> {
  const jobs = await db.query<{ id: number; status: string; kind: string }>(
    'select id, status, kind from jobs where id = any($1::bigint[]) or status = $2',
    [[...inFlight], 'failed'],
  );
  const found = new Set(jobs.map((job) => job.id));
  const missing = [...inFlight]
    .filter((id) => !found.has(id))
    .map((id) => ({ id, status: 'missing', kind: '' }));
  return [...jobs.filter((job) => job.status !== 'done'), ...missing];
}

/**
 * The last start's end: the server is stopped with SIGTERM to look at the database, and started again while `done`
 * says work is left, at most `rounds` times. Answers whether it finished.
 */
export async function settle(
  store: Store,
  env: Record<string, string>,
  server: RunningServer,
  done: (db: Database) => Promise<boolean>,
  rounds = 6,
): Promise<boolean> {
  let running = server;
  for (let round = 0; round < rounds; round++) {
    await sleep(1_500);
    expect(await stop(running, 'SIGTERM'), running.output()).toBe(0);
    const db = await store.open();
    let finished: boolean;
    try {
      finished = await done(db);
    } finally {
      await db.close();
    }
    if (finished) return true;
    running = await startServer(env);
  }
  await stop(running, 'SIGTERM');
  return false;
}

/** No job running, and none due in the next ten seconds. */
export async function noJobsDue(db: Database): Promise<boolean> {
  const [left] = await db.query<{ count: number }>(
    `select count(*)::int as count from jobs
     where status = 'running' or (status = 'queued' and run_at < now() + interval '10 seconds')`,
  );
  return left?.count === 0;
}

/** The account's cached figures against the sums of its ledger lines and of its instalment rows. */
export async function expectFiguresAreLineSums(
  db: Database,
  accountId: string,
  failure: string,
): Promise<void> {
  const [account, ledger, instalments] = await Promise.all([
    findLoanAccount(db, accountId),
    ledgerBalancesOf(db, accountId),
    instalmentsOf(db, accountId),
  ]);
  if (!account) throw new Error(`${failure}: account ${accountId} vanished`);
  const line = (name: Parameters<typeof ledger.get>[0]) => Number(ledger.get(name) ?? 0);
  expect(account.outstanding, failure).toEqual({
    lateCharge: line('loanLateChargeReceivable'),
    fee: line('loanFeeReceivable'),
    interest: line('loanInterestReceivable'),
    principal: line('loanPrincipalReceivable'),
  });
  expect(account.refundableSen, failure).toBe(0 - line('customerRefundsPayable') || 0);
  for (const component of ['lateCharge', 'fee', 'interest', 'principal'] as const) {
    const fromRows = instalments.reduce((sum, row) => {
      const c = row.components[component];
      return sum + c.dueSen - c.paidSen - c.waivedSen - c.writtenOffSen;
    }, 0);
    expect(account.outstanding[component], failure).toBe(fromRows);
  }
  const [received] = await db.query<{ posted: number }>(
    `select coalesce(sum(amount_sen) filter (where status = 'posted'), 0)::bigint as posted
     from loan_payments where account_id = $1`,
    [accountId],
  );
  expect(line('bankClearing'), failure).toBe(received?.posted);
}
