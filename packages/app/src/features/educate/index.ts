import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as BlogScreens from './screens/BlogScreens';
import type * as PolymerScreens from './screens/PolymerScreens';
import type * as QaScreens from './screens/QaScreens';

// The three blog screens share their kit and data: one chunk.
const blogScreen = (name: keyof typeof BlogScreens) => async () => ({
  default: (await import('./screens/BlogScreens'))[name],
});

// The three Q&A screens: one chunk.
const qaScreen = (name: keyof typeof QaScreens) => async () => ({
  default: (await import('./screens/QaScreens'))[name],
});

// Know Your Polymer and Know Your Product Composition: one chunk.
const polymerScreen = (name: keyof typeof PolymerScreens) => async () => ({
  default: (await import('./screens/PolymerScreens'))[name],
});

// Educate's public face: its routes (document 1's route table: /educate is open, the blogs are guarded).
export const educateRoutes: RouteRecord[] = [
  { name: 'educate', access: 'open', screen: () => import('./screens/EducateScreen') },
  { name: 'blogs', screen: blogScreen('BlogCategoriesScreen') },
  { name: 'blogList', screen: blogScreen('BlogListScreen') },
  { name: 'blogDetails', screen: blogScreen('BlogDetailsScreen') },
  { name: 'qa', screen: qaScreen('QaCategoriesScreen') },
  { name: 'qaCategory', screen: qaScreen('QaCategoryScreen') },
  { name: 'qaDetails', screen: qaScreen('QaDetailsScreen') },
  {
    name: 'knowYourPolymer',
    screen: polymerScreen('KnowYourPolymerScreen'),
  },
  { name: 'polymers', screen: polymerScreen('PolymerDetailsScreen') },
  {
    name: 'knowYourProduct',
    screen: polymerScreen('KnowYourProductScreen'),
  },
  {
    name: 'polymerProducts',
    screen: polymerScreen('PolymerProductsScreen'),
  },
  {
    name: 'polymerProductDetails',
    screen: polymerScreen('PolymerProductDetailsScreen'),
  },
];
