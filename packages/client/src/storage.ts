/**
 * Web storage that never throws: storage can be disabled (privacy settings, some embedded browsers), and a session,
 * a language or a reload guard that cannot be stored must not break the page; it then lives in memory for the
 * page's life.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function guarded(pick: () => Storage): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      try {
        return pick().getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    setItem(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      try {
        pick().removeItem(key);
      } catch {
        memory.delete(key);
      }
    },
  };
}

/** Kept across tabs and restarts: the language, the time of the last action, a customer's session. */
export const local: KeyValueStorage = guarded(() => window.localStorage);
/** This tab only, gone when it closes: an officer's session (a shared office computer), the reload guard. */
export const tab: KeyValueStorage = guarded(() => window.sessionStorage);

/** Storage that lives in memory alone: a page rendered ahead in Node keeps its reader's choices there. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
