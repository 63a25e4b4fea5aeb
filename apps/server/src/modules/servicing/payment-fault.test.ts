import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_PATHS, type PaymentOrderStarted } from '@sinar/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openPgliteDatabase } from '../../db/pglite-database.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import {
  SANDBOX_GATEWAY_DELIVERY_JOB,
  type SandboxPageOutcome,
} from '../../providers/payment-gateway/sandbox-payment-gateway-provider.ts';
import { createTestApp, TEST_LENDER_SEAL_FILE, type TestApp } from '../../testing/test-app.ts';
import { createReviewTeam } from '../agreements/testing.ts';
import { ledgerBalancesOf, unbalancedEntries } from './ledger-repository.ts';
import { loanAccountPosting } from './loan-account-ports.ts';
import { findLoanAccount, instalmentsOf } from './loan-account-repository.ts';
import { type OpenedAccount, openedAccount } from './testing.ts';

/**
 * The server process killed while payments arrive (issue 13's fault test, decision 044). Two loan accounts are opened
 * through the services on a database the server then opens (a PGlite data folder, or a database on the PostgreSQL of
 * TEST_DATABASE_URL); payment orders are made and answered at the sandbox gateway, which queues its callbacks and
 * notifications as jobs. Then, again and again, the real server (main.ts) starts on that database, jobs run, and a
 * burst of the gateway's signed answers (callbacks, notifications, browser returns, repeated and out of order) is
 * sent while the process is killed with SIGKILL at a random moment. Between kills the jobs it left running are noted.
 * At the end: every order the gateway reports paid is posted exactly once, nothing else is posted, the ledger
 * balances, each account's cached figures equal its lines' sums, and every job in flight at a kill finished.
 *
 * A failure prints the seed; FAULT_SEED=<seed> runs the same choices again.
 */

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'main.ts');
const SEED = Number(process.env.FAULT_SEED ?? randomInt(2 ** 31));
/** Each start of the server costs seconds; FAULT_KILLS asks for a longer run. */
const KILLS = Number(process.env.FAULT_KILLS ?? 3);
const ORDERS = 16;
/** How many times the gateway's sandbox is asked to make each delivery (the first and its repeats). */
const DELIVERY_COPIES = 4;
/** Bounded waits: a start, a final quiet period, the whole test. */
const START_TIMEOUT_MS = 30_000;
const SETTLE_ROUNDS = 6;

/** mulberry32: small, seeded, the same sequence for the same seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seeded(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** A request of the burst: a signed callback or notification posted as a form, or the browser's return. */
type Delivery =
  | { readonly kind: 'callback' | 'notification'; readonly fields: Record<string, string> }
  | { readonly kind: 'return'; readonly query: string };

interface Store {
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface RunningServer {
  readonly child: ChildProcess;
  readonly output: () => string;
  /** How many payment deliveries the sandbox gateway's jobs made in this process so far. */
  readonly deliveries: () => number;
  readonly exited: Promise<number | null>;
  readonly hasExited: () => boolean;
}

/**
 * Starts main.ts on the store's database; `healthy` waits for it to answer. With `killAfterDeliveries`, the process
 * is killed the moment its output reports that many gateway deliveries made: inside the job queue's work.
 */
function launch(env: Record<string, string>, killAfterDeliveries: number | null = null): RunningServer {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'pipe',
  });
  launched.add(child);
  let output = '';
  let deliveries = 0;
  let exited = false;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    deliveries += text.split('sandbox gateway delivery made').length - 1;
    if (killAfterDeliveries !== null && deliveries >= killAfterDeliveries && !exited) child.kill('SIGKILL');
    output = `${output}${text}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    output: () => output,
    deliveries: () => deliveries,
    exited: new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        exited = true;
        resolve(code);
      }),
    ),
    hasExited: () => exited,
  };
}

/** Polls the server's health (bounded) until it answers; false when the process ended first. */
async function healthy(server: RunningServer, port: string): Promise<boolean> {
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

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = launch(env);
  if (!(await healthy(server, env.PORT ?? '')))
    throw new Error(`the server stopped before it listened:\n${server.output()}`);
  return server;
}

/** Every process the test started: those still alive when it ends (a failure, a time-out) are killed. */
const launched = new Set<ChildProcess>();

/** Resolves once `check` holds, polling every 10 ms; false after `ms`. */
async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

async function stop(server: RunningServer, signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null> {
  if (!server.hasExited()) server.child.kill(signal);
  return server.exited;
}

/** Sends one delivery; a connection refused or reset (the process died) is a lost request, as on a network. */
async function send(base: string, delivery: Delivery): Promise<number | 'lost'> {
  try {
    const response =
      delivery.kind === 'return'
        ? await fetch(`${base}${PAYMENT_PATHS.gatewayReturn}?${delivery.query}`, { redirect: 'manual' })
        : await fetch(
            `${base}${delivery.kind === 'callback' ? PAYMENT_PATHS.gatewayCallback : PAYMENT_PATHS.gatewayNotification}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(delivery.fields).toString(),
            },
          );
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'lost';
  }
}

/** The corpus shuffled, each answer once to three times, so that repeats and stale answers arrive in any order. */
function burstOf(corpus: readonly Delivery[]): Delivery[] {
  const burst = corpus.flatMap((delivery) =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => delivery),
  );
  for (let index = burst.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [burst[index], burst[other]] = [burst[other] as Delivery, burst[index] as Delivery];
  }
  return burst;
}

/** Four senders at once through the burst, until it is done or the server is gone (`gone()` says so). */
async function sendBurst(
  base: string,
  burst: readonly Delivery[],
  gone: () => boolean = () => false,
): Promise<(number | 'lost')[]> {
  const answers: (number | 'lost')[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < burst.length && !gone()) {
        const delivery = burst[next++] as Delivery;
        answers.push(await send(base, delivery));
      }
    }),
  );
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let store: Store;
let accounts: OpenedAccount[] = [];
const corpus: Delivery[] = [];
const outcomes = new Map<string, SandboxPageOutcome>();
/**
 * The gateway's queued jobs (deliveries, a pending payment's settling) of each round's orders. A round's jobs are held
 * back until the server it runs on starts, as a gateway answering later would, so that every start has deliveries
 * to make while it may be killed.
 */
const roundJobs: number[][] = [];

beforeAll(async () => {
  const adminUrl = process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  store = adminUrl ? await postgresStore(adminUrl) : await pgliteStore();
  const db = await store.open();
  await migrate(db);
  let t: TestApp | undefined;
  const clock = { now: () => t?.clock.now() ?? new Date(), today: () => t?.clock.today() ?? '' };
  t = await createTestApp({
    db,
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    loanAccountPosting: loanAccountPosting({ clock }),
  });
  try {
    const app = t;
    const team = await createReviewTeam(app);
    accounts = [
      await openedAccount(app, team, {
        variant: 'conventional',
        amountSen: 1_000_000,
        tenureMonths: 24,
        madeOn: '2026-09-01',
      }),
      await openedAccount(app, team, {
        variant: 'islamic',
        amountSen: 100_000,
        tenureMonths: 6,
        madeOn: '2026-09-01',
      }),
    ];
    for (let round = 0; round <= KILLS; round++) roundJobs.push([]);
    const [{ lastJob } = { lastJob: 0 }] = await app.db.query<{ lastJob: number }>(
      'select coalesce(max(id), 0)::int as "lastJob" from jobs',
    );
    let jobsBefore = lastJob;
    for (let index = 0; index < ORDERS; index++) {
      const account = accounts[index % accounts.length] as OpenedAccount;
      const response = await app.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.order,
        headers: { ...account.applicant.headers, 'idempotency-key': `fault-order-${SEED}-${index}` },
        payload: {
          agreementNo: account.agreementNo,
          method: index % 3 === 0 ? 'card' : 'onlineBanking',
          amountSen: 1_000 + Math.floor(random() * 20_000),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const started = response.json<PaymentOrderStarted>();
      const url = new URL(started.paymentUrl);
      const merchantId = url.pathname.split('/').at(-2) ?? '';
      const opening = await app.paymentGateway.openPage(merchantId, Object.fromEntries(url.searchParams));
      if (opening.kind !== 'page') throw new Error(opening.kind);
      const outcome = pick<SandboxPageOutcome>([
        'approve',
        'approve',
        'approve',
        'approve',
        'pending',
        'pending',
        'insufficientFunds',
        'cancel',
      ]);
      outcomes.set(started.orderId, outcome);
      const answer = await app.paymentGateway.answerAtPage(opening.view.tranId, opening.view.token, {
        outcome,
        ...(opening.view.channel === 'card' ? { cardNo: '4111 1111 1111 1111' } : {}),
      });
      if (answer.kind !== 'answered') throw new Error(answer.kind);
      corpus.push({ kind: 'return', query: new URL(answer.returnTo).search.slice(1) });
      const queued = await app.db.query<{ id: number; kind: string; payload: Record<string, unknown> }>(
        `select id, kind, payload from jobs where id > $1 and kind like 'payment-gateway-sandbox.%' order by id`,
        [jobsBefore],
      );
      jobsBefore = Math.max(jobsBefore, ...queued.map((job) => job.id));
      // Each delivery queued again, as a gateway that retries its callbacks does: more deliveries per start, so that
      // a kill lands among them.
      const repeats: number[] = [];
      for (const job of queued)
        if (job.kind === SANDBOX_GATEWAY_DELIVERY_JOB)
          for (let copy = 1; copy < DELIVERY_COPIES; copy++)
            repeats.push(await enqueueJob(app.db, job.kind, job.payload));
      roundJobs[index % roundJobs.length]?.push(...queued.map((job) => job.id), ...repeats);
      jobsBefore = Math.max(jobsBefore, ...repeats);
    }
    await app.db.query(`update jobs set run_at = now() + interval '1 year' where id = any($1::bigint[])`, [
      roundJobs.slice(1).flat(),
    ]);
    // The signed callbacks and notifications the gateway queued: their jobs are left for the server to run, and each
    // is sent again in the bursts as a gateway repeating itself would.
    const deliveries = await app.db.query<{
      kind: 'callback' | 'notification';
      fields: Record<string, string>;
    }>('select kind, fields from sandbox_gateway_deliveries order by id');
    for (const delivery of deliveries) corpus.push(delivery);
  } finally {
    await t.close();
  }
}, 120_000);

afterAll(async () => {
  for (const child of launched)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await store?.dispose();
});

describe('payments when the server dies', () => {
  it('posts every paid order exactly once through SIGKILLs at random moments', async () => {
    const failure = `fault test seed ${SEED} (FAULT_SEED=${SEED} repeats it)`;
    const port = process.env.FAULT_TEST_PORT ? Number(process.env.FAULT_TEST_PORT) : await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...store.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The sandbox gateway's deliveries are logged at info: the harness counts them to kill between two of them.
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://sinar.test',
      LENDER_SEAL_P12_FILE: TEST_LENDER_SEAL_FILE,
      JOB_POLL_INTERVAL_MS: '50',
      PAYMENT_GATEWAY_SANDBOX_DELAY_MS: '100',
    };
    const inFlight = new Set<number>();
    let kills = 0;
    let lost = 0;

    /**
     * While the server is down: the jobs it left running, the five minutes after which the queue takes a dead
     * process's job back passed at once (their lock moved back), and the next round's gateway deliveries let due.
     */
    async function betweenRounds(next: number): Promise<void> {
      const db = await store.open();
      try {
        await db.query('update jobs set run_at = now() where id = any($1::bigint[])', [
          roundJobs[next] ?? [],
        ]);
        const running = await db.query<{ id: number }>(`select id from jobs where status = 'running'`);
        for (const { id } of running) inFlight.add(id);
        await db.query(
          `update jobs set locked_at = locked_at - interval '301 seconds' where status = 'running'`,
        );
      } finally {
        await db.close();
      }
    }

    for (let round = 0; round < KILLS; round++) {
      // The moment, round by round: right after the k-th delivery the jobs make (as the server starts, or while it
      // listens), or a random time into the burst of answers.
      const afterDeliveries = round % 2 === 0 ? 1 + Math.floor(random() * 12) : null;
      const killAfterMs = Math.floor(random() * 1_500);
      const server = launch(env, afterDeliveries);
      if (await healthy(server, env.PORT)) {
        const burst = sendBurst(base, burstOf(corpus), server.hasExited);
        await until(server.hasExited, killAfterMs);
        await stop(server, 'SIGKILL');
        lost += (await burst).filter((answer) => answer === 'lost').length;
      }
      await server.exited;
      kills += 1;
      await betweenRounds(round + 1);
    }

    // The last start: every answer once more, each now answered, then the jobs left to finish.
    let server = await startServer(env);
    const last = await sendBurst(base, corpus);
    expect(
      last.every((status) => status === 200 || status === 303),
      `${failure}: ${last.join(',')}`,
    ).toBe(true);
    let settled = false;
    for (let round = 0; round < SETTLE_ROUNDS && !settled; round++) {
      await sleep(1_500);
      expect(await stop(server, 'SIGTERM'), server.output()).toBe(0);
      const db = await store.open();
      try {
        const [left] = await db.query<{ count: number }>(
          `select count(*)::int as count from jobs
           where status = 'running' or (status = 'queued' and run_at < now() + interval '10 seconds')`,
        );
        settled = left?.count === 0;
      } finally {
        await db.close();
      }
      if (!settled) server = await startServer(env);
    }
    expect(settled, `${failure}: jobs still due after ${SETTLE_ROUNDS} rounds`).toBe(true);

    const db = await store.open();
    try {
      const paid = await db.query<{ tranId: string; orderNo: string }>(
        `select tran_id as "tranId", order_id as "orderNo" from sandbox_gateway_transactions where status = '00'`,
      );
      const posted = await db.query<{ reference: string; count: number }>(
        `select reference, count(*)::int as count from loan_payments where channel in ('fpx', 'card')
         group by reference order by reference`,
      );
      expect(posted, `${failure}: each paid order posted once, nothing else posted`).toEqual(
        paid.map((row) => ({ reference: row.tranId, count: 1 })).sort(byReference),
      );
      const orders = await db.query<{ orderNo: string; status: string }>(
        `select order_no as "orderNo", status from payment_orders`,
      );
      const paidOrders = new Set(paid.map((row) => row.orderNo));
      for (const order of orders)
        if (paidOrders.has(order.orderNo)) expect(order.status, failure).toBe('success');
        else expect(order.status, failure).not.toBe('success');
      // The pending payments settled paid at the gateway, and the approved ones: every one of them is posted.
      const expectedPaid = [...outcomes.values()].filter(
        (outcome) => outcome === 'approve' || outcome === 'pending',
      );
      expect(paid.length, failure).toBe(expectedPaid.length);

      expect(await unbalancedEntries(db), failure).toEqual([]);
      for (const { accountId } of accounts) await expectFiguresAreLineSums(db, accountId, failure);

      const jobs = await db.query<{ id: number; status: string; kind: string }>(
        'select id, status, kind from jobs where id = any($1::bigint[]) or status = $2',
        [[...inFlight], 'failed'],
      );
      expect(
        jobs.filter((job) => job.status !== 'done'),
        `${failure}: jobs in flight at a kill that did not finish, or failed`,
      ).toEqual([]);
      expect(jobs.filter((job) => inFlight.has(job.id)).length, `${failure}: the jobs noted in flight`).toBe(
        inFlight.size,
      );

      console.log(
        `payment fault test: seed ${SEED}, ${kills} kills, ${posted.length} postings of ${ORDERS} orders, ` +
          `${inFlight.size} jobs in flight at a kill, ${lost} requests lost with the process`,
      );
      expect(kills).toBe(KILLS);
    } finally {
      await db.close();
    }
  }, 110_000);
});

function byReference(a: { reference: string }, b: { reference: string }): number {
  return a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0;
}

/** The account's cached figures against the sums of its ledger lines and of its instalment rows. */
async function expectFiguresAreLineSums(db: Database, accountId: string, failure: string): Promise<void> {
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
