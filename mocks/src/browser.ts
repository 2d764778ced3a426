import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setPersistence } from './db/table';
import { browserStorage } from './db/storage';
import { faultsFromQuery, setFaults } from './faults';
import { allowWorkerUrl } from './workerUrlPolicy';

// For the demo band: Reset demo data, and what to tell the visitor when the saved data was damaged or is full.
export { resetDatabase, demoStorageNotice, subscribeDemoStorageNotice } from './db/table';
export { DEMO_OTP, DEMO_PASSWORD } from './db/users';

/** Starts the demo backend in the browser: persisted in localStorage, faults from `?mock-fault=`. */
export async function startDemoBackend(): Promise<void> {
  setPersistence(browserStorage());
  setFaults(faultsFromQuery(globalThis.location.search));
  const worker = setupWorker(...handlers);
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  allowWorkerUrl(workerUrl);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
}
