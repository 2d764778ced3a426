/**
 * Where the demo database keeps its tables: localStorage in a browser, memory elsewhere.
 * `set` throws when the value cannot be kept (a full quota); the database decides what to do then.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
  /**
   * Calls back when another tab changed a key (`null`: everything was cleared). Returns the
   * unsubscribe function. Storages no other tab can write leave it out.
   */
  subscribe?(listener: (key: string | null) => void): () => void;
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

/**
 * localStorage (or any Storage), read defensively: a blocked storage (a privacy setting, a sandboxed
 * frame) reads as empty instead of throwing. `events` is where the browser fires `storage` events.
 */
export function browserStorage(
  storage: () => Storage = () => globalThis.localStorage,
  events: EventTarget | undefined = globalThis,
): KeyValueStorage {
  const quietly = <R>(read: () => R, fallback: R): R => {
    try {
      return read();
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => quietly(() => storage().getItem(key), null),
    set: (key, value) => storage().setItem(key, value),
    remove: (key) => quietly(() => storage().removeItem(key), undefined),
    keys: () =>
      quietly(() => {
        const ls = storage();
        return Array.from({ length: ls.length }, (_, i) => ls.key(i)).filter((k): k is string => k !== null);
      }, []),
    subscribe(listener) {
      if (!events?.addEventListener) return () => {};
      const onStorage = (event: Event) => {
        const { key, storageArea } = event as StorageEvent;
        if (storageArea === quietly(storage, null)) listener(key);
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
