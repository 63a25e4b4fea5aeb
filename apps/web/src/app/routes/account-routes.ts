import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

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
