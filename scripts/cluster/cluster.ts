/**
 * Several API processes on one PostgreSQL database behind HAProxy (decision 055): what `npm run cluster` starts and
 * `npm run cluster:check` tests. Each process is the server as `npm start` runs it (`node apps/server/src/main.ts`),
 * with its own port and name and the same database, data folder and token secret as the others.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { backendRetries, haproxyConfig, serverStates } from './haproxy-config.ts';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPOSITORY_ROOT, 'apps/server/src/main.ts');
const HOST = '127.0.0.1';

export interface ClusterOptions {
  /** The database every process uses. */
  readonly databaseUrl: string;
  /** The balancer's port; the processes take the ports after it. */
  readonly port: number;
  readonly processes: number;
  /** The shared data folder (the lender's seal, uploaded files on disk), and where the balancer's files go. */
  readonly dataDir: string;
  /** How long a stopping process keeps serving while the balancer takes it out (SHUTDOWN_DRAIN_MS). */
  readonly drainMs: number;
  /** Each process's output: printed with its name, or written to `<dataDir>/<name>.log`. */
  readonly output: 'console' | 'files';
  /** Any other variables every process is given (JOB_POLL_INTERVAL_MS, LOG_LEVEL...). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  readonly url: string;
}

export interface Cluster {
  /** The balancer's address: where customers connect. */
  readonly url: string;
  readonly processes: readonly ApiProcess[];
  /** Restarts the processes one at a time, each ready and back in the balancer before the next one stops. */
  rollingRestart(onStep?: (step: string) => void): Promise<{ exitCodes: Record<string, number | null> }>;
  /** The balancer's view of each process: `UP`, `DOWN`... */
  balancerStates(): Promise<Map<string, string>>;
  /** How many requests the balancer sent again, and how many of those to another process. */
  balancerRetries(): Promise<{ retries: number; redispatches: number }>;
  /** Stops the balancer and every process. */
  stop(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check` is true (a check that throws counts as false), asking every `everyMs`, or fails naming what it
 * waited for; `gaveUp` says at once why waiting longer is pointless (the process exited).
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; everyMs?: number; gaveUp?: () => string | undefined },
): Promise<void> {
  const until = Date.now() + options.timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    const reason = options.gaveUp?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > until) throw new Error(`gave up after ${options.timeoutMs} ms waiting for ${what}`);
    await delay(options.everyMs ?? 100);
  }
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? `it exited (${child.signalCode ?? child.exitCode})`
    : undefined;

/** The database of `url`, made if absent (on the same server, through its `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Drops the database of `url`, closing whatever connections it still has. */
export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Sends one command to HAProxy's admin socket and returns its answer. */
function askHaproxy(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function isReady(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/** Waits for a child process to exit; after `killAfterMs` it is killed outright. */
function exited(child: ChildProcess, killAfterMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Starts the processes one after the other (the first migrates the database and makes the seal) and the balancer. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await mkdir(options.dataDir, { recursive: true });
  const secret =
    options.env?.AUTH_TOKEN_SECRET ?? process.env.AUTH_TOKEN_SECRET ?? randomBytes(32).toString('hex');
  const balancerUrl = `http://${HOST}:${options.port}`;
  const processes: ApiProcess[] = Array.from({ length: options.processes }, (_, index) => {
    const port = options.port + 1 + index;
    return { name: `api-${index + 1}`, port, url: `http://${HOST}:${port}` };
  });
  const children = new Map<string, ChildProcess>();
  const logs = new Map<string, WriteStream>();
  let stopping = false;

  const logOf = (name: string) => {
    let log = logs.get(name);
    if (!log) {
      log = createWriteStream(path.join(options.dataDir, `${name}.log`), { flags: 'a' });
      logs.set(name, log);
    }
    return log;
  };
  const pipeOutput = (name: string, child: ChildProcess) => {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      if (options.output === 'files') stream.pipe(logOf(name), { end: false });
      else
        stream.on('data', (chunk: Buffer) => {
          for (const line of chunk.toString().split('\n'))
            if (line.trim() !== '') process.stdout.write(`[${name}] ${line}\n`);
        });
    }
  };

  const startProcess = async (api: ApiProcess) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        HOST,
        PORT: String(api.port),
        PUBLIC_URL: balancerUrl,
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
        AUTH_TOKEN_SECRET: secret,
        // The balancer on this machine sets X-Forwarded-For: the client's address is the one it names.
        TRUST_PROXY: HOST,
        INSTANCE_NAME: api.name,
        SHUTDOWN_DRAIN_MS: String(options.drainMs),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(api.name, child);
    pipeOutput(api.name, child);
    child.once('exit', (code, signal) => {
      if (!stopping && children.get(api.name) === child)
        process.stderr.write(`[${api.name}] exited unexpectedly (${signal ?? code})\n`);
    });
    await waitFor(`${api.name} to be ready at ${api.url}/readyz`, () => isReady(api.url), {
      timeoutMs: 180_000,
      everyMs: 200,
      gaveUp: () => exitOf(child),
    });
  };

  const statsSocket = path.join(options.dataDir, 'haproxy.sock');
  const balancerStates = async () => serverStates(await askHaproxy(statsSocket, 'show stat'));
  const inBalancer = (name: string) =>
    waitFor(
      `the balancer to send requests to ${name}`,
      async () => (await balancerStates()).get(name) === 'UP',
      {
        timeoutMs: 30_000,
      },
    );

  let haproxy: ChildProcess | undefined;
  const stop = async () => {
    stopping = true;
    haproxy?.kill('SIGTERM');
    await Promise.all([
      ...(haproxy ? [exited(haproxy, 5_000)] : []),
      ...[...children.values()].map((child) => {
        child.kill('SIGTERM');
        return exited(child, options.drainMs + 35_000);
      }),
    ]);
    for (const log of logs.values()) log.end();
  };

  try {
    for (const api of processes) await startProcess(api);
    const configFile = path.join(options.dataDir, 'haproxy.cfg');
    await writeFile(
      configFile,
      haproxyConfig({
        listen: { host: HOST, port: options.port },
        servers: processes.map((api) => ({ name: api.name, host: HOST, port: api.port })),
        statsSocket,
      }),
    );
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    pipeOutput('haproxy', haproxy);
    const started = haproxy;
    await waitFor(`HAProxy at ${balancerUrl}`, () => isReady(balancerUrl), {
      timeoutMs: 15_000,
      gaveUp: () => exitOf(started),
    });
    for (const api of processes) await inBalancer(api.name);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: balancerUrl,
    processes,
    balancerStates,
    balancerRetries: async () => backendRetries(await askHaproxy(statsSocket, 'show stat')),
    stop,
    async rollingRestart(onStep = () => undefined) {
      const exitCodes: Record<string, number | null> = {};
      for (const api of processes) {
        const child = children.get(api.name);
        children.delete(api.name);
        onStep(`stopping ${api.name}`);
        child?.kill('SIGTERM');
        exitCodes[api.name] = child ? await exited(child, options.drainMs + 35_000) : null;
        onStep(`${api.name} stopped (exit code ${exitCodes[api.name]}); starting it again`);
        await startProcess(api);
        await inBalancer(api.name);
        onStep(`${api.name} ready and back in the balancer`);
      }
      return { exitCodes };
    },
  };
}
