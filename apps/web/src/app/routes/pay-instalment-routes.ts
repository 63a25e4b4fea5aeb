import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/** Paying an instalment online: the three pages as one chunk (pay-instalment-pages.ts). */
export function payInstalmentRoutes(): RouteObject[] {
  const pages = () => import('../../features/pay-instalment/routes/pay-instalment-pages.ts');
  return [
    ...routes(PAGES.payInstalmentNow, () => pages().then((module) => module.payInstalmentPage)),
    ...routes(PAGES.paymentResult, () => pages().then((module) => module.paymentResultPage)),
    ...routes(PAGES.pendingPayment, () => pages().then((module) => module.pendingPaymentPage)),
  ];
}
