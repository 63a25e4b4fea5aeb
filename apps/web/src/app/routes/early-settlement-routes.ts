import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/** Settling a loan or financing early (decision 046): one page and its Islamic twin, one chunk. */
export function earlySettlementRoutes(): RouteObject[] {
  return routes(
    PAGES.earlySettlement,
    () => import('../../features/early-settlement/routes/early-settlement-page.tsx'),
  );
}
