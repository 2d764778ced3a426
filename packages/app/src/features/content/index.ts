import type { RouteRecord } from '../../shared/routing/routeRecord';

/** The site's own pages: about, policies, terms and the contact form. */
export const contentRoutes: RouteRecord[] = [
  { name: 'aboutUs', access: 'open', title: 'About Us', screen: () => import('./screens/AboutUsScreen') },
  {
    name: 'privacyPolicy',
    access: 'open',
    title: 'Privacy Policy',
    screen: () => import('./screens/PrivacyPolicyScreen'),
  },
  {
    name: 'termsOfUse',
    access: 'open',
    title: 'Terms of Use',
    screen: () => import('./screens/TermsOfUseScreen'),
  },
  {
    name: 'contactUs',
    access: 'open',
    title: 'Contact Us',
    screen: () => import('./screens/ContactUsScreen'),
  },
];
