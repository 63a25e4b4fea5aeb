import type { RouteObject } from 'react-router';
import { SME_PAGES } from '../../lib/sme-paths.ts';
import { lazyPage } from '../lazy-page.ts';

/** The SME partner's and staff member's email, documents and identity steps, each at one path (no twins). */
export function smeStepRoutes(): RouteObject[] {
  const pages = () => import('./sme-step-pages.ts');
  return [
    {
      path: SME_PAGES.emailVerification,
      lazy: lazyPage(() => pages().then((module) => module.smeEmailVerificationPage)),
    },
    {
      path: SME_PAGES.documentUpload,
      lazy: lazyPage(() => pages().then((module) => module.smeDocumentUploadPage)),
    },
    {
      path: SME_PAGES.identityVerification,
      lazy: lazyPage(() => pages().then((module) => module.smeIdentityVerificationPage)),
    },
    {
      path: SME_PAGES.verificationComplete,
      lazy: lazyPage(() => pages().then((module) => module.smeVerificationCompletePage)),
    },
  ];
}
