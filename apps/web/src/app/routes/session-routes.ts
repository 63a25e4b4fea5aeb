import { ISLAMIC_PATH } from '@sinar/domain';
import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { lazyPage } from '../lazy-page.ts';

/** Logging in and out, the individual's logged-in homes, and the staff and partner login pages. */
export function sessionRoutes(): RouteObject[] {
  const home = lazyPage(() => import('../../features/home/routes/home-page.tsx'));
  return [
    { path: PAGES.logout, lazy: lazyPage(() => import('../../features/auth/routes/logout-page.tsx')) },
    { path: PAGES.home, lazy: home },
    { path: `${ISLAMIC_PATH}${PAGES.home}`, lazy: home },
    {
      path: PAGES.staffLogin,
      lazy: lazyPage(() => import('../../features/auth/routes/staff-login-page.tsx')),
    },
    { path: PAGES.partner, lazy: lazyPage(() => import('../../features/auth/routes/partner-page.tsx')) },
  ];
}
