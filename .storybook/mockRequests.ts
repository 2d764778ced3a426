import type { SetupWorker } from 'msw/browser';

/** The API calls to the mock backend that have started and not yet been answered. */
const inFlight = new Set<string>();
/** When the last answered call ended (`performance.now()`), or 0. */
let lastAnswered = 0;

/** Counts the calls the story's mock service worker is answering (the story tests wait for none before a shot). */
export function trackRequests(worker: SetupWorker) {
  // The API's calls only: the worker also sees the pictures, fonts and modules the page loads.
  const isApiCall = (request: Request) => new URL(request.url).pathname.includes('/api/');
  worker.events.on('request:start', ({ request, requestId }) => {
    if (isApiCall(request)) inFlight.add(requestId);
  });
  worker.events.on('request:end', ({ request, requestId }) => {
    if (!isApiCall(request)) return;
    inFlight.delete(requestId);
    lastAnswered = performance.now();
  });
}

/** A new story starts: calls an earlier story left unanswered (held back, or aborted as it unmounted) are not its. */
export function forgetRequests() {
  inFlight.clear();
  lastAnswered = 0;
}

/**
 * Resolves once no call to the mock backend is in flight, none was answered in the last 60 ms (a next call that
 * waited for it has had time to start) and two frames have passed (the answer rendered); or after `capMs` (a story
 * that holds a call back on purpose shows its loading state).
 */
export function mockBackendQuiet(capMs = 2000): Promise<void> {
  const deadline = performance.now() + capMs;
  return new Promise((resolve) => {
    let quietFrames = 0;
    const check = () => {
      const now = performance.now();
      quietFrames = inFlight.size === 0 && now - lastAnswered >= 60 ? quietFrames + 1 : 0;
      if (quietFrames >= 2 || now > deadline) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
