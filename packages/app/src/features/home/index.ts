import type { RouteRecord } from '../../shared/routing/routeRecord';
import { callOf } from '../../shared/data/definitions';

// The home feature's public face: its route, with the banners requested before the screen's chunk loads.
export const homeRoutes: RouteRecord[] = [
  {
    name: 'home',
    access: 'open',
    screen: () => import('./screens/HomeScreen'),
    preload: async () => {
      const { homeBanners } = await import('./home.data');
      return [callOf(homeBanners, null)];
    },
  },
];
