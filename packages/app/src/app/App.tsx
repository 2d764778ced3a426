import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { Shell } from './Shell';
import { AppRoutes } from './routing/AppRoutes';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <Shell>
        <AppRoutes />
      </Shell>
    </Provider>
  );
}
