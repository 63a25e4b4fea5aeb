import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { twinRoutes as routes } from './twin-routes.ts';

/**
 * The pages after approval. They come as one chunk (agreement-pages.ts): one dynamic import for all of them keeps
 * the landing page's list of preloaded files, and so its first download, as it is.
 */
export function agreementRoutes(): RouteObject[] {
  const pages = () => import('../../features/agreement/routes/agreement-pages.ts');
  return [
    ...routes(PAGES.approvedLoanSummary, () => pages().then((module) => module.approvedSummaryPage)),
    ...routes(PAGES.attestationOption, () => pages().then((module) => module.attestationOptionPage)),
    ...routes(PAGES.attestationVideo, () => pages().then((module) => module.attestationVideoPage)),
    ...routes(PAGES.attestationLiveCall, () => pages().then((module) => module.liveCallPage)),
    ...routes(PAGES.loanAgreement, () => pages().then((module) => module.loanAgreementPage)),
    ...routes(PAGES.accountCreation, () => pages().then((module) => module.accountCreationPage)),
    ...routes(PAGES.digitalSigning, () => pages().then((module) => module.digitalSigningPage)),
    ...routes(PAGES.requestTac, () => pages().then((module) => module.requestTacPage)),
  ];
}
