/**
 * The service worker's copy of the API's answers (API builds, build/serviceWorker.ts): the lists and details the
 * signed-in user saw, for pages opened offline. They were asked for with that user's token, so they go whenever
 * the session changes (sign-in, sign-out, an expired session): the next user never sees them.
 */
export const API_CACHE = 'plastihub-api';

/** Empties the cache of API answers; settles (never fails) once it is gone or when there is none. */
export function forgetCachedAnswers(): Promise<unknown> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches.delete(API_CACHE).catch(() => false);
}
