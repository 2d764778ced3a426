import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as ScrappageScreens from './screens/ScrappageScreens';

// The car scrappage screens share the location dialog and the directory: one chunk.
const scrappageScreen = (name: keyof typeof ScrappageScreens) => async () => ({
  default: (await import('./screens/ScrappageScreens'))[name],
});

// Car scrappage (document 3); document 1's route table guards every one of its paths.
export const scrappageRoutes: RouteRecord[] = [
  {
    name: 'carScrappage',
    screen: scrappageScreen('CarScrappageScreen'),
  },
  {
    name: 'scrapCarDealer',
    screen: scrappageScreen('ScrapCarDealersScreen'),
  },
  {
    name: 'carFitnessCenter',
    screen: scrappageScreen('CarFitnessCentersScreen'),
  },
  {
    name: 'policyUpdate',
    screen: scrappageScreen('PolicyUpdateScreen'),
  },
  {
    name: 'knowYourCarStatus',
    screen: scrappageScreen('KnowYourCarStatusScreen'),
  },
  { name: 'carStatus', screen: scrappageScreen('CarStatusScreen') },
];
