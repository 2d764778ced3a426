/**
 * The browser's storage, guarded: a storage that throws (full: QuotaExceededError; blocked: a privacy setting, a
 * sandboxed frame, a private window) never stops the app. What could not be written is kept in memory for this
 * tab instead, and read back from there first, so the user goes on browsing and signing in. The stored value is
 * left as it was: a write that does not fit never loses what was saved before (only the new change is at risk).
 */
export interface GuardedStorage {
  getItem(key: string): string | null;
  /** True when the browser kept it; false when only this tab's memory has it (full or blocked storage). */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  /** Everything of this area goes (sessionStorage: this tab's hand-offs, at sign-out). */
  clear(): void;
}

export type StorageArea = 'local' | 'session';

function guarded(area: () => Storage): GuardedStorage {
  const inMemory = new Map<string, string>();
  return {
    getItem(key) {
      const kept = inMemory.get(key);
      if (kept !== undefined) return kept;
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        area().setItem(key, value);
        inMemory.delete(key);
        return true;
      } catch {
        inMemory.set(key, value);
        return false;
      }
    },
    removeItem(key) {
      inMemory.delete(key);
      try {
        area().removeItem(key);
      } catch {
        // Blocked: there was nothing of ours there.
      }
    },
    clear() {
      inMemory.clear();
      try {
        area().clear();
      } catch {
        // Blocked: as above.
      }
    },
  };
}

const areas: Record<StorageArea, GuardedStorage> = {
  local: guarded(() => window.localStorage),
  session: guarded(() => window.sessionStorage),
};

/** localStorage (shared by the tabs, kept) or sessionStorage (this tab), guarded. */
export const browserStorage = (area: StorageArea): GuardedStorage => areas[area];
