/** Run by the build in Node (scripts/build-login.ts): the login screen's first step in each language. */
import { createQueryClient } from '@sinar/client/query-client';
import { memoryStorage } from '@sinar/client/storage';
import { createI18n } from '@sinar/client/translator';
import { BACKOFFICE_BASE_PATH, LANGUAGES, type Language } from '@sinar/domain';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { initI18n } from '../../lib/i18n.ts';
import { AppProviders } from '../providers.tsx';
import { appRoutes } from '../router.tsx';
import { LOGIN_PATH } from './prerendered.ts';

export { ACCESS_TOKEN_KEY } from '../../lib/session.ts';
export { PRERENDERED_LANGUAGE_ATTRIBUTE, submitGuardScript } from './prerendered.ts';
export { LANGUAGES, LOGIN_PATH };

export interface PrerenderedLogin {
  /** The markup of `#root`. */
  readonly html: string;
  /** What the page sets as document.title once it runs. */
  readonly title: string;
}

/** An instance of its own: the app's, which the browser's start initialises, stays as a fresh page has it. */
const i18n = createI18n();
let initialised: Promise<void> | undefined;

/**
 * The app's own routes at the login path, through react-router's static handler (which loads the lazy login route),
 * for a reader without a session: the same layouts and page the browser renders.
 */
export async function prerenderLogin(language: Language): Promise<PrerenderedLogin> {
  initialised ??= initI18n({ search: '', storage: memoryStorage(), onLanguage: () => undefined }, i18n);
  await initialised;
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(appRoutes(), { basename: BACKOFFICE_BASE_PATH });
  const context = await handler.query(new Request(new URL(LOGIN_PATH, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${LOGIN_PATH} answered ${context.status}`);
  if (context.errors) throw new Error(`${LOGIN_PATH} failed: ${JSON.stringify(context.errors)}`);
  const html = renderToString(
    <AppProviders i18n={i18n} queryClient={createQueryClient({ refetchOnWindowFocus: false })}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  const title = i18n.t('common.pageTitle', { page: i18n.t('login.title'), app: i18n.t('common.appName') });
  return { html, title };
}
