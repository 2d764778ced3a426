import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { Shell } from './Shell';
import { AppRoutes } from './routing/AppRoutes';
import { PageErrorBoundary } from '../shared/routing/RouteErrorBoundary';

/** `prerender`: the frame built into index.html, before anyone's session is known (see prerender.tsx). */
export function App({ store, prerender = false }: { store: AppStore; prerender?: boolean }) {
  return (
    <PageErrorBoundary>
      <Provider store={store}>
        <Shell sessionPending={prerender}>
          <AppRoutes />
        </Shell>
      </Provider>
    </PageErrorBoundary>
  );
}
