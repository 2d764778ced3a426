import { actionChannel, call, cancel, cancelled, fork, put, select, take } from 'redux-saga/effects';
import type { Channel, Task } from 'redux-saga';
import { errorMessage } from '../requestState';
import { failedForm } from '../formState';
import { tracked } from '../tracked';
import { navigate } from '../navigation';
import { cacheIdOf, loaderOf, runsSideBySide, takeSecret, type Params } from './definitions';
import type * as Polls from './poll.saga';
import type * as Upload from './upload.saga';
import {
  mutationFailed,
  mutationRequested,
  mutationSucceeded,
  pollStarted,
  pollStopped,
  resourceAbandoned,
  resourceFailed,
  resourceLoaded,
  resourceLoading,
  resourceRequested,
  resourcesInvalidated,
  sessionChanged,
  type CacheEntry,
  type DataState,
  type MutationRequest,
  type ResourceRequest,
  reloads,
} from './data.slice';
import { isApiError } from '@plastihub/api-client';

/** An answer younger than this is shown without asking again (e.g. back from a details page to the list). */
export const FRESH_MS = 30_000;

const entryOf = (id: string) => (state: { data: DataState }) => state.data.cache[id];

function* load(key: string, params: Params, background: boolean) {
  const controller = new AbortController();
  try {
    yield put(resourceLoading({ key, params, background }));
    const loader = loaderOf(key);
    const options = { signal: controller.signal };
    const data: unknown = background
      ? yield call(loader, params, options)
      : yield* tracked(loader, params, options);
    yield put(resourceLoaded({ key, params, data, at: Date.now() }));
  } catch (error) {
    // A background refresh that fails keeps what is on screen; a call the app called off is nobody's failure.
    if (background || (isApiError(error) && error.kind === 'cancelled')) {
      yield put(resourceAbandoned({ key, params }));
      return;
    }
    yield put(
      resourceFailed({
        key,
        params,
        error: errorMessage(error),
        retryable: !isApiError(error) || error.retryable,
      }),
    );
  } finally {
    if ((yield cancelled()) as boolean) {
      controller.abort();
      yield put(resourceAbandoned({ key, params }));
    }
  }
}

function isFresh(entry: CacheEntry | undefined, now: number): boolean {
  return (
    entry?.status === 'succeeded' &&
    !entry.stale &&
    entry.loadedAt !== null &&
    now - entry.loadedAt < FRESH_MS
  );
}

/**
 * One call per key at a time (per key and params for a side-by-side resource). The same request again (a route's preload, then its screen mounting) joins the
 * one in flight; a request with other params (other filters, another record) replaces it. A fresh cached
 * answer is shown without asking again; an older one stays on screen while it is refreshed in the background.
 * A session change cancels everything in flight.
 */
function* watchResources() {
  const running = new Map<string, { id: string; task: Task }>();
  const lastParams = new Map<string, Params>();

  function* start(request: ResourceRequest) {
    const { key, params } = request;
    const id = cacheIdOf(key, params);
    lastParams.set(key, params);
    const slot = runsSideBySide(key) ? id : key;
    const current = running.get(slot);
    if (current?.task.isRunning()) {
      if (current.id === id) return;
      yield cancel(current.task);
    }
    const entry = (yield select(entryOf(id))) as CacheEntry | undefined;
    if (!request.force && isFresh(entry, Date.now())) return;
    const background = request.background === true || (!request.force && entry?.data !== undefined);
    running.set(slot, { id, task: (yield fork(load, key, params, background)) as Task });
  }

  while (true) {
    const action = (yield take([resourceRequested.type, resourcesInvalidated.type, sessionChanged.type])) as
      | ReturnType<typeof resourceRequested>
      | ReturnType<typeof resourcesInvalidated>
      | ReturnType<typeof sessionChanged>;

    if (sessionChanged.match(action)) {
      for (const { task } of running.values()) yield cancel(task);
      running.clear();
      lastParams.clear();
    } else if (resourcesInvalidated.match(action)) {
      // The data a mutation changed: the screen showing it gets the new answer now. (Started here, not put
      // as another request: this loop is not waiting on `take` while it puts, so it would miss its own action.)
      for (const [key, params] of [...lastParams]) {
        if (reloads(action.payload, key)) yield* start({ key, params, force: true });
      }
    } else {
      yield* start(action.payload);
    }
  }
}

function* submit(request: MutationRequest) {
  try {
    const params = request.secretTicket ? takeSecret(request.secretTicket) : request.params;
    const submitted = loaderOf(request.key);
    let result: unknown;
    if (request.upload) {
      const { uploadWithProgress }: typeof Upload = yield call(() => import('./upload.saga'));
      result = yield call(uploadWithProgress, request.key, submitted, params);
    } else {
      result = yield* tracked(submitted, params);
    }
    const message =
      typeof result === 'object' && result !== null && 'msg' in result && typeof result.msg === 'string'
        ? result.msg
        : null;
    yield put(mutationSucceeded({ key: request.key, message }));
    const effects = request.effects ?? {};
    if (effects.reload?.length) yield put(resourcesInvalidated(effects.reload));
    if (effects.reloadPage) window.location.reload();
    else if (effects.navigateTo) navigate(effects.navigateTo);
  } catch (error) {
    yield put(mutationFailed({ key: request.key, form: failedForm(error) }));
  }
}

/** One submit per form at a time: a second Enter or click while the first is in flight is ignored. */
function* watchMutations() {
  const running = new Map<string, Task>();
  while (true) {
    const action = (yield take([mutationRequested.type, sessionChanged.type])) as
      ReturnType<typeof mutationRequested> | ReturnType<typeof sessionChanged>;
    if (sessionChanged.match(action)) {
      for (const task of running.values()) yield cancel(task);
      running.clear();
      continue;
    }
    if (running.get(action.payload.key)?.isRunning()) continue;
    running.set(action.payload.key, (yield fork(submit, action.payload)) as Task);
  }
}

/** Polls (poll.saga.ts) load with the first view that polls; what is asked meanwhile waits in the channel. */
function* watchPolls() {
  const actions: Channel<Polls.PollAction> = yield actionChannel([
    pollStarted.type,
    pollStopped.type,
    sessionChanged.type,
  ]);
  yield take(pollStarted.type);
  const { runPolls }: typeof Polls = yield call(() => import('./poll.saga'));
  yield call(runPolls, actions);
}

export function* dataSaga() {
  yield fork(watchResources);
  yield fork(watchMutations);
  yield fork(watchPolls);
}
