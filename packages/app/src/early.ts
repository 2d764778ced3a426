/**
 * Built on its own into index.html's inline script (API builds; build/prerenderShell.ts): starts the data the
 * opening page needs while the app's code downloads. Each feature's early.ts lists its pages' requests; the
 * api-client takes the answers over when the page makes those calls. Nothing heavier than the URL rules and the
 * request shapes comes in here.
 */
import { startEarlyRequests } from '@plastihub/api-client/early';
import type { EarlyRequests } from './shared/routing/earlyRequests';
import type { PathName } from './shared/routing/paths';
import { homeEarlyRequests } from './features/home/early';
import { machineEarlyRequests } from './features/machines/early';
import { materialEarlyRequests } from './features/materials/early';
import { tradeEarlyRequests } from './features/trade/early';

const earlyRequests: EarlyRequests = {
  ...homeEarlyRequests,
  ...tradeEarlyRequests,
  ...machineEarlyRequests,
  ...materialEarlyRequests,
};

/** The requests of the route named `route` for this URL, started with the stored session's token. */
export function startPageRequests(route: string, search: string, token: string | null, apiBase: string) {
  const requests = earlyRequests[route as PathName]?.(search) ?? [];
  if (requests.length > 0) startEarlyRequests(apiBase, requests, token);
}

/** The routes that have early requests (the prerender marks them in the page's table). */
export const routesWithEarlyRequests = Object.keys(earlyRequests);
