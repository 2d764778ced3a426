import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, getConnectBanners, NetworkError } from '@plastihub/api-client';
import { clearFaults, setFaults } from '@plastihub/mocks/node';
import { createStore } from '../../testing/store';
import {
  cacheIdOf,
  defineMutation,
  defineResource,
  keepSecret,
  KEEP_UNUSED_MS,
  secretsWaiting,
  type Params,
} from './definitions';
import { setNavigator } from '../routing/navigation';
import {
  connectionRestored,
  invalidationCovers,
  mutationRemoved,
  mutationRequested,
  pollStarted,
  pollStopped,
  resourcesInvalidated,
  resourceRequested,
  resourceSubscribed,
  resourceUnsubscribed,
  sessionChanged,
} from './data.slice';
import { RETRY_DELAY_MS } from './data.saga';

type Store = ReturnType<typeof createStore>;

function storeWithApi(token: string | null = null) {
  configureApiClient({ baseURL: 'http://localhost/api', getToken: () => token, onUnauthorized: () => {} });
  return createStore();
}

afterEach(() => {
  vi.useRealTimers();
});

const entry = (store: Store, key: string, params: Params) =>
  store.getState().data.cache[cacheIdOf(key, params)];

const settled = (store: Store, key: string, params: Params) =>
  expect.poll(() => entry(store, key, params)?.status, { timeout: 5000 }).not.toBe('loading');

const banners = defineResource('test.data.banners', (_params: null, options) => getConnectBanners(options));

let lastKey = 0;
/** A resource whose calls are recorded with their params and signals, answering after `delayMs`. */
function recordedResource(delayMs = 30, options: { keepUnusedForMs?: number } = {}) {
  const calls: Array<{ params: unknown; signal: AbortSignal | undefined }> = [];
  lastKey += 1;
  const resource = defineResource(
    `test.data.recorded${lastKey}`,
    (params: Record<string, unknown>, callOptions) => {
      calls.push({ params, signal: callOptions?.signal });
      return new Promise<string>((resolve) => setTimeout(() => resolve(JSON.stringify(params)), delayMs));
    },
    options,
  );
  return { calls, resource };
}

const mount = (store: Store, key: string, params: Params) =>
  store.dispatch(resourceSubscribed({ key, params }));
const unmount = (store: Store, key: string, params: Params) =>
  store.dispatch(resourceUnsubscribed({ key, params }));

describe('the data layer: queries', () => {
  it('loads a resource through the saga, the api-client and the mock handler, with plain-data actions', async () => {
    const store = storeWithApi();
    const action = resourceRequested({ key: banners.key, params: null });
    expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    store.dispatch(action);
    await settled(store, banners.key, null);
    expect(entry(store, banners.key, null)).toMatchObject({ status: 'succeeded' });
    expect(entry(store, banners.key, null)?.data).toHaveLength(4);
    expect(store.getState().requests.inFlight).toBe(0);
  });

  it('keeps a failure the user can retry, and the retry brings the data', async () => {
    setFaults([{ kind: 'server-error', endpoint: '/connect-banners' }]);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: banners.key, params: null }));
    await settled(store, banners.key, null);
    expect(entry(store, banners.key, null)).toMatchObject({ status: 'failed', retryable: true });
    clearFaults();
    store.dispatch(resourceRequested({ key: banners.key, params: null, force: true }));
    await settled(store, banners.key, null);
    expect(entry(store, banners.key, null)?.status).toBe('succeeded');
  });

  it('joins a request in flight, answers a fresh one from the cache, and asks again when forced', async () => {
    const { calls, resource } = recordedResource();
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: resource.key, params: { page: 1 } }));
    store.dispatch(resourceRequested({ key: resource.key, params: { page: 1 } }));
    await settled(store, resource.key, { page: 1 });
    store.dispatch(resourceRequested({ key: resource.key, params: { page: 1 } }));
    expect(calls).toHaveLength(1);
    store.dispatch(resourceRequested({ key: resource.key, params: { page: 1 }, force: true }));
    await expect.poll(() => calls.length).toBe(2);
  });

  it('runs two views of one resource with different params side by side: both resolve', async () => {
    const { calls, resource } = recordedResource();
    const store = storeWithApi();
    mount(store, resource.key, { keyword: 'film' });
    mount(store, resource.key, { keyword: 'pipe' });
    await settled(store, resource.key, { keyword: 'film' });
    await settled(store, resource.key, { keyword: 'pipe' });
    expect(entry(store, resource.key, { keyword: 'film' })?.data).toBe('{"keyword":"film"}');
    expect(entry(store, resource.key, { keyword: 'pipe' })?.data).toBe('{"keyword":"pipe"}');
    expect(calls.every((call) => call.signal?.aborted === false)).toBe(true);
    expect(store.getState().requests.inFlight).toBe(0);
  });

  it('shares one entry between the same params written in another order', async () => {
    const { calls, resource } = recordedResource();
    const store = storeWithApi();
    mount(store, resource.key, { city: 'Pune', page: 1 });
    mount(store, resource.key, { page: 1, city: 'Pune' });
    await settled(store, resource.key, { city: 'Pune', page: 1 });
    expect(calls).toHaveLength(1);
    expect(cacheIdOf(resource.key, { page: 1, city: 'Pune' })).toBe(
      cacheIdOf(resource.key, { city: 'Pune', page: 1 }),
    );
    expect(Object.keys(store.getState().data.cache)).toHaveLength(1);
  });

  it('drops an entry no view has shown for its keep-unused time, and keeps one a view shows', async () => {
    vi.useFakeTimers();
    const { resource } = recordedResource(10);
    const store = storeWithApi();
    mount(store, resource.key, { keyword: 'shown' });
    mount(store, resource.key, { keyword: 'left' });
    await vi.advanceTimersByTimeAsync(20);
    unmount(store, resource.key, { keyword: 'left' });
    await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS - 1000);
    expect(entry(store, resource.key, { keyword: 'left' })?.status).toBe('succeeded');
    // Shown again before its time is up: kept.
    mount(store, resource.key, { keyword: 'left' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(entry(store, resource.key, { keyword: 'left' })).toBeDefined();
    unmount(store, resource.key, { keyword: 'left' });
    await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS + 1);
    expect(entry(store, resource.key, { keyword: 'left' })).toBeUndefined();
    expect(entry(store, resource.key, { keyword: 'shown' })?.status).toBe('succeeded');
  });

  it('keeps the cache bounded through a long walk of 500 keywords', async () => {
    vi.useFakeTimers();
    const { calls, resource } = recordedResource(5);
    const store = storeWithApi();
    for (let keyword = 0; keyword < 500; keyword += 1) {
      mount(store, resource.key, { keyword });
      await vi.advanceTimersByTimeAsync(1000);
      unmount(store, resource.key, { keyword });
    }
    expect(calls).toHaveLength(500);
    // A keyword a second: only the last minute's answers are still kept.
    expect(Object.keys(store.getState().data.cache).length).toBeLessThanOrEqual(KEEP_UNUSED_MS / 1000 + 1);
    // 500 rounds of the saga on a fake clock: several seconds on a busy machine.
  }, 30_000);

  it("drops a preload's entry that no screen took up", async () => {
    vi.useFakeTimers();
    const { resource } = recordedResource(5);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: resource.key, params: { id: 1 } }));
    await vi.advanceTimersByTimeAsync(KEEP_UNUSED_MS + 10);
    expect(entry(store, resource.key, { id: 1 })).toBeUndefined();
  });

  it('asks once more after a network failure before the failure shows', async () => {
    let calls = 0;
    const flaky = defineResource('test.data.flaky', async (_params: null) => {
      calls += 1;
      if (calls === 1) throw new NetworkError(false);
      return 'answer';
    });
    const store = storeWithApi();
    mount(store, flaky.key, null);
    await settled(store, flaky.key, null);
    expect(entry(store, flaky.key, null)).toMatchObject({ status: 'succeeded', data: 'answer' });
    expect(calls).toBe(2);
  });

  it("pauses the store's retry delay before asking again: a second by default, shorter when the store says so", async () => {
    const timesOfAsks = async (options?: { retryDelayMs: number }) => {
      const asked: number[] = [];
      const failing = defineResource(`test.data.failing${options?.retryDelayMs ?? 'default'}`, async () => {
        asked.push(Date.now());
        throw new NetworkError(false);
      });
      const store = createStore(undefined, options);
      mount(store, failing.key, null);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(entry(store, failing.key, null)?.status).toBe('failed');
      return asked.map((at) => at - asked[0]!);
    };
    vi.useFakeTimers();
    expect(await timesOfAsks()).toEqual([0, RETRY_DELAY_MS]);
    expect(await timesOfAsks({ retryDelayMs: 100 })).toEqual([0, 100]);
  });

  it('asks again for the failed entries views show when the browser comes back online', async () => {
    let online = false;
    let calls = 0;
    const list = defineResource('test.data.online', async (_params: null) => {
      calls += 1;
      if (!online) throw new NetworkError(false);
      return ['listing'];
    });
    const unseen = defineResource('test.data.onlineUnseen', async (_params: null) => {
      throw new NetworkError(false);
    });
    const store = storeWithApi();
    mount(store, list.key, null);
    store.dispatch(resourceRequested({ key: unseen.key, params: null }));
    await settled(store, list.key, null);
    await settled(store, unseen.key, null);
    expect(entry(store, list.key, null)?.status).toBe('failed');
    expect(calls).toBe(2);

    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => entry(store, list.key, null)?.status).toBe('succeeded');
    expect(entry(store, list.key, null)?.data).toEqual(['listing']);
    expect(calls).toBe(3);
    expect(entry(store, unseen.key, null)?.status).toBe('failed');
  });

  it('stores an answer the service worker kept as saved, as old as when it was saved: a view mounting again asks anew', async () => {
    const savedAt = Date.now() - 10 * 60_000;
    let calls = 0;
    const list = defineResource('test.data.saved', async (_params: null, options) => {
      calls += 1;
      options?.onSavedAnswer?.(savedAt);
      return ['kept listing'];
    });
    const store = storeWithApi();
    mount(store, list.key, null);
    await settled(store, list.key, null);
    expect(entry(store, list.key, null)).toMatchObject({
      status: 'succeeded',
      data: ['kept listing'],
      savedAt,
      loadedAt: savedAt,
    });
    unmount(store, list.key, null);
    mount(store, list.key, null);
    await expect.poll(() => calls).toBe(2);
  });

  it('asks again for the saved answers views show when the connection comes back (keeping them on screen meanwhile), and drops the others', async () => {
    const savedAt = Date.now() - 10 * 60_000;
    let online = false;
    let answerNow: () => void = () => {};
    let savedCalls = 0;
    const saved = defineResource('test.data.savedBackOnline', (_params: null, options) => {
      savedCalls += 1;
      if (!online) {
        options?.onSavedAnswer?.(savedAt);
        return Promise.resolve(['kept listing']);
      }
      return new Promise<string[]>((resolve) => {
        answerNow = () => resolve(['new listing']);
      });
    });
    const fresh = recordedResource(5);
    const unseen = defineResource('test.data.savedUnseen', async (_params: null, options) => {
      options?.onSavedAnswer?.(savedAt);
      return ['kept, not shown'];
    });
    const store = storeWithApi();
    mount(store, saved.key, null);
    mount(store, fresh.resource.key, { page: 1 });
    store.dispatch(resourceRequested({ key: unseen.key, params: null }));
    await settled(store, saved.key, null);
    await settled(store, fresh.resource.key, { page: 1 });
    await settled(store, unseen.key, null);

    online = true;
    store.dispatch(connectionRestored());
    await expect.poll(() => savedCalls).toBe(2);
    // While the new answer is on its way, the saved one stays on screen, and still says it is saved.
    expect(entry(store, saved.key, null)).toMatchObject({
      status: 'loading',
      data: ['kept listing'],
      savedAt,
    });
    answerNow();
    await settled(store, saved.key, null);
    expect(entry(store, saved.key, null)).toMatchObject({ status: 'succeeded', data: ['new listing'] });
    expect(entry(store, saved.key, null)?.savedAt).toBeUndefined();
    // A view's answer from the network is not asked again; a saved entry no view shows goes (the page's note on
    // saved answers goes with it).
    expect(fresh.calls).toHaveLength(1);
    expect(entry(store, unseen.key, null)).toBeUndefined();
  });

  it('drops every cached answer on a session change and never stores the answer of a call from before it', async () => {
    const { calls, resource } = recordedResource(50);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: banners.key, params: null }));
    await settled(store, banners.key, null);
    store.dispatch(resourceRequested({ key: resource.key, params: { page: 1 } }));
    store.dispatch(sessionChanged());
    expect(store.getState().data.cache).toEqual({});
    expect(calls[0]?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(store.getState().data.cache).toEqual({});
    expect(store.getState().data.session).toBe(1);
  });
});

describe('the data layer: queries and submits apart', () => {
  it('never sends a submit for a query that names its key', async () => {
    const submit = vi.fn(async (_params: null) => ({ msg: 'Bought' }));
    const buy = defineMutation('test.data.buyByQuery', submit);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: buy.key, params: null }));
    await settled(store, buy.key, null);
    expect(entry(store, buy.key, null)?.status).toBe('failed');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('the data layer: a watcher started again after an error', () => {
  it('keeps the views it had: an invalidation still refreshes a mounted view, and an unused entry still goes', async () => {
    const shown = recordedResource(5, { keepUnusedForMs: 50 });
    const left = recordedResource(5, { keepUnusedForMs: 50 });
    const store = storeWithApi();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(store, shown.resource.key, { page: 1 });
    mount(store, left.resource.key, { page: 1 });
    await settled(store, shown.resource.key, { page: 1 });
    await settled(store, left.resource.key, { page: 1 });
    // Params that cannot be written as JSON (a BigInt) make the watcher throw: restartOnError starts it again.
    store.dispatch(resourceRequested({ key: shown.resource.key, params: { page: BigInt(1) } }));
    await expect.poll(() => errors.mock.calls.some(([watcher]) => watcher === 'watchResources')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    store.dispatch(resourcesInvalidated([shown.resource.key]));
    await expect.poll(() => shown.calls.length).toBe(2);
    await settled(store, shown.resource.key, { page: 1 });
    expect(entry(store, shown.resource.key, { page: 1 })?.status).toBe('succeeded');

    unmount(store, left.resource.key, { page: 1 });
    await expect.poll(() => entry(store, left.resource.key, { page: 1 })).toBeUndefined();
    errors.mockRestore();
  });
});

describe('the data layer: polled entries', () => {
  it('refreshes a polled entry through its poll on an invalidation: never a second request beside it', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    let calls = 0;
    // Like the server: a request the app aborts ends there.
    const thread = defineResource('test.data.polledThread', async (_params: null, options) => {
      calls += 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve, reject) => {
        const answer = setTimeout(() => {
          inFlight -= 1;
          resolve(null);
        }, 40);
        options?.signal?.addEventListener('abort', () => {
          clearTimeout(answer);
          inFlight -= 1;
          reject(new Error('aborted'));
        });
      });
      return ['a message'];
    });
    const store = storeWithApi();
    store.dispatch(resourceSubscribed({ key: thread.key, params: null, polled: true }));
    store.dispatch(pollStarted({ id: 'chat', key: thread.key, params: null, periodMs: 60_000 }));
    await expect.poll(() => calls).toBe(1);
    store.dispatch(resourcesInvalidated([thread.key]));
    await expect.poll(() => calls).toBe(2);
    await settled(store, thread.key, null);
    expect(mostInFlight).toBe(1);
    store.dispatch(pollStopped({ id: 'chat' }));
  });
});

describe('the data layer: a store torn down', () => {
  it("removes the store's window listeners and stops its sagas", () => {
    const added = vi.spyOn(globalThis, 'addEventListener');
    const removed = vi.spyOn(globalThis, 'removeEventListener');
    const store = storeWithApi();
    const online = added.mock.calls.find(([type]) => type === 'online')?.[1];
    expect(online).toBeDefined();
    store.close();
    expect(removed.mock.calls.some(([type, listener]) => type === 'online' && listener === online)).toBe(
      true,
    );
    const storage = added.mock.calls.find(([type]) => type === 'storage')?.[1];
    expect(removed.mock.calls.some(([type, listener]) => type === 'storage' && listener === storage)).toBe(
      true,
    );
    added.mockRestore();
    removed.mockRestore();
  });
});

describe('the data layer: mutations', () => {
  it("refreshes every mounted view of the data a mutation changes, and drops that data's unseen entries", async () => {
    const { calls, resource } = recordedResource(5);
    const save = defineMutation('test.data.invalidating', async (_params: null) => ({ msg: 'Saved' }));
    const store = storeWithApi();
    mount(store, resource.key, { page: 1 });
    mount(store, resource.key, { page: 2 });
    store.dispatch(resourceRequested({ key: resource.key, params: { page: 3 } }));
    await settled(store, resource.key, { page: 3 });
    expect(calls).toHaveLength(3);

    store.dispatch(
      mutationRequested({
        session: 0,
        formId: 'form-a',
        key: save.key,
        params: null,
        effects: { invalidates: [resource.key] },
      }),
    );
    await expect.poll(() => calls.length).toBe(5);
    expect(calls.slice(3).map((call) => call.params)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(entry(store, resource.key, { page: 3 })).toBeUndefined();
  });

  it('refuses a second submit of a form while its first is in flight, saying so, and drops its secret', async () => {
    let submits = 0;
    let finish: () => void = () => {};
    const save = defineMutation(
      'test.data.save',
      (_params: { password: string }) => {
        submits += 1;
        return new Promise<{ msg: string }>((resolve) => {
          finish = () => resolve({ msg: 'Saved' });
        });
      },
      { secret: true },
    );
    const store = storeWithApi();
    const send = (password: string) =>
      store.dispatch(
        mutationRequested({
          session: 0,
          formId: 'form-a',
          key: save.key,
          params: null,
          secretTicket: keepSecret({ password }),
        }),
      );
    send('first');
    send('second');
    expect(store.getState().data.mutations['form-a']).toMatchObject({ status: 'submitting', refused: true });
    await expect.poll(() => submits).toBe(1);
    expect(secretsWaiting()).toBe(0);
    finish();
    await expect.poll(() => store.getState().data.mutations['form-a']?.status).toBe('succeeded');
    expect(submits).toBe(1);
  });

  it('never sends a submit made under an earlier session, and drops its secret', async () => {
    let submits = 0;
    const save = defineMutation(
      'test.data.earlierSession',
      async (_params: { password: string }) => {
        submits += 1;
        return { msg: 'Saved' };
      },
      { secret: true },
    );
    const store = storeWithApi();
    // Typed under session 0, which another tab ended before the submit code was in.
    store.dispatch(
      mutationRequested({
        session: 0,
        formId: 'form-old',
        key: save.key,
        params: null,
        secretTicket: keepSecret({ password: 'typed by user A' }),
      }),
    );
    store.dispatch(sessionChanged());
    store.dispatch(mutationRequested({ session: 1, formId: 'form-new', key: save.key, params: null }));
    await expect.poll(() => store.getState().data.mutations['form-new']?.status).toBe('succeeded');
    expect(submits).toBe(1);
    expect(secretsWaiting()).toBe(0);
  });

  it("keeps each form's state its own: one form unmounting leaves the other's", async () => {
    const save = defineMutation('test.data.perForm', async (params: { name: string }) => ({
      msg: `Saved ${params.name}`,
    }));
    const store = storeWithApi();
    store.dispatch(mutationRequested({ session: 0, formId: 'form-a', key: save.key, params: { name: 'a' } }));
    store.dispatch(mutationRequested({ session: 0, formId: 'form-b', key: save.key, params: { name: 'b' } }));
    await expect.poll(() => store.getState().data.mutations['form-b']?.message).toBe('Saved b');
    expect(store.getState().data.mutations['form-a']?.message).toBe('Saved a');
    store.dispatch(mutationRemoved('form-a'));
    expect(store.getState().data.mutations['form-a']).toBeUndefined();
    expect(store.getState().data.mutations['form-b']?.status).toBe('succeeded');
  });

  it("shows an upload's progress in its form state while it is sent, and keeps files out of the store", async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const upload = defineMutation(
      'test.data.upload',
      (_params: { photo: File }, options) => {
        report = options?.onUploadProgress;
        return new Promise<{ msg: string }>((resolve) => {
          finish = () => resolve({ msg: 'Uploaded' });
        });
      },
      { upload: true },
    );
    expect(upload).toMatchObject({ secret: true, upload: true });
    const store = storeWithApi();
    const form = () => store.getState().data.mutations['form-upload'];
    store.dispatch(
      mutationRequested({
        session: 0,
        formId: 'form-upload',
        key: upload.key,
        params: null,
        secretTicket: keepSecret({ photo: new File(['x'], 'a.png') }),
        upload: true,
      }),
    );
    await expect.poll(() => report).toBeDefined();
    report?.(0.25);
    await expect.poll(() => form()?.progress).toBe(0.25);
    report?.(0.75);
    await expect.poll(() => form()?.progress).toBe(0.75);
    finish?.();
    await expect.poll(() => form()?.status).toBe('succeeded');
    expect(form()?.progress).toBeUndefined();
    expect(JSON.stringify(store.getState().data)).not.toContain('a.png');
  });

  it('aborts a query, a mutation and an upload in flight when the session changes, and drops waiting secrets', async () => {
    const signals: Record<string, AbortSignal | undefined> = {};
    const never = () => new Promise<never>(() => {});
    const query = defineResource('test.data.abortQuery', (_params: null, options) => {
      signals.query = options?.signal;
      return never();
    });
    const mutation = defineMutation('test.data.abortMutation', (_params: null, options) => {
      signals.mutation = options?.signal;
      return never();
    });
    const upload = defineMutation(
      'test.data.abortUpload',
      (_params: { photo: File }, options) => {
        signals.upload = options?.signal;
        return never();
      },
      { upload: true },
    );
    const store = storeWithApi();
    mount(store, query.key, null);
    store.dispatch(mutationRequested({ session: 0, formId: 'form-m', key: mutation.key, params: null }));
    store.dispatch(
      mutationRequested({
        session: 0,
        formId: 'form-u',
        key: upload.key,
        params: null,
        secretTicket: keepSecret({ photo: new File(['x'], 'b.png') }),
        upload: true,
      }),
    );
    await expect.poll(() => Object.keys(signals).sort()).toEqual(['mutation', 'query', 'upload']);
    keepSecret({ password: 'typed before sign-out' });
    expect(Object.values(signals).some((signal) => signal?.aborted)).toBe(false);

    store.dispatch(sessionChanged());
    expect(signals.query?.aborted).toBe(true);
    expect(signals.mutation?.aborted).toBe(true);
    expect(signals.upload?.aborted).toBe(true);
    expect(secretsWaiting()).toBe(0);
    expect(store.getState().data.mutations).toEqual({});
  });

  it('never takes the user anywhere for a form that has gone, yet refreshes the data it changed', async () => {
    const moves: string[] = [];
    setNavigator((to) => moves.push(to));
    const { calls, resource } = recordedResource(5);
    const answers: Array<() => void> = [];
    const save = defineMutation(
      'test.data.goneForm',
      () => new Promise<{ msg: string }>((resolve) => answers.push(() => resolve({ msg: 'Saved' }))),
    );
    const store = storeWithApi();
    mount(store, resource.key, { page: 1 });
    await settled(store, resource.key, { page: 1 });
    const effects = { navigateTo: '/dashboard', invalidates: [resource.key] };
    store.dispatch(
      mutationRequested({ session: 0, formId: 'form-gone', key: save.key, params: null, effects }),
    );
    await expect.poll(() => answers.length).toBe(1);
    store.dispatch(mutationRemoved('form-gone'));
    answers[0]?.();
    await expect.poll(() => calls.length).toBe(2);
    expect(moves).toEqual([]);

    store.dispatch(
      mutationRequested({ session: 0, formId: 'form-here', key: save.key, params: null, effects }),
    );
    await expect.poll(() => answers.length).toBe(2);
    answers[1]?.();
    await expect.poll(() => moves).toEqual(['/dashboard']);
  });

  it('invalidates the resources a mutation names, exactly or by a prefix', () => {
    expect(invalidationCovers(['selling.*'], 'selling.injection.mine')).toBe(true);
    expect(invalidationCovers(['selling.*'], 'trade.products')).toBe(false);
    expect(invalidationCovers(['trade.products'], 'trade.products')).toBe(true);
    expect(invalidationCovers(['trade.products'], 'trade.productsSimilar')).toBe(false);
  });
});
