/**
 * `npm run backup:check`: a backup taken with `pg_dump -Fc` restores with `pg_restore` into an empty server whole
 * (README, 'Operations: backup and restore'; decision 056).
 *
 * 1. A fresh database `bench_backup_<random>` on the server of DATABASE_URL or TEST_DATABASE_URL (else the local
 *    server, postgres://postgres:postgres@127.0.0.1:5432/postgres), migrated and filled through the real services:
 *    customers, applications taken through their journey (form, email, four uploaded documents, e-KYC, submission),
 *    officers' decisions (verified, approved with an agreement opened, rejected, referred back) and a draft.
 * 2. `pg_dump -Fc` of it, as production's backup is taken.
 * 3. An empty PostgreSQL server of its own: a cluster made with `initdb` in a temporary folder, started with `pg_ctl`
 *    on port 4364 (BACKUP_CHECK_PORT) and a socket in that folder, listening on no TCP address; as root, both run as
 *    the `postgres` user, who owns the folder. `pg_restore` into a database created there.
 * 4. Every application (id, number, status), every document reference and every audit row compared between the two,
 *    field by field, and every other table's rows by checksum; each document reference's file found in the file
 *    storage, which is backed up apart from the database.
 * 5. The temporary server stopped and its folder removed, the source database dropped.
 *
 * Prints the counts; exits non-zero on any difference. BACKUP_CHECK_TARGET=database restores into a brand-new empty
 * database on the source server instead, for a machine where no cluster of one's own can be made.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { approvedApplication, createReviewTeam } from '../src/modules/agreements/testing.ts';
import { draftOf } from '../src/modules/applications/testing.ts';
import { createApplicant, decide, pendingApplication } from '../src/modules/review/testing.ts';
import { DiskFileStorage } from '../src/storage/file-storage.ts';
import { createTestApp } from '../src/testing/test-app.ts';

const run = promisify(execFile);
const LOCAL_SERVER = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BACKUP_CHECK_PORT ?? 4364);
const started = performance.now();

/** The PostgreSQL programs: PG_BIN, else the newest of Debian's /usr/lib/postgresql/<version>/bin, else the PATH. */
function postgresProgram(name: string): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

/** As root, PostgreSQL's server programs run as the `postgres` user (initdb refuses root). */
function asServerUser(program: string, args: readonly string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, [...args]];
}

async function program(name: string, args: readonly string[], options: { asServerUser?: boolean } = {}) {
  const [file, fileArgs] = options.asServerUser
    ? asServerUser(postgresProgram(name), args)
    : [postgresProgram(name), [...args]];
  return run(file, fileArgs, { maxBuffer: 16 * 1024 * 1024 });
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The source: migrated and filled through the services, as a lender's database is. */
async function populate(url: string): Promise<{ storageDir: string }> {
  const db = await openPostgresDatabase(url, { maxConnections: 4 });
  await migrate(db);
  const t = await createTestApp({
    db,
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
  });
  try {
    const team = await createReviewTeam(t);
    // Approved: verified and approved, the agreement opened (audit rows of both decisions).
    for (let count = 0; count < 2; count++) await approvedApplication(t, team);
    // Rejected after verification.
    const rejectedApplicant = await createApplicant(t);
    const rejected = await pendingApplication(t, rejectedApplicant);
    await expectOk(
      decide(t, team.verifier, rejected.id, { decision: 'verify', remark: 'Employer confirmed' }),
    );
    await expectOk(
      decide(t, team.approver, rejected.id, { decision: 'reject', remark: 'Commitments too high' }),
    );
    // Referred back for a new bank statement.
    const referredApplicant = await createApplicant(t);
    const referred = await pendingApplication(t, referredApplicant);
    await expectOk(
      decide(t, team.verifier, referred.id, {
        decision: 'referBack',
        remark: 'The bank statement is unreadable',
        steps: ['documentUpload'],
      }),
    );
    // Waiting for a verifier, and a draft.
    await pendingApplication(t, await createApplicant(t));
    await draftOf(t, await createApplicant(t));
    await t.settle();
    return { storageDir: t.uploadsDir };
  } finally {
    await t.close();
  }
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const answered = await response;
  if (answered.statusCode !== 200)
    throw new Error(`a decision failed: ${answered.statusCode} ${answered.body}`);
}

/** An empty server of our own in a temporary folder: its connection, and how to stop and remove it. */
async function emptyCluster(): Promise<{ socketFolder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'sinar-restore-'));
  const dataDir = path.join(folder, 'data');
  const uid = process.getuid?.();
  if (uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  await program('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
    asServerUser: true,
  });
  const options = `-p ${PORT} -k ${folder} -c listen_addresses= -c fsync=off`;
  await program(
    'pg_ctl',
    ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start'],
    {
      asServerUser: true,
    },
  );
  return {
    socketFolder: folder,
    async remove() {
      await program('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { asServerUser: true }).catch(
        (error: unknown) => console.error(`the temporary server did not stop: ${String(error)}`),
      );
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The rows compared field by field, ordered by key. */
const COMPARED: readonly { label: string; sql: string }[] = [
  {
    label: 'applications (id, number, status)',
    sql: 'select id, application_no, status from applications order by id',
  },
  { label: 'document references', sql: 'select * from application_files order by id' },
  { label: 'audit rows', sql: 'select * from audit_events order by id' },
  { label: "applications' status and step events", sql: 'select * from application_events order by id' },
];

async function read(client: pg.Client) {
  const rows = new Map<string, string[]>();
  for (const compared of COMPARED)
    rows.set(
      compared.label,
      (await client.query(compared.sql)).rows.map((row) => JSON.stringify(row)),
    );
  // Every table of the schema with its row count and a checksum of its rows in a stable order.
  const names = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows;
  const tables: { table: string; rows: number; checksum: string }[] = [];
  for (const { name } of names) {
    const [summary] = (
      await client.query<{ rows: number; checksum: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum
         from "${name}" t`,
      )
    ).rows;
    tables.push({ table: name, rows: summary?.rows ?? 0, checksum: summary?.checksum ?? '' });
  }
  const storageKeys = (
    await client.query<{ key: string }>('select storage_key as key from application_files')
  ).rows;
  return { rows, tables, storageKeys: storageKeys.map((row) => row.key) };
}

async function readDatabase(client: pg.Client) {
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_SERVER;
const sourceName = `bench_backup_${randomBytes(6).toString('hex')}`;
const sourceUrl = databaseUrl(serverUrl, sourceName);
const dumpFolder = await mkdtemp(path.join(tmpdir(), 'sinar-backup-'));
const dumpFile = path.join(dumpFolder, `${sourceName}.dump`);
const intoDatabase = process.env.BACKUP_CHECK_TARGET === 'database';
const problems: string[] = [];
let target: Awaited<ReturnType<typeof emptyCluster>> | undefined;
const targetName = `bench_restore_${randomBytes(6).toString('hex')}`;

await onServer(serverUrl, `create database ${sourceName}`);
try {
  const { storageDir } = await populate(sourceUrl);
  const filled = performance.now();
  await program('pg_dump', ['-Fc', '-f', dumpFile, '-d', sourceUrl]);
  const dumped = performance.now();

  let restoredClient: pg.Client;
  if (intoDatabase) {
    await onServer(serverUrl, `create database ${targetName}`);
    await program('pg_restore', [
      '--exit-on-error',
      '--no-owner',
      '-d',
      databaseUrl(serverUrl, targetName),
      dumpFile,
    ]);
    restoredClient = new pg.Client({ connectionString: databaseUrl(serverUrl, targetName) });
    console.log(`restored into an empty database on the same server (${targetName})`);
  } else {
    target = await emptyCluster();
    const server = ['-h', target.socketFolder, '-p', String(PORT), '-U', 'postgres'];
    await program('createdb', [...server, 'restored']);
    await program('pg_restore', ['--exit-on-error', '--no-owner', ...server, '-d', 'restored', dumpFile]);
    restoredClient = new pg.Client({
      host: target.socketFolder,
      port: PORT,
      user: 'postgres',
      database: 'restored',
    });
    console.log(`restored into an empty PostgreSQL server of its own (initdb, port ${PORT}, a socket only)`);
  }
  const restored = performance.now();

  const before = await readDatabase(new pg.Client({ connectionString: sourceUrl }));
  const after = await readDatabase(restoredClient);

  for (const compared of COMPARED) {
    const was = before.rows.get(compared.label) ?? [];
    const is = after.rows.get(compared.label) ?? [];
    const missing = was.filter((row) => !is.includes(row));
    const identical = missing.length === 0 && was.length === is.length;
    console.log(
      `${compared.label.padEnd(40)} ${String(was.length).padStart(5)} in the backup, ${String(is.length).padStart(5)} restored, ${identical ? 'identical' : `${missing.length} missing or changed`}`,
    );
    if (was.length === 0) problems.push(`no ${compared.label} to compare: the population went wrong`);
    if (!identical)
      problems.push(`${compared.label}: ${missing.length} missing or changed, ${is.length} of ${was.length}`);
  }
  const restoredTables = new Map(after.tables.map((table) => [table.table, table]));
  let rowsInAll = 0;
  for (const table of before.tables) {
    rowsInAll += table.rows;
    const copy = restoredTables.get(table.table);
    if (!copy || copy.rows !== table.rows || copy.checksum !== table.checksum)
      problems.push(
        `table ${table.table}: ${table.rows} rows, restored ${copy?.rows ?? 'none'} with another checksum`,
      );
  }
  console.log(
    `${'every table'.padEnd(40)} ${String(before.tables.length).padStart(5)} tables, ${rowsInAll} rows: ` +
      `${problems.some((problem) => problem.startsWith('table ')) ? 'differences found' : 'every row count and checksum equal'}`,
  );
  const storage = new DiskFileStorage(storageDir);
  let found = 0;
  for (const key of after.storageKeys) if ((await storage.size(key)) !== undefined) found += 1;
  console.log(
    `${'documents found in the file storage'.padEnd(40)} ${String(found).padStart(5)} of ${after.storageKeys.length} restored references`,
  );
  if (found !== after.storageKeys.length)
    problems.push('a restored document reference has no file in the storage');
  await rm(path.dirname(storageDir), { recursive: true, force: true });
  console.log(
    `filled in ${((filled - started) / 1000).toFixed(1)} s, dumped in ${((dumped - filled) / 1000).toFixed(1)} s, ` +
      `restored in ${((restored - dumped) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  // Each step of the clean-up is tried whatever happened to the one before.
  const cleanUp = (step: Promise<unknown>) =>
    step.catch((error: unknown) =>
      problems.push(`clean-up: ${error instanceof Error ? error.message : error}`),
    );
  await cleanUp(target?.remove() ?? Promise.resolve());
  await cleanUp(rm(dumpFolder, { recursive: true, force: true }));
  if (intoDatabase) await cleanUp(onServer(serverUrl, `drop database if exists ${targetName} with (force)`));
  await cleanUp(onServer(serverUrl, `drop database if exists ${sourceName} with (force)`));
}
if (problems.length > 0) {
  console.error(`\nthe backup check failed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nthe backup restored whole');
process.exit(0);
