import type { MouseEvent } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /**
   * The id of the element to jump to; AppLayout's main region is "main".
   * @default 'main'
   */
  targetId?: string;
  /**
   * The link's text, shown when it has the focus.
   * @default 'Skip to main content'
   */
  children?: string;
}

/**
 * The first focusable element of every page: jumps past the header to the main content.
 *
 * It stays out of sight until it has the focus, which the first Tab on a page gives it.
 */
export function SkipLink({ targetId = 'main', children = 'Skip to main content' }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Move focus ourselves instead of changing the URL hash, which the app's router owns.
    event.preventDefault();
    target.focus();
  };
  return (
    <a className={styles.skipLink} href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}
