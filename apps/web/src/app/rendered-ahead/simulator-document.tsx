import { carryToastsToNextDocument } from '../../components/ui/toast.tsx';
import { Component as SimulatorPage } from '../../features/simulator/routes/simulator-page.tsx';
import { SiteFrame } from '../layouts/site-frame.tsx';
import { DocumentRouter } from './document-router.tsx';

/**
 * The simulator as a document of its own (decision 080), like the landing page (decision 072): the site's frame
 * around the simulator, without the app's router; its links load the app as a new document. Rendered ahead into the
 * HTML by the build with the default terms, and taken over by simulator-main.tsx in the browser; `address` is the
 * page rendered ahead, none in the browser.
 */
export function SimulatorDocument({ address }: { readonly address?: string }) {
  return (
    <DocumentRouter address={address} beforeLeaving={carryToastsToNextDocument}>
      <SiteFrame>
        <SimulatorPage />
      </SiteFrame>
    </DocumentRouter>
  );
}
