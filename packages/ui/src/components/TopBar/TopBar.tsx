import type { ReactNode } from 'react';
import type { DropdownMenuItem } from '../DropdownMenu';
import { Link } from '../Link';
import { NavLink } from '../MainNav';
import { AccountMenuSlot } from './AccountMenuSlot';
import { LogoMark, MailIcon } from './icons';
import { SocialLinkList, type SocialLinks } from './SocialLinkList';
import * as styles from './TopBar.css';

/** Who is signed in, as the top bar greets them. */
export interface TopBarUser {
  /** The name in the greeting ("Hi, Rohan"), which opens the account menu. */
  name: string;
}

export interface TopBarProps {
  /** The contact address shown as a mailto link; no link without one. */
  email?: string;
  /**
   * Profile pages; an icon link shows for each one given (from tablets up).
   * @default {}
   */
  socialLinks?: SocialLinks;
  /** The signed-in user: a greeting with the account menu. Without it, a Login link. */
  user?: TopBarUser;
  /**
   * Whether anyone is signed in is not known yet (a frame rendered ahead of the app, in index.html):
   * the account corner keeps the Login link's place but shows nothing, so a signed-in visitor never
   * sees Login and a guest's bar does not move when the link appears.
   * @default false
   */
  accountPending?: boolean;
  /**
   * The page's own content is still loading: the account menu's code waits (pointing at the greeting, focusing
   * or pressing it fetches it at once).
   * @default false
   */
  accountMenuDeferred?: boolean;
  /** The account menu's Logout item calls this (and shows only when it is given). */
  onLogout?: () => void;
  /** The path of the page being shown (marks the Login link on the login page). */
  currentPath?: string;
  /** A signed-in user's quick links beside the greeting (the ChatLink); their place is kept while they load. */
  accountLinks?: ReactNode;
  /**
   * A connection indicator (the OfflineBadge) just before the account corner; while it shows nothing (nothing, or
   * only words for screen readers), it takes no room.
   */
  status?: ReactNode;
  /** Usually the MainNav, beside the logo. */
  nav?: ReactNode;
  /**
   * Where the logo leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * Where the Login link leads.
   * @default '/login'
   */
  loginHref?: string;
  /**
   * The account menu's Dashboard link.
   * @default '/dashboard'
   */
  dashboardHref?: string;
  /**
   * The account menu's Profile link.
   * @default '/profile'
   */
  profileHref?: string;
}

/**
 * The site header: social (from tablets up) and contact links, the account menu or Login, then the logo and
 * main menu.
 */
export function TopBar({
  email,
  socialLinks = {},
  user,
  accountPending = false,
  accountMenuDeferred = false,
  onLogout,
  currentPath,
  accountLinks,
  status,
  nav,
  homeHref = '/',
  loginHref = '/login',
  dashboardHref = '/dashboard',
  profileHref = '/profile',
}: TopBarProps) {
  const accountItems: DropdownMenuItem[] = [
    { kind: 'link', label: 'Dashboard', href: dashboardHref },
    { kind: 'link', label: 'Profile', href: profileHref },
    ...(onLogout ? [{ kind: 'action', label: 'Logout', onSelect: onLogout } as const] : []),
  ];

  return (
    <header className={styles.root}>
      <div className={styles.utility}>
        <div className={styles.utilityRow}>
          <div className={styles.contacts}>
            {/* From tablets up: on a phone the greeting needs the room, and the footer has these links. */}
            <SocialLinkList links={socialLinks} className={styles.socialListFromTablet} />
            {email && (
              <Link href={`mailto:${email}`} className={styles.iconLink}>
                <MailIcon />
                <span className={styles.visuallyHiddenBelowTablet}>{email}</span>
              </Link>
            )}
          </div>
          {status ? <div className={styles.status}>{status}</div> : null}
          <div className={accountPending ? styles.accountPending : styles.account}>
            {user ? (
              <>
                {accountLinks !== undefined && <span className={styles.accountLinks}>{accountLinks}</span>}
                <AccountMenuSlot name={user.name} items={accountItems} deferred={accountMenuDeferred} />
              </>
            ) : (
              <NavLink href={loginHref} currentPath={currentPath} className={styles.loginLink}>
                Login
              </NavLink>
            )}
          </div>
        </div>
      </div>
      <div className={styles.brandRow}>
        <Link href={homeHref} aria-label="PlastiHub home" className={styles.brand}>
          <LogoMark className={styles.logoMark} />
          <span>
            Plasti<span className={styles.wordmarkAccent}>Hub</span>
          </span>
        </Link>
        {nav}
      </div>
    </header>
  );
}
