import '@sinar/client/styles/tokens.css';
import './app/styles/theme.css';
import '@sinar/client/styles/base.css';
import './app/styles/global.css';
import { BACKOFFICE_BASE_PATH } from '@sinar/domain';
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app/router.tsx';
import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Created first, so that the first screen's chunks load while the reader's catalog does.
void startApp(
  container,
  createBrowserRouter(appRoutes(), { basename: BACKOFFICE_BASE_PATH }),
  window.location.search,
);
