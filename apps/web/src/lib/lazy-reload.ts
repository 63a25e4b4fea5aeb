import { tab } from '@sinar/client/storage';

/**
 * Spec 001 section 2: a failed load of a lazily loaded screen triggers one page reload. After a deployment the
 * old hashed chunks are gone, so the first failure reloads to fetch the new index.html; the flag in session storage
 * makes sure a chunk that still fails after that reload shows the error page instead of reloading for ever.
 */
export const CHUNK_RELOAD_FLAG = 'sinar:chunk-reload';

export interface ReloadEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly reload: () => void;
}

const browser: ReloadEnvironment = {
  storage: tab,
  reload: () => window.location.reload(),
};

export async function importWithReload<T>(
  load: () => Promise<T>,
  environment: ReloadEnvironment = browser,
): Promise<T> {
  try {
    const loaded = await load();
    environment.storage.removeItem(CHUNK_RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (environment.storage.getItem(CHUNK_RELOAD_FLAG)) throw error;
    environment.storage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
    environment.reload();
    // The page is going away: never settle, so no error page flashes before the reload.
    return new Promise<T>(() => {});
  }
}
