import { type ReactElement, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { currentSession } from '../../lib/session.ts';
import { AppProviders } from '../providers.tsx';
import { redirectTarget } from '../redirect-rules.ts';
import { replayEarlyClick, startTakingOver } from './early-click.ts';
import { nextTask } from './next-task.ts';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, SENT_ON_ATTRIBUTE } from './prerendered.ts';

/**
 * Once the page is taken over, presses the button the reader pressed before: in a task of its own, after every effect
 * of the take-over (the menu's, which closes it on each new address, among them) has run.
 */
function AfterTakeOver({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    const replay = setTimeout(replayEarlyClick, 0);
    return () => clearTimeout(replay);
  }, []);
  return children;
}

/** What a page's own entry did: sent a logged-in visitor on, or took over the markup rendered ahead, or rendered it afresh. */
export type DocumentStart = { readonly sent: string } | 'hydrated' | 'rendered';

/**
 * Starts a page rendered ahead (decisions 072, 080): a logged-in visitor is sent on by the same rule as the app's router
 * (redirect-rules.ts: from the landing page to '/home', '/islamic/home' or '/sme/home', keeping `?lang`), before any
 * text loads; any other takes over the markup the build rendered ahead, or renders the page afresh when the reader's
 * language is not the one it was rendered in, or when `matchesAddress` says the address asks for other content than
 * the build's (the simulator's preset terms).
 */
export async function startDocument(
  container: HTMLElement,
  address: { readonly pathname: string; readonly search: string },
  sendTo: (target: string) => void,
  document: ReactElement,
  matchesAddress = true,
): Promise<DocumentStart> {
  // Each step in a task of its own: the page's scripts have just run in one long task, and the phone's main thread is
  // then free between the steps (decision 088).
  await nextTask();
  const target = redirectTarget(address, currentSession());
  if (target) {
    sendTo(target);
    return { sent: target };
  }
  await initI18n({ search: address.search });
  await nextTask();
  const page = (
    <StrictMode>
      <AppProviders i18n={i18n}>
        <AfterTakeOver>{document}</AfterTakeOver>
      </AppProviders>
    </StrictMode>
  );
  // As a transition, the work is done in slices that leave the main thread free between them: the page rendered ahead
  // is already on screen, and its links work meanwhile.
  const hydrate = matchesAddress && container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === i18n.language;
  startTakingOver();
  startTransition(() => {
    if (hydrate) hydrateRoot(container, page);
    else createRoot(container).render(page);
  });
  return hydrate ? 'hydrated' : 'rendered';
}

/**
 * A page's own entry in the browser: starts `document` in the page's `#root`, unless the head script (decision 077)
 * has already sent the visitor on to the same place.
 */
export function startThisPage(document: ReactElement, matchesAddress?: boolean): void {
  const container = window.document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  void startDocument(
    container,
    window.location,
    (target) => {
      // The head script has started this navigation already: starting it again would only restart its request.
      if (window.document.documentElement.getAttribute(SENT_ON_ATTRIBUTE) !== target)
        window.location.replace(target);
    },
    document,
    matchesAddress,
  );
}
