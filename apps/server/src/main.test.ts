import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

function run(env: Record<string, string>, untilOutput?: RegExp) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'pipe',
  });
  let output = '';
  return new Promise<{ code: number | null; output: string; stop: () => Promise<number | null> }>(
    (resolve) => {
      const stop = () =>
        new Promise<number | null>((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        });
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (untilOutput?.test(output)) resolve({ code: null, output, stop });
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      // 'close', not 'exit': a loaded machine may end the process before its last output is read.
      child.once('close', (code) => resolve({ code, output, stop }));
    },
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('starting the server', () => {
  it('stops with a message naming the variable when configuration is bad, never the value', async () => {
    const result = await run({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      AUTH_TOKEN_SECRET: 'a-short-secret',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'mail://sender:mail-pa55word@mail.example.my',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Invalid configuration:');
    expect(result.output).toContain('PORT');
    expect(result.output).toContain('DATABASE_URL must be a postgres:// connection string');
    expect(result.output).toContain('AUTH_TOKEN_SECRET must be at least 32 characters');
    expect(result.output).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    for (const value of ['eighty', 'a-short-secret', 'mail-pa55word'])
      expect(result.output).not.toContain(value);
  });

  it('starts on an embedded database in a data folder, migrates it, serves, and stops cleanly', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sinar-main-'));
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0' };
    const started = await run(env, /Sinar Kredit is running/);
    expect(started.output).toContain('"migrationsApplied":["0001_jobs_and_messages"');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', engine: 'pglite' });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });
    expect(await started.stop()).toBe(0);

    // A second start finds the data folder migrated already.
    const again = await run(env, /Sinar Kredit is running/);
    expect(again.output).toContain('"migrationsApplied":[]');
    expect(await again.stop()).toBe(0);
  }, 60_000);
});
