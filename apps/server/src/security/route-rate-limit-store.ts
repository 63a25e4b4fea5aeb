import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

/** What the rate-limit plugin hands a store's `child` at run time: the route's merged options and the route itself. */
interface ChildOptions {
  readonly continueExceeding?: boolean;
  readonly exponentialBackoff?: boolean;
  readonly routeInfo?: { readonly method: string | readonly string[]; readonly url: string };
}

interface WindowRow {
  hits: number;
  window_ends_at: Date;
}

/**
 * The route limits (`config: { rateLimit: { max, timeWindow } }` on a route) counted in PostgreSQL, table
 * route_rate_limits, rather than in each process's memory: behind a load balancer, N processes with a limit of
 * `max` each would let a client send N times `max`. A window opens at a key's first request on a route and lasts the
 * route's `timeWindow`; the request after its end opens the next. One statement counts a request and returns the
 * count, so concurrent requests through several processes are each counted once.
 *
 * Keys (the client's address, normalised by the plugin) are kept as SHA-256, so the table names no address. Every
 * route counts apart, as the plugin's own store does. The plugin's `continueExceeding` and `exponentialBackoff` are
 * not offered: no route asks for them, and a route that did would be refused when it is registered.
 */
export function routeRateLimitStore(deps: { db: Database; clock: Clock }): FastifyRateLimitStoreCtor {
  const store = (route: string): RouteRateLimitStore => new RouteRateLimitStore(deps, route);
  // The plugin makes the root store with `new` and never counts on it: every limited route has its child.
  return function RootStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}

class RouteRateLimitStore implements FastifyRateLimitStore {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #route: string;

  constructor(deps: { db: Database; clock: Clock }, route: string) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#route = route;
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.#count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** The count so far without counting (the plugin's `{ increment: false }`). */
  read(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  ): void {
    this.#peek(key).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const options = routeOptions as ChildOptions;
    if (options.continueExceeding || options.exponentialBackoff)
      throw new Error(
        'route limits counted in the database offer neither continueExceeding nor exponentialBackoff',
      );
    const info = options.routeInfo;
    if (!info) throw new Error('a route limit needs its route');
    const method = typeof info.method === 'string' ? info.method : info.method.join(',');
    return new RouteRateLimitStore({ db: this.#db, clock: this.#clock }, `${method} ${info.url}`);
  }

  async #count(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const now = this.#clock.now();
    const [row] = await this.#db.query<WindowRow>(
      `insert into route_rate_limits as r (route, key_hash, hits, window_ends_at)
       values ($1, $2, 1, $3::timestamptz + $4::int * interval '1 millisecond')
       on conflict (route, key_hash) do update set
         hits = case when r.window_ends_at <= $3::timestamptz then 1 else least(r.hits, 2147483646) + 1 end,
         window_ends_at = case when r.window_ends_at <= $3::timestamptz then excluded.window_ends_at
                               else r.window_ends_at end
       returning hits, window_ends_at`,
      [this.#route, hashKey(key), now, timeWindowMs],
    );
    if (!row) throw new Error('route rate limit upsert returned no row');
    return { current: row.hits, ttl: Math.max(0, row.window_ends_at.getTime() - now.getTime()) };
  }

  async #peek(key: string): Promise<{ current: number; ttl: number }> {
    const now = this.#clock.now();
    const [row] = await this.#db.query<WindowRow>(
      'select hits, window_ends_at from route_rate_limits where route = $1 and key_hash = $2',
      [this.#route, hashKey(key)],
    );
    if (!row || row.window_ends_at <= now) return { current: 0, ttl: 0 };
    return { current: row.hits, ttl: row.window_ends_at.getTime() - now.getTime() };
  }
}

/** Deletes the windows that are over; returns how many. For the housekeeping. */
export async function purgeRouteRateLimits(deps: { db: Database; clock: Clock }): Promise<number> {
  const rows = await deps.db.query('delete from route_rate_limits where window_ends_at <= $1 returning 1', [
    deps.clock.now(),
  ]);
  return rows.length;
}

function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
