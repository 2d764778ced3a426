import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setPersistence } from './db/table';
import { browserStorage, type KeyValueStorage } from './db/storage';
import { clearFaults, faultsFromQuery, setFaults, type Fault } from './faults';
import { allowWorkerUrl } from './workerUrlPolicy';
import { parseListingCount, setListingsPerList } from './seed/longLists';

// For the demo band: Reset demo data, and what to tell the visitor when the saved data was damaged or is full.
export { resetDatabase, demoStorageNotice, subscribeDemoStorageNotice } from './db/table';
export { DEMO_OTP, DEMO_PASSWORD } from './db/users';

export interface DemoBackend {
  /**
   * The api-client's timeout for this page: short (1 s) when `?mock-fault=timeout` asks for timeouts, so a
   * timeout shows without the real 20 s wait; otherwise the client's default.
   */
  clientTimeoutMs?: number;
  /**
   * The data layer's pause before it asks a failed GET again: short (100 ms) when the URL asks for faults, which
   * fail the second ask as well; otherwise the app's default.
   */
  retryDelayMs?: number;
}

/** What end-to-end tests may change on a running demo page (the fault sweep turns faults off to retry). */
export interface DemoFaultControls {
  setFaults: (faults: Fault[]) => void;
  clearFaults: () => void;
}

declare global {
  interface Window {
    plastihubDemoFaults?: DemoFaultControls;
  }
}

/** Where the demo keeps the long lists' count, under the demo data's prefix (Reset demo data clears it). */
const LONG_LISTS_KEY = 'plastihub-demo-db:2:listings-per-list';

/**
 * `?mock-listings=600`: each trade type and machine list holds 600 listings from this page on (for measuring and
 * testing long lists); `?mock-listings=0` goes back to the seed. Kept in this browser like the demo's data, whose
 * listing tables seed again when the count changes.
 */
function applyLongListsFromQuery(search: string, storage: KeyValueStorage) {
  const saved = parseListingCount(storage.get(LONG_LISTS_KEY));
  const asked = new URLSearchParams(search).get('mock-listings');
  const count = asked === null ? saved : parseListingCount(asked);
  setListingsPerList(saved, { reseed: false });
  if (count === saved) return;
  if (count === null) storage.remove(LONG_LISTS_KEY);
  else {
    try {
      storage.set(LONG_LISTS_KEY, String(count));
    } catch {
      // A full storage: the count holds for this page only.
    }
  }
  setListingsPerList(count);
}

/** Starts the demo backend in the browser: persisted in localStorage, faults from `?mock-fault=`. */
export async function startDemoBackend(): Promise<DemoBackend> {
  const storage = browserStorage();
  setPersistence(storage);
  applyLongListsFromQuery(globalThis.location.search, storage);
  const faults = faultsFromQuery(globalThis.location.search);
  setFaults(faults);
  window.plastihubDemoFaults = { setFaults, clearFaults };
  // MSW asks the browser to update a worker it finds registered and does not wait for the answer: when that
  // check fails (offline, a server restarting), the worker in place keeps serving. Not an error of the page.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault();
  });
  const worker = setupWorker(...handlers);
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  allowWorkerUrl(workerUrl);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
  return {
    clientTimeoutMs: faults.some((fault) => fault.kind === 'timeout') ? 1000 : undefined,
    retryDelayMs: faults.length > 0 ? 100 : undefined,
  };
}
