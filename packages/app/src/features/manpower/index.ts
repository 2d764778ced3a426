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
  { name: 'manpower', access: 'open', title: 'Manpower', screen: manpowerScreen('ManpowerScreen') },
  {
    name: 'manpowerExecutiveCategories',
    access: 'open',
    title: 'Executive Categories',
    screen: manpowerScreen('ExecutiveCategoriesScreen'),
  },
  {
    name: 'manpowerExecutives',
    access: 'open',
    title: 'Executives',
    screen: manpowerScreen('ExecutivesScreen'),
  },
  {
    name: 'manpowerExecutiveDetails',
    access: 'open',
    title: 'Executive Details',
    screen: manpowerScreen('ExecutiveDetailsScreen'),
  },
  {
    name: 'manpowerLabours',
    access: 'open',
    title: 'Labour Contractors',
    screen: manpowerScreen('LabourContractorsScreen'),
  },
  {
    name: 'manpowerLaboursView',
    access: 'open',
    title: 'Labour Categories',
    screen: manpowerScreen('LabourCategoriesScreen'),
  },
  {
    name: 'manpowerLabourDetails',
    access: 'open',
    title: 'Labour Contractor Details',
    screen: manpowerScreen('LabourDetailsScreen'),
  },
  {
    name: 'institutionalPlacements',
    access: 'open',
    title: 'Institutional Placements',
    screen: manpowerScreen('InstitutionsScreen'),
  },
  {
    name: 'institutionalPlacementDetails',
    access: 'open',
    title: 'Institutional Placement Details',
    screen: manpowerScreen('InstitutionDetailsScreen'),
  },
  { name: 'manpowerJobs', access: 'guarded', title: 'Jobs', screen: jobScreen('JobsScreen') },
  {
    name: 'manpowerJobDetails',
    access: 'guarded',
    title: 'Job Details',
    screen: jobScreen('JobDetailsScreen'),
  },
];
