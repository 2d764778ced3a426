import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '@plastihub/ui';
import { routes, type RouteDef } from './routes';
import { RouteGuard } from './RouteGuard';
import { preloadRoute } from './preloadRoute';
import { RouteErrorBoundary } from '../../shared/RouteErrorBoundary';
import { useAppDispatch } from '../../shared/hooks';
import { screenShown } from '../../shared/pageReady';

// Not needed for a first visit to a real page: it stays out of the first download.
const NotFoundScreen = lazy(() => import('./NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })));

/** Each screen is its own lazily loaded chunk. */
const screens = new Map<string, ComponentType>();

/** Rendered afresh when the route's boundary retries, so a screen forgotten after a failure is asked for again. */
function RouteContent({ route }: { route: RouteDef }) {
  return screenOf(route);
}

function screenOf(route: RouteDef): ReactNode {
  let Screen = screens.get(route.name);
  if (!Screen) {
    Screen = lazy(route.screen);
    screens.set(route.name, Screen);
  }
  return <Screen />;
}

/**
 * After a failure, the next render asks for the screen's chunk again: React.lazy keeps a failed download as
 * failed, so Try again (on a flaky connection, say) would otherwise need a page reload.
 */
function forgetScreen(route: RouteDef) {
  screens.delete(route.name);
}

/** Rendered beside a screen, inside its Suspense boundary: says so once the screen's code is in and shown. */
function ScreenShown() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(screenShown());
  }, [dispatch]);
  return null;
}

function RouteScreen({ route }: { route: RouteDef }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = route.name === 'home' ? 'PlastiHub' : `${route.title} | PlastiHub`;
    preloadRoute(route, window.location.search, dispatch);
  }, [route, dispatch]);
  return (
    <RouteErrorBoundary routeKey={route.name} onRetry={() => forgetScreen(route)}>
      <Suspense fallback={<Spinner />}>
        <RouteContent route={route} />
        <ScreenShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.name} path={route.path}>
          <RouteGuard access={route.access}>
            <RouteScreen route={route} />
          </RouteGuard>
        </Route>
      ))}
      <Route>
        <Suspense fallback={<Spinner />}>
          <NotFoundScreen />
          <ScreenShown />
        </Suspense>
      </Route>
    </Switch>
  );
}
