import type { SetupWorker } from 'msw/browser';

/** The mock backend's calls that have started and not yet been answered, across stories. */
const inFlight = new Set<string>();

/** Counts the calls the story's mock service worker is answering (the story tests wait for none before a shot). */
export function trackRequests(worker: SetupWorker) {
  worker.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
  worker.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
}

/** A new story starts: calls an earlier story left unanswered (held back, or aborted as it unmounted) are not its. */
export function forgetRequests() {
  inFlight.clear();
}

/**
 * Resolves once no call to the mock backend has been in flight for two frames (the answer rendered), or after
 * `capMs` (a story that holds a call back on purpose shows its loading state).
 */
export function mockBackendQuiet(capMs = 2000): Promise<void> {
  const deadline = performance.now() + capMs;
  return new Promise((resolve) => {
    let quietFrames = 0;
    const check = () => {
      quietFrames = inFlight.size === 0 ? quietFrames + 1 : 0;
      if (quietFrames >= 2 || performance.now() > deadline) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
