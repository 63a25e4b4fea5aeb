import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** A client error (4xx) will not change on retry; network failures and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export interface QueryClientOptions {
  /**
   * Asks again when the reader comes back to the window: officers work from answers that others change; an
   * applicant's answers change only by their own hand.
   */
  readonly refetchOnWindowFocus: boolean;
}

export function createQueryClient(options: QueryClientOptions): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: options.refetchOnWindowFocus },
      mutations: { retry: false },
    },
  });
}
