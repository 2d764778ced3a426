import { paths, type PathName } from '../../shared/routing/paths';
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

/**
 * The browsing pages: lists and listing details, never contact, chat or an account page. The spec gives two readings
 * of visitor access; its route table guards these, as this build does unless `VITE_OPEN_BROWSING=on` opens them.
 */
export const browsingRoutes: readonly PathName[] = [
  'tradeProducts',
  'tradeProductDetails',
  'machine',
  'machineType',
  'buyMachine',
  'injectionMachines',
  'injectionMachineDetails',
  'blowMoldingMachines',
  'blowMoldingMachineDetails',
  'extruderMachines',
  'extruderMachineDetails',
  'utilityMachines',
  'utilityMachineDetails',
  'auxiliaryMachines',
  'auxiliaryMachineDetails',
  'machineCompare',
  'toolAndDie',
  'toolAndDieDetails',
  'materialBrands',
  'materials',
  'materialDetails',
  'materialDealer',
  'money',
  'moneyDetails',
  'manpowerJobs',
  'manpowerJobDetails',
  'blogs',
  'blogList',
  'blogDetails',
  'qa',
  'qaCategory',
  'qaDetails',
  'knowYourPolymer',
  'polymers',
  'knowYourProduct',
  'polymerProducts',
  'polymerProductDetails',
];

/** A route's guard in this build: the record's, or `open` for a browsing page when the build opens them. */
export function accessOf(record: RouteRecord, openBrowsing: boolean): Access {
  if (openBrowsing && browsingRoutes.includes(record.name)) return 'open';
  return record.access ?? 'guarded';
}

const openBrowsing = import.meta.env.VITE_OPEN_BROWSING === 'on';

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
].map((record) => ({ ...record, path: paths[record.name], access: accessOf(record, openBrowsing) }));
