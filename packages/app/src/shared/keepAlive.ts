import { call, delay } from 'redux-saga/effects';

/** The first restart waits this long; each failure in a row doubles it, up to MAX_RESTART_DELAY_MS. */
export const RESTART_DELAY_MS = 100;
export const MAX_RESTART_DELAY_MS = 10_000;

/**
 * Runs a watcher saga and starts it again whenever it throws, so one watcher's error (a storage write that
 * throws, a chunk that did not download) never ends the others. The pause between restarts grows while it keeps
 * failing, so a watcher that fails at once cannot spin. Only the error's name and message are reported: an
 * error object may carry a request (and its token).
 */
export function* keepAlive(name: string, saga: () => Generator) {
  let failuresInARow = 0;
  while (true) {
    const started = Date.now();
    try {
      yield call(saga);
      return;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
      console.error(`The ${name} saga failed and was started again (${reason})`);
      failuresInARow = Date.now() - started > MAX_RESTART_DELAY_MS ? 1 : failuresInARow + 1;
      yield delay(Math.min(RESTART_DELAY_MS * 2 ** (failuresInARow - 1), MAX_RESTART_DELAY_MS));
    }
  }
}
