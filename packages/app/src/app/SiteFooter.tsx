import { useLocation } from 'wouter';
import { Footer } from '@plastihub/ui';
import { siteContacts } from '../shared/site/siteContacts';

/** The footer (links, the configured app store badges), loaded after the first paint: it is below the fold on every page. */
export default function SiteFooter() {
  const [location] = useLocation();
  return (
    <Footer
      currentPath={location}
      googlePlayHref={siteContacts.appStores.googlePlay}
      appStoreHref={siteContacts.appStores.appStore}
      socialLinks={siteContacts.social}
    />
  );
}
