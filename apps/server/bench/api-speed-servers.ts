/**
 * The two servers `npm run bench` measures, one per process (bench/api-speed.ts forks this file with `product` or
 * `bare` and the database's URL):
 *
 * - `product`: the whole server (`buildApp` through the test app's wiring, the sandboxes behind the providers) on the
 *   PostgreSQL database it is given, logging at the production level (`info`, JSON lines to /dev/null, as a process
 *   writing its log to a pipe), with a customer whose application was submitted through the applicant's own calls.
 *   The call measured is the web app's loan status check: the customer's token checked, the session read, the
 *   application found by its number, its history read and the answer checked against its schema.
 * - `bare`: Fastify and a `pg` pool and nothing else, answering a primary-key select of the same application's row.
 *
 * Each listens on the port it is given (0: one the system picks) and tells its parent, once listening, the URL to call and the headers to send; it closes on SIGTERM.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { APPLICATION_PATHS } from '@sinar/domain';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { createApplicant, createOfficer, decide, pendingApplication } from '../src/modules/review/testing.ts';
import { createTestApp } from '../src/testing/test-app.ts';

export interface ServerReady {
  readonly url: string;
  readonly headers: Record<string, string>;
  /** What the call answered once, to check before measuring. */
  readonly sample: string;
  /** The `application_name` of its PostgreSQL connections, by which the bench finds their backends. */
  readonly applicationName: string;
}

const [, , kind, databaseUrl, portText] = process.argv;
if (!databaseUrl || !portText || (kind !== 'product' && kind !== 'bare'))
  throw new Error('usage: api-speed-servers.ts product|bare <database url> <port>');
const port = Number(portText);
const host = '127.0.0.1';
const applicationName = `bench_${kind}`;
const connectionString = new URL(databaseUrl);
connectionString.searchParams.set('application_name', applicationName);

function ready(message: ServerReady): void {
  process.send?.(message);
}

/**
 * The parent's `measure-start` and `measure-stop` frame the measured run: the process's CPU time in between is sent
 * back, and a CPU profile of it written to `profileFolder` when one is named.
 */
let cpuAtStart = process.cpuUsage();
const profiler = new Session();
let profiling = false;
process.on('message', (message: { measure?: 'start' | 'stop'; profileFolder?: string }) => {
  if (message.measure === 'start') {
    cpuAtStart = process.cpuUsage();
    if (message.profileFolder) {
      // One inspector session for the process's measured halves: connecting it a second time throws.
      if (!profiling) profiler.connect();
      profiling = true;
      void profiler.post('Profiler.enable').then(() => profiler.post('Profiler.start'));
    }
  } else if (message.measure === 'stop') {
    const used = process.cpuUsage(cpuAtStart);
    const cpuMs = (used.user + used.system) / 1000;
    if (!profiling || !message.profileFolder) {
      process.send?.({ cpuMs });
      return;
    }
    const file = path.join(message.profileFolder, `${kind}-${Date.now()}.cpuprofile`);
    void profiler
      .post('Profiler.stop')
      .then(({ profile }) => writeFile(file, JSON.stringify(profile)))
      .then(() => process.send?.({ cpuMs, profile: file }));
  }
});

if (kind === 'product') {
  const db = await openPostgresDatabase(connectionString.toString());
  const t = await createTestApp({
    db,
    env: { APPROVAL_WORKFLOW: 'single', PUBLIC_URL: 'https://sinar.test' },
    logTo: pino.destination({ dest: '/dev/null', sync: true }),
  });
  const applicant = await createApplicant(t);
  const { id, applicationNo } = await pendingApplication(t, applicant);
  // A history of a few events, as an application under review has: verified by an officer.
  const verifier = await createOfficer(t, ['verifier'], 'Aina Verifier');
  const verified = await decide(t, verifier, id, { decision: 'verify', remark: 'Employer confirmed' });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const url = `${await t.app.listen({ host, port })}${APPLICATION_PATHS.statusCheck(applicationNo)}`;
  const sample = await fetch(url, { headers: applicant.headers });
  if (sample.status !== 200) throw new Error(`the status check answered ${sample.status}`);
  ready({ url, headers: applicant.headers, sample: await sample.text(), applicationName });
  process.once('SIGTERM', () => {
    void t.close().then(() => process.exit(0));
  });
} else {
  const pool = new pg.Pool({ connectionString: connectionString.toString(), max: 10 });
  const [row] = (await pool.query<{ id: string }>('select id from applications order by created_at limit 1'))
    .rows;
  if (!row) throw new Error('no application to read');
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/applications/:id', async (request, reply) => {
    const found = await pool.query(
      `select id, application_no, status, application_type, markers, net_salary_sen, submitted_at, updated_at
       from applications where id = $1`,
      [request.params.id],
    );
    if (found.rows.length === 0) return reply.code(404).send({ message: 'not found' });
    return found.rows[0];
  });
  const url = `${await app.listen({ host, port })}/applications/${row.id}`;
  const sample = await fetch(url);
  if (sample.status !== 200) throw new Error(`the bare select answered ${sample.status}`);
  ready({ url, headers: {}, sample: await sample.text(), applicationName });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}
