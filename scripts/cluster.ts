/**
 * `npm run cluster`: two API processes on one PostgreSQL database behind HAProxy (decision 055), on
 * http://127.0.0.1:$CLUSTER_PORT (3000 by default; the processes take the next two ports). The database is
 * DATABASE_URL, or `cluster_sinar` on the local server (postgres:postgres@127.0.0.1:5432), made if absent; the first
 * process migrates it. Builds the web apps first when they are not built (`--no-build` skips it). SIGHUP
 * (`kill -HUP <pid>`) restarts the processes one at a time; Ctrl-C stops everything.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase, REPOSITORY_ROOT, startCluster } from './cluster/cluster.ts';

const LOCAL_DATABASE = 'postgres://postgres:postgres@127.0.0.1:5432/cluster_sinar';

const port = Number(process.env.CLUSTER_PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL ?? LOCAL_DATABASE;
if (!process.env.DATABASE_URL) await ensureDatabase(databaseUrl);

const built = ['apps/web/dist/index.html', 'apps/backoffice/dist/index.html'].every((file) =>
  existsSync(path.join(REPOSITORY_ROOT, file)),
);
if (!built && !process.argv.includes('--no-build')) {
  console.log('Building the web apps first (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPOSITORY_ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cluster = await startCluster({
  databaseUrl,
  port,
  processes: 2,
  dataDir: path.join(REPOSITORY_ROOT, 'data', 'cluster'),
  drainMs: Number(process.env.SHUTDOWN_DRAIN_MS ?? 3_000),
  output: 'console',
});
console.log(
  `\nSinar Kredit runs at ${cluster.url} behind HAProxy: ${cluster.processes
    .map((api) => `${api.name} on ${api.url}`)
    .join(', ')}.\nkill -HUP ${process.pid} restarts them one at a time; Ctrl-C stops everything.\n`,
);

let restarting = false;
process.on('SIGHUP', () => {
  if (restarting) return;
  restarting = true;
  cluster
    .rollingRestart((step) => console.log(`[cluster] ${step}`))
    .then(() => console.log('[cluster] rolling restart done'))
    .catch((error: unknown) => console.error(`[cluster] rolling restart failed: ${String(error)}`))
    .finally(() => {
      restarting = false;
    });
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping...');
    void cluster.stop().then(() => process.exit(0));
  });
