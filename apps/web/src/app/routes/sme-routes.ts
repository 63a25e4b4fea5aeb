import type { RouteObject } from 'react-router';
import { SME_PAGES, SME_SUB_FORM_PAGES } from '../../lib/sme-paths.ts';
import { lazyPage } from '../lazy-page.ts';

/** The SME partner's and staff member's application: eligibility, home, loan details, sub-forms and summary. */
export function smeRoutes(): RouteObject[] {
  return [
    {
      path: SME_PAGES.home,
      lazy: lazyPage(() => import('../../features/sme-application/routes/sme-home-page.tsx')),
    },
    {
      path: SME_PAGES.testingEligibility,
      lazy: lazyPage(() => import('../../features/sme-application/routes/testing-eligibility-page.tsx')),
    },
    {
      path: SME_PAGES.eligibilityResult.replace('{result}', ':result'),
      lazy: lazyPage(() => import('../../features/sme-application/routes/eligibility-result-page.tsx')),
    },
    {
      path: SME_PAGES.productProfile,
      lazy: lazyPage(() => import('../../features/sme-application/routes/product-profile-page.tsx')),
    },
    {
      path: SME_SUB_FORM_PAGES.company,
      lazy: lazyPage(() => import('../../features/sme-application/routes/company-details-page.tsx')),
    },
    {
      path: SME_SUB_FORM_PAGES.applicant,
      lazy: lazyPage(() => import('../../features/sme-application/routes/applicant-details-page.tsx')),
    },
    {
      path: SME_SUB_FORM_PAGES.disbursement,
      lazy: lazyPage(() => import('../../features/sme-application/routes/disbursement-details-page.tsx')),
    },
    {
      path: SME_SUB_FORM_PAGES.emergency,
      lazy: lazyPage(() => import('../../features/sme-application/routes/emergency-details-page.tsx')),
    },
    {
      path: SME_SUB_FORM_PAGES.directors,
      lazy: lazyPage(() => import('../../features/sme-application/routes/director-details-page.tsx')),
    },
    {
      path: SME_PAGES.summary,
      lazy: lazyPage(() => import('../../features/sme-application/routes/summary-page.tsx')),
    },
  ];
}
