/**
 * index.html's inline script, built on its own after the client build (build/postBuild.ts): once the prerendered
 * shell has painted (so they never hold up the first paint), it asks for the opening page's own code with module
 * preloads, while the app's entry script downloads. Without them that code was found one round trip after the
 * entry. A guarded route's code is preloaded only with a stored session, a guest-only route's only without one.
 * Nothing but this table's rules comes in here: no React, no app code.
 */

/** What the build tells the script about the routes (build/routeModules.ts makes it). */
export interface OpeningTable {
  /** The session's key in local storage. */
  tokenKey: string;
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
  /** The index of its files' list in `lists`. */
  files: number;
}

function hasSession(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    // Storage blocked: the visitor is a guest here.
    return false;
  }
}

/** Preloads the code of the page at `location` after the first paint (see the file's comment). */
export function preloadOpeningPageCode(table: OpeningTable, location: { pathname: string }) {
  const route = table.routes.find(({ pattern }) => new RegExp(pattern).test(location.pathname));
  if (!route) return;
  const signedIn = hasSession(table.tokenKey);
  if ((route.access === 'guarded' && !signedIn) || (route.access === 'guest' && signedIn)) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const index of table.lists[route.files] ?? []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = table.files[index] as string;
        document.head.append(link);
      }
    }),
  );
}
