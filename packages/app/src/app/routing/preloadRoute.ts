import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { resourceRequested } from '../../shared/data/data.slice';
import type { AppDispatch } from '../../shared/store/store.types';
import { guardLetsIn } from '../../shared/routing/routeRecord';
import { routes, type RouteDef } from './routes';

/**
 * Asks for the data a route's screen needs at once (its `preload`), while the screen's code loads. A preload
 * whose chunk fails to download is skipped: the screen asks for its data itself (and its own chunk's failure
 * shows the route's Try again).
 */
export function preloadRoute(route: RouteDef, search: string, dispatch: AppDispatch) {
  route
    .preload?.(search)
    .then((calls) => calls.forEach((call) => dispatch(resourceRequested(call))))
    .catch(() => undefined);
}

/** The route whose pattern matches `path`, if any. */
export const routeAt = (path: string) =>
  routes.find((route) => matchRoute(parsePattern, route.path, path)[0]);

/** The route of the page being opened, if its guard lets the visitor in (else the guard sends them on). */
export function openingRoute(signedIn: boolean): RouteDef | undefined {
  const route = routeAt(window.location.pathname);
  return route && guardLetsIn(route.access, signedIn) ? route : undefined;
}

/** At start-up, before the first render: the preload of the page being opened. */
export function preloadOpeningPageData(dispatch: AppDispatch, signedIn: boolean) {
  const route = openingRoute(signedIn);
  if (route) preloadRoute(route, window.location.search, dispatch);
}

/** Loads the screen code of the route at `path` (and the data definitions it brings); none there, nothing. */
export const loadRouteScreen = async (path: string): Promise<unknown> => routeAt(path)?.screen();
