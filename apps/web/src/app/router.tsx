import { type MiddlewareFunction, type RouteObject, redirect } from 'react-router';
import { LandingPage } from '../features/landing/routes/landing-page.tsx';
import { currentSession } from '../lib/session.ts';
import { PAGES, SITE_BASES } from '../lib/site-paths.ts';
import { SiteLayout } from './layouts/site-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { redirectTarget } from './redirect-rules.ts';
import { RouteError } from './route-error.tsx';
import { accountRoutes } from './routes/account-routes.ts';
import { agreementRoutes } from './routes/agreement-routes.ts';
import { applyRoutes } from './routes/apply-routes.ts';
import { directDebitRoutes } from './routes/direct-debit-routes.ts';
import { earlySettlementRoutes } from './routes/early-settlement-routes.ts';
import { loanAccountRoutes } from './routes/loan-account-routes.ts';
import { loanCreditRoutes } from './routes/loan-credit-routes.ts';
import { payInstalmentRoutes } from './routes/pay-instalment-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { smeAgreementRoutes } from './routes/sme-agreement-routes.ts';
import { smeRoutes } from './routes/sme-routes.ts';
import { smeStepRoutes } from './routes/sme-step-routes.ts';
import { verificationRoutes } from './routes/verification-routes.ts';

function NothingYet() {
  return null;
}

/** Applies the redirect rules (redirect-rules.ts) before every navigation, the first one included. */
const redirectRules: MiddlewareFunction = ({ request }) => {
  const url = new URL(request.url);
  const target = redirectTarget({ pathname: url.pathname, search: url.search }, currentSession());
  if (target) throw redirect(target);
};

/** The public pages of every base: '', the conventional brand prefix and /islamic. */
function publicPages(base: string): RouteObject[] {
  return [
    // Landing pages are in the entry chunk: they are what most visitors see first.
    { path: base === '' ? '/' : base, Component: LandingPage },
    {
      path: `${base}${PAGES.simulator}`,
      lazy: lazyPage(() => import('../features/simulator/routes/simulator-page.tsx')),
    },
    {
      path: `${base}${PAGES.contact}`,
      lazy: lazyPage(() => import('../features/contact/routes/contact-page.tsx')),
    },
    { path: `${base}${PAGES.about}`, lazy: lazyPage(() => import('../features/info/routes/about-page.tsx')) },
    { path: `${base}${PAGES.legal}`, lazy: lazyPage(() => import('../features/info/routes/legal-page.tsx')) },
    {
      path: `${base}${PAGES.privacy}`,
      lazy: lazyPage(() => import('../features/info/routes/privacy-page.tsx')),
    },
    { path: `${base}${PAGES.faq}`, lazy: lazyPage(() => import('../features/faq/routes/faq-page.tsx')) },
  ];
}

export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: SiteLayout,
      middleware: [redirectRules],
      // The first navigation runs the redirect rules before anything renders; nothing flashes meanwhile.
      HydrateFallback: NothingYet,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...SITE_BASES.flatMap(publicPages),
            ...sessionRoutes(),
            ...accountRoutes(),
            ...applyRoutes(),
            ...verificationRoutes(),
            ...smeStepRoutes(),
            ...agreementRoutes(),
            ...smeAgreementRoutes(),
            ...directDebitRoutes(),
            ...loanAccountRoutes(),
            ...payInstalmentRoutes(),
            ...earlySettlementRoutes(),
            ...loanCreditRoutes(),
            ...smeRoutes(),
            {
              path: PAGES.devInbox,
              lazy: lazyPage(() => import('../features/dev-inbox/routes/dev-inbox-page.tsx')),
            },
            { path: '*', lazy: lazyPage(() => import('./pages/not-found-page.tsx')) },
          ],
        },
      ],
    },
  ];
}
