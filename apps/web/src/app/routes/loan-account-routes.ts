import type { RouteObject } from 'react-router';
import type { RepaymentScheduleHandle } from '../../features/loan-account/components/pay-now-slot.tsx';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/**
 * Where the schedule's 'Pay now' leads: the pay-instalment page (pay-instalment-routes.ts); and its 'Settle early':
 * the early settlement page (early-settlement-routes.ts).
 */
const SCHEDULE: RepaymentScheduleHandle = {
  payInstalmentPage: PAGES.payInstalmentNow,
  earlySettlementPage: PAGES.earlySettlement,
};

/** The customer's loan account pages, one chunk for all four (loan-account-pages.ts). */
export function loanAccountRoutes(): RouteObject[] {
  const pages = () => import('../../features/loan-account/routes/loan-account-pages.ts');
  return [
    ...routes(PAGES.repaymentSchedule, () => pages().then((module) => module.repaymentSchedulePage), {
      handle: SCHEDULE,
    }),
    ...routes(PAGES.paymentHistory, () => pages().then((module) => module.paymentHistoryPage)),
    ...routes(PAGES.loanHistory, () => pages().then((module) => module.loanHistoryPage)),
    ...routes(PAGES.loanDetail, () => pages().then((module) => module.loanDetailPage)),
  ];
}
