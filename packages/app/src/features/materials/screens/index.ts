// The materials screens load as one chunk (shared/routing/routeRecord.ts, screenSet).
export { default as MaterialBrandsScreen } from './MaterialBrandsScreen';
export { default as MaterialCompareScreen } from './MaterialCompareScreen';
export { default as MaterialDealersScreen } from './MaterialDealersScreen';
export { default as MaterialDetailsScreen } from './MaterialDetailsScreen';
export { default as MaterialsScreen } from './MaterialsScreen';
export { default as PriceListScreen } from './PriceListScreen';
