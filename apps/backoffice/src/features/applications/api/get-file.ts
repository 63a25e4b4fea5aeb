import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../../../lib/api-client.ts';

/**
 * A document or an e-KYC image as an object URL: fetched with the officer's token (a plain <img src> could not
 * send it), shown from memory, and let go when the viewer closes. Not kept in the query cache: personal data stays
 * in memory only as long as it is on screen.
 */
export function fileBlobQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['file', path] as const,
    queryFn: ({ signal }) => apiBlob(path, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFileBlob(path: string) {
  return useQuery(fileBlobQueryOptions(path));
}

export function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
