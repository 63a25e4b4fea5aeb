import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from '@sinar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { canonicalJson } from '../providers/signed-notice.ts';
import { AppError, badRequest, conflict } from './app-error.ts';

/**
 * The Idempotency-Key rule of every call that moves money (docs/decisions/035). The caller makes one key per
 * intended operation and sends it with every try. The first request under a key runs; a repeat with the same call
 * and body answers what the first answered, marked `Idempotent-Replayed: true`; another call or body under the key is
 * refused (422); a repeat while the first is still running gets 409. A first request that fails lets its key go, since
 * its transaction wrote nothing: sent again, it runs again. Keys are the caller's own (two customers' keys never
 * meet) and are kept at least `IDEMPOTENCY_KEY_RETENTION_MS`, then purged by the housekeeping.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;
/** A key still in flight this long after its request began belongs to a process that died: a repeat may take it. */
export const IDEMPOTENCY_IN_FLIGHT_MS = 5 * 60_000;

export type IdempotencyBegin =
  | { readonly kind: 'started' }
  | { readonly kind: 'replay'; readonly statusCode: number; readonly response: unknown }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'inFlight' };

export interface IdempotencyStore {
  begin(
    entry: { owner: string; key: string; route: string; fingerprint: string },
    now: Date,
    staleBefore: Date,
  ): Promise<IdempotencyBegin>;
  complete(
    owner: string,
    key: string,
    result: { statusCode: number; response: unknown },
    now: Date,
  ): Promise<void>;
  release(owner: string, key: string): Promise<void>;
  /** Deletes the keys made before `createdBefore`; returns how many. */
  purge(createdBefore: Date): Promise<number>;
}

export interface Idempotency {
  /**
   * Runs `work` once per key of `owner`, answering its result (or the stored one of an earlier request). `work`
   * answers the status and body to send and to keep.
   */
  run<Body>(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: string,
    work: () => Promise<{ readonly statusCode: number; readonly body: Body }>,
  ): Promise<FastifyReply>;
  /** The housekeeping's part: keys older than the retention go. */
  purgeExpired(): Promise<number>;
}

/** The SHA-256 of the call's parameters, query and body, their keys sorted. */
export function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      canonicalJson({ params: request.params ?? {}, query: request.query ?? {}, body: request.body ?? null }),
    )
    .digest('hex');
}

export function createIdempotency(deps: {
  readonly store: IdempotencyStore;
  readonly clock: Clock;
}): Idempotency {
  const { store, clock } = deps;
  return {
    async run(request, reply, owner, work) {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = typeof header === 'string' ? header : undefined;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest('payments.idempotency.keyMissing');
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      const now = clock.now();
      const begun = await store.begin(
        { owner, key, route, fingerprint: requestFingerprint(request) },
        now,
        new Date(now.getTime() - IDEMPOTENCY_IN_FLIGHT_MS),
      );
      switch (begun.kind) {
        case 'mismatch':
          throw new AppError(422, 'payments.idempotency.keyReused');
        case 'inFlight':
          throw conflict('payments.idempotency.inFlight');
        case 'replay':
          return reply.code(begun.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(begun.response);
        case 'started':
          break;
      }
      let result: { readonly statusCode: number; readonly body: unknown };
      try {
        result = await work();
      } catch (error) {
        await store.release(owner, key);
        throw error;
      }
      await store.complete(owner, key, { statusCode: result.statusCode, response: result.body }, clock.now());
      return reply.code(result.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'false').send(result.body);
    },
    purgeExpired: () => store.purge(new Date(clock.now().getTime() - IDEMPOTENCY_KEY_RETENTION_MS)),
  };
}
