import type { I18n as I18nInstance } from '@sinar/client/translator';
import { I18nProvider } from '@sinar/client/translator-react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
