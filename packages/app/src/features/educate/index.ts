import { screenSet, type RouteRecord } from '../../shared/routing/routeRecord';

const screen = screenSet(() => import('./screens'));

// Educate's public face: its routes (document 1's route table: /educate is open, the blogs are guarded).
export const educateRoutes: RouteRecord[] = [
  { name: 'educate', access: 'open', screen: screen('EducateScreen') },
  { name: 'blogs', screen: screen('BlogCategoriesScreen') },
  { name: 'blogList', screen: screen('BlogListScreen') },
  { name: 'blogDetails', screen: screen('BlogDetailsScreen') },
  { name: 'qa', screen: screen('QaCategoriesScreen') },
  { name: 'qaCategory', screen: screen('QaCategoryScreen') },
  { name: 'qaDetails', screen: screen('QaDetailsScreen') },
  { name: 'knowYourPolymer', screen: screen('KnowYourPolymerScreen') },
  { name: 'polymers', screen: screen('PolymerDetailsScreen') },
  { name: 'knowYourProduct', screen: screen('KnowYourProductScreen') },
  { name: 'polymerProducts', screen: screen('PolymerProductsScreen') },
  { name: 'polymerProductDetails', screen: screen('PolymerProductDetailsScreen') },
];
