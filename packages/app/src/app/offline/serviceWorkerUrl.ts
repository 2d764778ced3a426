/** The API builds' service worker script (build/serviceWorker.ts writes it next to index.html). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The Trusted Types policy that lets the app register exactly that script as its service worker (registering a
 * worker is a script-URL sink, and the policy requires Trusted Types for scripts). The build's policy names it.
 */
export const WORKER_POLICY_NAME = 'plastihub-worker';
