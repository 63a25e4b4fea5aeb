import type { Queryable } from '../db/database.ts';
import type { JournaledFileStorage } from '../storage/journaled-file-storage.ts';

/** An upload's row is committed within seconds; an hour leaves a wide margin before its object counts as abandoned. */
export const STORED_OBJECT_SETTLE_MS = 3_600_000;

export interface HousekeepingReport {
  readonly securityRecords: number;
  readonly emailLinks: number;
  /** Idempotency-Keys past their 24 hours. */
  readonly idempotencyKeys: number;
  /** Route rate-limit windows that are over. */
  readonly routeRateLimits: number;
  readonly storedObjects: number;
}

/** Whether a row of one module (a document, an e-KYC picture) still points at a stored object. */
export type StoredObjectReference = (db: Queryable, storageKey: string) => Promise<boolean>;

/**
 * The hourly clean-up: spent security records (codes, attempts, lock-outs), expired email links, Idempotency-Keys
 * past their retention, route rate-limit windows that are over, and stored objects that no row references. Each part is idempotent, so a missed or doubled run does no harm.
 */
export function createHousekeeping(deps: {
  readonly db: Queryable;
  readonly purgeSecurityRecords: () => Promise<number>;
  readonly purgeEmailLinks: () => Promise<number>;
  readonly purgeIdempotencyKeys: () => Promise<number>;
  readonly purgeRouteRateLimits: () => Promise<number>;
  readonly storage: JournaledFileStorage;
  /** The modules whose rows point at stored objects: an object none of them references may go. */
  readonly references: readonly StoredObjectReference[];
}): () => Promise<HousekeepingReport> {
  return async () => ({
    securityRecords: await deps.purgeSecurityRecords(),
    emailLinks: await deps.purgeEmailLinks(),
    idempotencyKeys: await deps.purgeIdempotencyKeys(),
    routeRateLimits: await deps.purgeRouteRateLimits(),
    storedObjects: await deps.storage.sweep({
      isReferenced: async (key) => {
        for (const references of deps.references) if (await references(deps.db, key)) return true;
        return false;
      },
      settleMs: STORED_OBJECT_SETTLE_MS,
    }),
  });
}
