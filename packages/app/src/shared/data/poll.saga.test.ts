import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '@plastihub/api-client';
import { createStore } from '../../testing/store';
import { cacheIdOf, defineResource } from './definitions';
import { pollStarted, pollStopped, sessionChanged } from './data.slice';
import { MAX_BACKOFF_MS, nextDelay } from './poll.saga';

type Store = ReturnType<typeof createStore>;

/** A loader whose answers the test controls: how long each takes and whether it fails. */
function fakeServer() {
  const server = {
    calls: [] as number[],
    inFlight: 0,
    mostInFlight: 0,
    answerAfterMs: 0,
    failing: false,
    start: Date.now(),
    load: async (params: { thread: number }, options?: { signal?: AbortSignal }) => {
      server.calls.push(Date.now() - server.start);
      server.inFlight += 1;
      server.mostInFlight = Math.max(server.mostInFlight, server.inFlight);
      try {
        if (server.answerAfterMs > 0)
          await new Promise<void>((resolve, reject) => {
            const timer = setTimeout(resolve, server.answerAfterMs);
            options?.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(new Error('aborted'));
            });
          });
        if (server.failing) throw new ServerError(503);
        return [`message ${server.calls.length} of thread ${params.thread}`];
      } finally {
        server.inFlight -= 1;
      }
    },
  };
  return server;
}

let server: ReturnType<typeof fakeServer>;
let keyCount = 0;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function startPoll(store: Store, periodMs = 5000) {
  keyCount += 1;
  const resource = defineResource(`test.poll.${keyCount}`, server.load);
  const params = { thread: 7 };
  store.dispatch(pollStarted({ id: 'panel', key: resource.key, params, periodMs }));
  return () => store.getState().data.cache[cacheIdOf(resource.key, params)];
}

const after = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeAll(async () => {
  // The saga loads the poll module on first use: have it in the module cache before the clock is faked.
  await import('./poll.saga');
});

beforeEach(() => {
  vi.useFakeTimers();
  server = fakeServer();
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('polling', () => {
  it('asks at once, then every 5 s, and never shows the loading overlay', async () => {
    const store = createStore();
    const entry = startPoll(store);
    await after(0);
    expect(store.getState().requests.inFlight).toBe(0);
    await after(60_000);
    // 0 s, 5 s, ..., 60 s: one request when the view opens and twelve in the minute after.
    expect(server.calls).toEqual(Array.from({ length: 13 }, (_, index) => index * 5000));
    expect(entry()).toMatchObject({ status: 'succeeded', data: ['message 13 of thread 7'] });
  });

  it('waits for a slow answer: the next request goes 5 s after it, never alongside it', async () => {
    server.answerAfterMs = 8000;
    const store = createStore();
    startPoll(store);
    await after(40_000);
    expect(server.mostInFlight).toBe(1);
    expect(server.calls).toEqual([0, 13_000, 26_000, 39_000]);
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    const store = createStore();
    startPoll(store);
    await after(1000);
    setVisibility('hidden');
    await after(120_000);
    expect(server.calls).toEqual([0]);
    setVisibility('visible');
    await after(0);
    expect(server.calls).toEqual([0, 121_000]);
    await after(5000);
    expect(server.calls).toEqual([0, 121_000, 126_000]);
  });

  it('backs off after failures, keeps the last messages with a refresh error, and recovers', async () => {
    const store = createStore();
    const entry = startPoll(store);
    await after(0);
    server.failing = true;
    await after(5000 + 10_000 + 20_000 + 40_000 + 60_000);
    expect(server.calls).toEqual([0, 5000, 15_000, 35_000, 75_000, 135_000]);
    expect(entry()).toMatchObject({
      status: 'succeeded',
      data: ['message 1 of thread 7'],
      refreshError: 'Something went wrong on our side. Please try again.',
    });
    server.failing = false;
    await after(60_000);
    expect(entry()?.refreshError).toBeUndefined();
    await after(5000);
    expect(server.calls.slice(-2)).toEqual([195_000, 200_000]);
  });

  it('shows the failure when the first load fails, and the next answer replaces it', async () => {
    server.failing = true;
    const store = createStore();
    const entry = startPoll(store);
    await after(0);
    expect(entry()).toMatchObject({
      status: 'failed',
      error: 'Something went wrong on our side. Please try again.',
    });
    server.failing = false;
    await after(10_000);
    expect(entry()).toMatchObject({ status: 'succeeded', error: null });
  });

  it('stops when the view stops it, and a request in flight is called off', async () => {
    server.answerAfterMs = 3000;
    const store = createStore();
    const entry = startPoll(store);
    await after(8000);
    expect(server.calls).toEqual([0, 8000]);
    store.dispatch(pollStopped({ id: 'panel' }));
    await after(60_000);
    expect(server.calls).toEqual([0, 8000]);
    expect(server.inFlight).toBe(0);
    expect(entry()).toMatchObject({ status: 'succeeded', data: ['message 1 of thread 7'] });
  });

  it('stops when the session changes (signing out)', async () => {
    const store = createStore();
    startPoll(store);
    await after(5000);
    store.dispatch(sessionChanged());
    await after(60_000);
    expect(server.calls).toEqual([0, 5000]);
  });

  it('starting the same view again refreshes at once (after a send) and keeps one poll', async () => {
    const store = createStore();
    keyCount += 1;
    const resource = defineResource(`test.poll.${keyCount}`, server.load);
    const request = { id: 'panel', key: resource.key, params: { thread: 7 }, periodMs: 5000 };
    store.dispatch(pollStarted(request));
    await after(2000);
    store.dispatch(pollStarted(request));
    await after(0);
    await after(5000);
    expect(server.calls).toEqual([0, 2000, 7000]);
  });
});

describe('the back-off', () => {
  it('doubles the period for each failure in a row, up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5].map((failures) => nextDelay(5000, failures))).toEqual([
      5000,
      10_000,
      20_000,
      40_000,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
    ]);
    expect(nextDelay(90_000, 2)).toBe(90_000);
  });
});
