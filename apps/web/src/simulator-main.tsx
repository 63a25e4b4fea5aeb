import '@sinar/client/styles/tokens.css';
import './app/styles/theme.css';
import '@sinar/client/styles/base.css';
import './app/styles/global.css';
import { SimulatorDocument } from './app/rendered-ahead/simulator-document.tsx';
import { startThisPage } from './app/rendered-ahead/start-document.tsx';
import { showsDefaultTerms } from './features/simulator/routes/simulator-page.tsx';

/**
 * The simulator's own entry (decision 080): what the server sends for the simulator under each base, with the page's
 * markup rendered ahead by the build (scripts/build-pages-ahead.ts) with the default terms: an address
 * presetting others (`?amount=`, `?tenure=`) has the page rendered afresh.
 */
startThisPage(<SimulatorDocument />, showsDefaultTerms(window.location.search));
