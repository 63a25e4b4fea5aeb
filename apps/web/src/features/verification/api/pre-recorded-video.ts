import { API_BASES, type Language, type Variant } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { masterListQueryKey } from '../../../lib/master-list-query-key.ts';
import { useT } from '../../../lib/use-t.ts';

const videoListSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    file: z.object({ url: z.string(), contentType: z.string() }),
  }),
);
export type PreRecordedVideo = z.infer<typeof videoListSchema>[number];

const LIST: Readonly<Record<Language, string>> = { en: 'preRecordedVideo', ms: 'preRecordedVideoBm' };

/** The brand's pre-recorded videos in the reader's language (a master list of its own per language). */
export function preRecordedVideosQueryOptions(variant: Variant, language: Language) {
  return queryOptions({
    queryKey: masterListQueryKey(LIST[language], variant, language),
    queryFn: ({ signal }) =>
      apiRequest(`${API_BASES.master}/${LIST[language]}/${encodeURIComponent(variant)}`, {
        signal,
        schema: videoListSchema,
      }),
    staleTime: 60 * 60_000,
  });
}

/** The brand's newest pre-recorded video in the reader's language, or null when it has none. */
export function usePreRecordedVideo(variant: Variant) {
  const { language } = useT();
  return useQuery({ ...preRecordedVideosQueryOptions(variant, language), select: (list) => list[0] ?? null });
}
