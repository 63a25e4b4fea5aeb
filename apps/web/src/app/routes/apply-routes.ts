import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/** The eligibility check and its result, the draft application, the application form and the email step. */
export function applyRoutes(): RouteObject[] {
  return [
    ...routes(
      PAGES.testingEligibility,
      () => import('../../features/eligibility/routes/testing-eligibility-page.tsx'),
    ),
    ...routes(
      PAGES.eligibilityResult,
      () => import('../../features/eligibility/routes/eligibility-result-page.tsx'),
    ),
    ...routes(
      PAGES.draftApplication,
      () => import('../../features/application/routes/draft-application-page.tsx'),
    ),
    ...routes(PAGES.application, () => import('../../features/application/routes/application-page.tsx')),
    ...routes(
      PAGES.emailVerification,
      () => import('../../features/application/routes/email-verification-page.tsx'),
    ),
  ];
}
