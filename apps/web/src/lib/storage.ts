/**
 * Web storage that never throws: storage can be disabled (privacy settings, some embedded browsers), and a
 * language preference or a reload guard that cannot be stored must not break the page.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function guarded(pick: () => Storage): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return pick().getItem(key);
      } catch {
        return memoryStorage.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        memoryStorage.setItem(key, value);
      }
    },
    removeItem(key) {
      try {
        pick().removeItem(key);
      } catch {
        memoryStorage.removeItem(key);
      }
    },
  };
}

export const local: KeyValueStorage = guarded(() => window.localStorage);
export const session: KeyValueStorage = guarded(() => window.sessionStorage);
