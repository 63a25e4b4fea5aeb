import { API_BASES, type Language, type Variant } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
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

/** The brand's newest pre-recorded video in the reader's language (master list), or null when it has none. */
export function usePreRecordedVideo(variant: Variant) {
  const { language } = useT();
  return useQuery({
    queryKey: ['master', 'video', variant, language],
    queryFn: async ({ signal }) => {
      const list = await apiRequest(`${API_BASES.master}/${LIST[language]}/${encodeURIComponent(variant)}`, {
        signal,
        schema: videoListSchema,
      });
      return list[0] ?? null;
    },
    staleTime: 60 * 60_000,
  });
}
