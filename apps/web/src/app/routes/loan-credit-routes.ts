import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/** The refund of a credit and the direct-debit attempts: the two pages as one chunk (loan-credit-pages.ts). */
export function loanCreditRoutes(): RouteObject[] {
  const pages = () => import('../../features/loan-credit/routes/loan-credit-pages.ts');
  return [
    ...routes(PAGES.refundRequest, () => pages().then((module) => module.refundRequestPage)),
    ...routes(PAGES.directDebitAttempts, () => pages().then((module) => module.directDebitAttemptsPage)),
  ];
}
