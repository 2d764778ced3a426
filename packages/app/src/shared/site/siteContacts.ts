import { demoMode } from './config';

/**
 * The `VITE_*` variables that configure PlastiHub's public contact points
 * (docs/buyer-tools.md, "Contact details and links").
 */
export interface SiteContactsEnv {
  VITE_CONTACT_EMAIL?: string;
  VITE_CONTACT_PHONE?: string;
  VITE_CONTACT_ADDRESS?: string;
  VITE_SOCIAL_FACEBOOK?: string;
  VITE_SOCIAL_LINKEDIN?: string;
  VITE_SOCIAL_YOUTUBE?: string;
  VITE_SOCIAL_INSTAGRAM?: string;
  VITE_PLAY_STORE_URL?: string;
  VITE_APP_STORE_URL?: string;
}

/** PlastiHub's public contact points; each is absent when not configured, and its line or link is not shown. */
export interface SiteContacts {
  email?: string;
  phone?: string;
  address?: string;
  social: { facebook?: string; linkedin?: string; youtube?: string; instagram?: string };
  appStores: { googlePlay?: string; appStore?: string };
}

/**
 * What the demo build shows for a variable left unset. The spec leaves the contact points as placeholders
 * ("{email}", "social links", "app-store links"), so every value says it is an example rather than pass
 * for a real address.
 */
export const demoSiteContactsEnv: Required<SiteContactsEnv> = {
  VITE_CONTACT_EMAIL: 'contact@example.com',
  VITE_CONTACT_PHONE: '+91 00000 00000 (example)',
  VITE_CONTACT_ADDRESS: 'Example address: 1 Example Road, Example City, India',
  VITE_SOCIAL_FACEBOOK: 'https://example.com/facebook',
  VITE_SOCIAL_LINKEDIN: 'https://example.com/linkedin',
  VITE_SOCIAL_YOUTUBE: 'https://example.com/youtube',
  VITE_SOCIAL_INSTAGRAM: 'https://example.com/instagram',
  VITE_PLAY_STORE_URL: 'https://example.com/google-play',
  VITE_APP_STORE_URL: 'https://example.com/app-store',
};

function text(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** Only an http(s) address becomes a link: a mistyped variable must not become a `javascript:` or relative link. */
function webAddress(value: string | undefined): string | undefined {
  const address = text(value);
  if (!address) return undefined;
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:' ? address : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The contact points a build shows: its variables, then the fallback's values for the rest (the demo's examples;
 * an API build has none).
 */
export function siteContactsFrom(env: SiteContactsEnv, fallback: SiteContactsEnv = {}): SiteContacts {
  const value = (name: keyof SiteContactsEnv) => text(env[name]) ?? fallback[name];
  return {
    email: value('VITE_CONTACT_EMAIL'),
    phone: value('VITE_CONTACT_PHONE'),
    address: value('VITE_CONTACT_ADDRESS'),
    social: {
      facebook: webAddress(value('VITE_SOCIAL_FACEBOOK')),
      linkedin: webAddress(value('VITE_SOCIAL_LINKEDIN')),
      youtube: webAddress(value('VITE_SOCIAL_YOUTUBE')),
      instagram: webAddress(value('VITE_SOCIAL_INSTAGRAM')),
    },
    appStores: {
      googlePlay: webAddress(value('VITE_PLAY_STORE_URL')),
      appStore: webAddress(value('VITE_APP_STORE_URL')),
    },
  };
}

/** This build's contact points, shown in the top bar, the footer and on Contact Us. */
// In an API build `demoMode` is false at build time, so the demo's example values are not in its bundle.
export const siteContacts: SiteContacts = siteContactsFrom(
  import.meta.env,
  demoMode ? demoSiteContactsEnv : undefined,
);
