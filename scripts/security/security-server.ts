import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SERVER_MAIN, testServerEnvironment } from '../../e2e/support/server.ts';

/**
 * The server the security checks run against: the browser journeys' environment (its own empty data folder on the
 * embedded PGlite, the sandboxes and demo accounts, the loopback as the one trusted proxy), on the loopback at `port`.
 * A server that does not answer /healthz in time is stopped before the error is thrown; its data folder goes with it.
 */
export async function startSecurityServer(
  port: number,
  timeoutMs = 180_000,
): Promise<{ readonly url: string; readonly stop: () => Promise<void> }> {
  const env = testServerEnvironment(port);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
