// The manpower screens load as one chunk (shared/routing/routeRecord.ts, screenSet).
export { default as ExecutiveCategoriesScreen } from './ExecutiveCategoriesScreen';
export { default as ExecutiveDetailsScreen } from './ExecutiveDetailsScreen';
export { default as ExecutivesScreen } from './ExecutivesScreen';
export { default as InstitutionDetailsScreen } from './InstitutionDetailsScreen';
export { default as InstitutionsScreen } from './InstitutionsScreen';
export { default as JobDetailsScreen } from './JobDetailsScreen';
export { default as JobsScreen } from './JobsScreen';
export { default as LabourCategoriesScreen } from './LabourCategoriesScreen';
export { default as LabourContractorsScreen } from './LabourContractorsScreen';
export { default as LabourDetailsScreen } from './LabourDetailsScreen';
export { default as ManpowerScreen } from './ManpowerScreen';
