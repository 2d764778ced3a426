import type { ComponentType } from 'react';
import type { ResourceCall } from '../data/definitions';
import type { PathName } from './paths';

/** Who may open a route: anyone, only visitors without a token, or only signed-in users. */
export type Access = 'open' | 'guest' | 'guarded';

/** Whether a route's guard lets the visitor see its screen (rather than send them to login or home). */
export const guardLetsIn = (access: Access, signedIn: boolean) =>
  access === 'open' || (access === 'guarded') === signedIn;

/** What a route hands its screen: a screen that serves several routes learns which one (a listing kind's name). */
export type ScreenProps = Readonly<Record<string, string>>;

export type ScreenModule = { default: ComponentType<ScreenProps> };

/**
 * One route as data. Each feature exports the records of the routes it owns from its `index.ts`; the app
 * assembles them into the route table (app/routing/routes.ts). The path is `paths[name]`.
 */
export interface RouteRecord {
  name: PathName;
  /** Who may open it: signed-in users only, unless it says `open` or `guest` (closed by default). */
  access?: Access;
  /** The lazily loaded screen (its own chunk). */
  screen: () => Promise<ScreenModule>;
  /** The screen's props, when one screen serves several routes (`screenWithProps`). */
  props?: ScreenProps;
  /**
   * Data the screen needs at once (for the URL's query), requested when the route matches rather than after its
   * chunk loads; the screen then joins that request. Asynchronous so that the definitions (and the api-client
   * code and schemas behind them) load with the route, in parallel with its screen, not in the initial bundle.
   */
  preload?: (search: string) => Promise<ResourceCall[]>;
}

/**
 * A screen that serves several routes, with the props that tell it which: typed against the screen here, stored as
 * plain data in the record.
 */
export function screenWithProps<P extends ScreenProps>(
  screen: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): Pick<RouteRecord, 'screen' | 'props'> {
  // The props given are the ones the screen takes: the record keeps them untyped.
  return { screen: screen as () => Promise<ScreenModule>, props };
}

/**
 * A route's screen from its feature's screen set (`screens/index.ts`, which re-exports each screen file):
 * `const screen = screenSet(() => import('./screens'))`, then `screen: screen('BlogListScreen')`. The set loads
 * as one chunk. Features with many routes use one: each route importing its own file puts one more import (its
 * chunk's name and preload list) in the first page's route table (docs/recipes.md, "Add a list screen").
 */
export function screenSet<Screens extends object>(load: () => Promise<Screens>) {
  return (name: keyof Screens & string) => async (): Promise<ScreenModule> => ({
    default: (await load())[name] as ComponentType<ScreenProps>,
  });
}
