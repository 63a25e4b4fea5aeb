/**
 * `npm run cluster:check`: two API processes on a fresh PostgreSQL database behind HAProxy (scripts/cluster), and
 * proof that they serve as one (decision 055):
 *
 * 1. a customer logged in through one process is served by the other, and a refresh through either holds on both;
 * 2. jobs queued through the balancer run exactly once, with both processes' workers polling the queue;
 * 3. a steady load (about 20 requests a second, the customer's application status and a public list in turn) loses
 *    no request while both processes are restarted one after the other.
 *
 * Prints its figures and exits non-zero on any failure. The database is `cluster_check_<random>` on the server of
 * CLUSTER_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres:postgres@127.0.0.1:5432/postgres, dropped afterwards;
 * the balancer listens on CLUSTER_PORT (4353 by default) and the processes on the two ports after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  APPLICATION_PATHS,
  AUTH_PATHS,
  CONTACT_US_PATH,
  DEV_INBOX_PATH,
  LOGIN_PATHS,
  MASTER_PATHS,
} from '@sinar/domain';
import pg from 'pg';
import { type Cluster, dropDatabase, ensureDatabase, startCluster, waitFor } from './cluster/cluster.ts';

const LOAD_PER_SECOND = 20;
const DEMO_CUSTOMER = { brand: 'conventional', phoneOrEmail: 'aina@example.com', password: 'Demo1234!' };
const CONTACT_MESSAGES = 3;

const failures: string[] = [];
function check(condition: boolean, failure: string): void {
  if (!condition) failures.push(failure);
}

interface Answer {
  readonly status: number;
  readonly servedBy: string;
  readonly body: unknown;
}

async function call(base: string, pathName: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${pathName}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, servedBy: response.headers.get('x-served-by') ?? '?', body };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Solves the human check (ALTCHA) by brute force, as the login page's widget does. */
async function humanCheckToken(base: string): Promise<string> {
  const { body } = await call(base, AUTH_PATHS.humanCheckChallenge);
  const challenge = body as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('the human check has no solution');
}

interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** 1. A session opened through one process holds on every process, and so does its refresh. */
async function sessionAcrossProcesses(cluster: Cluster): Promise<{ tokens: Tokens; userId: string }> {
  const login = await call(cluster.url, LOGIN_PATHS.brandLogin, {
    method: 'POST',
    body: JSON.stringify({ ...DEMO_CUSTOMER, humanCheckToken: await humanCheckToken(cluster.url) }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const tokens = login.body as Tokens;
  const reads = await Promise.all(
    Array.from({ length: 6 }, () =>
      call(cluster.url, AUTH_PATHS.me, { headers: bearer(tokens.accessToken) }),
    ),
  );
  const servedBy = new Set(reads.map((read) => read.servedBy));
  console.log(
    `session: logged in through ${login.servedBy}; the profile read ${reads.length} times, by ${[
      ...servedBy,
    ].join(' and ')}, answered ${reads.map((read) => read.status).join(' ')}`,
  );
  check(
    reads.every((read) => read.status === 200),
    'a process refused the session another one opened',
  );
  check(servedBy.size === cluster.processes.length, 'the profile reads did not reach every process');

  const refreshed = await call(cluster.url, AUTH_PATHS.refresh, {
    method: 'POST',
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  });
  check(refreshed.status === 200, `the refresh answered ${refreshed.status}`);
  const next = refreshed.body as Tokens;
  const afterRefresh = await Promise.all(
    Array.from({ length: 4 }, () => call(cluster.url, AUTH_PATHS.me, { headers: bearer(next.accessToken) })),
  );
  const reused = await call(cluster.url, AUTH_PATHS.refresh, {
    method: 'POST',
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  });
  console.log(
    `session: refreshed through ${refreshed.servedBy}; the new token read by ${[
      ...new Set(afterRefresh.map((read) => read.servedBy)),
    ].join(' and ')}; the spent refresh token reused through ${reused.servedBy} answered ${reused.status}`,
  );
  check(
    afterRefresh.every((read) => read.status === 200),
    'a refreshed session was refused by a process',
  );
  check(reused.status === 401, `a spent refresh token answered ${reused.status}, not 401`);
  // The reuse ended the session (decision 019): log in again for the load.
  const again = await call(cluster.url, LOGIN_PATHS.brandLogin, {
    method: 'POST',
    body: JSON.stringify({ ...DEMO_CUSTOMER, humanCheckToken: await humanCheckToken(cluster.url) }),
  });
  if (again.status !== 200) throw new Error(`the second login answered ${again.status}`);
  const fresh = again.body as Tokens;
  const me = await call(cluster.url, AUTH_PATHS.me, { headers: bearer(fresh.accessToken) });
  return { tokens: fresh, userId: (me.body as { id: string }).id };
}

/** 2. Jobs queued through the balancer run once each, whichever process's worker claims them. */
async function jobsRunOnce(cluster: Cluster, databaseUrl: string): Promise<void> {
  const references: string[] = [];
  for (let index = 0; index < CONTACT_MESSAGES; index += 1) {
    const sent = await call(cluster.url, CONTACT_US_PATH, {
      method: 'POST',
      body: JSON.stringify({
        email: `cluster-check-${index}@example.com`,
        comments: `Cluster check message ${index}: please ignore.`,
      }),
    });
    check(sent.status === 201, `contact message ${index} answered ${sent.status}`);
    references.push((sent.body as { reference: string }).reference);
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const jobsOf = async () =>
      (
        await db.query<{ status: string; attempts: number }>(
          `select j.status, j.attempts from jobs j
             join outbound_emails e on e.id::text = j.payload->>'emailId'
            where e.subject like any ($1)`,
          [references.map((reference) => `[${reference}]%`)],
        )
      ).rows;
    await waitFor(
      'the contact messages’ email jobs to finish',
      async () => {
        const jobs = await jobsOf();
        return (
          jobs.length === references.length &&
          jobs.every((job) => job.status !== 'queued' && job.status !== 'running')
        );
      },
      { timeoutMs: 30_000, everyMs: 200 },
    );
    const jobs = await jobsOf();
    const inbox = await call(cluster.url, `${DEV_INBOX_PATH}?channel=email&limit=100`);
    const messages = (inbox.body as { messages: { subject: string | null }[] }).messages;
    const sentCounts = references.map(
      (reference) => messages.filter((message) => message.subject?.startsWith(`[${reference}]`)).length,
    );
    console.log(
      `jobs: ${jobs.length} email jobs, ${jobs.filter((job) => job.status === 'done').length} done, attempts ${jobs
        .map((job) => job.attempts)
        .join(' ')}; emails sent per message: ${sentCounts.join(' ')}`,
    );
    check(
      jobs.every((job) => job.status === 'done' && job.attempts === 1),
      'an email job did not run exactly once',
    );
    check(
      sentCounts.every((count) => count === 1),
      'a contact message was not sent exactly once',
    );
  } finally {
    await db.end();
  }
}

interface LoadFigures {
  sent: number;
  ok: number;
  failed: number;
  servedBy: Map<string, number>;
  failuresSeen: string[];
}

/** 3. A steady load through the balancer until `stop` is called; every answer counted. */
function steadyLoad(cluster: Cluster, reads: readonly { path: string; headers?: Record<string, string> }[]) {
  const figures: LoadFigures = { sent: 0, ok: 0, failed: 0, servedBy: new Map(), failuresSeen: [] };
  const inFlight = new Set<Promise<void>>();
  const send = () => {
    const read = reads[figures.sent % reads.length];
    if (!read) return;
    figures.sent += 1;
    const request = call(cluster.url, read.path, read.headers ? { headers: read.headers } : {})
      .then((answer) => {
        if (answer.status === 200) {
          figures.ok += 1;
          figures.servedBy.set(answer.servedBy, (figures.servedBy.get(answer.servedBy) ?? 0) + 1);
        } else {
          figures.failed += 1;
          figures.failuresSeen.push(`${read.path}: ${answer.status} from ${answer.servedBy}`);
        }
      })
      .catch((error: unknown) => {
        figures.failed += 1;
        figures.failuresSeen.push(`${read.path}: ${String(error)}`);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  // Requests are sent by the clock, not by the timer's ticks: a tick late on a busy machine sends what is due.
  const started = Date.now();
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * LOAD_PER_SECOND);
    while (figures.sent < due) send();
  }, 1_000 / LOAD_PER_SECOND);
  return {
    figures,
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return figures;
    },
  };
}

async function restartUnderLoad(cluster: Cluster, session: { tokens: Tokens; userId: string }) {
  const applications = await call(cluster.url, APPLICATION_PATHS.byUser(session.userId), {
    headers: bearer(session.tokens.accessToken),
  });
  const [application] = applications.body as { id: string }[];
  if (!application) throw new Error('the demo customer has no application');
  const load = steadyLoad(cluster, [
    { path: APPLICATION_PATHS.status(application.id), headers: bearer(session.tokens.accessToken) },
    { path: MASTER_PATHS.smeLoanReasons },
  ]);
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const { exitCodes } = await cluster.rollingRestart((step) =>
    console.log(`restart: ${((Date.now() - started) / 1000).toFixed(1)} s ${step}`),
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const figures = await load.stop();
  const { retries, redispatches } = await cluster.balancerRetries();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `load: ${figures.sent} sent, ${figures.ok} ok, ${figures.failed} failed in ${seconds.toFixed(1)} s ` +
      `(${(figures.sent / seconds).toFixed(1)} a second); served by ${[...figures.servedBy]
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}; exit codes ${Object.entries(exitCodes)
        .map(([name, code]) => `${name} ${code}`)
        .join(', ')}; the balancer sent ${retries} again, ${redispatches} of them to the other process`,
  );
  for (const failure of figures.failuresSeen.slice(0, 10)) console.log(`  failed: ${failure}`);
  check(figures.failed === 0, `${figures.failed} requests failed during the rolling restart`);
  check(figures.sent > 0 && figures.ok === figures.sent, 'not every request of the load was answered');
  check(
    Object.values(exitCodes).every((code) => code === 0),
    'a process did not stop cleanly (exit code 0) when asked',
  );
}

const adminUrl = new URL(
  process.env.CLUSTER_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres:postgres@127.0.0.1:5432/postgres',
);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/cluster_check_${randomBytes(4).toString('hex')}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'sinar-cluster-'));
const began = Date.now();
let cluster: Cluster | undefined;
try {
  await ensureDatabase(databaseUrl.toString());
  cluster = await startCluster({
    databaseUrl: databaseUrl.toString(),
    port: Number(process.env.CLUSTER_PORT ?? 4353),
    processes: 2,
    dataDir,
    drainMs: 2_000,
    output: 'files',
    env: { JOB_POLL_INTERVAL_MS: '200', SANDBOX_DELIVERY_DELAY_MS: '50', LOG_LEVEL: 'info' },
  });
  console.log(
    `cluster: ${cluster.processes.map((api) => api.name).join(' and ')} behind ${cluster.url}, ready in ` +
      `${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
  const session = await sessionAcrossProcesses(cluster);
  await jobsRunOnce(cluster, databaseUrl.toString());
  await restartUnderLoad(cluster, session);
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cluster?.stop();
  await dropDatabase(databaseUrl.toString()).catch((error: unknown) =>
    failures.push(`the database was not dropped: ${String(error)}`),
  );
}
console.log(`cluster check: ${((Date.now() - began) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  for (const name of ['api-1', 'api-2', 'haproxy']) {
    const log = await readFile(path.join(dataDir, `${name}.log`), 'utf8').catch(() => '');
    console.log(`--- last lines of ${name}'s log\n${log.split('\n').slice(-15).join('\n')}`);
  }
  console.error(`\ncluster check FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('cluster check passed');
}
await rm(dataDir, { recursive: true, force: true });
