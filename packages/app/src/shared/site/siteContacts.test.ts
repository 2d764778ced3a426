import { describe, expect, it } from 'vitest';
import { demoSiteContactsEnv, siteContactsFrom } from './siteContacts';

const configured = {
  VITE_CONTACT_EMAIL: 'info@plastihub.example',
  VITE_CONTACT_PHONE: '+91 22 1234 5678',
  VITE_CONTACT_ADDRESS: 'PlastiHub, Mumbai',
  VITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/plastihub.example',
  VITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/plastihub.example',
  VITE_SOCIAL_YOUTUBE: 'https://www.youtube.com/@plastihub.example',
  VITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/plastihub.example',
  VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=example',
  VITE_APP_STORE_URL: 'https://apps.apple.com/in/app/example/id1',
};

describe('siteContactsFrom', () => {
  it('shows every configured value, in an API build and in the demo alike', () => {
    for (const fallback of [undefined, demoSiteContactsEnv]) {
      expect(siteContactsFrom(configured, fallback)).toEqual({
        email: 'info@plastihub.example',
        phone: '+91 22 1234 5678',
        address: 'PlastiHub, Mumbai',
        social: {
          facebook: 'https://www.facebook.com/plastihub.example',
          linkedin: 'https://www.linkedin.com/company/plastihub.example',
          youtube: 'https://www.youtube.com/@plastihub.example',
          instagram: 'https://www.instagram.com/plastihub.example',
        },
        appStores: {
          googlePlay: 'https://play.google.com/store/apps/details?id=example',
          appStore: 'https://apps.apple.com/in/app/example/id1',
        },
      });
    }
  });

  it('shows nothing for an unset or blank variable in an API build', () => {
    const contacts = siteContactsFrom({ VITE_CONTACT_PHONE: '  ', VITE_APP_STORE_URL: '' });
    // toEqual treats an absent key and an undefined one alike: no value at all.
    expect(contacts).toEqual({ social: {}, appStores: {} });
  });

  it('shows only the configured ones when some are set', () => {
    const contacts = siteContactsFrom({ VITE_CONTACT_EMAIL: ' sales@plastihub.example ' });
    expect(contacts.email).toBe('sales@plastihub.example');
    expect(contacts.phone).toBeUndefined();
    expect(contacts.address).toBeUndefined();
    expect(contacts.appStores.googlePlay).toBeUndefined();
  });

  it('fills an unset variable of the demo with a value that says it is an example', () => {
    const contacts = siteContactsFrom({ VITE_CONTACT_PHONE: '+91 22 1234 5678' }, demoSiteContactsEnv);
    expect(contacts.phone).toBe('+91 22 1234 5678');
    expect(contacts.email).toMatch(/@example\.com$/);
    expect(contacts.address).toMatch(/^Example address: /);
    expect(demoSiteContactsEnv.VITE_CONTACT_PHONE).toMatch(/\(example\)$/);
    for (const link of [...Object.values(contacts.social), ...Object.values(contacts.appStores)]) {
      expect(new URL(link).hostname).toBe('example.com');
    }
  });

  it('links only http(s) addresses', () => {
    const contacts = siteContactsFrom({
      VITE_SOCIAL_FACEBOOK: 'javascript:alert(1)',
      VITE_SOCIAL_YOUTUBE: 'youtube.com/@plastihub',
      VITE_PLAY_STORE_URL: 'http://play.google.com/store/apps/details?id=example',
    });
    expect(contacts.social).toEqual({});
    expect(contacts.appStores.googlePlay).toBe('http://play.google.com/store/apps/details?id=example');
  });
});
