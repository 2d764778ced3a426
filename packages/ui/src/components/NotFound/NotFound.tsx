import { Link } from '../Link';
import { Heading, Text } from '../Text';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /**
   * Where the button leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * The page's h1.
   * @default 'Page not found'
   */
  title?: string;
  /**
   * The line under the title.
   * @default 'Unfortunately the page you are looking for has been moved or deleted'
   */
  message?: string;
  /**
   * The button's text.
   * @default 'GO TO HOMEPAGE'
   */
  actionLabel?: string;
}

/** The page for an unknown path: a picture, an h1, a line of explanation and a button home. */
export function NotFound({
  homeHref = '/',
  title = 'Page not found',
  message = 'Unfortunately the page you are looking for has been moved or deleted',
  actionLabel = 'GO TO HOMEPAGE',
}: NotFoundProps) {
  return (
    <div className={styles.root}>
      <MissingPageIllustration />
      <Heading level={1}>{title}</Heading>
      <Text tone="muted" size="large">
        {message}
      </Text>
      <Link href={homeHref} asButton variant="primary" size="large">
        {actionLabel}
      </Link>
    </div>
  );
}

function MissingPageIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M30 12h42l22 22v74H30z" />
        <path d="M72 12v22h22" />
        <path d="M48 62l28 28M76 62L48 90" />
      </g>
    </svg>
  );
}
