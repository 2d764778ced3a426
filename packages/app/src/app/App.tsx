import { Provider } from 'react-redux';
import { Router } from 'wouter';
import type { AppStore } from './store';
import { Shell } from './Shell';
import { AppRoutes } from './routing/AppRoutes';
import { LinkRouter } from './routing/LinkRouter';
import { useRawSearch } from './routing/rawSearch';
import { PageErrorBoundary } from '../shared/routing/RouteErrorBoundary';

/** `prerender`: the frame built into index.html, before anyone's session is known (see prerender.tsx). */
export function App({ store, prerender = false }: { store: AppStore; prerender?: boolean }) {
  return (
    // The page's last-resort message is outside the links' router: its link reloads the page.
    <PageErrorBoundary>
      <Provider store={store}>
        <Router searchHook={useRawSearch}>
          <LinkRouter>
            <Shell sessionPending={prerender}>
              <AppRoutes />
            </Shell>
          </LinkRouter>
        </Router>
      </Provider>
    </PageErrorBoundary>
  );
}
