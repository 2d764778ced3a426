import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '@plastihub/ui';
import { routes, type RouteDef } from './routes';
import { RouteGuard } from './RouteGuard';
import { SectionScreen } from './SectionScreen';
import { RouteErrorBoundary } from '../../shared/RouteErrorBoundary';
import { NotFoundScreen } from './NotFoundScreen';

const screens = new Map<string, LazyExoticComponent<ComponentType>>(
  routes.flatMap((route) => (route.load ? [[route.name, lazy(route.load)] as const] : [])),
);

function RouteScreen({ route }: { route: RouteDef }) {
  useEffect(() => {
    document.title = route.name === 'home' ? 'PlastiHub' : `${route.title} | PlastiHub`;
  }, [route]);
  const Screen = screens.get(route.name);
  return (
    <RouteErrorBoundary routeKey={route.name}>
      <Suspense fallback={<Spinner />}>
        {Screen ? <Screen /> : <SectionScreen title={route.title} />}
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
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
