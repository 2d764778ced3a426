import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Route, Switch } from 'wouter';
import type { AppStore } from './store';

const HomeScreen = lazy(() => import('../features/home/screens/HomeScreen'));

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={HomeScreen} />
        </Switch>
      </Suspense>
    </Provider>
  );
}
