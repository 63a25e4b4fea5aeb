import '@sinar/client/styles/tokens.css';
import './app/styles/theme.css';
import '@sinar/client/styles/base.css';
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { i18n, initI18n } from './lib/i18n.ts';

async function start(): Promise<void> {
  // The short-text catalog of the reader's language loads before the first render, so no page shows raw keys.
  await initI18n({ search: window.location.search });
  const router = createBrowserRouter(appRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
