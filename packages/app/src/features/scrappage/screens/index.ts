// The scrappage screens load as one chunk (shared/routing/routeRecord.ts, screenSet).
export { default as CarFitnessCentersScreen } from './CarFitnessCentersScreen';
export { default as CarScrappageScreen } from './CarScrappageScreen';
export { default as CarStatusScreen } from './CarStatusScreen';
export { default as KnowYourCarStatusScreen } from './KnowYourCarStatusScreen';
export { default as PolicyUpdateScreen } from './PolicyUpdateScreen';
export { default as ScrapCarDealersScreen } from './ScrapCarDealersScreen';
