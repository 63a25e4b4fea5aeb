import '@sinar/client/styles/tokens.css';
import './app/styles/theme.css';
import '@sinar/client/styles/base.css';
import './app/styles/global.css';
import { SENT_ON_ATTRIBUTE } from './app/landing-entry/prerendered.ts';
import { startLanding } from './app/landing-entry/start-landing.tsx';

/**
 * The landing page's own entry (decision 072): what the server sends for '/', the conventional brand's landing and
 * '/islamic', with the page's markup rendered ahead by the build (scripts/build-landing.ts).
 */
const container = document.getElementById('root');
if (!container) throw new Error('the landing page has no #root element');
void startLanding(container, window.location, (target) => {
  // The head script has started this navigation already: starting it again would only restart its request.
  if (document.documentElement.getAttribute(SENT_ON_ATTRIBUTE) !== target) window.location.replace(target);
});
