import type { Queryable } from '../db/database.ts';
import type { JournaledFileStorage } from '../storage/journaled-file-storage.ts';

/** An upload's row is committed within seconds; an hour leaves a wide margin before its object counts as abandoned. */
export const STORED_OBJECT_SETTLE_MS = 3_600_000;

export interface HousekeepingReport {
  readonly securityRecords: number;
  readonly emailLinks: number;
  readonly storedObjects: number;
}

/** Whether a document or an e-KYC picture still points at the object. */
async function isStoredObjectReferenced(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from application_files where storage_key = $1
     union all select 1 from ekyc_captures where storage_key = $1
     limit 1`,
    [key],
  );
  return rows.length > 0;
}

/**
 * The hourly clean-up: spent security records (codes, attempts, lock-outs), expired email links, and stored objects
 * that no row references. Each part is idempotent, so a missed or doubled run does no harm.
 */
export function createHousekeeping(deps: {
  readonly db: Queryable;
  readonly purgeSecurityRecords: () => Promise<number>;
  readonly purgeEmailLinks: () => Promise<number>;
  readonly storage: JournaledFileStorage;
}): () => Promise<HousekeepingReport> {
  return async () => ({
    securityRecords: await deps.purgeSecurityRecords(),
    emailLinks: await deps.purgeEmailLinks(),
    storedObjects: await deps.storage.sweep({
      isReferenced: (key) => isStoredObjectReferenced(deps.db, key),
      settleMs: STORED_OBJECT_SETTLE_MS,
    }),
  });
}
