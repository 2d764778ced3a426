/** Where the demo database keeps its tables: localStorage in a browser, memory elsewhere. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}

export function browserStorage(): KeyValueStorage {
  const ls = globalThis.localStorage;
  return {
    get: (key) => ls.getItem(key),
    set: (key, value) => {
      try {
        ls.setItem(key, value);
      } catch {
        // Storage full or blocked: the demo keeps working from memory for this page.
      }
    },
    remove: (key) => ls.removeItem(key),
    keys: () => Array.from({ length: ls.length }, (_, i) => ls.key(i)).filter((k): k is string => k !== null),
  };
}
