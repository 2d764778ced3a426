import { call, put } from 'redux-saga/effects';
import { UnprocessableError } from '@plastihub/api-client';
import { requestFinished, requestStarted, unprocessableReceived } from './requests.slice';

function* countedCall<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  ...args: Args
): Generator<unknown, Result, unknown> {
  yield put(requestStarted());
  try {
    return (yield call(fn, ...args)) as Result;
  } catch (error) {
    if (error instanceof UnprocessableError) {
      yield put(unprocessableReceived({ message: error.message, errors: error.errors }));
    }
    throw error;
  } finally {
    yield put(requestFinished());
  }
}

/**
 * Runs a foreground API call under the submit overlay: counted while in flight (the overlay shows while any
 * is), and a 422 lands in the shared error store before the error goes back to the calling saga. Polls and page
 * loads call the api-client directly instead.
 * Use it with `yield*`. The counting runs as its own task (`call`): when the calling saga is cancelled
 * (a newer request replaced it), that task's `finally` still ends the count, and the caller stops where it
 * is. Delegating into a generator that yields in `finally` would instead resume the caller with
 * redux-saga's cancel token as if it were the response.
 */
export function* callWithSubmitOverlay<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  ...args: Args
): Generator<unknown, Result, unknown> {
  return (yield call(countedCall<Args, Result>, fn, ...args)) as Result;
}
