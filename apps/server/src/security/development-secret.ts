import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * Outside production a server started without AUTH_TOKEN_SECRET makes a random one. Kept in one process's memory it
 * would sign tokens, human-check challenges and officers' stored TOTP secrets that no other process, and no restart,
 * could read: a customer logged in through one process would be refused by the next. So the first process keeps its
 * secret in the database (table development_secrets) and every process on that database takes the one kept there.
 *
 * A configured secret is returned as it is and never stored; production requires one (config.ts).
 */
export async function shareDevelopmentSecret(
  config: Config,
  deps: { db: Database; clock: Clock },
): Promise<Config> {
  if (!config.auth.tokenSecretMade) return config;
  // Two statements: the second sees the secret of a process that made it at the same moment (its insert waited for
  // that one to commit and then did nothing).
  await deps.db.query(
    `insert into development_secrets (name, secret, created_at) values ('auth-token-secret', $1, $2)
     on conflict (name) do nothing`,
    [config.auth.tokenSecret, deps.clock.now()],
  );
  const [row] = await deps.db.query<{ secret: string }>(
    `select secret from development_secrets where name = 'auth-token-secret'`,
  );
  if (!row) throw new Error('the development token secret could not be kept');
  return { ...config, auth: { ...config.auth, tokenSecret: row.secret } };
}
