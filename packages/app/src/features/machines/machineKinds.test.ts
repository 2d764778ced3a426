import { sweptRoutes } from '../../../../../e2e/demo/sweptRoutes';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, machineKindsByName } from '@plastihub/api-client';
import { createSession } from '@plastihub/mocks';
import { loaderOf } from '../../shared/data/definitions';
import { paths } from '../../shared/routing/paths';
import { machineRoutes } from './index';
import { machineKinds } from './machineKinds';
import { machineList, machinePage } from './machines.data';
import { sellerMachineKindOf } from './seller/sellerMachineKinds';
import * as buyerStories from './screens/MachineScreens.stories';
import * as sellerStories from './seller/screens/SellerMachineScreens.stories';

// Walks the kinds (the api-client's machineKinds modules): a kind added without one of the things every kind has fails here.
// docs/recipes.md, "Add a listing kind".

const swept = new Set(sweptRoutes.map((route) => route.name));

/** The kinds the feature's screen stories render (each story's screen element says its `kind`). */
const kindsInStories = new Set(
  [...Object.values(buyerStories), ...Object.values(sellerStories)].flatMap((story) => {
    const render = (story as { render?: () => unknown }).render;
    const kind =
      typeof render === 'function' ? (render() as { props?: { kind?: unknown } }).props?.kind : null;
    return typeof kind === 'string' ? [kind] : [];
  }),
);

describe.each(machineKinds.map((kind) => [kind.name, kind] as const))('the %s machine kind', (name, kind) => {
  const routeNames = [...Object.values(kind.routes), ...Object.values(kind.seller?.routes ?? {})];

  beforeEach(() => {
    const token = createSession(1);
    configureApiClient({ baseURL: '/api', getToken: () => token, timeoutMs: 8000 });
  });

  it('has a path, a route and a fault-sweep row for each of its pages', () => {
    for (const routeName of routeNames) {
      expect(paths[routeName], routeName).toMatch(/^\//);
      expect(
        machineRoutes.filter((route) => route.name === routeName),
        routeName,
      ).toHaveLength(1);
      expect(swept.has(routeName), `${routeName} swept (e2e/demo/sweptRoutes.ts)`).toBe(true);
    }
  });

  it("has the api-client's calls under the same name", () => {
    expect(machineKindsByName[name].endpoints.list).toMatch(/^\//);
  });

  it('has a story', () => {
    expect(kindsInStories.has(name)).toBe(true);
  });

  it('is served by the mock backend: a list with machines, and a machine with its details', async () => {
    const list = loaderOf(machineList.key);
    const machines = [
      ...((await list({ kind: name, purpose: 'rent', keyword: '' })) as { id: number | null }[]),
      ...((await list({ kind: name, purpose: 'sell', keyword: '' })) as { id: number | null }[]),
    ];
    const first = machines.find((machine) => machine.id !== null);
    expect(first, 'a seeded machine with an id').toBeDefined();
    const page = (await loaderOf(machinePage.key)({ kind: name, id: first?.id, size: null })) as {
      record: unknown;
    };
    expect(page.record).not.toBeNull();
  });

  it.runIf(kind.seller)('lets a seller list one: its dropdowns and grid are served', async () => {
    if (!kind.seller) return;
    const seller = sellerMachineKindOf(kind.seller.name);
    await expect(loaderOf(seller.data.options.key)(null)).resolves.toBeTypeOf('object');
    await expect(loaderOf(seller.data.mine.key)(null)).resolves.toBeInstanceOf(Array);
  });
});
