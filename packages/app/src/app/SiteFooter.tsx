import { useLocation } from 'wouter';
import { Footer } from '@plastihub/ui';
import { APP_STORE_LINKS } from '../shared/site/siteContacts';

/** The footer (links, app store badges), loaded after the first paint: it is below the fold on every page. */
export default function SiteFooter() {
  const [location] = useLocation();
  return (
    <Footer
      currentPath={location}
      googlePlayHref={APP_STORE_LINKS.googlePlay}
      appStoreHref={APP_STORE_LINKS.appStore}
    />
  );
}
