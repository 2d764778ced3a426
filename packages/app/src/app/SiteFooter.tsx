import { useLocation } from 'wouter';
import { Footer } from '@plastihub/ui';
import { useNavigate } from '../shared/routing/useNavigate';
import { APP_STORE_LINKS } from '../shared/site/siteContacts';

/** The footer (links, app store badges), loaded after the first paint: it is below the fold on every page. */
export default function SiteFooter() {
  const [location] = useLocation();
  const navigate = useNavigate();
  return (
    <Footer
      currentPath={location}
      onNavigate={navigate}
      googlePlayHref={APP_STORE_LINKS.googlePlay}
      appStoreHref={APP_STORE_LINKS.appStore}
    />
  );
}
