import type { RouteRecord } from '../../shared/routing/routeRecord';

// The trade feature's public face: its routes (document 1's guards: the type tiles are open, the list and
// the details need a session).
export const tradeRoutes: RouteRecord[] = [
  { name: 'trade', access: 'open', title: 'Trade', screen: () => import('./screens/TradeScreen') },
  {
    name: 'tradeProducts',
    access: 'guarded',
    title: 'Trade Products',
    screen: () => import('./screens/TradeProductsScreen'),
    preload: async (search) => (await import('./trade.data')).tradeProductsPreload(search),
  },
  {
    name: 'tradeProductDetails',
    access: 'guarded',
    title: 'Trade Product Details',
    screen: () => import('./screens/TradeProductDetailsScreen'),
  },
];
