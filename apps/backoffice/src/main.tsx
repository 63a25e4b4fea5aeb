import '@sinar/client/styles/tokens.css';
import './app/styles/theme.css';
import '@sinar/client/styles/base.css';
import './app/styles/global.css';
import { createQueryClient } from '@sinar/client/query-client';
import { BACKOFFICE_BASE_PATH } from '@sinar/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { i18n, initI18n } from './lib/i18n.ts';

async function start(): Promise<void> {
  // The router starts loading the first screen's chunks at once, while the reader's catalog loads; the first render
  // waits for both, so no screen shows raw keys.
  const router = createBrowserRouter(appRoutes(), { basename: BACKOFFICE_BASE_PATH });
  await initI18n({ search: window.location.search });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient({ refetchOnWindowFocus: true })}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
