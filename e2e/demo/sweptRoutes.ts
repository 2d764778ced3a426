import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineKinds } from '../../packages/app/src/features/machines/machineKinds';
import { paths } from '../../packages/app/src/shared/routing/paths';

/** A route as the fault sweep (fault-sweep.spec.ts) visits it. */
export interface SweptRoute {
  name: string;
  url: string;
  as: 'guest' | 'user';
  loadsData: boolean;
  /** It meets every fault. */
  fullSweep?: boolean;
  /** The route whose screen it is with another configuration: visited in that route's page, after it. */
  sameScreenAs?: string;
}

const listed = (
  JSON.parse(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fault-sweep.routes.json'), 'utf8'),
  ) as {
    routes: SweptRoute[];
  }
).routes;

/**
 * Every machine kind's public pages after the first kind's (which the JSON lists, swept in full): the same
 * screens in another configuration, visited like the first kind's, from each kind's record.
 */
const [firstKind, ...otherKinds] = machineKinds;
if (!firstKind) throw new Error('there are machine kinds');
const machineKindRoutes: SweptRoute[] = otherKinds.flatMap((kind) =>
  (['list', 'details'] as const).map((page) => {
    const twin = listed.find((route) => route.name === firstKind.routes[page]);
    if (!twin) throw new Error(`fault-sweep.routes.json has no row for ${firstKind.routes[page]}`);
    const query = page === 'list' ? '?machine_type=rent' : '?machine_id=1';
    return {
      name: kind.routes[page],
      url: `${paths[kind.routes[page]]}${query}`,
      as: twin.as,
      loadsData: twin.loadsData,
      sameScreenAs: twin.name,
    };
  }),
);

/** Every route with a built screen (`app/routing/routes.test.ts` fails when one is missing). */
export const sweptRoutes: readonly SweptRoute[] = [...listed, ...machineKindRoutes];
