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
    access: 'guarded',
    title: 'Material',
    screen: materialScreen('MaterialBrandsScreen'),
  },
  {
    name: 'materials',
    access: 'guarded',
    title: 'Materials',
    screen: materialScreen('MaterialsScreen'),
    preload: async (search) => (await import('./materials.data')).materialsPreload(search),
  },
  {
    name: 'materialDetails',
    access: 'guarded',
    title: 'Material Details',
    screen: materialScreen('MaterialDetailsScreen'),
  },
  {
    name: 'materialCompare',
    access: 'open',
    title: 'Compare Materials',
    screen: materialScreen('MaterialCompareScreen'),
  },
  {
    name: 'materialDealer',
    access: 'guarded',
    title: 'Dealers',
    screen: directoryScreen('MaterialDealersScreen'),
  },
  {
    name: 'downloadPriceList',
    access: 'guarded',
    title: 'Price List',
    screen: directoryScreen('PriceListScreen'),
  },
];
