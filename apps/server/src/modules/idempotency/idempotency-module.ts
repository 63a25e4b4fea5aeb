import type { Database } from '../../db/database.ts';
import type { IdempotencyStore } from '../../http/idempotency.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  purgeIdempotencyKeys,
  releaseIdempotencyKey,
} from './idempotency-repository.ts';

/** The Idempotency-Keys of the calls that move money, kept in `idempotency_keys` (docs/decisions/035). */
export function createIdempotencyStore(db: Database): IdempotencyStore {
  return {
    async begin(entry, now, staleBefore) {
      if (await claimIdempotencyKey(db, entry, now, staleBefore)) return { kind: 'started' };
      const stored = await findIdempotencyKey(db, entry.owner, entry.key);
      // Gone between the two statements: purged, or released by a failed first request. Claim it again.
      if (!stored)
        return (await claimIdempotencyKey(db, entry, now, staleBefore))
          ? { kind: 'started' }
          : { kind: 'inFlight' };
      if (stored.route !== entry.route || stored.fingerprint !== entry.fingerprint)
        return { kind: 'mismatch' };
      if (stored.state === 'inFlight' || stored.statusCode === null) return { kind: 'inFlight' };
      return { kind: 'replay', statusCode: stored.statusCode, response: stored.response };
    },
    complete: (owner, key, result, now) => completeIdempotencyKey(db, owner, key, result, now),
    release: (owner, key) => releaseIdempotencyKey(db, owner, key),
    purge: (createdBefore) => purgeIdempotencyKeys(db, createdBefore),
  };
}
