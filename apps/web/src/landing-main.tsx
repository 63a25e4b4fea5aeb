import '@sinar/client/styles/tokens.css';
import './app/styles/theme.css';
import '@sinar/client/styles/base.css';
import './app/styles/global.css';
import { LandingDocument } from './app/rendered-ahead/landing-document.tsx';
import { startThisPage } from './app/rendered-ahead/start-document.tsx';

/**
 * The landing page's own entry (decision 072): what the server sends for '/', the conventional brand's landing and
 * '/islamic', with the page's markup rendered ahead by the build (scripts/build-pages-ahead.ts).
 */
startThisPage(<LandingDocument />);
