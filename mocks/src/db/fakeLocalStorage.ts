import { browserStorage, type KeyValueStorage } from './storage';

/** A tab's view of the shared fake: its `localStorage`, its window (for `storage` events) and the demo's wrapper. */
export interface FakeTab {
  localStorage: Storage;
  window: EventTarget;
  storage: KeyValueStorage;
}

/**
 * For tests: one origin's localStorage shared by any number of tabs. As in a browser, a write
 * fires a `storage` event in every other tab, never in the writing one. `full = true` makes every
 * write throw QuotaExceededError.
 */
export function fakeLocalStorage() {
  const data = new Map<string, string>();
  const tabs: Array<{ area: Storage; window: EventTarget }> = [];
  const shared = { data, full: false, tab };

  function notifyOthers(from: Storage, key: string | null) {
    for (const other of tabs) {
      if (other.area === from) continue;
      other.window.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea: other.area }));
    }
  }

  function tab({ events = true }: { events?: boolean } = {}): FakeTab {
    const window = new EventTarget();
    const area: Storage = {
      get length() {
        return data.size;
      },
      key: (index) => [...data.keys()][index] ?? null,
      getItem: (key) => data.get(key) ?? null,
      setItem(key, value) {
        if (shared.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        data.set(key, String(value));
        notifyOthers(area, key);
      },
      removeItem(key) {
        if (data.delete(key)) notifyOthers(area, key);
      },
      clear() {
        data.clear();
        notifyOthers(area, null);
      },
    };
    // A tab without events stands for one whose `storage` event has not arrived yet.
    if (events) tabs.push({ area, window });
    return { localStorage: area, window, storage: browserStorage(() => area, window) };
  }

  return shared;
}
