import type { SetupWorker } from 'msw/browser';
import type { Fault } from '@plastihub/mocks';

/**
 * How long a shot waits at most for the mock backend to go quiet: a busy 2-core machine answered a sidebar's call
 * after 2 s, and the shot missed it.
 */
const QUIET_CAP_MS = 6000;
/** The API calls to the mock backend that have started and not yet been answered. */
const inFlight = new Set<string>();
/** When the last answered call ended (`performance.now()`), or 0. */
let lastAnswered = 0;
/** The endpoints the story holds back on purpose (its loading state): their calls are not waited for. */
let heldBack: string[] = [];

/** Counts the calls the story's mock service worker is answering (the story tests wait for none before a shot). */
export function trackRequests(worker: SetupWorker) {
  // The API's calls only: the worker also sees the pictures, fonts and modules the page loads.
  const isApiCall = (request: Request) => new URL(request.url).pathname.includes('/api/');
  const isHeldBack = (request: Request) =>
    heldBack.some((endpoint) => new URL(request.url).pathname.endsWith(endpoint));
  worker.events.on('request:start', ({ request, requestId }) => {
    if (isApiCall(request) && !isHeldBack(request)) inFlight.add(requestId);
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
  heldBack = [];
}

/**
 * The story's faults that hold one endpoint's calls past the wait for quiet (a loading story's 20 s latency):
 * the shot waits for the page's other calls (the sidebar's profile, the balance) but not for those.
 */
export function holdBack(faults: readonly Fault[]) {
  heldBack = faults
    .filter((fault) => fault.endpoint !== '*')
    .filter(
      (fault) =>
        fault.kind === 'timeout' || (fault.kind === 'latency' && (fault.delayMs ?? 0) > QUIET_CAP_MS),
    )
    .map((fault) => fault.endpoint);
}

/**
 * Resolves once no call to the mock backend is in flight, none was answered in the last 60 ms (a next call that
 * waited for it has had time to start) and two frames have passed (the answer rendered); or after `capMs`. A call
 * the story holds back on purpose (`holdBack`) is not waited for: its loading state is the story.
 */
export function mockBackendQuiet(capMs = QUIET_CAP_MS): Promise<void> {
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
