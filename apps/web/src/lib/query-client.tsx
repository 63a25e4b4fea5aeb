import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { ApiError } from './api-client.ts';

/** A client error (4xx) will not change on retry; network failures and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | undefined;

/** The app's one query cache, shared by every page. */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
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
