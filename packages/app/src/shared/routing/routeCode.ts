/**
 * Loads the code of the route at a path (its screen and the data definitions it brings), so that a screen of
 * one feature can ask a call another feature defines (a saved search asks its list again) without importing
 * that feature. The app points it at its route table; elsewhere (unit tests) nothing is loaded.
 */
type RouteCodeLoader = (path: string) => Promise<unknown>;

let loader: RouteCodeLoader = () => Promise.resolve();

export const loadRouteCode = (path: string): Promise<unknown> => loader(path);

export function setRouteCodeLoader(next: RouteCodeLoader) {
  loader = next;
}
