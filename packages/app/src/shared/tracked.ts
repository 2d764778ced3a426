import { call, put } from 'redux-saga/effects';
import { UnprocessableError } from '@plastihub/api-client';
import { requestFinished, requestStarted, unprocessableReceived } from './requests.slice';

/**
 * Runs a foreground API call: counted for the loading overlay, and a 422 lands in the shared error store
 * before the error goes back to the calling saga. Polls call the api-client directly instead.
 */
export function* tracked<Args extends unknown[], Result>(
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
