import type { RouteObject } from 'react-router';
import { PAGES } from '../../lib/site-paths.ts';
import { SME_AGREEMENT_PAGES } from '../../lib/sme-paths.ts';
import { lazyPage, type RouteModule } from '../lazy-page.ts';
import { twinRoutes as routes } from './twin-routes.ts';

type AgreementPages = typeof import('../../features/agreement/routes/agreement-pages.ts');

/**
 * The SME partner's and staff member's pages after approval, from the agreement feature's chunk (decisions 063 and
 * 068): the steps are the individual's pages, which read the SME agreement under /sme/loan-status/.
 */
export function smeAgreementRoutes(): RouteObject[] {
  const pages = () => import('../../features/agreement/routes/agreement-pages.ts');
  const page = (path: string, pick: (module: AgreementPages) => RouteModule): RouteObject => ({
    path,
    lazy: lazyPage(() => pages().then(pick)),
  });
  return [
    ...routes(PAGES.smeApprovedLoanSummary, () => pages().then((module) => module.smeApprovedSummaryPage)),
    ...routes(PAGES.smeLoanAgreement, () => pages().then((module) => module.smeLoanAgreementPage)),
    page(SME_AGREEMENT_PAGES.attestationOption, (module) => module.attestationOptionPage),
    page(SME_AGREEMENT_PAGES.attestationVideo, (module) => module.attestationVideoPage),
    page(SME_AGREEMENT_PAGES.attestationLiveCall, (module) => module.liveCallPage),
    page(SME_AGREEMENT_PAGES.accountCreation, (module) => module.accountCreationPage),
    page(SME_AGREEMENT_PAGES.digitalSigning, (module) => module.digitalSigningPage),
    page(SME_AGREEMENT_PAGES.requestTac, (module) => module.requestTacPage),
    page(SME_AGREEMENT_PAGES.applicationComplete, (module) => module.smeApplicationCompletePage),
  ];
}
