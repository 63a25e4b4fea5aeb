import type { Queryable } from './database.ts';

/** Which page of a listing: at most `limit` rows after the first `offset`. */
export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/**
 * One page of a listing and how many rows the listing has in all, in two reads over the same rows: `from` is the
 * listing's FROM and WHERE clauses, whose placeholders `params` fill; `select` its columns and `orderBy` the page's
 * order. The page's limit and offset take the two placeholders after `params`.
 */
export async function pagedQuery<Row>(
  db: Queryable,
  listing: {
    readonly select: string;
    readonly from: string;
    readonly orderBy: string;
    readonly params: readonly unknown[];
  },
  page: PageWindow,
): Promise<{ total: number; rows: Row[] }> {
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total ${listing.from}`,
    listing.params,
  );
  const next = listing.params.length + 1;
  const rows = await db.query<Row>(
    `select ${listing.select} ${listing.from} order by ${listing.orderBy} limit $${next} offset $${next + 1}`,
    [...listing.params, page.limit, page.offset],
  );
  return { total: counted?.total ?? 0, rows };
}
