import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as BlogScreens from './screens/BlogScreens';

// The three blog screens share their kit and data: one chunk.
const blogScreen = (name: keyof typeof BlogScreens) => async () => ({
  default: (await import('./screens/BlogScreens'))[name],
});

// Educate's public face: its routes (document 1's route table: /educate is open, the blogs are guarded).
export const educateRoutes: RouteRecord[] = [
  { name: 'educate', access: 'open', title: 'Educate', screen: () => import('./screens/EducateScreen') },
  { name: 'blogs', access: 'guarded', title: 'Blogs', screen: blogScreen('BlogCategoriesScreen') },
  { name: 'blogList', access: 'guarded', title: 'Blogs', screen: blogScreen('BlogListScreen') },
  { name: 'blogDetails', access: 'guarded', title: 'Blog Details', screen: blogScreen('BlogDetailsScreen') },
];
