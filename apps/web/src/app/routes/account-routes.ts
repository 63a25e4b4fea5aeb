import type { RouteObject } from 'react-router';
import { PAGES, type Page } from '../../lib/site-paths.ts';
import { lazyPage, type RouteModule } from '../lazy-page.ts';
import { expandTwins, ROUTE_TABLE } from '../route-table.ts';

/** A page at its path and at each twin the route table gives it (/islamic for the individual pages). */
function routes(page: Page, load: () => Promise<RouteModule>): RouteObject[] {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === page);
  if (!entry) throw new Error(`${page} is not in the route table`);
  const lazy = lazyPage(load);
  return expandTwins(entry).map((path) => ({ path, lazy }));
}

/** Registration, staff registration, password reset and change, profile and e-invoice pages. */
export function accountRoutes(): RouteObject[] {
  const passwordReset = () => import('../../features/password-reset/routes/password-reset-page.tsx');
  return [
    ...routes(PAGES.registration, () => import('../../features/registration/routes/registration-page.tsx')),
    ...routes(PAGES.resetPasswordRequest, passwordReset),
    ...routes(PAGES.staffResetPasswordRequest, passwordReset),
    ...routes(
      PAGES.staffRegistration,
      () => import('../../features/staff-registration/routes/staff-registration-page.tsx'),
    ),
    ...routes(
      PAGES.staffVerification,
      () => import('../../features/staff-registration/routes/staff-verification-page.tsx'),
    ),
    ...routes(PAGES.updateProfile, () => import('../../features/profile/routes/update-profile-page.tsx')),
    ...routes(PAGES.changePassword, () => import('../../features/profile/routes/change-password-page.tsx')),
    ...routes(
      PAGES.requestEInvoice,
      () => import('../../features/profile/routes/request-e-invoice-page.tsx'),
    ),
    ...routes(
      PAGES.smeUpdateProfile,
      () => import('../../features/profile/routes/sme-update-profile-page.tsx'),
    ),
  ];
}
