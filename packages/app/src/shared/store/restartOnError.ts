import { call, delay } from 'redux-saga/effects';

/** The pause before a watcher that threw starts again: one that fails at once cannot spin. */
export const RESTART_DELAY_MS = 1_000;

/**
 * Runs a watcher saga and starts it again whenever it throws, so one watcher's error (a storage write that
 * throws, a chunk that did not download) never ends the others. Only the error's name and message are
 * reported: an error object may carry a request (and its token).
 */
export function* restartOnError(name: string, saga: () => Generator) {
  while (true) {
    try {
      return (yield call(saga)) as unknown;
    } catch (error) {
      console.error(name, String(error));
      yield delay(RESTART_DELAY_MS);
    }
  }
}
