import type { RouteObject } from 'react-router';
import type { Page } from '../../lib/site-paths.ts';
import { lazyPage, type RouteModule } from '../lazy-page.ts';
import { expandTwins, ROUTE_TABLE } from '../route-table.ts';

/**
 * A page at its path and at each twin the route table gives it (/islamic for the individual pages). The table's
 * `{name}` parameters become the router's `:name`. `extra.handle` is what the router tells the page (see
 * loan-account-routes.ts).
 */
export function twinRoutes(
  page: Page,
  load: () => Promise<RouteModule>,
  extra: Pick<RouteObject, 'handle'> = {},
): RouteObject[] {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === page);
  if (!entry) throw new Error(`${page} is not in the route table`);
  const lazy = lazyPage(load);
  return expandTwins(entry).map((path) => ({ path: path.replace(/\{(\w+)\}/g, ':$1'), lazy, ...extra }));
}
