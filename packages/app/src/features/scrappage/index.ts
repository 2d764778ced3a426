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
    access: 'guarded',
    title: 'Car Scrappage',
    screen: scrappageScreen('CarScrappageScreen'),
  },
  {
    name: 'scrapCarDealer',
    access: 'guarded',
    title: 'Scrap Car Dealers',
    screen: scrappageScreen('ScrapCarDealersScreen'),
  },
  {
    name: 'carFitnessCenter',
    access: 'guarded',
    title: 'Car Fitness Centres',
    screen: scrappageScreen('CarFitnessCentersScreen'),
  },
  {
    name: 'policyUpdate',
    access: 'guarded',
    title: 'Policy Update',
    screen: scrappageScreen('PolicyUpdateScreen'),
  },
  {
    name: 'knowYourCarStatus',
    access: 'guarded',
    title: 'Know Your Car Status',
    screen: scrappageScreen('KnowYourCarStatusScreen'),
  },
  { name: 'carStatus', access: 'guarded', title: 'Car Status', screen: scrappageScreen('CarStatusScreen') },
];
