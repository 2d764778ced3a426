import { screenSet, type RouteRecord } from '../../shared/routing/routeRecord';

const screen = screenSet(() => import('./screens'));

// The materials feature's public face: its routes (document 1's route table guards the material screens; the
// compare page, new here, is open so that a shared comparison can be read without an account).
export const materialRoutes: RouteRecord[] = [
  {
    name: 'materialBrands',
    screen: screen('MaterialBrandsScreen'),
  },
  {
    name: 'materials',
    screen: screen('MaterialsScreen'),
    preload: async (search) => (await import('./materials.data')).materialsPreload(search),
  },
  {
    name: 'materialDetails',
    screen: screen('MaterialDetailsScreen'),
  },
  {
    name: 'materialCompare',
    access: 'open',
    screen: screen('MaterialCompareScreen'),
  },
  {
    name: 'materialDealer',
    screen: screen('MaterialDealersScreen'),
  },
  {
    name: 'downloadPriceList',
    screen: screen('PriceListScreen'),
  },
];
