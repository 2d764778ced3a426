import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as MoneyScreens from './screens/MoneyScreens';

// The list and the details share their kit and data: one chunk.
const moneyScreen = (name: keyof typeof MoneyScreens) => async () => ({
  default: (await import('./screens/MoneyScreens'))[name],
});

// The money feature's public face: its routes (document 1's route table guards both).
export const moneyRoutes: RouteRecord[] = [
  { name: 'money', screen: moneyScreen('MoneyScreen') },
  {
    name: 'moneyDetails',
    screen: moneyScreen('MoneyDetailsScreen'),
  },
];
