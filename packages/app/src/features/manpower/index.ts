import { screenSet, type RouteRecord } from '../../shared/routing/routeRecord';

const screen = screenSet(() => import('./screens'));

// Manpower (document 1): open to everyone, except the jobs, which the route table guards.
export const manpowerRoutes: RouteRecord[] = [
  { name: 'manpower', access: 'open', screen: screen('ManpowerScreen') },
  {
    name: 'manpowerExecutiveCategories',
    access: 'open',
    screen: screen('ExecutiveCategoriesScreen'),
  },
  {
    name: 'manpowerExecutives',
    access: 'open',
    screen: screen('ExecutivesScreen'),
  },
  {
    name: 'manpowerExecutiveDetails',
    access: 'open',
    screen: screen('ExecutiveDetailsScreen'),
  },
  {
    name: 'manpowerLabours',
    access: 'open',
    screen: screen('LabourContractorsScreen'),
  },
  {
    name: 'manpowerLaboursView',
    access: 'open',
    screen: screen('LabourCategoriesScreen'),
  },
  {
    name: 'manpowerLabourDetails',
    access: 'open',
    screen: screen('LabourDetailsScreen'),
  },
  {
    name: 'institutionalPlacements',
    access: 'open',
    screen: screen('InstitutionsScreen'),
  },
  {
    name: 'institutionalPlacementDetails',
    access: 'open',
    screen: screen('InstitutionDetailsScreen'),
  },
  { name: 'manpowerJobs', screen: screen('JobsScreen') },
  { name: 'manpowerJobDetails', screen: screen('JobDetailsScreen') },
];
