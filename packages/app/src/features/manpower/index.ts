import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as JobScreens from './screens/JobScreens';
import type * as ManpowerScreens from './screens/ManpowerScreens';

// The manpower screens share their kinds and the country choice: one chunk; the jobs another.
const manpowerScreen = (name: keyof typeof ManpowerScreens) => async () => ({
  default: (await import('./screens/ManpowerScreens'))[name],
});
const jobScreen = (name: keyof typeof JobScreens) => async () => ({
  default: (await import('./screens/JobScreens'))[name],
});

// Manpower (document 1): open to everyone, except the jobs, which the route table guards.
export const manpowerRoutes: RouteRecord[] = [
  { name: 'manpower', access: 'open', screen: manpowerScreen('ManpowerScreen') },
  {
    name: 'manpowerExecutiveCategories',
    access: 'open',
    screen: manpowerScreen('ExecutiveCategoriesScreen'),
  },
  {
    name: 'manpowerExecutives',
    access: 'open',
    screen: manpowerScreen('ExecutivesScreen'),
  },
  {
    name: 'manpowerExecutiveDetails',
    access: 'open',
    screen: manpowerScreen('ExecutiveDetailsScreen'),
  },
  {
    name: 'manpowerLabours',
    access: 'open',
    screen: manpowerScreen('LabourContractorsScreen'),
  },
  {
    name: 'manpowerLaboursView',
    access: 'open',
    screen: manpowerScreen('LabourCategoriesScreen'),
  },
  {
    name: 'manpowerLabourDetails',
    access: 'open',
    screen: manpowerScreen('LabourDetailsScreen'),
  },
  {
    name: 'institutionalPlacements',
    access: 'open',
    screen: manpowerScreen('InstitutionsScreen'),
  },
  {
    name: 'institutionalPlacementDetails',
    access: 'open',
    screen: manpowerScreen('InstitutionDetailsScreen'),
  },
  { name: 'manpowerJobs', screen: jobScreen('JobsScreen') },
  {
    name: 'manpowerJobDetails',
    screen: jobScreen('JobDetailsScreen'),
  },
];
