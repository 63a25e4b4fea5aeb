import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';

/**
 * Each test file gets a database of its own, a copy of one migrated once (decision 083): an in-memory PGlite, or, when
 * TEST_DB_ENGINE=postgres, a fresh database on the server of TEST_DATABASE_URL (dropped afterwards), its name
 * beginning with TEST_DATABASE_PREFIX (`sinar_test_`) on a server shared with other work.
 */
export async function openTestDatabase(): Promise<Database & { engineName: string }> {
  if (process.env.TEST_DB_ENGINE === 'postgres') return openFreshPostgresDatabase();
  const db = await openPgliteDatabase(undefined, { fromArchive: await migratedPgliteArchive() });
  return Object.assign(db, { engineName: 'pglite' });
}

/**
 * A migrated PGlite's data folder, made once for a set of migrations and kept in the system's temporary folder:
 * making an empty PGlite (its initdb) and running every migration took 3 to 5 s a test file, starting one from this
 * archive half a second. The file's name is the hash of PGlite's version and the migrations, so a changed migration
 * makes a new one. Workers that make it at the same time each write their own file and rename it into place.
 */
async function migratedPgliteArchive(): Promise<Blob> {
  const migrations = await readMigrations();
  const name = `${ARCHIVE_PREFIX}${migrationsKey(migrations, await pgliteVersion())}.tar`;
  const file = path.join(tmpdir(), name);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) {
    // Its time says when it was last used, which is what the pruning of older sets goes by.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return new Blob([kept]);
  }
  const db = await openPgliteDatabase();
  await migrate(db, migrations);
  const archive = await db.archive();
  await db.close();
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await archive.arrayBuffer()));
  await rename(partial, file);
  await pruneArchives(tmpdir(), name);
  return archive;
}

const ARCHIVE_PREFIX = 'sinar-test-pglite-';
const ARCHIVE = /^sinar-test-pglite-[0-9a-f]{16}\.tar$/;
/** What a worker writes before renaming it into place: left behind only by a worker that was stopped meanwhile. */
const PARTIAL_ARCHIVE = /^sinar-test-pglite-[0-9a-f]{16}\.tar\.\d+-[0-9a-f]{8}$/;
const PARTIAL_ARCHIVE_KEPT_MS = 60 * 60 * 1000;
/**
 * How many migrated copies are kept, the current set's among them, the others last used most recently: another
 * checkout on other migrations may be testing with one. Each archive is about 45 MB.
 */
export const MIGRATED_COPIES_KEPT = 3;

/**
 * Removes from `folder` the PGlite archives of other sets of migrations beyond the most recently used
 * (`MIGRATED_COPIES_KEPT` with `current`), and partial ones a stopped worker left an hour ago or more. Answers the
 * names removed.
 */
export async function pruneArchives(folder: string, current: string, now = Date.now()): Promise<string[]> {
  const entries = await Promise.all(
    (await readdir(folder))
      .filter((name) => name !== current && (ARCHIVE.test(name) || PARTIAL_ARCHIVE.test(name)))
      .map(async (name) => {
        const modified = await stat(path.join(folder, name)).then(
          (found) => found.mtimeMs,
          () => undefined,
        );
        return { name, modified };
      }),
  );
  const present = entries.filter(
    (entry): entry is { name: string; modified: number } => entry.modified !== undefined,
  );
  const older = present
    .filter((entry) => ARCHIVE.test(entry.name))
    .sort((a, b) => b.modified - a.modified)
    .slice(MIGRATED_COPIES_KEPT - 1);
  const abandoned = present.filter(
    (entry) => PARTIAL_ARCHIVE.test(entry.name) && now - entry.modified >= PARTIAL_ARCHIVE_KEPT_MS,
  );
  const removed = [...older, ...abandoned].map((entry) => entry.name);
  await Promise.all(removed.map((name) => rm(path.join(folder, name), { force: true })));
  return removed.sort();
}

/** Names a migrated copy by what made it: the migrations, and for PGlite its version, whose data folder it is. */
function migrationsKey(migrations: Awaited<ReturnType<typeof readMigrations>>, engineVersion = ''): string {
  return createHash('sha256')
    .update(engineVersion)
    .update(JSON.stringify(migrations))
    .digest('hex')
    .slice(0, 16);
}

async function pgliteVersion(): Promise<string> {
  const entry = new URL(import.meta.resolve('@electric-sql/pglite'));
  let folder = path.dirname(entry.pathname);
  while (path.basename(folder) !== 'pglite') {
    if (folder === path.dirname(folder)) return 'unknown';
    folder = path.dirname(folder);
  }
  const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

async function openFreshPostgresDatabase(): Promise<Database & { engineName: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'sinar_test_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error('TEST_DATABASE_PREFIX takes lower-case letters, digits and underscores');
  const template = await migratedPostgresTemplate(adminUrl, prefix);
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const db = await openPostgresDatabase(databaseUrl(adminUrl, name), { maxConnections: 4 });
  const closePool = db.close;
  return Object.assign(db, {
    engineName: 'postgres',
    async close() {
      await closePool();
      await asAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  });
}

/**
 * A database migrated once for a set of migrations, which each test file's database copies (`create database …
 * template`) instead of running every migration again. It is made under a name of its own and renamed into place, so
 * that workers making it at the same time leave one, and nobody stays connected to it, which copying requires.
 */
async function migratedPostgresTemplate(adminUrl: string, prefix: string): Promise<string> {
  const migrations = await readMigrations();
  const template = `${prefix}template_${migrationsKey(migrations)}`;
  const exists = await asAdmin(adminUrl, (admin) =>
    admin.query('select 1 from pg_database where datname = $1', [template]),
  );
  if (exists.rowCount) return template;
  const making = `${prefix}making_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (admin) => admin.query(`create database ${making}`));
  const db = await openPostgresDatabase(databaseUrl(adminUrl, making), { maxConnections: 1 });
  await migrate(db, migrations);
  await db.close();
  await asAdmin(adminUrl, async (admin) => {
    try {
      await admin.query(`alter database ${making} rename to ${template}`);
    } catch (error) {
      // Another worker's template took the name first: it is the same migrations' database.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`drop database if exists ${making} with (force)`);
    }
  });
  await asAdmin(adminUrl, (admin) => pruneTemplates(admin, prefix, template));
  return template;
}

/**
 * Drops the templates of other sets of migrations beyond the most recently made (`MIGRATED_COPIES_KEPT` with
 * `current`; a database's oid grows with each one made). One a session is connected to is left, and dropped by a
 * later set's pruning. Answers the names dropped.
 */
export async function pruneTemplates(admin: pg.Client, prefix: string, current: string): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database
     where starts_with(datname, $1) and datname <> $2 and datname ~ '_[0-9a-f]{16}$'
     order by oid desc offset $3`,
    [`${prefix}template_`, current, MIGRATED_COPIES_KEPT - 1],
  );
  const dropped: string[] = [];
  for (const { datname } of rows) {
    // Without `force`: a session connected to it makes the drop fail and leaves it. A copy being made from it holds
    // a lock on it, which the drop waits for: the copy is finished first.
    const done = await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)}`).then(
      () => true,
      () => false,
    );
    if (done) dropped.push(datname);
  }
  return dropped;
}

async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
