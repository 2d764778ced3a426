// The educate screens load as one chunk (shared/routing/routeRecord.ts, screenSet).
export { default as BlogCategoriesScreen } from './BlogCategoriesScreen';
export { default as BlogDetailsScreen } from './BlogDetailsScreen';
export { default as BlogListScreen } from './BlogListScreen';
export { default as EducateScreen } from './EducateScreen';
export { default as KnowYourPolymerScreen } from './KnowYourPolymerScreen';
export { default as KnowYourProductScreen } from './KnowYourProductScreen';
export { default as PolymerDetailsScreen } from './PolymerDetailsScreen';
export { default as PolymerProductDetailsScreen } from './PolymerProductDetailsScreen';
export { default as PolymerProductsScreen } from './PolymerProductsScreen';
export { default as QaCategoriesScreen } from './QaCategoriesScreen';
export { default as QaCategoryScreen } from './QaCategoryScreen';
export { default as QaDetailsScreen } from './QaDetailsScreen';
