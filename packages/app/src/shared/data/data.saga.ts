import type { Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  delay,
  flush,
  fork,
  getContext,
  put,
  select,
  take,
} from 'redux-saga/effects';
import { isApiError, NetworkError } from '@plastihub/api-client';
import { failedForm } from '../forms/formState';
import { cacheIdOf, keepUnusedForMs, loaderOf, takeSecret, type Params } from './definitions';
import type { PollAction } from './poll.saga';
import { loadOnFirstUse } from '../store/loadOnFirstUse';
import {
  invalidationCovers,
  mutationSettled,
  mutationRequested,
  pollStarted,
  pollStopped,
  pollsRefreshed,
  resourceAbandoned,
  loadFailed,
  resourceLoaded,
  resourceLoading,
  resourceRemoved,
  resourceRequested,
  resourceSubscribed,
  resourceUnsubscribed,
  resourcesInvalidated,
  sessionChanged,
  connectionRestored,
  type CacheEntry,
  type DataState,
  type MutationAction,
  type ResourceRequest,
  type Subscription,
} from './data.slice';

/** An answer younger than this is shown without asking again (e.g. back from a details page to the list). */
export const FRESH_MS = 30_000;
/**
 * A GET that met a network failure or a timeout is asked once more after this pause, before the failure shows.
 * The store's saga context may shorten it (`retryDelayMs`: the demo does, while its URL asks for faults).
 */
export const RETRY_DELAY_MS = 1_000;

const entryOf = (id: string) => (state: { data: DataState }) => state.data.cache[id];
const cacheOf = (state: { data: DataState }) => state.data.cache;

const isNetworkFailure = (error: unknown) => isApiError(error) && error.kind === 'network';

/** One entry's request: asked once more after a network failure, aborted when its task is cancelled. */
function* load(key: string, params: Params, background: boolean) {
  const controller = new AbortController();
  try {
    yield put(resourceLoading({ key, params, background }));
    // A page's data shows in its own skeletons: the loading overlay is for submits (mutation.saga.ts).
    let savedAt: number | undefined;
    const ask = () =>
      loaderOf(key)(params, {
        signal: controller.signal,
        onSavedAnswer: (at) => {
          savedAt = at;
        },
      });
    let data: unknown;
    try {
      data = yield call(ask);
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const pause = (yield getContext('retryDelayMs')) as number | undefined;
      yield delay(pause ?? RETRY_DELAY_MS);
      data = yield call(ask);
    }
    yield put(resourceLoaded({ key, params, data, at: Date.now(), savedAt }));
  } catch (error) {
    // A call the app called off is nobody's failure.
    if (isApiError(error) && error.kind === 'cancelled') {
      yield put(resourceAbandoned({ key, params }));
      return;
    }
    yield put(loadFailed({ key, params }, error, background));
  } finally {
    if ((yield cancelled()) as boolean) {
      controller.abort();
      yield put(resourceAbandoned({ key, params }));
    }
  }
}

function isFresh(entry: CacheEntry | undefined, now: number): boolean {
  return entry?.status === 'succeeded' && entry.loadedAt !== null && now - entry.loadedAt < FRESH_MS;
}

const subscriptionsOf = (state: { data: DataState }) => state.data.subscriptions;

/**
 * The cache's life, per entry (key + params):
 * - one request per entry at a time: asking again joins it (a route's preload, then its screen mounting), other
 *   params run side by side; a forced request (Try again, an invalidation) replaces the one in flight;
 * - a fresh answer (younger than FRESH_MS) is shown without asking; an older one stays on screen while it is
 *   refreshed in the background;
 * - an entry no view shows is removed after its keep-unused time;
 * - an invalidation refreshes the entries views show and removes the others; a polled entry is refreshed by its
 *   poll (never a second request beside it);
 * - back online, the failed entries views show are asked again;
 * - a session change aborts every request and timer (the slice has dropped every entry).
 *
 * The views are the store's (`subscriptions`): started again after an error, the watcher picks up where it was.
 */
function* watchResources() {
  const running = new Map<string, Task>();
  const removals = new Map<string, Task>();

  /** Cancels the task of `id` in `tasks` (a request or a removal timer), if there is one. */
  function* drop(tasks: Map<string, Task>, id: string) {
    const task = tasks.get(id);
    tasks.delete(id);
    if (task) yield cancel(task);
  }

  function* isShown(id: string) {
    const subscriptions = (yield select(subscriptionsOf)) as DataState['subscriptions'];
    return subscriptions[id] !== undefined;
  }

  function* remove(id: string) {
    yield* drop(running, id);
    yield put(resourceRemoved(id));
  }

  function* removeWhenUnused(id: string, key: string) {
    yield delay(keepUnusedForMs(key));
    removals.delete(id);
    if (!(yield* isShown(id))) yield* remove(id);
  }

  function* scheduleRemoval(id: string, key: string) {
    yield* drop(removals, id);
    removals.set(id, (yield fork(removeWhenUnused, id, key)) as Task);
  }

  function* request({ key, params, force = false, background = false }: ResourceRequest) {
    const id = cacheIdOf(key, params);
    const current = running.get(id);
    if (current?.isRunning()) {
      if (!force) return;
      yield cancel(current);
    }
    const entry = (yield select(entryOf(id))) as CacheEntry | undefined;
    if (!(yield* isShown(id)) && !removals.has(id)) yield* scheduleRemoval(id, key);
    if (!force && isFresh(entry, Date.now())) return;
    const quiet = background || (!force && entry?.data !== undefined);
    running.set(id, (yield fork(load, key, params, quiet)) as Task);
  }

  /** Asks again for what views show: a polled entry through its poll, any other by a forced request. */
  function* refresh(subscriptions: readonly Subscription[]) {
    const polled: string[] = [];
    for (const { call: view, polled: polls } of subscriptions) {
      if (polls > 0) polled.push(cacheIdOf(view.key, view.params));
      else yield* request({ ...view, force: true });
    }
    if (polled.length > 0) yield put(pollsRefreshed(polled));
  }

  // (Again) at the start: the views already mounted are asked for, and the entries none shows go in time.
  {
    const subscriptions = (yield select(subscriptionsOf)) as DataState['subscriptions'];
    const cache = (yield select(cacheOf)) as DataState['cache'];
    for (const subscription of Object.values(subscriptions)) {
      if (subscription.polled === 0) yield* request(subscription.call);
    }
    for (const [id, entry] of Object.entries(cache)) {
      if (!subscriptions[id]) yield* scheduleRemoval(id, entry.key);
    }
  }

  type Handled =
    | ReturnType<typeof resourceRequested>
    | ReturnType<typeof resourceSubscribed>
    | ReturnType<typeof resourceUnsubscribed>
    | ReturnType<typeof resourcesInvalidated>
    | ReturnType<typeof connectionRestored>
    | ReturnType<typeof sessionChanged>;

  while (true) {
    const action = (yield take([
      resourceRequested.type,
      resourceSubscribed.type,
      resourceUnsubscribed.type,
      resourcesInvalidated.type,
      connectionRestored.type,
      sessionChanged.type,
    ])) as Handled;

    for (const [id, task] of running) if (!task.isRunning()) running.delete(id);

    if (resourceRequested.match(action)) {
      yield* request(action.payload);
    } else if (resourceSubscribed.match(action)) {
      const { key, params, polled } = action.payload;
      yield* drop(removals, cacheIdOf(key, params));
      // A polled view's poll asks (poll.saga.ts).
      if (!polled) yield* request({ key, params });
    } else if (resourceUnsubscribed.match(action)) {
      const { key, params } = action.payload;
      const id = cacheIdOf(key, params);
      // The slice has counted the view out: the last one gone, the entry goes in its keep-unused time.
      if (!(yield* isShown(id))) yield* scheduleRemoval(id, key);
    } else if (resourcesInvalidated.match(action)) {
      const subscriptions = (yield select(subscriptionsOf)) as DataState['subscriptions'];
      yield* refresh(
        Object.values(subscriptions).filter(({ call: view }) => invalidationCovers(action.payload, view.key)),
      );
      const cache = (yield select(cacheOf)) as DataState['cache'];
      for (const [id, entry] of Object.entries(cache)) {
        if (!subscriptions[id] && invalidationCovers(action.payload, entry.key)) yield* remove(id);
      }
    } else if (connectionRestored.match(action)) {
      const subscriptions = (yield select(subscriptionsOf)) as DataState['subscriptions'];
      const cache = (yield select(cacheOf)) as DataState['cache'];
      yield* refresh(
        Object.entries(subscriptions)
          .filter(([id]) => cache[id]?.status === 'failed' || cache[id]?.savedAt !== undefined)
          .map(([, subscription]) => subscription),
      );
      // Kept answers no view shows (a page's preload made offline) go: a screen that wants one asks anew.
      for (const [id, entry] of Object.entries(cache)) {
        if (entry.savedAt !== undefined && !subscriptions[id]) yield* remove(id);
      }
    } else {
      // Session changed: the views stay mounted and ask again themselves (useResource follows the session).
      for (const task of [...running.values(), ...removals.values()]) yield cancel(task);
      running.clear();
      removals.clear();
    }
  }
}

/**
 * Submits run in mutation.saga.ts, loaded with the first one (useMutation warms it as a form mounts). When its
 * code cannot download, each waiting form says so and keeps what was typed, and the next submit tries again.
 */
const watchMutations = loadOnFirstUse<MutationAction>({
  types: [mutationRequested.type, sessionChanged.type],
  start: [mutationRequested.type],
  load: async () => (await import('./mutation.saga')).runMutations,
  *unavailable(_first, actions) {
    for (const action of (yield flush(actions)) as MutationAction[]) {
      if (!mutationRequested.match(action)) continue;
      const { formId, secretTicket } = action.payload;
      if (secretTicket) takeSecret(secretTicket);
      yield put(mutationSettled({ formId, form: failedForm(new NetworkError(false)) }));
    }
  },
});

/** Polls (poll.saga.ts) load with the first view that polls; offline, the next poll to start tries again. */
const watchPolls = loadOnFirstUse<PollAction>({
  types: [pollStarted.type, pollStopped.type, pollsRefreshed.type, sessionChanged.type],
  start: [pollStarted.type],
  load: async () => (await import('./poll.saga')).runPolls,
});

/** The data layer's watchers, each kept alive on its own by the root saga (app/store.ts). */
export const dataSagas = { watchResources, watchMutations, watchPolls };
