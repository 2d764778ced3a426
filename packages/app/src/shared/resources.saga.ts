import { cancel, cancelled, fork, put, take, call, type ActionPattern } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isApiError } from '@plastihub/api-client';
import { errorMessage } from './requestState';
import { failedForm } from './formState';
import { tracked } from './tracked';
import { navigate } from './navigation';
import {
  mutationFailed,
  mutationRequested,
  mutationSucceeded,
  paramsKeyOf,
  resourceFailed,
  resourceLoaded,
  resourceRequested,
  type MutationRequest,
  type ResourceRequest,
} from './resources.slice';

const lastRequests = new Map<string, ResourceRequest>();

function* load(request: ResourceRequest) {
  const controller = new AbortController();
  try {
    const data: unknown = request.background
      ? yield call(request.load, request.params, { signal: controller.signal })
      : yield* tracked(request.load, request.params, { signal: controller.signal });
    yield put(resourceLoaded({ key: request.key, data }));
  } catch (error) {
    // A 401 is handled once, globally (sign-out); a background poll failing keeps what is on screen.
    if (isApiError(error) && error.kind === 'unauthorized') return;
    if (request.background) return;
    yield put(
      resourceFailed({
        key: request.key,
        error: errorMessage(error),
        retryable: !isApiError(error) || error.retryable,
      }),
    );
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

const sameRequest = (a: ResourceRequest | undefined, b: ResourceRequest) =>
  a !== undefined && a.load === b.load && paramsKeyOf(a.params) === paramsKeyOf(b.params);

/**
 * The latest request per key wins: a newer one (other filters) cancels the one in flight.
 * The same request again (a route's early fetch, then its screen mounting) joins the one in flight.
 */
function* watchResources() {
  const running = new Map<string, Task>();
  while (true) {
    const action: PayloadAction<ResourceRequest> = yield take(resourceRequested.type as ActionPattern);
    const request = action.payload;
    const previous = running.get(request.key);
    if (previous?.isRunning()) {
      if (request.background || sameRequest(lastRequests.get(request.key), request)) continue;
      yield cancel(previous);
    }
    lastRequests.set(request.key, request);
    running.set(request.key, (yield fork(load, request)) as Task);
  }
}

function* submit(request: MutationRequest) {
  try {
    const result: unknown = yield* tracked(request.submit, request.params);
    const message =
      typeof result === 'object' && result !== null && 'msg' in result && typeof result.msg === 'string'
        ? result.msg
        : null;
    yield put(mutationSucceeded({ key: request.key, message }));
    const effects = request.effects ?? {};
    for (const key of effects.reload ?? []) {
      const last = lastRequests.get(key);
      if (last) yield put(resourceRequested({ ...last, background: false, preload: false }));
    }
    if (effects.reloadPage) window.location.reload();
    else if (effects.navigateTo) navigate(effects.navigateTo);
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return;
    yield put(mutationFailed({ key: request.key, form: failedForm(error) }));
  }
}

function* watchMutations() {
  while (true) {
    const action: PayloadAction<MutationRequest> = yield take(mutationRequested.type as ActionPattern);
    yield fork(submit, action.payload);
  }
}

export function* resourcesSaga() {
  yield fork(watchResources);
  yield fork(watchMutations);
}
