import type { RouteObject } from 'react-router';
import { loadDeferredTexts } from '../lib/i18n.ts';
import { AdminOnly } from './layouts/admin-only.tsx';
import { AppShell } from './layouts/app-shell.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteError } from './route-error.tsx';

function NothingYet() {
  return null;
}

/** The routes under the basename BACKOFFICE_BASE_PATH ('/backoffice'), where the API serves the app. */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: NothingYet,
      children: [
        {
          Component: PublicLayout,
          children: [
            {
              path: 'login',
              ErrorBoundary: RouteError,
              lazy: lazyPage(() => import('../features/auth/routes/login-page.tsx')),
            },
          ],
        },
        {
          // The frame of the screens behind the login is its own chunk, and it and they read the catalog's deferred
          // part (lib/i18n.ts): the login screen downloads neither.
          lazy: async () => {
            const [module] = await Promise.all([import('./layouts/officer-layout.tsx'), loadDeferredTexts()]);
            return { Component: module.OfficerLayout };
          },
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                { index: true, lazy: lazyPage(() => import('../features/queues/routes/queues-page.tsx')) },
                {
                  path: 'password',
                  lazy: lazyPage(() => import('../features/auth/routes/password-page.tsx')),
                },
                {
                  path: 'queues/:status',
                  lazy: lazyPage(() => import('../features/queues/routes/queue-list-page.tsx')),
                },
                {
                  path: 'applications/:id',
                  lazy: lazyPage(() => import('../features/applications/routes/application-page.tsx')),
                },
                {
                  path: 'sme',
                  lazy: lazyPage(() => import('../features/sme-applications/routes/sme-queues-page.tsx')),
                },
                {
                  path: 'sme/:id',
                  lazy: lazyPage(
                    () => import('../features/sme-applications/routes/sme-application-page.tsx'),
                  ),
                },
                {
                  path: 'agreements',
                  lazy: lazyPage(() => import('../features/agreements/routes/agreements-page.tsx')),
                },
                {
                  path: 'live-calls',
                  lazy: lazyPage(() => import('../features/live-calls/routes/live-calls-page.tsx')),
                },
                {
                  path: 'agreements/:id',
                  lazy: lazyPage(() => import('../features/agreements/routes/agreement-page.tsx')),
                },
                {
                  path: 'disbursements',
                  lazy: lazyPage(() => import('../features/disbursements/routes/disbursements-page.tsx')),
                },
                {
                  path: 'loan-accounts',
                  lazy: lazyPage(() => import('../features/loan-accounts/routes/loan-accounts-page.tsx')),
                },
                {
                  path: 'loan-accounts/:id',
                  lazy: lazyPage(() => import('../features/loan-accounts/routes/loan-account-page.tsx')),
                },
                {
                  path: 'loan-account-requests',
                  lazy: lazyPage(() => import('../features/loan-accounts/routes/account-requests-page.tsx')),
                },
                {
                  path: 'close-of-business',
                  lazy: lazyPage(
                    () => import('../features/close-of-business/routes/close-of-business-page.tsx'),
                  ),
                },
                {
                  path: 'jompay',
                  lazy: lazyPage(() => import('../features/jompay/routes/jompay-page.tsx')),
                },
                {
                  Component: AdminOnly,
                  children: [
                    {
                      path: 'audit',
                      lazy: lazyPage(() => import('../features/audit/routes/audit-page.tsx')),
                    },
                    {
                      path: 'officers',
                      lazy: lazyPage(() => import('../features/officers/routes/officers-page.tsx')),
                    },
                    {
                      path: 'master-data/:section?',
                      lazy: lazyPage(() => import('../features/master-data/routes/master-data-page.tsx')),
                    },
                    {
                      path: 'customers',
                      lazy: lazyPage(() => import('../features/customers/routes/customers-page.tsx')),
                    },
                    {
                      path: 'failed-jobs',
                      lazy: lazyPage(() => import('../features/failed-jobs/routes/failed-jobs-page.tsx')),
                    },
                    {
                      path: 'customers/:id',
                      lazy: lazyPage(() => import('../features/customers/routes/customer-page.tsx')),
                    },
                  ],
                },
                { path: '*', Component: NotFoundPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}
