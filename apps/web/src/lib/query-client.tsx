import { createQueryClient } from '@sinar/client/query-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

let client: QueryClient | undefined;

/** The app's one query cache, shared by every page. An applicant's answers change only by their own hand. */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient({ refetchOnWindowFocus: false });
  return client;
}

/**
 * Wraps a lazily loaded page in the query provider. The router does this for every lazy route, so TanStack Query
 * loads with the first page that can use it instead of with the landing page (the landing's JavaScript budget).
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  function WithQueryClient() {
    return (
      <QueryClientProvider client={getQueryClient()}>
        <Page />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name ?? 'Page'})`;
  return WithQueryClient;
}
