import { forwardRef } from 'react';
import { Link, type LinkProps } from '../Link';

/** A link in one of the shell's menus. */
export interface NavItem {
  /** The link's text. */
  label: string;
  /** Where it goes; also how the current page's link is found. */
  href: string;
}

const normalise = (path: string) => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** True when `href` is the page at `currentPath`, ignoring query, hash and a trailing slash. */
export function isCurrentPath(href: string, currentPath: string | undefined): boolean {
  return currentPath !== undefined && normalise(href) === normalise(currentPath);
}

export interface NavLinkProps extends LinkProps {
  /** The path of the page being shown; the matching link is marked aria-current="page". */
  currentPath?: string;
}

/** A Link for the shell's menus that marks itself as the current page (`aria-current="page"`). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { currentPath, href, ...rest },
  ref,
) {
  return (
    <Link
      ref={ref}
      href={href}
      aria-current={isCurrentPath(href, currentPath) ? 'page' : undefined}
      {...rest}
    />
  );
});
