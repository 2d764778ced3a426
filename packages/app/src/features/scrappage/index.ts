import { screenSet, type RouteRecord } from '../../shared/routing/routeRecord';

const screen = screenSet(() => import('./screens'));

// Car scrappage (document 3); document 1's route table guards every one of its paths.
export const scrappageRoutes: RouteRecord[] = [
  {
    name: 'carScrappage',
    screen: screen('CarScrappageScreen'),
  },
  {
    name: 'scrapCarDealer',
    screen: screen('ScrapCarDealersScreen'),
  },
  {
    name: 'carFitnessCenter',
    screen: screen('CarFitnessCentersScreen'),
  },
  {
    name: 'policyUpdate',
    screen: screen('PolicyUpdateScreen'),
  },
  {
    name: 'knowYourCarStatus',
    screen: screen('KnowYourCarStatusScreen'),
  },
  { name: 'carStatus', screen: screen('CarStatusScreen') },
];
