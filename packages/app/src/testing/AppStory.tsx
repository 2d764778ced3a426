import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Decorator } from '@storybook/react-vite';
import { configureApiClient, type AccountUser } from '@plastihub/api-client';
import { createSession } from '@plastihub/mocks';
import { createStore } from '../app/store';
import { LinkRouter } from '../app/routing/LinkRouter';
import { initialAuthState } from '../features/auth';
import { clearSession, saveSession } from '../features/auth/session';
import { setNavigator } from '../shared/routing/navigation';
import { setRouteCodeLoader } from '../shared/routing/routeCode';
import { loadRouteScreen } from '../app/routing/preloadRoute';

let currentHistory: readonly string[] = [];

/** Where the screen has navigated to so far (newest last): for play functions that check a redirect. */
export const storyLocation = (): string => currentHistory[currentHistory.length - 1] ?? '';

function followInStories(memory: {
  history: readonly string[];
  navigate: (to: string, options?: { replace?: boolean }) => void;
}) {
  currentHistory = memory.history;
  setNavigator((to, options) => memory.navigate(to, options));
}

export interface AppStoryOptions {
  /** The URL the screen starts on, with its query (selections travel in the query). */
  path?: string;
  /** Sign in as this seeded demo user (1 = Rohan Mehta: Material Seller, Machine Vendor, Buyer). */
  signedInAs?: number;
  user?: AccountUser;
  /**
   * Browser storage as the screen finds it: local storage values (the material city, the compare list); a key
   * with null is removed from local and session storage (a hand-off an earlier story left).
   */
  storage?: Record<string, string | null>;
}

/**
 * Renders a screen as the app would: a fresh store on the mock backend, a memory router at `path` (which the
 * links follow), and (optionally) a signed-in demo session.
 */
export function AppStoryFrame({
  path = '/',
  signedInAs,
  user,
  storage,
  children,
}: AppStoryOptions & { children: ReactNode }) {
  const { store, location } = useMemo(() => {
    for (const [key, value] of Object.entries(storage ?? {})) {
      if (value === null) {
        localStorage.removeItem(key);
        sessionStorage.removeItem(key);
      } else localStorage.setItem(key, value);
    }
    const token = signedInAs ? createSession(signedInAs) : null;
    // The saved session agrees with the store's, as it does in the app: the store follows the saved one (another
    // tab's sign-in or sign-out), so a token an earlier story left would sign this one in.
    if (token) saveSession(token, user ?? null);
    else clearSession();
    const [pathname = '/', search = ''] = path.split('?');
    const memory = memoryLocation({ path: pathname, searchPath: search, record: true });
    followInStories(memory);
    setRouteCodeLoader(loadRouteScreen);
    configureApiClient({ baseURL: '/api', getToken: () => token, timeoutMs: 8000 });
    return {
      store: createStore({ auth: { ...initialAuthState, signedIn: token !== null, user: user ?? null } }),
      location: memory,
    };
  }, [path, signedInAs, user, storage]);
  // A story's store stops with the story: no saga, poll or window listener of it outlives it.
  useEffect(() => () => store.close(), [store]);
  return (
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LinkRouter>{children}</LinkRouter>
      </Router>
    </Provider>
  );
}

/** A Storybook decorator for screen stories. */
export const withApp =
  (options: AppStoryOptions = {}): Decorator =>
  (Story) => (
    <AppStoryFrame {...options}>
      <Story />
    </AppStoryFrame>
  );
