import { eventChannel, type Channel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, race, take, delay } from 'redux-saga/effects';
import { cacheIdOf, loaderOf } from './definitions';
import type { pollStopped } from './data.slice';
import {
  pollStarted,
  pollsRefreshed,
  resourceAbandoned,
  resourceLoaded,
  resourceLoading,
  loadFailed,
  sessionChanged,
  type PollRequest,
} from './data.slice';

/** However often a poll fails, it asks again at least this often. */
export const MAX_BACKOFF_MS = 60_000;

/** The wait before the next refresh: the period, doubled for each failure in a row (up to a minute). */
export function nextDelay(periodMs: number, failuresInARow: number): number {
  if (failuresInARow === 0) return periodMs;
  return Math.min(periodMs * 2 ** failuresInARow, Math.max(periodMs, MAX_BACKOFF_MS));
}

type Visibility = DocumentVisibilityState;

function visibilityChanges(): EventChannel<Visibility> {
  return eventChannel((emit) => {
    const changed = () => emit(document.visibilityState);
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  });
}

/** One refresh: true when it answered. Never counted for the loading overlay (polls are background work). */
function* refresh({ key, params }: PollRequest) {
  const controller = new AbortController();
  try {
    yield put(resourceLoading({ key, params, background: true }));
    const data: unknown = yield call(loaderOf(key), params, { signal: controller.signal });
    yield put(resourceLoaded({ key, params, data, at: Date.now() }));
    return true;
  } catch (error) {
    yield put(loadFailed({ key, params }, error, true));
    return false;
  } finally {
    if ((yield cancelled()) as boolean) {
      controller.abort();
      yield put(resourceAbandoned({ key, params }));
    }
  }
}

/**
 * Keeps one resource fresh: asks now, then `periodMs` after each answer (so two requests never overlap, however
 * slow the server), backing off after failures. While the page is hidden it asks nothing; once shown again it
 * asks at once. Runs until cancelled (the view went away, or the session changed).
 */
export function* pollWhileVisible(request: PollRequest) {
  const visibility: EventChannel<Visibility> = yield call(visibilityChanges);
  let failuresInARow = 0;
  try {
    while (true) {
      while (document.visibilityState === 'hidden') yield take(visibility);
      const answered: boolean = yield call(refresh, request);
      failuresInARow = answered ? 0 : failuresInARow + 1;
      // A change of visibility ends the wait: hidden stops asking, shown asks at once.
      yield race({ wait: delay(nextDelay(request.periodMs, failuresInARow)), shown: take(visibility) });
    }
  } finally {
    visibility.close();
  }
}

export type PollAction =
  | ReturnType<typeof pollStarted>
  | ReturnType<typeof pollStopped>
  | ReturnType<typeof pollsRefreshed>
  | ReturnType<typeof sessionChanged>;

/**
 * Runs every view's poll, one per view id: starting a view's poll again restarts it (refreshing at once, e.g.
 * after a send), and so does an invalidation of what it polls; stopping it or a session change cancels it (and
 * the request in flight).
 */
export function* runPolls(actions: Channel<PollAction>) {
  const running = new Map<string, { task: Task; request: PollRequest }>();
  while (true) {
    const action: PollAction = yield take(actions);
    if (sessionChanged.match(action)) {
      for (const { task } of running.values()) yield cancel(task);
      running.clear();
      continue;
    }
    if (pollsRefreshed.match(action)) {
      for (const [id, { task, request }] of running) {
        if (!action.payload.includes(cacheIdOf(request.key, request.params))) continue;
        yield cancel(task);
        running.set(id, { task: (yield fork(pollWhileVisible, request)) as Task, request });
      }
      continue;
    }
    const { id } = action.payload;
    const current = running.get(id);
    if (current) yield cancel(current.task);
    running.delete(id);
    if (pollStarted.match(action))
      running.set(id, {
        task: (yield fork(pollWhileVisible, action.payload)) as Task,
        request: action.payload,
      });
  }
}
