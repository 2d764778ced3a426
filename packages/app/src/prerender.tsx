/**
 * Build time only (see build/prerenderShell.ts): the shell as static HTML inside index.html, so the first
 * paint needs no JavaScript. It is the frame of no particular page, for no particular visitor: top bar
 * (the account corner left blank: the session is in the browser), main menu and the route's loading spinner (the
 * footer loads after the first paint). On start the app replaces it with the same frame, then the page.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { lightTheme, darkTheme } from '@plastihub/ui';
import { App } from './app/App';
import { createStore } from './app/store';
import { initialAuthState } from './features/auth';
export { TOKEN_KEY } from './features/auth';
import { routes } from './app/routing/routes';

export function renderShell(): { html: string; lightTheme: string; darkTheme: string } {
  const store = createStore({ auth: initialAuthState });
  const html = renderToString(
    <Router ssrPath="/__shell__">
      <App store={store} prerender />
    </Router>,
  );
  return { html, lightTheme, darkTheme };
}

/**
 * Per page path, the public API paths its route preloads (`earlyPath`): the API builds' index.html asks for
 * them as the page starts, so the answer is on its way while the app's code downloads.
 */
export async function earlyRequests(): Promise<Record<string, string[]>> {
  const byRoute = await Promise.all(
    routes.map(async (route): Promise<[string, string[]][]> => {
      const calls = (await route.preload?.('')) ?? [];
      const early = calls.flatMap((call) => (call.earlyPath ? [call.earlyPath] : []));
      return early.length > 0 && !route.path.includes(':') ? [[route.path, early]] : [];
    }),
  );
  return Object.fromEntries(byRoute.flat());
}

/** Each route's path, guard and screen: index.html preloads the screen's code for the page it opens on. */
export function routeTable() {
  return routes.map(({ path, access, screen }) => ({ path, access, screen }));
}
