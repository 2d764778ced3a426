import { browsingRoutes, openBrowsingOn } from '../../shared/routing/openBrowsing';
import { paths } from '../../shared/routing/paths';
import type { Access, RouteRecord } from '../../shared/routing/routeRecord';
import { accountRoutes } from '../../features/account';
import { authRoutes } from '../../features/auth';
import { connectRoutes } from '../../features/connect';
import { contentRoutes } from '../../features/content';
import { educateRoutes } from '../../features/educate';
import { homeRoutes } from '../../features/home';
import { machineRoutes } from '../../features/machines';
import { manpowerRoutes } from '../../features/manpower';
import { materialRoutes } from '../../features/materials';
import { moneyRoutes } from '../../features/money';
import { scrappageRoutes } from '../../features/scrappage';
import { toolRoomRoutes } from '../../features/toolRooms';
import { tradeRoutes } from '../../features/trade';

export interface RouteDef extends RouteRecord {
  path: string;
  access: Access;
}

/** A route's guard in this build: the record's, or `open` for a browsing page when the build opens them. */
export function accessOf(record: RouteRecord, openBrowsingOn: boolean): Access {
  if (openBrowsingOn && browsingRoutes.includes(record.name)) return 'open';
  return record.access ?? 'guarded';
}

/** The one route table: every path with its guard, as data. Each feature owns its records; this only assembles. */
export const routes: RouteDef[] = [
  ...homeRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...contentRoutes,
  ...connectRoutes,
  ...manpowerRoutes,
  ...tradeRoutes,
  ...machineRoutes,
  ...toolRoomRoutes,
  ...materialRoutes,
  ...moneyRoutes,
  ...educateRoutes,
  ...scrappageRoutes,
].map((record) => ({ ...record, path: paths[record.name], access: accessOf(record, openBrowsingOn) }));
