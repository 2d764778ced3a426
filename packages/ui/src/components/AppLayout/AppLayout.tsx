import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink';
import * as styles from './AppLayout.css';

export interface AppLayoutProps {
  /** The page content, rendered inside <main id="main">. */
  children: ReactNode;
  /** Usually a TopBar (with MainNav inside). */
  header?: ReactNode;
  /** Usually a Footer. */
  footer?: ReactNode;
  /** The account area's Sidebar: beside the content from tablets up, above it on phones. */
  sidebar?: ReactNode;
  /**
   * Text of the skip link.
   * @default 'Skip to main content'
   */
  skipLinkLabel?: string;
}

/** The page frame: skip link, header, a width-capped main region (optionally with a sidebar) and footer. */
export function AppLayout({ children, header, footer, sidebar, skipLinkLabel }: AppLayoutProps) {
  return (
    <div className={styles.root}>
      <SkipLink>{skipLinkLabel}</SkipLink>
      {header}
      <div className={styles.body} data-with-sidebar={sidebar ? '' : undefined}>
        {sidebar}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
