import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/** The direct-debit e-mandate's pages, one chunk for all five (direct-debit-pages.ts). */
export function directDebitRoutes(): RouteObject[] {
  const pages = () => import('../../features/direct-debit/routes/direct-debit-pages.ts');
  return [
    ...routes(PAGES.directDebit, () => pages().then((module) => module.directDebitPage)),
    ...routes(PAGES.directDebitConfirmation, () => pages().then((module) => module.confirmationPage)),
    ...routes(PAGES.directDebitEnrollment, () => pages().then((module) => module.enrollmentPage)),
    ...routes(PAGES.updateDirectDebit, () => pages().then((module) => module.updatePage)),
    ...routes(PAGES.updateDirectDebitResult, () => pages().then((module) => module.updateResultPage)),
  ];
}
