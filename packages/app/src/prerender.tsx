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

/** Each route's path, guard and screen: index.html preloads the screen's code for the page it opens on. */
export function routeTable() {
  return routes.map(({ name, path, access, screen }) => ({ name, path, access, screen }));
}
