/**
 * The service worker's copy of the API's answers (API builds, build/serviceWorker.ts): the lists and details the
 * signed-in user saw, for pages opened offline. They were asked for with that user's token, so they go whenever
 * the session changes (sign-in, sign-out, an expired session): the next user never sees them.
 */
export const API_CACHE = 'plastihub-api';

/**
 * Empties the cache of API answers (with the session marker the worker checks before it keeps an answer, so an
 * answer of the session before that lands later is not kept); settles (never fails) once it is gone. A browser
 * without the Cache API has none: nothing to wait for.
 */
export function forgetCachedAnswers(): Promise<unknown> | undefined {
  if (typeof caches === 'undefined') return undefined;
  return caches.delete(API_CACHE).catch(() => false);
}
