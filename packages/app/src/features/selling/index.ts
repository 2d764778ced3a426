import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as TradeProductScreens from './screens/TradeProductScreens';

// The seller's trade product screens: one chunk.
const tradeProductScreen = (name: keyof typeof TradeProductScreens) => async () => ({
  default: (await import('./screens/TradeProductScreens'))[name],
});

// Seller listing management (document 3); document 1's route table guards every path.
export const sellingRoutes: RouteRecord[] = [
  {
    name: 'tradeProductAdd',
    access: 'guarded',
    title: 'Add Trade Product',
    screen: tradeProductScreen('TradeProductAddScreen'),
  },
  {
    name: 'productAdd',
    access: 'guarded',
    title: 'Product Add',
    screen: tradeProductScreen('TradeProductAddScreen'),
  },
  {
    name: 'productView',
    access: 'guarded',
    title: 'My Products',
    screen: tradeProductScreen('MyProductsScreen'),
  },
];
