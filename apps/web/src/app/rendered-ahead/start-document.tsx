import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { currentSession } from '../../lib/session.ts';
import { AppProviders } from '../providers.tsx';
import { redirectTarget } from '../redirect-rules.ts';
import { LandingDocument } from './landing-document.tsx';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.ts';

/** What the landing page's entry did: sent a logged-in visitor on, or took over the markup rendered ahead, or rendered it afresh. */
export type LandingStart = { readonly sent: string } | 'hydrated' | 'rendered';

/**
 * A logged-in visitor is sent on by the same rule as the app's router (redirect-rules.ts: '/home', '/islamic/home'
 * or '/sme/home', keeping `?lang`), before any text loads; any other takes over the markup the build rendered ahead,
 * or renders the page afresh when the reader's language is not the one it was rendered in.
 */
export async function startLanding(
  container: HTMLElement,
  address: { readonly pathname: string; readonly search: string },
  sendTo: (target: string) => void,
): Promise<LandingStart> {
  const target = redirectTarget(address, currentSession());
  if (target) {
    sendTo(target);
    return { sent: target };
  }
  await initI18n({ search: address.search });
  const page = (
    <StrictMode>
      <AppProviders i18n={i18n}>
        <LandingDocument />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, the work is done in slices that leave the main thread free between them: the page rendered ahead
  // is already on screen, and its links work meanwhile.
  const hydrate = container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === i18n.language;
  startTransition(() => {
    if (hydrate) hydrateRoot(container, page);
    else createRoot(container).render(page);
  });
  return hydrate ? 'hydrated' : 'rendered';
}
