import type { RouteRecord } from '../../shared/routing/routeRecord';

/** The site's own pages: about, policies, terms and the contact form. */
export const contentRoutes: RouteRecord[] = [
  { name: 'aboutUs', access: 'open', screen: () => import('./screens/AboutUsScreen') },
  {
    name: 'privacyPolicy',
    access: 'open',
    screen: () => import('./screens/PrivacyPolicyScreen'),
  },
  {
    name: 'termsOfUse',
    access: 'open',
    screen: () => import('./screens/TermsOfUseScreen'),
  },
  {
    name: 'contactUs',
    access: 'open',
    screen: () => import('./screens/ContactUsScreen'),
  },
];
