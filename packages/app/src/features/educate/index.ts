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
  { name: 'educate', access: 'open', title: 'Educate', screen: () => import('./screens/EducateScreen') },
  { name: 'blogs', access: 'guarded', title: 'Blogs', screen: blogScreen('BlogCategoriesScreen') },
  { name: 'blogList', access: 'guarded', title: 'Blogs', screen: blogScreen('BlogListScreen') },
  { name: 'blogDetails', access: 'guarded', title: 'Blog Details', screen: blogScreen('BlogDetailsScreen') },
  { name: 'qa', access: 'guarded', title: 'Q&A', screen: qaScreen('QaCategoriesScreen') },
  { name: 'qaCategory', access: 'guarded', title: 'Q&A', screen: qaScreen('QaCategoryScreen') },
  { name: 'qaDetails', access: 'guarded', title: 'Q&A Details', screen: qaScreen('QaDetailsScreen') },
  {
    name: 'knowYourPolymer',
    access: 'guarded',
    title: 'Know Your Polymer',
    screen: polymerScreen('KnowYourPolymerScreen'),
  },
  { name: 'polymers', access: 'guarded', title: 'Polymers', screen: polymerScreen('PolymerDetailsScreen') },
  {
    name: 'knowYourProduct',
    access: 'guarded',
    title: 'Know Your Product Composition',
    screen: polymerScreen('KnowYourProductScreen'),
  },
  {
    name: 'polymerProducts',
    access: 'guarded',
    title: 'Polymer Products',
    screen: polymerScreen('PolymerProductsScreen'),
  },
  {
    name: 'polymerProductDetails',
    access: 'guarded',
    title: 'Polymer Product Details',
    screen: polymerScreen('PolymerProductDetailsScreen'),
  },
];
