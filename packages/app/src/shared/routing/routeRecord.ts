import type { ComponentType } from 'react';
import type { ResourceCall } from '../data/definitions';
import type { PathName } from './paths';

/** Who may open a route: anyone, only visitors without a token, or only signed-in users. */
export type Access = 'open' | 'guest' | 'guarded';

export type ScreenModule = { default: ComponentType };

/**
 * One route as data. Each feature exports the records of the routes it owns from its `index.ts`; the app
 * assembles them into the route table (app/routing/routes.ts). The path is `paths[name]`.
 */
export interface RouteRecord {
  name: PathName;
  access: Access;
  /** The page title. */
  title: string;
  /** The lazily loaded screen (its own chunk). */
  screen: () => Promise<ScreenModule>;
  /**
   * Data the screen needs at once (for the URL's query), requested when the route matches rather than after its
   * chunk loads; the screen then joins that request. Asynchronous so that the definitions (and the api-client
   * code and schemas behind them) load with the route, in parallel with its screen, not in the initial bundle.
   */
  preload?: (search: string) => Promise<ResourceCall[]>;
}
