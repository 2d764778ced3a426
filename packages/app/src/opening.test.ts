import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@plastihub/api-client';
import { createSession } from '@plastihub/mocks';
import { server } from '@plastihub/mocks/node';
import { routes } from './app/routing/routes';
import { loaderOf } from './shared/data/definitions';
import { routesWithEarlyRequests, startPageRequests } from './opening';
import type { PathName } from './shared/routing/paths';

/**
 * index.html starts a page's early requests (src/opening.ts); the app's own first calls take the answers over
 * only if they are exactly the same requests. For each route with early requests and URLs of its kinds, the
 * early requests are checked against what the route's preload really asks the server.
 */
const pages: [route: PathName, url: string][] = [
  ['home', '/'],
  ['tradeProducts', '/trade-product?trade_type=Virgin+Polymers'],
  ['tradeProducts', '/trade-product?trade_type=Scrap+Material&country=1,4&condition=2'],
  ['injectionMachineDetails', '/injection-machine-details?machine_id=3&machine_size=120'],
  ['injectionMachineDetails', '/injection-machine-details?machine_id=3&machine_size=Large'],
  ['blowMoldingMachineDetails', '/blow-molding-machine-details?machine_id=2'],
  ['extruderMachineDetails', '/extruder-machine-details?machine_id=1'],
  ['utilityMachineDetails', '/utility-machine-details?machine_id=1&machine_size=5+HP'],
  ['auxiliaryMachineDetails', '/auxiliary-machine-details?machine_id=4&machine_size=Small'],
  ['materials', '/material?brand_id=1&material_city=Mumbai'],
  ['materials', '/material?brand_id=1&material_city=Pune&keyword=+film+grade+'],
];

/** A request as the server sees it: the path under the API and its sorted query. */
const asSeen = (url: URL) =>
  `${url.pathname.replace(/^\/api/, '')}?${[...url.searchParams]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')}`;

describe("a page's early requests", () => {
  let seen: URL[] = [];
  const record = ({ request }: { request: Request }) => void seen.push(new URL(request.url));
  beforeEach(() => {
    seen = [];
    server.events.on('request:start', record);
    const token = createSession(1);
    configureApiClient({ baseURL: 'http://localhost/api', getToken: () => token, onUnauthorized: () => {} });
  });
  afterEach(() => server.events.removeListener('request:start', record));

  it('are defined for routes that exist and preload', () => {
    for (const name of routesWithEarlyRequests) {
      expect(routes.find((route) => route.name === name)?.preload, name).toBeDefined();
    }
  });

  it.each(pages)('%s at %s: exactly the requests its preload makes', async (name, url) => {
    const [path = '/', query = ''] = url.split('?');
    const search = query ? `?${query}` : '';
    window.history.replaceState(null, '', url);

    startPageRequests(name, search, null, 'http://localhost/api');
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    const early = seen.map(asSeen).sort();

    seen = [];
    const route = routes.find((each) => each.name === name && each.path === path);
    const calls = (await route?.preload?.(search)) ?? [];
    expect(calls.length).toBeGreaterThan(0);
    await Promise.allSettled(calls.map((call) => loaderOf(call.key)(call.params)));
    const preloaded = seen.map(asSeen).sort();

    expect(early).toEqual(preloaded);
  });
});
