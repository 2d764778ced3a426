import type { ReactNode } from 'react';
import { Link } from '../Link';
import { Text } from '../Text';
import { NavLink, type NavItem } from '../MainNav';
import { AppStoreIcon, GooglePlayIcon } from './appStoreIcons';
import * as styles from './Footer.css';
import { SocialLinkList, type SocialLinks } from '../TopBar/SocialLinkList';

export const defaultFooterLinks: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about-us' },
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
  { label: 'Trade', href: '/trade' },
  { label: 'Connect', href: '/connect' },
  { label: 'Educate', href: '/educate' },
  { label: 'Car Scrappage', href: '/car-scrappage' },
];

export interface FooterProps {
  /**
   * The page links, in order.
   * @default defaultFooterLinks
   */
  links?: readonly NavItem[];
  /** The path of the page being shown; its link is marked as the current page. */
  currentPath?: string;
  /** Store pages of the mobile app; a badge shows only for the stores given. */
  googlePlayHref?: string;
  /** The App Store page of the mobile app; see `googlePlayHref`. */
  appStoreHref?: string;
  /**
   * Fixed text rather than the current year, so renders stay the same from one day to the next.
   * @default '© 2026 PlastiHub'
   */
  copyright?: string;
  /**
   * PlastiHub's profile pages: shown here on a phone (the top bar shows them from tablets up).
   * @default {}
   */
  socialLinks?: SocialLinks;
}

/** The site footer: page links, app-store badges, social links on a phone, and the copyright line. */
export function Footer({
  links = defaultFooterLinks,
  currentPath,
  googlePlayHref,
  appStoreHref,
  copyright = '© 2026 PlastiHub',
  socialLinks = {},
}: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} currentPath={currentPath} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {(googlePlayHref || appStoreHref) && (
          <div className={styles.apps}>
            <Text weight="semibold">Get the app</Text>
            <div className={styles.badges}>
              {googlePlayHref && (
                <StoreBadge
                  href={googlePlayHref}
                  lead="Get it on"
                  store="Google Play"
                  icon={<GooglePlayIcon />}
                />
              )}
              {appStoreHref && (
                <StoreBadge
                  href={appStoreHref}
                  lead="Download on the"
                  store="App Store"
                  icon={<AppStoreIcon />}
                />
              )}
            </div>
          </div>
        )}
        <SocialLinkList links={socialLinks} className={styles.socialOnPhone} />
        <Text size="small" tone="muted" className={styles.copyright}>
          {copyright}
        </Text>
      </div>
    </footer>
  );
}

function StoreBadge({
  href,
  lead,
  store,
  icon,
}: {
  href: string;
  lead: string;
  store: string;
  icon: ReactNode;
}) {
  return (
    <Link href={href} className={styles.badge}>
      {icon}
      <span>
        <span className={styles.badgeSmall}>{lead} </span>
        <span className={styles.badgeStore}>{store}</span>
      </span>
    </Link>
  );
}
