import type { ApplicationDraft, Language } from '@sinar/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from '../api/save-draft.ts';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** How often a changed form is saved while the applicant types. */
export const AUTOSAVE_INTERVAL_MS = 20_000;

/**
 * Keeps the draft saved so nothing typed is lost: when the applicant leaves a section (`save` on focus out), every
 * 20 seconds, when the tab is hidden (closing it, switching apps on a phone), and when the form goes away (a
 * navigation inside the app: the request goes out as the page changes). Only a draft that changed since the last
 * save is sent, and saves never overlap. (React Router's `useBlocker` would let a navigation wait for the save, but
 * it would add to the landing page's shared router chunk, which is at its budget.)
 */
export function useDraftAutosave(input: {
  readonly applicationId: string;
  readonly language: Language;
  readonly currentDraft: () => ApplicationDraft;
}) {
  const { applicationId, language, currentDraft } = input;
  const [state, setState] = useState<AutosaveState>('idle');
  const lastSaved = useRef(JSON.stringify(currentDraft()));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ applicationId, language, currentDraft });
  latest.current = { applicationId, language, currentDraft };
  const mounted = useRef(true);

  /** Saves if anything changed; rejects when the save fails (the autosave callers ignore that). */
  const save = useCallback((): Promise<void> => {
    const run = async () => {
      const { applicationId: id, language: lang, currentDraft: read } = latest.current;
      const draft = read();
      const json = JSON.stringify(draft);
      if (json === lastSaved.current) return;
      if (mounted.current) setState('saving');
      try {
        await saveDraft({ id, language: lang, draft });
        lastSaved.current = json;
        if (mounted.current) setState('saved');
      } catch (error) {
        if (mounted.current) setState('failed');
        throw error;
      }
    };
    const next = queue.current.catch(() => undefined).then(run);
    queue.current = next;
    return next;
  }, []);

  const saveQuietly = useCallback(() => {
    save().catch(() => undefined);
  }, [save]);

  useEffect(() => {
    mounted.current = true;
    const timer = window.setInterval(saveQuietly, AUTOSAVE_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveQuietly();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      mounted.current = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      saveQuietly();
    };
  }, [saveQuietly]);

  return { state, save, saveQuietly };
}
