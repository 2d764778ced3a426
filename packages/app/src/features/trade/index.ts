import type { RouteRecord } from '../../shared/routing/routeRecord';

// The trade feature's routes (document 1's guards: the type tiles are open, the list, the details and a seller's
// products need a session).
export const tradeRoutes: RouteRecord[] = [
  { name: 'trade', access: 'open', screen: () => import('./screens/TradeScreen') },
  {
    name: 'tradeProducts',
    screen: () => import('./screens/TradeProductsScreen'),
    preload: async (search) => (await import('./trade.data')).tradeProductsPreload(search),
  },
  {
    name: 'tradeProductDetails',
    screen: () => import('./screens/TradeProductDetailsScreen'),
  },
  {
    name: 'tradeProductAdd',
    screen: () => import('./seller/screens/TradeProductAddScreen'),
  },
  {
    name: 'productAdd',
    screen: () => import('./seller/screens/TradeProductAddScreen'),
  },
  {
    name: 'productView',
    screen: () => import('./seller/screens/MyProductsScreen'),
  },
];
