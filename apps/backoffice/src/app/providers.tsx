import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** What every screen needs: the texts and the query cache. */
export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  readonly i18n: I18nInstance;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
