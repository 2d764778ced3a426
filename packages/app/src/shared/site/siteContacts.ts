/**
 * PlastiHub's public contact points, shown in the top bar, the footer and on Contact Us.
 * The spec leaves them as placeholders ("{email}", "social links", "app-store links"): these are
 * stand-ins until the business supplies the real addresses.
 */
export const CONTACT_EMAIL = 'info@plastihub.in';

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/plastihub',
  linkedin: 'https://www.linkedin.com/company/plastihub',
  youtube: 'https://www.youtube.com/@plastihub',
  instagram: 'https://www.instagram.com/plastihub',
} as const;

export const APP_STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=com.plastihub.app',
  appStore: 'https://apps.apple.com/in/app/plastihub/id0000000000',
} as const;
