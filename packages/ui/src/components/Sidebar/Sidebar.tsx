import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { isCurrentPath, NavLink } from '../MainNav';
import { useDisclosure } from '../MainNav/useDisclosure';
import * as styles from './Sidebar.css';

/** One link of the account menu. */
export interface SidebarLink {
  /** The link's text. */
  label: string;
  /** Where it goes; also how the current page's link is found. */
  href: string;
  /** A decorative icon (inline SVG in currentColor); the label names the link. */
  icon?: ReactNode;
}

export interface SidebarSection {
  /** Shown above the links and names the list, e.g. "Seller". */
  title?: string;
  /** The section's links, in order. */
  links: readonly SidebarLink[];
}

export interface SidebarProps {
  /** The menu's groups of links, in order. */
  sections: readonly SidebarSection[];
  /** The path of the page being shown; its link is marked as the current page. */
  currentPath?: string;
  /** Shows a Logout item at the end that calls this. */
  onLogout?: () => void;
  /**
   * The Logout item's text.
   * @default 'Logout'
   */
  logoutLabel?: string;
  /**
   * Name of the navigation landmark.
   * @default 'Account'
   */
  label?: string;
}

/**
 * The account area's menu. From tablets up it is a column beside the page. On a phone the dozen
 * links would not fit a horizontal scroller without hiding most of them, so they fold behind a
 * full-width disclosure button that names the current page.
 *
 * It shows the `sections` it is given: the app passes a role's section only to a user who holds that role.
 */
export function Sidebar({
  sections,
  currentPath,
  onLogout,
  logoutLabel = 'Logout',
  label = 'Account',
}: SidebarProps) {
  const { close, toggle, rootProps, toggleProps, contentProps } = useDisclosure();
  const current = sections
    .flatMap((section) => section.links)
    .find((link) => isCurrentPath(link.href, currentPath));

  return (
    <nav aria-label={label} className={styles.root} {...rootProps}>
      <div className={styles.toggle}>
        <Button
          variant="secondary"
          fullWidth
          className={styles.toggleButton}
          {...toggleProps}
          onPress={toggle}
        >
          <span>{label} menu</span>
          {current && <span className={styles.current}>{current.label}</span>}
          <ChevronIcon />
        </Button>
      </div>
      <div className={styles.panel} {...contentProps}>
        {sections.map((section, index) => (
          <SidebarGroup
            // Sections have no ids of their own; their order is fixed for a render.
            key={section.title ?? `section-${index}`}
            section={section}
            currentPath={currentPath}
            onLinkClick={close}
          />
        ))}
        {onLogout && (
          <div className={styles.actionArea}>
            <Button variant="ghost" className={styles.action} onPress={onLogout}>
              <span className={styles.icon} aria-hidden="true">
                <LogoutIcon />
              </span>
              {logoutLabel}
            </Button>
          </div>
        )}
      </div>
    </nav>
  );
}

interface SidebarGroupProps {
  section: SidebarSection;
  currentPath?: string;
  onLinkClick: () => void;
}

function SidebarGroup({ section, currentPath, onLinkClick }: SidebarGroupProps) {
  const titleId = useId();
  return (
    <div>
      {section.title && (
        <div id={titleId} className={styles.sectionTitle}>
          {section.title}
        </div>
      )}
      <ul className={styles.list} aria-labelledby={section.title ? titleId : undefined}>
        {section.links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} currentPath={currentPath} onClick={onLinkClick} className={styles.link}>
              {link.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {link.icon}
                </span>
              )}
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChevronIcon() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function LogoutIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 8l-4 4 4 4M6 12h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
