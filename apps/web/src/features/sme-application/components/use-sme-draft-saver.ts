import type { SmeApplicationDraft, SmeApplicationView } from '@sinar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveSmeDraft, smeApplicationsQueryOptions } from '../api/sme-application-api.ts';
import { useSmeSession } from './sme-session.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing pauses before the draft is saved. */
export const SAVE_PAUSE_MS = 800;

/**
 * Saves a page's part of the draft as the applicant types (`POST smeApplication/draft` with the id: a saved
 * sub-form merges into what was saved): after a pause in typing, and at once when the page goes away, so nothing
 * typed is lost on a reload. Saves never overlap, and only a part that changed since the last save is sent. The
 * saved application replaces the cached one, so the next page opens with what this one saved.
 */
export function useSmeDraftSaver(applicationId: string) {
  const { userId } = useSmeSession();
  const queries = useQueryClient();
  const [state, setState] = useState<SaveState>('idle');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const lastSaved = useRef<string | null>(null);
  const pending = useRef<SmeApplicationDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const save = useCallback(
    (form: SmeApplicationDraft): Promise<SmeApplicationView | null> => {
      window.clearTimeout(timer.current);
      pending.current = null;
      const run = async () => {
        const json = JSON.stringify(form);
        if (json === lastSaved.current) return null;
        if (mounted.current) setState('saving');
        try {
          const saved = await saveSmeDraft({ id: applicationId, form });
          lastSaved.current = json;
          queries.setQueryData(smeApplicationsQueryOptions(userId).queryKey, (list) =>
            list?.map((application) => (application.id === saved.id ? saved : application)),
          );
          if (mounted.current) setState('saved');
          return saved;
        } catch (error) {
          if (mounted.current) setState('failed');
          throw error;
        }
      };
      const next = queue.current.catch(() => undefined).then(run);
      queue.current = next;
      return next;
    },
    [applicationId, queries, userId],
  );

  /** Saves after a pause in typing. */
  const saveSoon = useCallback(
    (form: SmeApplicationDraft) => {
      pending.current = form;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (pending.current) save(pending.current).catch(() => undefined);
      }, SAVE_PAUSE_MS);
    },
    [save],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
      if (pending.current) save(pending.current).catch(() => undefined);
    };
  }, [save]);

  return { state, save, saveSoon };
}
