import type { RouteRecord } from '../../shared/routing/routeRecord';

export const connectRoutes: RouteRecord[] = [
  { name: 'connect', access: 'open', screen: () => import('./screens/ConnectScreen') },
];
