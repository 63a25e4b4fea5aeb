import type { Queryable } from '../db/database.ts';

/**
 * Failures on demand (table sandbox_failure_switches): `arm('unavailable', 2)` makes the next two calls that check
 * for 'unavailable' fail so; each check that finds the switch armed spends one. Switches live in the database, so a
 * test, a demo or another process can arm them for the server that answers.
 */
export class SandboxFailureSwitches<Failure extends string> {
  readonly #db: Queryable;
  readonly #provider: string;

  constructor(db: Queryable, provider: string) {
    this.#db = db;
    this.#provider = provider;
  }

  async arm(failure: Failure, times = 1): Promise<void> {
    if (!Number.isInteger(times) || times < 1)
      throw new RangeError(`times must be a whole number from 1, got ${times}`);
    await this.#db.query(
      `insert into sandbox_failure_switches (provider, failure, remaining) values ($1, $2, $3)
       on conflict (provider, failure) do update set remaining = sandbox_failure_switches.remaining + excluded.remaining`,
      [this.#provider, failure, times],
    );
  }

  /** Disarms every switch of the provider. */
  async clear(): Promise<void> {
    await this.#db.query('delete from sandbox_failure_switches where provider = $1', [this.#provider]);
  }

  async armed(): Promise<Partial<Record<Failure, number>>> {
    const rows = await this.#db.query<{ failure: Failure; remaining: number }>(
      'select failure, remaining from sandbox_failure_switches where provider = $1',
      [this.#provider],
    );
    return Object.fromEntries(rows.map((row) => [row.failure, row.remaining])) as Partial<
      Record<Failure, number>
    >;
  }

  /** True, spending one, when `failure` is armed; in `db` (the caller's transaction) when given. */
  async take(failure: Failure, db: Queryable = this.#db): Promise<boolean> {
    const [last] = await db.query(
      `delete from sandbox_failure_switches where provider = $1 and failure = $2 and remaining = 1 returning 1`,
      [this.#provider, failure],
    );
    if (last) return true;
    const [spent] = await db.query(
      `update sandbox_failure_switches set remaining = remaining - 1
       where provider = $1 and failure = $2 and remaining > 1 returning 1`,
      [this.#provider, failure],
    );
    return spent !== undefined;
  }
}
