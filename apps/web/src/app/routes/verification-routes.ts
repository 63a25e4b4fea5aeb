import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { lazyPage } from '../lazy-page.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/**
 * Document upload, the summary, identity verification (and its phone hand-off), the verification result, the
 * not-allow-new-loan page and the loan status check. The verification pages come as one chunk (see
 * verification-pages.ts): one dynamic import here rather than six keeps the landing page within its budget.
 */
export function verificationRoutes(): RouteObject[] {
  const pages = () => import('../../features/verification/routes/verification-pages.ts');
  return [
    ...routes(PAGES.documentUpload, () => import('../../features/documents/routes/document-upload-page.tsx')),
    ...routes(PAGES.summary, () => pages().then((module) => module.summaryPage)),
    ...routes(PAGES.identityVerification, () => pages().then((module) => module.identityVerificationPage)),
    ...routes(PAGES.verificationComplete, () => pages().then((module) => module.verificationCompletePage)),
    ...routes(PAGES.notAllowNewLoan, () => pages().then((module) => module.notAllowNewLoanPage)),
    ...routes(PAGES.loanStatusCheck, () => pages().then((module) => module.loanStatusCheckPage)),
    // The phone of a hand-off: public and single, whatever the product.
    { path: PAGES.ekycMobile, lazy: lazyPage(() => pages().then((module) => module.ekycMobilePage)) },
  ];
}
