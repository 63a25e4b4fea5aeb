import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

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
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
