import type { I18n as I18nInstance } from '@sinar/client/translator';
import { I18nProvider } from '@sinar/client/translator-react';
import type { ReactNode } from 'react';

/**
 * What every screen needs. The query client is not here: the router gives it to the lazily loaded pages
 * (lib/query-client.tsx), which keeps TanStack Query out of the landing page's first download.
 */
export function AppProviders({
  i18n,
  children,
}: {
  readonly i18n: I18nInstance;
  readonly children: ReactNode;
}) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
