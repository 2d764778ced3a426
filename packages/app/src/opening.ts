/**
 * index.html's inline script, built on its own by the prerender (build/prerenderShell.ts): gives the page being
 * opened a head start while the app's code downloads. Nothing heavier than the URL rules and the request shapes
 * comes in here: no React, no axios, no schemas.
 * - At once, an API build starts the page's early requests with the stored session's token (each feature's
 *   early.ts lists its pages' requests; the api-client takes the answers over when the page makes those calls).
 * - Once the prerendered shell has painted (so they never hold up the first paint), it asks for the page's own
 *   code with module preloads: without them it was found one round trip after the app's entry.
 * A guarded route gets its head start only with a stored session, a guest-only route only without one.
 */
import { startEarlyRequests } from '@plastihub/api-client/early';
import type { EarlyRequests } from './shared/routing/earlyRequests';
import type { PathName } from './shared/routing/paths';
import { homeEarlyRequests } from './features/home/early';
import { machineEarlyRequests } from './features/machines/early';
import { materialEarlyRequests } from './features/materials/early';
import { tradeEarlyRequests } from './features/trade/early';

const earlyRequests: EarlyRequests = {
  ...homeEarlyRequests,
  ...tradeEarlyRequests,
  ...machineEarlyRequests,
  ...materialEarlyRequests,
};

/** What the build tells the script about the routes (build/routeModules.ts makes it). */
export interface OpeningTable {
  /** The session's key in local storage. */
  tokenKey: string;
  /** The API base the early requests go to; null in the demo build, whose mock backend is not running yet. */
  apiBase: string | null;
  /** Every file some route preloads (with the build's base). */
  files: string[];
  /** Lists of indexes into `files`: many routes share a screen, and so a list. */
  lists: number[][];
  routes: OpeningRoute[];
}

export interface OpeningRoute {
  /** The route's path as a regular expression (`/qa/:id` is `^/qa/[^/]+$`). */
  pattern: string;
  access: 'open' | 'guarded' | 'guest';
  /** The index of its files' list in `lists`, or -1. */
  files: number;
  /** The route's name, for a route with early requests. */
  early?: PathName;
}

/** The requests of the route named `route` for this URL, started with the stored session's token. */
export function startPageRequests(route: PathName, search: string, token: string | null, apiBase: string) {
  const requests = earlyRequests[route]?.(search) ?? [];
  if (requests.length > 0) startEarlyRequests(apiBase, requests, token);
}

/** The routes that have early requests (the prerender marks them in the table). */
export const routesWithEarlyRequests = Object.keys(earlyRequests) as PathName[];

function storedToken(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked: the visitor is a guest here.
    return null;
  }
}

/** Gives the page at `location` its head start (see the file's comment). */
export function openPage(table: OpeningTable, location: { pathname: string; search: string }) {
  const token = storedToken(table.tokenKey);
  const route = table.routes.find(({ pattern }) => new RegExp(pattern).test(location.pathname));
  if (!route || (route.access === 'guarded' && !token) || (route.access === 'guest' && token)) return;
  if (route.early && table.apiBase !== null)
    startPageRequests(route.early, location.search, token, table.apiBase);
  const files = table.lists[route.files] ?? [];
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const index of files) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = table.files[index] as string;
        document.head.append(link);
      }
    }),
  );
}
