import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/** The SME partner's and staff member's pages after approval, from the agreement feature's chunk (decision 063). */
export function smeAgreementRoutes(): RouteObject[] {
  const pages = () => import('../../features/agreement/routes/agreement-pages.ts');
  return [
    ...routes(PAGES.smeApprovedLoanSummary, () => pages().then((module) => module.smeApprovedSummaryPage)),
    ...routes(PAGES.smeLoanAgreement, () => pages().then((module) => module.smeLoanAgreementPage)),
  ];
}
