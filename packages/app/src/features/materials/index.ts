import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as MaterialDirectoryScreens from './screens/MaterialDirectoryScreens';
import type * as MaterialScreens from './screens/MaterialScreens';

// The material screens share their kit, the city and the compare list: one chunk.
const materialScreen = (name: keyof typeof MaterialScreens) => async () => ({
  default: (await import('./screens/MaterialScreens'))[name],
});

// Dealers and price lists: reached from the brand and material screens, their own small chunk.
const directoryScreen = (name: keyof typeof MaterialDirectoryScreens) => async () => ({
  default: (await import('./screens/MaterialDirectoryScreens'))[name],
});

// The materials feature's public face: its routes (document 1's route table guards the material screens; the
// compare page, new here, is open so that a shared comparison can be read without an account).
export const materialRoutes: RouteRecord[] = [
  {
    name: 'materialBrands',
    screen: materialScreen('MaterialBrandsScreen'),
  },
  {
    name: 'materials',
    screen: materialScreen('MaterialsScreen'),
    preload: async (search) => (await import('./materials.data')).materialsPreload(search),
  },
  {
    name: 'materialDetails',
    screen: materialScreen('MaterialDetailsScreen'),
  },
  {
    name: 'materialCompare',
    access: 'open',
    screen: materialScreen('MaterialCompareScreen'),
  },
  {
    name: 'materialDealer',
    screen: directoryScreen('MaterialDealersScreen'),
  },
  {
    name: 'downloadPriceList',
    screen: directoryScreen('PriceListScreen'),
  },
];
