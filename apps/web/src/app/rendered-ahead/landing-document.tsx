import { carryToastsToNextDocument } from '../../components/ui/toast.tsx';
import { LandingPage } from '../../features/landing/routes/landing-page.tsx';
import { SiteFrame } from '../layouts/site-frame.tsx';
import { DocumentRouter } from './document-router.tsx';

/**
 * The landing page as a document of its own (decision 072): the site's frame around the landing page, without the
 * app's router, its route table or its pages; its links load the app as a new document, taking the toasts showing
 * along (the login dialog's 'Login successful'). Rendered ahead into the HTML by the build and taken over by
 * landing-main.tsx in the browser; `address` is the page rendered ahead, none in the browser.
 */
export function LandingDocument({ address }: { readonly address?: string }) {
  return (
    <DocumentRouter address={address} beforeLeaving={carryToastsToNextDocument}>
      <SiteFrame>
        <LandingPage />
      </SiteFrame>
    </DocumentRouter>
  );
}
