import { Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '@plastihub/ui';
import { routes, type RouteDef } from './routes';
import type { ScreenProps } from '../../shared/routing/routeRecord';
import { RouteGuard } from './RouteGuard';
import { openingRoute, preloadRoute } from './preloadRoute';
import { RouteErrorBoundary } from '../../shared/routing/RouteErrorBoundary';
import { retryableLazy } from '../../shared/routing/retryableLazy';
import { useAppDispatch } from '../../shared/store/hooks';
import { screenShown } from '../../shared/routing/pageReady';

// Not needed for a first visit to a real page: it stays out of the first download.
const NotFoundScreen = retryableLazy<object>(() =>
  import('./NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);

/**
 * Each screen is its own lazily loaded chunk. A download that failed (a dropped connection) is asked for again
 * when the route's Try again renders it afresh, without a page reload.
 */
const routeScreens = routes.map((route) => ({ route, Screen: retryableLazy(route.screen) }));

/**
 * Loads the code of the screen the page opens on (if its guard lets the visitor in), so that the first render shows
 * it at once (see retryableLazy). index.html's module preloads have started its download.
 */
export function loadOpeningScreen(signedIn: boolean): Promise<void> {
  const route = openingRoute(signedIn);
  return routeScreens.find((screen) => screen.route === route)?.Screen.load() ?? Promise.resolve();
}

/** Rendered beside a screen, inside its Suspense boundary: says so once the screen's code is in and shown. */
function ScreenShown() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(screenShown());
  }, [dispatch]);
  return null;
}

function RouteScreen({ route, Screen }: { route: RouteDef; Screen: ComponentType<ScreenProps> }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    preloadRoute(route, window.location.search, dispatch);
  }, [route, dispatch]);
  const failureShown = useCallback(() => dispatch(screenShown()), [dispatch]);
  return (
    <RouteErrorBoundary routeKey={route.name} onFailureShown={failureShown}>
      <Suspense fallback={<Spinner />}>
        <Screen {...route.props} />
        <ScreenShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {routeScreens.map(({ route, Screen }) => (
        <Route key={route.name} path={route.path}>
          <RouteGuard access={route.access}>
            <RouteScreen route={route} Screen={Screen} />
          </RouteGuard>
        </Route>
      ))}
      <Route>
        <RouteErrorBoundary routeKey="notFound">
          <Suspense fallback={<Spinner />}>
            <NotFoundScreen />
            <ScreenShown />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
    </Switch>
  );
}
