import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@plastihub/api-client';
import { darkTheme, lightTheme } from '@plastihub/ui';
import { App } from './app/App';
import { loadOpeningScreen } from './app/routing/AppRoutes';
import { createStore } from './app/store';
import { loadRouteScreen, preloadOpeningPageData } from './app/routing/preloadRoute';
import { setRouteCodeLoader } from './shared/routing/routeCode';
import { keepEarlyCodeFailures } from './shared/routing/earlyCodeFailures';
import { apiBaseUrl } from './shared/site/config';
import { readToken } from './features/auth';
import { sessionExpired } from './shared/account/session';

function applyTheme() {
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
  const set = () => {
    document.documentElement.classList.toggle(darkTheme, dark?.matches === true);
    document.documentElement.classList.toggle(lightTheme, dark?.matches !== true);
  };
  set();
  dark?.addEventListener('change', set);
}

/**
 * Ends the current task: the browser paints and handles input before the next step of the start-up. On a
 * mid-range phone each step (the store and its sagas, the API client, the React root) is tens of
 * milliseconds; in one task together they blocked input for a quarter of a second.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  keepEarlyCodeFailures();
  // Evaluating the code is one long task already: starting the app in a task of its own.
  await nextTask();
  // Demo mode: the mock backend (its own chunk) must answer before the first request.
  // With VITE_API_BASE_URL set this branch is removed at build time, and MSW with it.
  let timeoutMs: number | undefined;
  let retryDelayMs: number | undefined;
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemoBackend } = await import('@plastihub/mocks/browser');
    ({ clientTimeoutMs: timeoutMs, retryDelayMs } = await startDemoBackend());
  }
  applyTheme();
  const store = createStore(undefined, { retryDelayMs });
  configureApiClient({
    baseURL: apiBaseUrl,
    getToken: readToken,
    timeoutMs,
    onUnauthorized: () => store.dispatch(sessionExpired()),
  });
  setRouteCodeLoader(loadRouteScreen);
  // Field monitoring (docs/deploy.md, "Field reports"), only in builds with VITE_RUM_URL: its code loads once the
  // page is ready.
  if (import.meta.env.VITE_RUM_URL) {
    const stop = store.subscribe(() => {
      if (!store.getState().page.ready) return;
      stop();
      void import('./app/monitoring/fieldMonitoring');
    });
  }
  // The page's data is asked for now, before React renders the frame around it.
  const { signedIn } = store.getState().auth;
  preloadOpeningPageData(store.dispatch, signedIn);
  // The screen's code is on its way (index.html preloads it): the first render waits for it rather than showing a
  // spinner (a failed download shows the route's Try again once rendered).
  await loadOpeningScreen(signedIn).catch(() => undefined);
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await nextTask();
  const reactRoot = createRoot(root);
  await nextTask();
  // The prerendered frame is on screen already: rendering the app as a transition lets React work in
  // short slices (the phone stays responsive) and swap the frame only once the app is ready.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

void start();
