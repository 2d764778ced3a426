import type { ReactNode } from 'react';
import { Link } from '../Link';
import { Heading, Text } from '../Text';
import * as styles from './PageHeader.css';

/** One step of a page's breadcrumb trail. */
export interface Breadcrumb {
  /** The crumb's text. */
  label: string;
  /** Where the crumb leads; the last crumb is the page itself and is not a link. */
  href?: string;
}

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The trail from Home to this page, this page last. */
  breadcrumbs?: readonly Breadcrumb[];
  /** A line or two under the title saying what the page is for. */
  description?: ReactNode;
  /** Page-level buttons: to the right of the title from tablets up, under it on phones. */
  actions?: ReactNode;
}

/** The title block at the top of a content page: breadcrumbs, h1, description and actions. */
export function PageHeader({ title, breadcrumbs, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            {breadcrumbs.map((crumb, index) => {
              const isLast = index === breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`} className={styles.crumb}>
                  {index > 0 && <Separator />}
                  {isLast || !crumb.href ? (
                    <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                      {crumb.label}
                    </span>
                  ) : (
                    <Link href={crumb.href} className={styles.crumbLink}>
                      {crumb.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <div className={styles.row}>
        <div className={styles.titles}>
          <Heading level={1}>{title}</Heading>
          {description && (
            <Text as="div" tone="muted">
              {description}
            </Text>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}

function Separator() {
  return (
    <svg className={styles.separator} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M6 3.5 10.5 8 6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
