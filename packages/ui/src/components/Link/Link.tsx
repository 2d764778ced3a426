import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { button } from '../Button/Button.css';
import type { buttonSizes, buttonVariants } from '../Button/Button';
import { ExternalLinkIcon } from '../IconButton/icons';
import { useNavigateClick } from './navigateClick';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** Where it goes: an app path ("/trade") goes through the router, another origin loads normally. */
  href: string;
  /** The link's text (its accessible name). */
  children: ReactNode;
  /**
   * Look like a button (for calls to action that navigate, e.g. "GO TO HOMEPAGE").
   * @default false
   */
  asButton?: boolean;
  /**
   * Button variant when `asButton`.
   * @default 'primary'
   */
  variant?: (typeof buttonVariants)[number];
  /**
   * Button size when `asButton`.
   * @default 'medium'
   */
  size?: (typeof buttonSizes)[number];
  /**
   * Another site: opens in a new tab, without giving it access to this page, and says so (an icon, and
   * "(opens in a new tab)" for screen readers).
   * @default false
   */
  external?: boolean;
}

/**
 * Every link in the app, inline or (`asButton`) as a call to action. A plain anchor that follows the app's
 * router: under React Aria's `RouterProvider`, a plain left click navigates client-side; modified clicks
 * (Ctrl/Cmd/Shift/Alt, middle button) keep the browser's behaviour.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, asButton = false, variant, size, external = false, className, onClick, ...rest },
  ref,
) {
  const navigateClick = useNavigateClick(href, onClick);
  const look = asButton ? button({ variant, size }) : styles.inline;

  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={navigateClick}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={[look, className].filter(Boolean).join(' ')}
    >
      {children}
      {external && (
        <>
          <ExternalLinkIcon className={styles.externalIcon} />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
});
