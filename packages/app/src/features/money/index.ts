import type { RouteRecord } from '../../shared/routing/routeRecord';

// The money feature's public face: its routes (document 1's route table guards both).
export const moneyRoutes: RouteRecord[] = [
  { name: 'money', screen: () => import('./screens/MoneyScreen') },
  {
    name: 'moneyDetails',
    screen: () => import('./screens/MoneyDetailsScreen'),
  },
];
