import {
  type Language,
  MASTER_PATHS,
  PRE_RECORDED_VIDEO_LISTS,
  preRecordedVideoListSchema,
  type Variant,
} from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { masterListQueryKey } from '../../../lib/master-lists.ts';
import { useT } from '../../../lib/use-t.ts';

/** The variant's pre-recorded videos in the reader's language (a master list of its own per language). */
export function preRecordedVideosQueryOptions(variant: Variant, language: Language) {
  return queryOptions({
    queryKey: masterListQueryKey(PRE_RECORDED_VIDEO_LISTS[language], variant, language),
    queryFn: ({ signal }) =>
      apiRequest(MASTER_PATHS.preRecordedVideos(language, variant), {
        signal,
        schema: preRecordedVideoListSchema,
      }),
    staleTime: 60 * 60_000,
  });
}

/** The variant's newest pre-recorded video in the reader's language, or null when it has none. */
export function usePreRecordedVideo(variant: Variant) {
  const { language } = useT();
  return useQuery({ ...preRecordedVideosQueryOptions(variant, language), select: (list) => list[0] ?? null });
}
