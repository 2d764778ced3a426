import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as SellerTradeProductScreens from './seller/screens/SellerTradeProductScreens';

// A seller's trade product screens: one chunk.
const sellerScreen = (name: keyof typeof SellerTradeProductScreens) => async () => ({
  default: (await import('./seller/screens/SellerTradeProductScreens'))[name],
});

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
    screen: sellerScreen('TradeProductAddScreen'),
  },
  {
    name: 'productAdd',
    screen: sellerScreen('TradeProductAddScreen'),
  },
  {
    name: 'productView',
    screen: sellerScreen('MyProductsScreen'),
  },
];
